import Foundation

/// A paged tab view: the page fills the view, the index dots sit at the bottom of its safe area.
struct PagedTabViewBehavior: LayoutBehavior {
  var debugName: String { "TabView(.page)" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let page = context.subviews.first?.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? page.width, height: proposal.height ?? page.height)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = context.subviews
    guard let page = subviews.first else { return }
    page.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
    guard subviews.count > 1 else { return }
    let dots = subviews[subviews.startIndex + 1]
    let bottom = Swift.min(bounds.maxY, context.safeArea.maxY)
    dots.place(
      at: CGPoint(x: bounds.midX, y: bottom), anchor: .bottom,
      proposal: ProposedViewSize(width: bounds.width, height: nil))
  }
}
