import Foundation

// Not `@Entry`: `EnvironmentValues`' subscript names this key to keep its value in a stored property.
/// The key of `layoutDirection`, which ``EnvironmentValues`` also keeps in a stored property.
struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// The layout direction: left to right by default.
  public var layoutDirection: LayoutDirection {
    get { storedLayoutDirection }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The number of pixels per point of the display: 1, 2 or 3. The host sets it.
  @Entry public var displayScale: CGFloat = 1

  /// The size of a pixel in points: `1 / displayScale`, for a scale Trellis can use
  /// (`DisplayScale.usable(_:)`): always positive and finite.
  public var pixelLength: CGFloat {
    1 / DisplayScale.usable(displayScale)
  }

  /// The padding `padding()` uses when no length is given: 16 on every edge on iOS (§1.7).
  @Entry var defaultPadding: EdgeInsets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

/// The display scales Trellis lays out, measures and rounds at.
///
/// A scale of 1e307 makes a pixel so small that frames scaled to pixels overflow to infinity
/// (and NaN when two are subtracted), and one of 1e-310 makes a pixel infinitely long: outside
/// 0.001…10,000 pixels a point, a scale is clamped into that range, and one that is not positive
/// and finite is taken as 1.
package enum DisplayScale {
  /// The scales used as given.
  package static let range: ClosedRange<CGFloat> = 1e-3...1e4

  /// `scale` if it is in ``range``; else the nearest bound, or 1 when it is not positive and finite.
  package static func usable(_ scale: CGFloat) -> CGFloat {
    guard scale.isFinite, scale > 0 else { return 1 }
    return Swift.min(Swift.max(scale, range.lowerBound), range.upperBound)
  }
}
