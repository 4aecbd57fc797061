import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// Every view exposes, per edge and per *category*, how close its neighbours may come.
/// Two neighbours are spaced by the best matching pair of preferences; when none match,
/// by the platform default of 8 points (docs/LayoutRules.md §1.4).
public struct ViewSpacing: Sendable, Equatable, CustomStringConvertible {
  var spacing: Spacing
  /// The layout direction that maps `leading`/`trailing` to absolute edges; set on a subview's spacing.
  var layoutDirection: LayoutDirection?

  /// A view spacing with no preferences but zero on every edge: neighbours touch it.
  public static let zero = ViewSpacing(Spacing.zero)

  /// A view spacing with no preferences at all: its neighbours decide, or the default of 8 applies.
  public init() { spacing = Spacing(minima: []) }

  init(_ spacing: Spacing, layoutDirection: LayoutDirection? = nil) {
    self.spacing = spacing
    self.layoutDirection = layoutDirection
  }

  /// Merges the spacing preferences of `other` on `edges` into this one, keeping the larger value of each.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    layoutDirection = layoutDirection ?? other.layoutDirection
    spacing.incorporate(other.spacing, edges: absoluteEdges(edges))
  }

  /// The union of this spacing and `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The distance to put between this view and `next`, which follows it along `axis`.
  ///
  /// Uses the best matching preference pair, or 8 points when nothing matches.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    spacing.distance(to: next.spacing, along: axis, layoutDirection: layoutDirection ?? .leftToRight)
      ?? Spacing.defaultDistance
  }

  /// Two spacings are equal when they hold the same preferences.
  public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool { lhs.spacing == rhs.spacing }

  /// A textual description of the preferences.
  public var description: String { spacing.description }

  private func absoluteEdges(_ edges: Edge.Set) -> Set<AbsoluteEdge> {
    var result = Set<AbsoluteEdge>()
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      result.insert(AbsoluteEdge(edge, layoutDirection: layoutDirection ?? .leftToRight))
    }
    return result
  }
}
