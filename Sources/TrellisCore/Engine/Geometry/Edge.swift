import Foundation

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
  case trailing

  /// An efficient set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int8
    /// Creates a set of edges from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates a set containing only `edge`.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// One edge of a rectangle in absolute terms, after the layout direction is applied.
///
/// SwiftUI keys its spacing tables by absolute edges, so that a right-to-left stack
/// looks at the *left* edge of the view before it (docs/LayoutRules.md §1.4).
enum AbsoluteEdge: UInt8, CaseIterable, Hashable, Sendable {
  case top, left, bottom, right

  /// The absolute edge for a layout-relative edge.
  init(_ edge: Edge, layoutDirection: LayoutDirection) {
    switch edge {
    case .top: self = .top
    case .bottom: self = .bottom
    case .leading: self = layoutDirection == .leftToRight ? .left : .right
    case .trailing: self = layoutDirection == .leftToRight ? .right : .left
    }
  }

  /// The edges of `axis`: left/right or top/bottom.
  static func edges(of axis: Axis) -> [AbsoluteEdge] {
    axis == .horizontal ? [.left, .right] : [.top, .bottom]
  }
}
