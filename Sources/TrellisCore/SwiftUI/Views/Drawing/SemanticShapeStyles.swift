import Foundation

// The semantic shape styles beyond the foreground and the background: the tint, separators
// and fills, and the levels of any style (`.red.secondary`, `.fill.tertiary`). Colours are
// iOS's (UIKit's UI element colours, light and dark,
// https://developer.apple.com/documentation/uikit/uicolor/ui_element_colors).

/// The tint of the environment: the colour `tint(_:)` set, else the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable, PaintConvertible {
  /// Creates the tint style.
  public init() {}

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .color(environment.tintColor.resolve(in: environment))
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of the environment: the colour `tint(_:)` set, else the accent colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The style of separators: `UIColor.separator`, 60, 60, 67 at 29 % (dark 84, 84, 88 at 60 %).
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable, PaintConvertible {
  /// Creates the separator style.
  public init() {}

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .color(Color.separator.resolve(in: environment))
  }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The style of separators between pieces of content.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The style of fills behind content, with iOS's four fill levels: `systemFill`,
/// `secondarySystemFill`, `tertiarySystemFill` and `quaternarySystemFill`.
///
/// Fidelity: partial — the quinary level has no UIKit fill colour; it is drawn as the
/// quaternary one.
public struct FillShapeStyle: ShapeStyle, Hashable, Sendable, HierarchicalPaintConvertible {
  /// Creates the fill style.
  public init() {}

  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    let fills: [Color] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
    return .color(fills[Swift.min(Swift.max(level, 0), fills.count - 1)].resolve(in: environment))
  }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The style of fills behind content: iOS's system fill.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension BackgroundStyle: HierarchicalPaintConvertible {
  /// The background levels: `systemBackground`, `secondarySystemBackground`,
  /// `tertiarySystemBackground`; the lower levels are the tertiary one.
  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    let backgrounds: [Color] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
    return .color(backgrounds[Swift.min(Swift.max(level, 0), backgrounds.count - 1)].resolve(in: environment))
  }
}

/// A level of a shape style: what `.secondary`, `.tertiary`, `.quaternary` and `.quinary`
/// return on a style. Styles with levels of their own (the background, fills, the foreground)
/// use them; others are drawn at the label levels' opacities (60, 30, 18 and 10 %).
struct ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle, HierarchicalPaintConvertible, DrawingEffectStyle {
  let base: Base
  let level: Int

  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    base.resolvedPaint(in: environment, level: self.level + level)
  }

  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    base.resolvedEffects(in: environment)
  }
}

extension ShapeStyle {
  /// The second level of this style.
  public var secondary: some ShapeStyle { ShapeStyleLevel(base: self, level: 1) }
  /// The third level of this style.
  public var tertiary: some ShapeStyle { ShapeStyleLevel(base: self, level: 2) }
  /// The fourth level of this style.
  public var quaternary: some ShapeStyle { ShapeStyleLevel(base: self, level: 3) }
  /// The fifth level of this style.
  public var quinary: some ShapeStyle { ShapeStyleLevel(base: self, level: 4) }
}
