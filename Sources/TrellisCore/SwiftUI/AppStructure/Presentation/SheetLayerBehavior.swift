import Foundation

/// A presented sheet or full-screen cover: the card its views are drawn on, their window.
///
/// The node's frame is the card's. Its views see the card as their window, with the host's
/// home-indicator and side insets as their safe area, so `ignoresSafeArea` reaches the card's
/// bottom edge; the root view is proposed the safe area and centred in it, as a host's is.
/// The first child is the background (the system's colour, or `presentationBackground`),
/// filling the card; the card's top corners are rounded and, with several detents, a drag
/// indicator shows at its top (36 × 5, 5 below the top, in the tertiary label colour, after
/// Flutter's `CupertinoSheetRoute`).
///
/// Fidelity: partial — the sheet's geometry follows UIKit's documentation and Flutter's
/// measurements of iOS 18 (``PresentationLayer``); a dark sheet's background is the elevated
/// system background (28, 28, 30) but the views in it resolve the base colours.
struct SheetLayerBehavior: LayoutBehavior {
  let layer: PresentationLayer

  /// The system background of a sheet: white, and the elevated dark background in dark mode
  /// (docs/iOSControls.md, semantic colours).
  static let defaultBackground = Color(light: .bytes(255, 255, 255), dark: .bytes(28, 28, 30), name: "background")
  /// A full-screen cover's background: the base system background.
  static let coverBackground = Color(light: .bytes(255, 255, 255), dark: .bytes(0, 0, 0), name: "background")

  /// The drag indicator's size and its distance from the sheet's top.
  static let dragIndicatorSize = CGSize(width: 36, height: 5)
  static let dragIndicatorTop: CGFloat = 5

  var debugName: String { layer.name }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func region(forChildrenIn bounds: CGRect, context: LayoutContext) -> ContainerRegion? {
    guard layer.kind == .sheet else { return nil }
    return ContainerRegion(window: bounds, safeArea: safeArea(in: bounds, context: context))
  }

  /// The card less the host's bottom and side insets: a form sheet has none.
  private func safeArea(in bounds: CGRect, context: LayoutContext) -> CGRect {
    let (window, safe) = (context.window, context.safeArea)
    guard layer.kind == .sheet else { return safe }
    guard !layer.isFormSheet else { return bounds }
    let left = Swift.max(safe.minX - window.minX, 0)
    let right = Swift.max(window.maxX - safe.maxX, 0)
    let bottom = Swift.max(window.maxY - safe.maxY, 0)
    return CGRect(
      x: bounds.minX + left, y: bounds.minY, width: Swift.max(bounds.width - left - right, 0),
      height: Swift.max(bounds.height - bottom, 0))
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = context.subviews
    var index = subviews.startIndex
    if subviews.count > 1 {
      subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
      index += 1
    }
    guard index < subviews.endIndex else { return }
    let safe = safeArea(in: bounds, context: context)
    let content = subviews[index]
    let size = content.sizeThatFits(ProposedViewSize(safe.size))
    content.place(
      at: CGPoint(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2), anchor: .topLeading,
      proposal: ProposedViewSize(safe.size))
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let items = children.flatMap { $0 }
    guard layer.kind == .sheet else { return items }
    let radius = Swift.max(layer.configuration.cornerRadius ?? PresentationLayer.sheetCornerRadius, 0)
    // The bottom corners are the screen's: the card runs past the window's bottom edge.
    let card =
      layer.isFormSheet
      ? frame : CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + radius)
    var drawn: [DisplayList.Item] = [
      .group(items, effect: .clip(Path(roundedRect: card, cornerRadius: radius, style: .continuous)))
    ]
    if layer.showsDragIndicator {
      let size = Self.dragIndicatorSize
      let indicator = CGRect(
        x: frame.midX - size.width / 2, y: frame.minY + Self.dragIndicatorTop, width: size.width, height: size.height)
      let color = Color.tertiaryLabel.resolve(in: layer.environment)
      drawn.append(
        .fill(
          Capsule().path(in: indicator), paint: .color(color), bounds: indicator, evenOdd: false))
    }
    return drawn
  }
}
