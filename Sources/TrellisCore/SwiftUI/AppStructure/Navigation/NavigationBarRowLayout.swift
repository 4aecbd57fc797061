import Foundation

/// The inline row of a navigation bar: the leading items at the leading edge, the trailing
/// items at the trailing edge, and the title (or the principal item) centred on the bar, as
/// UIKit centres it (docs/iOSControls.md §8: "Second" centred at x = 201 of 402).
///
/// The three subviews are the leading group, the centre and the trailing group, each centred
/// vertically. The leading group is offered the room left beside the centre's ideal width, so
/// that a back button can fall back to "Back" or to its chevron; the centre is offered what the
/// wider side leaves it.
struct NavigationBarRowLayout: Layout {
  /// The bar's height.
  var height: CGFloat = NavigationBarMetrics.inlineHeight

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width =
      proposal.width ?? subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard subviews.count == 3 else { return }
    let (leading, centre, trailing) = (subviews[0], subviews[1], subviews[2])
    let gap = NavigationBarMetrics.titleGap
    let centreIdeal = Swift.min(centre.sizeThatFits(.unspecified).width, bounds.width)
    let side = Swift.max((bounds.width - centreIdeal) / 2 - gap, 0)
    let trailingSize = trailing.sizeThatFits(ProposedViewSize(width: side, height: height))
    let leadingSize = leading.sizeThatFits(ProposedViewSize(width: side, height: height))
    let widest = Swift.max(leadingSize.width, trailingSize.width)
    let centreWidth = Swift.max(bounds.width - 2 * (widest + gap), 0)
    let centreProposal = ProposedViewSize(width: Swift.min(centreIdeal, centreWidth), height: height)
    let centreSize = centre.sizeThatFits(centreProposal)
    leading.place(
      at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading,
      proposal: ProposedViewSize(width: side, height: height))
    trailing.place(
      at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing,
      proposal: ProposedViewSize(width: side, height: height))
    centre.place(
      at: CGPoint(x: bounds.midX - centreSize.width / 2, y: bounds.midY), anchor: .leading, proposal: centreProposal)
  }
}
