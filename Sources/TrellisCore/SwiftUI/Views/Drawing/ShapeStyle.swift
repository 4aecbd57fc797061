import Foundation

/// A color or pattern to use when rendering a shape.
///
/// Colours, gradients, materials and the semantic styles (`.primary`, `.secondary`, `.tint`,
/// `.background`, `.separator`, `.fill`) are shape styles; so is any style changed by
/// `opacity(_:)`, `shadow(_:)` or `blendMode(_:)`, and any level of a style (`.red.secondary`).
public protocol ShapeStyle {}

/// A shape style the engine can turn into paint for the display list.
protocol PaintConvertible {
  /// The paint, resolved against an environment (colour scheme, foreground style).
  func paint(in environment: EnvironmentValues) -> DisplayList.Paint
}

/// A shape style with levels of its own (`.background.secondary` is the secondary system
/// background, not the background at 60 %).
protocol HierarchicalPaintConvertible: PaintConvertible {
  /// The paint of the style's level `level`: 0 primary, 1 secondary, … 4 quinary.
  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint
}

/// A shape style that draws with effects around what it fills: shadows and blend modes.
protocol DrawingEffectStyle {
  /// The effects, innermost first, with the item's frame for those that need it.
  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect]
}

extension HierarchicalPaintConvertible {
  func paint(in environment: EnvironmentValues) -> DisplayList.Paint { paint(in: environment, level: 0) }
}

extension ShapeStyle {
  /// The paint of any style; styles Trellis cannot draw paint the primary colour.
  func resolvedPaint(in environment: EnvironmentValues) -> DisplayList.Paint {
    (self as? any PaintConvertible)?.paint(in: environment)
      ?? .color(Color.primary.resolve(in: environment))
  }

  /// The paint of the style's level `level`: its own levels if it has them, else its paint at
  /// the opacity of iOS's label levels (``HierarchicalShapeStyle/opacities``).
  func resolvedPaint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    if let hierarchical = self as? any HierarchicalPaintConvertible {
      return hierarchical.paint(in: environment, level: level)
    }
    return resolvedPaint(in: environment).multiplyingOpacity(by: HierarchicalShapeStyle.opacity(ofLevel: level))
  }

  /// The effects the style draws around what it fills (shadows, blend modes), innermost first.
  func resolvedEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    (self as? any DrawingEffectStyle)?.drawingEffects(in: environment) ?? []
  }
}

extension DisplayList.Paint {
  /// The paint with every colour's opacity multiplied by `factor`.
  func multiplyingOpacity(by factor: Double) -> DisplayList.Paint {
    guard factor != 1 else { return self }
    func scaled(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
      stops.map { DisplayList.GradientStop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) }
    }
    switch self {
    case .color(let color): return .color(color.multiplyingOpacity(by: factor))
    case .linearGradient(let stops, let start, let end): return .linearGradient(scaled(stops), start: start, end: end)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      return .radialGradient(scaled(stops), center: center, startRadius: startRadius, endRadius: endRadius)
    case .angularGradient(let stops, let center, let startAngle, let endAngle):
      return .angularGradient(scaled(stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
  }
}

/// The foreground style in the current environment: what a shape without a `fill` draws with.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable, HierarchicalPaintConvertible, DrawingEffectStyle {
  /// Creates the foreground style.
  public init() {}

  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    guard let style = environment.foregroundStyle else { return HierarchicalShapeStyle.label(level, in: environment) }
    // The foreground may itself refer to the foreground; resolve it one level up.
    return style.resolvedPaint(in: environment.outsideForegroundStyle, level: level)
  }

  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    environment.foregroundStyle?.resolvedEffects(in: environment.outsideForegroundStyle) ?? []
  }
}

extension EnvironmentValues {
  /// The environment with no foreground style set: where the foreground style itself is resolved.
  var outsideForegroundStyle: EnvironmentValues {
    var outer = self
    outer.foregroundStyle = nil
    return outer
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the environment.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, HierarchicalPaintConvertible, DrawingEffectStyle, @unchecked Sendable {
  // The wrapped styles are immutable values.
  let base: any ShapeStyle

  /// Creates a type-erased shape style.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }

  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    base.resolvedPaint(in: environment, level: level)
  }

  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    base.resolvedEffects(in: environment)
  }
}

/// The levels of content hierarchy: `.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary` of the current foreground style.
///
/// Without a foreground style the levels are iOS's label colours: `label`, then
/// `secondaryLabel` (60, 60, 67 at 60 %), `tertiaryLabel` (at 30 %) and `quaternaryLabel`
/// (at 18 %; dark 235, 235, 245 at 60, 30 and 16 %), as Apple's UI element colours list them
/// (https://developer.apple.com/documentation/uikit/uicolor/ui_element_colors). Under a
/// foreground style, each level is that style at 100, 60, 30 and 18 % opacity.
///
/// Fidelity: partial — the quinary level has no UIKit label colour to measure; it is
/// taken as 10 % (light and dark), continuing the progression.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable, PaintConvertible, DrawingEffectStyle {
  let level: Int

  /// The style of primary content.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The style of secondary content.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The style of tertiary content.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The style of quaternary content.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The style of quinary content.
  public static let quinary = HierarchicalShapeStyle(level: 4)

  /// The opacity of each level relative to the primary one: iOS's label colours' alphas.
  static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

  /// The opacity of `level`, clamped to the levels there are.
  static func opacity(ofLevel level: Int) -> Double { opacities[Swift.min(Swift.max(level, 0), opacities.count - 1)] }

  /// iOS's label colour of a level.
  static func label(_ level: Int, in environment: EnvironmentValues) -> DisplayList.Paint {
    let labels: [Color] = [.primary, .secondary, .tertiaryLabel, .quaternaryLabel, .quinaryLabel]
    return .color(labels[Swift.min(Swift.max(level, 0), labels.count - 1)].resolve(in: environment))
  }

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    ForegroundStyle().paint(in: environment, level: level)
  }

  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    ForegroundStyle().drawingEffects(in: environment)
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The style of primary content: the foreground style.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The style of secondary content.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The style of tertiary content.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The style of quaternary content.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The style of quinary content.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension EnvironmentValues {
  /// The style `foregroundColor(_:)` and `foregroundStyle(_:)` set; `nil` for the primary colour.
  @Entry var foregroundStyle: AnyShapeStyle?
}
