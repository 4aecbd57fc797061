import Foundation

/// A presented alert or confirmation dialog: its box, placed in the window.
///
/// The node covers the window. An alert's box is centred in the window, as UIKit centres an
/// alert controller's view; a confirmation dialog is an action sheet, 8 points from the safe
/// area's sides and from the screen's bottom or the home indicator (Flutter's
/// `CupertinoActionSheet`, `_kActionSheetEdgePadding`).
///
/// Fidelity: partial — placement after UIKit's behaviour as Flutter reproduces it; not measured
/// against simulator renders.
struct DialogLayerBehavior: LayoutBehavior {
  let layer: PresentationLayer

  /// The action sheet's distance from the safe area's sides and the screen's bottom.
  static let actionSheetEdgePadding: CGFloat = 8

  var debugName: String { layer.name }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    guard let box = context.subviews.first else { return }
    let (window, safe) = (context.window, context.safeArea)
    switch layer.kind {
    case .confirmationDialog:
      let padding = Self.actionSheetEdgePadding
      let width = Swift.max(safe.width - 2 * padding, 0)
      let boxProposal = ProposedViewSize(width: width, height: nil)
      let size = box.sizeThatFits(boxProposal)
      let bottom = window.maxY - Swift.max(window.maxY - safe.maxY, padding)
      box.place(
        at: CGPoint(x: safe.minX + padding, y: bottom - size.height), anchor: .topLeading, proposal: boxProposal)
    default:
      let boxProposal = ProposedViewSize(width: safe.width, height: nil)
      let size = box.sizeThatFits(boxProposal)
      box.place(
        at: CGPoint(x: window.midX - size.width / 2, y: window.midY - size.height / 2), anchor: .topLeading,
        proposal: boxProposal)
    }
  }
}
