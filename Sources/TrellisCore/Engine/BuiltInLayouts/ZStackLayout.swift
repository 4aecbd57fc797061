import Foundation

/// An overlaying container that you can use in conditional layouts.
///
/// Only the subviews with the highest layout priority size the stack; the others are
/// proposed the stack's final size and may overflow it (docs/LayoutRules.md §1.10, case 45).
///
/// Fidelity: partial — sizing and placement pinned by §2 cases 45, 49 and 51; the spacing of a
/// ZStack (union of its top-priority children) is inferred.
public struct ZStackLayout: Layout {
  /// The alignment of the subviews in both axes.
  public var alignment: Alignment

  /// Creates an overlaying layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// The top-priority subviews, which alone decide the stack's size.
  private func sizingSubviews(_ subviews: Subviews) -> [LayoutSubview] {
    let top = subviews.map(\.priority).max() ?? 0
    return subviews.filter { $0.priority == top }
  }

  /// The union of the sizing subviews, aligned on `alignment`, as (origin, size) in alignment coordinates.
  ///
  /// A subview infinitely long on an axis has no finite guide to align by. Offered ∞ on that
  /// axis, the union is as infinite as the subview (not NaN, ∞ − ∞); a subview that asks for ∞
  /// of a finite offer is left out of the union on that axis, so the stack stays finite.
  private func alignedUnion(_ subviews: [LayoutSubview], proposal: ProposedViewSize) -> CGRect {
    var horizontal = AlignedExtent(offeredInfinity: proposal.width == .infinity)
    var vertical = AlignedExtent(offeredInfinity: proposal.height == .infinity)
    for subview in subviews {
      let dimensions = subview.dimensions(in: proposal)
      horizontal.include(origin: -dimensions[alignment.horizontal], length: dimensions.width)
      vertical.include(origin: -dimensions[alignment.vertical], length: dimensions.height)
    }
    return CGRect(x: horizontal.low, y: vertical.low, width: horizontal.length, height: vertical.length)
  }

  /// The size of the top-priority subviews, aligned on one another.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    alignedUnion(sizingSubviews(subviews), proposal: proposal).size
  }

  /// Proposes the stack's size to every subview and aligns each on the stack's guide.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let childProposal = ProposedViewSize(bounds.size)
    let union = alignedUnion(sizingSubviews(subviews), proposal: childProposal)
    for subview in subviews {
      let dimensions = subview.dimensions(in: childProposal)
      subview.place(
        at: CGPoint(
          x: bounds.minX - union.minX - dimensions[alignment.horizontal],
          y: bounds.minY - union.minY - dimensions[alignment.vertical]),
        anchor: .topLeading, proposal: childProposal)
    }
  }

  /// The spacing of the top-priority subviews, merged on every edge.
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    var result = ViewSpacing()
    for subview in sizingSubviews(subviews) { result.formUnion(subview.spacing) }
    return result
  }
}

/// The extent of aligned subviews along one axis: the union of their ranges, or ∞.
private struct AlignedExtent {
  let offeredInfinity: Bool
  var low: CGFloat = 0
  var high: CGFloat = 0
  var isInfinite = false
  var isEmpty = true

  mutating func include(origin: CGFloat, length: CGFloat) {
    guard length.isFinite else {
      isInfinite = isInfinite || offeredInfinity
      return
    }
    guard origin.isFinite else { return }
    low = isEmpty ? origin : Swift.min(low, origin)
    high = isEmpty ? origin + length : Swift.max(high, origin + length)
    isEmpty = false
  }

  var length: CGFloat { isInfinite ? .infinity : high - low }
}
