import Foundation

// Per-axis access, so that layout algorithms are written once for both axes
// (style.md §2.4) instead of a width block pasted into a height block.

extension CGSize {
  /// The length along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size from lengths given along a major axis and its perpendicular.
  init(_ major: CGFloat, _ minor: CGFloat, major axis: Axis) {
    self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }

  init(_ major: CGFloat, _ minor: CGFloat, major axis: Axis) {
    self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
  }
}

extension CGRect {
  /// The lowest coordinate along `axis`.
  func min(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
  /// The highest coordinate along `axis`.
  func max(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}
