import Foundation

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

private struct DefaultPaddingKey: EnvironmentKey {
  static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
  /// The layout direction: left to right by default.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The number of pixels per point of the display: 1, 2 or 3. The host sets it.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The size of a pixel in points: `1 / displayScale`.
  public var pixelLength: CGFloat {
    displayScale > 0 ? 1 / displayScale : 1
  }

  /// The padding `padding()` uses when no length is given: 16 on every edge on iOS (§1.7).
  var defaultPadding: EdgeInsets {
    get { self[DefaultPaddingKey.self] }
    set { self[DefaultPaddingKey.self] = newValue }
  }
}
