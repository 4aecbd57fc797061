import Foundation

/// A color or pattern to use when rendering a shape.
///
/// `Color` is the common one; `ForegroundStyle` stands for the environment's foreground.
public protocol ShapeStyle {}

/// The foreground style in the current environment: what a shape without a `fill` draws with.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
  /// Creates the foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the environment.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// Creates a type-erased shape style.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }
}

/// A paint as the renderer will receive it: the style, resolved against the environment.
enum ResolvedPaint: Equatable, Sendable, CustomStringConvertible {
  case color(Color)
  case foreground
  case other(String)

  init(_ style: any ShapeStyle) {
    switch style {
    case let color as Color: self = .color(color)
    case is ForegroundStyle: self = .foreground
    case let erased as AnyShapeStyle: self = ResolvedPaint(erased.base)
    default: self = .other(typeName(type(of: style)))
    }
  }

  /// The colour, when the paint is one.
  var color: Color? {
    if case .color(let color) = self { return color }
    return nil
  }

  var description: String {
    switch self {
    case .color(let color): color.description
    case .foreground: "foreground"
    case .other(let name): name
    }
  }
}

private struct ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: ResolvedPaint? = nil
}

extension EnvironmentValues {
  /// The style `foregroundColor(_:)` and `foregroundStyle(_:)` set; `nil` for the primary colour.
  var foregroundPaint: ResolvedPaint? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
}
