import Foundation

// Styles made from other styles: `opacity(_:)`, `shadow(_:)` and `blendMode(_:)` on any
// shape style (https://developer.apple.com/documentation/swiftui/shapestyle).

/// A shadow a shape style draws: dropped beneath what it fills, or inside it.
public struct ShadowStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case drop
    case inner
  }

  let kind: Kind
  let color: Color
  let radius: CGFloat
  let offset: CGSize

  /// A shadow beneath what the style fills: a copy in `color`, blurred by `radius`, offset by
  /// (`x`, `y`). The default colour is SwiftUI's: black at 33 % in linear sRGB.
  public static func drop(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
  }

  /// A shadow inside what the style fills, along its edges, as if it were cut into the surface.
  ///
  /// Fidelity: partial — the blur is sampled over a disc of the radius as drop shadows
  /// are, not a Gaussian.
  public static func inner(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
  }

  /// The shadow as a display-list effect in `environment`.
  func effect(in environment: EnvironmentValues) -> DisplayList.Effect {
    let resolved = color.resolve(in: environment)
    let radius = radius.isNaN ? radius : Swift.max(radius, 0)
    switch kind {
    case .drop: return .shadow(color: resolved, radius: radius, offset: offset)
    case .inner: return .innerShadow(color: resolved, radius: radius, offset: offset)
    }
  }
}

/// A style at an opacity: every colour of it multiplied.
struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, HierarchicalPaintConvertible, DrawingEffectStyle {
  let base: Base
  let opacity: Double

  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    base.resolvedPaint(in: environment, level: level).multiplyingOpacity(by: Swift.min(Swift.max(opacity, 0), 1))
  }

  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    base.resolvedEffects(in: environment)
  }
}

/// A style that draws a shadow with what it fills.
struct ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, HierarchicalPaintConvertible, DrawingEffectStyle {
  let base: Base
  let shadow: ShadowStyle

  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    base.resolvedPaint(in: environment, level: level)
  }

  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    base.resolvedEffects(in: environment) + [shadow.effect(in: environment)]
  }
}

/// A style composited with a blend mode.
struct BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle, HierarchicalPaintConvertible, DrawingEffectStyle {
  let base: Base
  let mode: BlendMode

  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    base.resolvedPaint(in: environment, level: level)
  }

  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    base.resolvedEffects(in: environment) + [.blendMode(mode)]
  }
}

extension ShapeStyle {
  /// This style at `opacity`, 0...1: every colour's opacity multiplied.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityShapeStyle(base: self, opacity: opacity)
  }

  /// This style drawing `style`'s shadow with what it fills.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    ShadowShapeStyle(base: self, shadow: style)
  }

  /// This style composited onto what is behind with `mode`.
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
    BlendModeShapeStyle(base: self, mode: mode)
  }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The foreground style drawing `style`'s shadow.
  public static func shadow(_ style: ShadowStyle) -> AnyShapeStyle {
    AnyShapeStyle(ShadowShapeStyle(base: ForegroundStyle(), shadow: style))
  }
}
