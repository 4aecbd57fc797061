import Foundation

extension VerticalEdge {
  /// An efficient set of vertical edges: which separators of a list row a modifier changes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates a set holding one edge.
    public init(_ edge: VerticalEdge) { self.init(rawValue: edge == .top ? 1 : 2) }
    /// The top edge.
    public static let top = Set(.top)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
