import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Write a layout to arrange views in a way the built-in stacks do not, then use it like a stack:
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///         let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
///         return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let width = bounds.width / CGFloat(max(subviews.count, 1))
///         for (index, subview) in subviews.enumerated() {
///             subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.midY),
///                           anchor: .leading, proposal: ProposedViewSize(width: width, height: bounds.height))
///         }
///     }
/// }
///
/// EqualWidthHStack { Text("One"); Text("Two") }
/// ```
public protocol Layout {
  /// Properties of the layout, such as the axis along which `Spacer`s inside it expand.
  static var layoutProperties: LayoutProperties { get }

  /// Data the layout computes once and reuses across its methods.
  associatedtype Cache = Void

  /// The subviews of the container, as the layout methods receive them.
  typealias Subviews = LayoutSubviews

  /// Creates the cache for a set of subviews.
  func makeCache(subviews: Subviews) -> Cache

  /// Refreshes the cache when the subviews change. The default makes a new one.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The spacing preferences of the container. The default merges those of every subview on every edge.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The size of the container for a proposal.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places the subviews in `bounds`, the region the container's parent gave it, with `place(at:anchor:proposal:)`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The position of a horizontal guide relative to `bounds`, or `nil` for the guide's default.
  /// The default merges the subviews' explicit guides.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// The position of a vertical guide relative to `bounds`, or `nil` for the guide's default.
  /// The default merges the subviews' explicit guides.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// No stack orientation: spacers inside expand on both axes.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Replaces the cache with a new one.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of every subview's spacing on every edge; zero for a container without subviews.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    var result = ViewSpacing()
    for subview in subviews { result.formUnion(subview.spacing) }
    return result
  }

  /// Merges the subviews' explicit values of `guide`, as placed for `proposal`.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    subviews.mergedExplicitAlignment(guide.key, in: bounds, layout: self, proposal: proposal, cache: &cache)
  }

  /// Merges the subviews' explicit values of `guide`, as placed for `proposal`.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    subviews.mergedExplicitAlignment(guide.key, in: bounds, layout: self, proposal: proposal, cache: &cache)
  }

  /// Uses the layout as a container: `MyLayout { Text("a"); Text("b") }`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutRoot(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  /// Returns the empty cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension LayoutSubviews {
  /// The default `explicitAlignment`: lets the layout place its subviews in `bounds`, then
  /// merges their explicit values, projected into the container's coordinates.
  func mergedExplicitAlignment<L: Layout>(
    _ key: AlignmentKey, in bounds: CGRect, layout: L, proposal: ProposedViewSize, cache: inout L.Cache
  ) -> CGFloat? {
    guard !isEmpty, !key.isFrameGuide else { return nil }
    let placements = recordingPlacements {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: self, cache: &cache)
    }
    var merged: CGFloat?
    var n = 0
    for subview in self {
      guard let placed = placements[subview.node] else { continue }
      let dimensions = subview.dimensions(in: placed.proposal)
      guard let value = dimensions[explicit: key] else { continue }
      let origin = placed.frame.origin[key.axis] - bounds.origin[key.axis]
      key.combineExplicit(childValue: origin + value, n, into: &merged)
      n += 1
    }
    return merged
  }
}
