import Foundation

/// Lays out a container whose bars cover edges of its content: a navigation stack's navigation
/// bar and bottom toolbar, a tab view's tab bar.
///
/// The children are the content, then the top bar if there is one, then the bottom bar if there
/// is one. Each bar is as tall as it asks to be for the container's width; the content gets the
/// rest and the bars add to the safe area it sees (docs/iOSControls.md §8), so a background that
/// ignores the safe area runs under them. A bottom bar at the bottom of the safe area covers the
/// home indicator's inset too, as UIKit's tab bar does (49 + 34 on an iPhone). The content is
/// proposed the rest and centred in it.
///
/// Fidelity: partial — bar heights are §8's; the container fills what it is offered, as
/// SwiftUI's navigation and tab containers do.
struct BarsLayoutBehavior: LayoutBehavior {
  let name: String
  let hasTopBar: Bool
  let hasBottomBar: Bool

  var debugName: String { name }

  private struct Parts {
    let content: LayoutSubview?
    let top: LayoutSubview?
    let bottom: LayoutSubview?
  }

  private func parts(_ context: LayoutContext) -> Parts {
    let subviews = Array(context.subviews)
    var index = 0
    func next() -> LayoutSubview? {
      guard index < subviews.count else { return nil }
      defer { index += 1 }
      return subviews[index]
    }
    let content = next()
    let top = hasTopBar ? next() : nil
    let bottom = hasBottomBar ? next() : nil
    return Parts(content: content, top: top, bottom: bottom)
  }

  private func barHeights(_ parts: Parts, width: CGFloat?) -> (top: CGFloat, bottom: CGFloat) {
    let proposal = ProposedViewSize(width: width, height: nil)
    return (parts.top?.sizeThatFits(proposal).height ?? 0, parts.bottom?.sizeThatFits(proposal).height ?? 0)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let parts = parts(context)
    if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
    let bars = barHeights(parts, width: proposal.width)
    let contentProposal = ProposedViewSize(
      width: proposal.width, height: proposal.height.map { Swift.max($0 - bars.top - bars.bottom, 0) })
    let content = parts.content?.sizeThatFits(contentProposal) ?? .zero
    return CGSize(
      width: proposal.width ?? content.width, height: proposal.height ?? content.height + bars.top + bars.bottom)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let parts = parts(context)
    let bars = barHeights(parts, width: bounds.width)
    let safe = context.safeArea
    let window = context.window
    if let top = parts.top {
      top.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: bars.top))
    }
    if let bottom = parts.bottom {
      // A bar at the bottom of the safe area reaches the bottom of the window.
      let reachesSafeBottom = abs(bounds.maxY - safe.maxY) < 0.5
      let extra = reachesSafeBottom ? Swift.max(window.maxY - bounds.maxY, 0) : 0
      bottom.place(
        at: CGPoint(x: bounds.minX, y: bounds.maxY - bars.bottom),
        proposal: ProposedViewSize(width: bounds.width, height: bars.bottom + extra))
    }
    guard let content = parts.content else { return }
    let frame = CGRect(
      x: bounds.minX, y: bounds.minY + bars.top, width: bounds.width,
      height: Swift.max(bounds.height - bars.top - bars.bottom, 0))
    // The content is centred in what the bars leave, as a window centres its root (§1.1).
    content.place(at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: ProposedViewSize(frame.size))
    let minY = Swift.max(safe.minY, frame.minY)
    let maxY = Swift.max(Swift.min(safe.maxY, frame.maxY), minY)
    context.setRegion(
      window: contentWindow(bounds: bounds, safe: safe, window: window),
      safeArea: CGRect(x: safe.minX, y: minY, width: safe.width, height: maxY - minY), of: content)
  }

  /// The window the content sees: the container's own bounds, reaching on to the outer
  /// window only on the edges where the container itself borders the outer safe area.
  ///
  /// A navigation stack above a button in a `VStack` ends above the button; a scroll view in
  /// it, which ignores the safe area, reaches under the bars and, at the top, under the status
  /// bar — but not past the stack's bottom over the button, since no inset of the screen
  /// applies there (Apple, "ignoresSafeArea(_:edges:)": a view extends into the safe area
  /// insets of its container, and a container that does not reach an edge has none there).
  private func contentWindow(bounds: CGRect, safe: CGRect, window: CGRect) -> CGRect {
    guard !safe.isNull, !window.isNull else { return bounds }
    func touches(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
    let minX = touches(bounds.minX, safe.minX) ? Swift.min(window.minX, bounds.minX) : bounds.minX
    let maxX = touches(bounds.maxX, safe.maxX) ? Swift.max(window.maxX, bounds.maxX) : bounds.maxX
    let minY = touches(bounds.minY, safe.minY) ? Swift.min(window.minY, bounds.minY) : bounds.minY
    let maxY = touches(bounds.maxY, safe.maxY) ? Swift.max(window.maxY, bounds.maxY) : bounds.maxY
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

}
