import Foundation

/// A color or pattern to use when rendering a shape.
///
/// `Color`, the gradients and the hierarchical styles (`.primary`, `.secondary`) are shape styles.
public protocol ShapeStyle {}

/// A shape style the engine can turn into paint for the display list.
protocol PaintConvertible {
  /// The paint, resolved against an environment (colour scheme, foreground style).
  func paint(in environment: EnvironmentValues) -> DisplayList.Paint
}

extension ShapeStyle {
  /// The paint of any style; styles Trellis cannot draw paint the primary colour.
  func resolvedPaint(in environment: EnvironmentValues) -> DisplayList.Paint {
    (self as? any PaintConvertible)?.paint(in: environment)
      ?? .color(Color.primary.resolve(in: environment))
  }
}

/// The foreground style in the current environment: what a shape without a `fill` draws with.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable, PaintConvertible {
  /// Creates the foreground style.
  public init() {}

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    guard let style = environment.foregroundStyle else { return .color(Color.primary.resolve(in: environment)) }
    // The foreground may itself refer to the foreground; resolve it one level up.
    var outer = environment
    outer.foregroundStyle = nil
    return style.resolvedPaint(in: outer)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the environment.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PaintConvertible, @unchecked Sendable {
  // The wrapped styles are immutable values.
  let base: any ShapeStyle

  /// Creates a type-erased shape style.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint { base.resolvedPaint(in: environment) }
}

/// The levels of content hierarchy: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable, PaintConvertible {
  let level: Int

  /// The style of primary content.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The style of secondary content.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The style of tertiary content.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The style of quaternary content.
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    // iOS's label colours: primary, then 60 %, 30 % and 18 % of it.
    let opacities = [1, 0.6, 0.3, 0.18]
    let base = environment.foregroundStyle.map { $0.resolvedPaint(in: environment) }
    if level == 0, let base { return base }
    if case .color(let color)? = base {
      return .color(color.multiplyingOpacity(by: opacities[Swift.min(level, 3)]))
    }
    let label = [Color.primary, .secondary, .tertiaryLabel, .quaternaryLabel][Swift.min(level, 3)]
    return .color(label.resolve(in: environment))
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The style of primary content.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The style of secondary content.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The style of tertiary content.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The style of quaternary content.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

private struct ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
  /// The style `foregroundColor(_:)` and `foregroundStyle(_:)` set; `nil` for the primary colour.
  var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
}
