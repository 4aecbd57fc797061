import Foundation

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// The distance from the top edge.
  public var top: CGFloat
  /// The distance from the leading edge.
  public var leading: CGFloat
  /// The distance from the bottom edge.
  public var bottom: CGFloat
  /// The distance from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets from four distances.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets of zero on every edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Creates insets of `length` on `edges` and zero elsewhere.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The inset on one edge.
  subscript(edge: Edge) -> CGFloat {
    switch edge {
    case .top: top
    case .leading: leading
    case .bottom: bottom
    case .trailing: trailing
    }
  }
}
