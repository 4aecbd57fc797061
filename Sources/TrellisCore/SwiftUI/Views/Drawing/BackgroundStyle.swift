import Foundation

/// The background style of the environment: white in light appearance, black in dark.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable, PaintConvertible {
  /// Creates the background style.
  public init() {}

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .color(Color.systemBackground.resolve(in: environment))
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style of the environment.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
