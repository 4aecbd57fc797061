import Foundation

/// The sections of a list, as indices of the list node's children: each section's header, rows
/// and footer, in order. Made once, when the list is resolved (ListAssembly.swift).
struct ListPlan {
  struct Section {
    var header: Int?
    var rows: Range<Int>
    var footer: Int?
    /// The spacing before this section that `listSectionSpacing(_:)` set on it, if any.
    var spacingBefore: CGFloat?
  }

  var sections: [Section] = []
}

/// A list's node: the page background, and the sections one below the other in the list's
/// safe area, in the rhythm of its appearance (docs/iOSControls.md §7).
///
/// A list is a scroll view that fills the space it is offered. It lays out from the top, as a
/// still picture at scroll offset 0 shows it, and stops at its bottom edge: rows below it are
/// neither sized nor placed nor drawn, as a lazy list creates only the rows on screen, so a list
/// of 10,000 rows costs what its first screen costs. Asked for its ideal height (inside a
/// `ScrollView`, under `fixedSize()`) it answers 0, as SwiftUI's does.
///
/// Its frame runs under the status bar and home indicator when it reaches them (the list is
/// resolved inside `ignoresSafeArea()`): the background fills the window, and the content is
/// inset by the part of the safe area the frame covers, top, bottom and sides.
///
/// Fidelity: partial — the rhythm is measured for `.insetGrouped` on an iPhone (see
/// `ListAppearance`); the ideal height of 0 is SwiftUI's documented gotcha of a `List` in a
/// `ScrollView`; other styles' rhythm is [uncertain].
struct ListBehavior: LayoutBehavior {
  let plan: ListPlan
  let appearance: ListAppearance
  /// The page colour, or `nil` under `scrollContentBackground(.hidden)`.
  let pageFill: Color.Resolved?
  /// The spacing between rows, from `listRowSpacing(_:)`.
  let rowSpacing: CGFloat?
  /// The spacing between sections, from `listSectionSpacing(_:)` on the list.
  let sectionGap: CGFloat?

  var debugName: String { "List" }

  /// Children not placed — rows below the visible part — are not drawn.
  var centresUnplacedChildren: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let width =
      proposal.width
      ?? (context.subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + 2 * appearance.cardInset
    return CGSize(width: width, height: proposal.height ?? 0)
  }

  /// The part of `bounds` the safe area does not cover, on each side.
  private func contentInsets(of bounds: CGRect, context: LayoutContext) -> EdgeInsets {
    let safe = context.safeArea
    guard !safe.isEmpty, !safe.isNull else { return EdgeInsets() }
    return EdgeInsets(
      top: Swift.max(safe.minY - bounds.minY, 0), leading: Swift.max(safe.minX - bounds.minX, 0),
      bottom: Swift.max(bounds.maxY - safe.maxY, 0), trailing: Swift.max(bounds.maxX - safe.maxX, 0))
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = context.subviews
    let insets = contentInsets(of: bounds, context: context)
    let cardX = bounds.minX + insets.leading + appearance.cardInset
    let cardWidth = Swift.max(bounds.width - insets.leading - insets.trailing - 2 * appearance.cardInset, 0)
    let textX = cardX + appearance.rowInsets.leading
    let textWidth = Swift.max(cardWidth - appearance.rowInsets.leading - appearance.rowInsets.trailing, 0)
    let textProposal = ProposedViewSize(width: textWidth, height: nil)
    let rowProposal = ProposedViewSize(width: cardWidth, height: nil)
    let limit = bounds.maxY
    var y = bounds.minY + insets.top
    var previousHadFooter = false
    // Views go on the pixel grid, as UIKit's cells do: a text whose frame rounding shrank would
    // lose a line.
    let pixel = context.pixelLength
    func snapped(_ value: CGFloat) -> CGFloat { pixel > 0 ? (value / pixel).rounded() * pixel : value }

    func placeText(_ index: Int) -> CGFloat {
      let subview = subviews[subviews.startIndex + index]
      let height = subview.sizeThatFits(textProposal).height
      subview.place(at: CGPoint(x: textX, y: snapped(y)), anchor: .topLeading, proposal: textProposal)
      return height
    }

    for (number, section) in plan.sections.enumerated() {
      guard y <= limit else { return }
      if number == 0 {
        y += section.header == nil ? appearance.topInset : appearance.firstHeaderTop
      } else if let gap = section.spacingBefore ?? sectionGap {
        y += gap
      } else {
        y +=
          previousHadFooter
          ? appearance.afterFooter : section.header == nil ? appearance.sectionGap : appearance.headerTop
      }
      if let header = section.header {
        y += placeText(header) + appearance.headerToCard
      }
      for row in section.rows {
        guard y <= limit else { return }
        if row != section.rows.lowerBound, let rowSpacing { y += rowSpacing }
        let subview = subviews[subviews.startIndex + row]
        let height = subview.sizeThatFits(rowProposal).height
        subview.place(at: CGPoint(x: cardX, y: snapped(y)), anchor: .topLeading, proposal: rowProposal)
        y += height
      }
      previousHadFooter = section.footer != nil
      if let footer = section.footer {
        y += appearance.footerTop
        guard y <= limit else { return }
        y += placeText(footer)
      }
    }
  }

  /// The page background under everything, all of it clipped to the list's frame.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    var items: [DisplayList.Item] = []
    if let pageFill { items.append(.fill(Path(frame), paint: .color(pageFill), bounds: frame, evenOdd: false)) }
    for child in children { items.append(contentsOf: child) }
    return items.isEmpty ? [] : [.group(items, effect: .clip(Path(frame)))]
  }
}
