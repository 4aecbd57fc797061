import Foundation

/// Places a split view's columns side by side: the leading ones at their widths (320 unless
/// their views ask for another), the last one taking the rest; columns the visibility hides are
/// not placed.
struct NavigationSplitViewBehavior: LayoutBehavior {
  let columnCount: Int
  let visibility: NavigationSplitViewVisibility.Kind
  let style: SplitViewStyleKind
  /// The widths the columns' views asked for.
  let widths: [CGFloat?]

  /// The default width of a leading column: UIKit's 320 (docs/iOSControls.md §1).
  static let defaultColumnWidth: CGFloat = 320

  var debugName: String { "NavigationSplitView" }

  var centresUnplacedChildren: Bool { false }

  /// The indices of the columns shown in a view of `size`.
  func shownColumns(in size: CGSize) -> [Int] {
    let all = Array(0..<columnCount)
    let detail = columnCount - 1
    switch visibility {
    case .all: return all
    case .doubleColumn: return Array(all.suffix(2))
    case .detailOnly: return [detail]
    case .automatic:
      if style == .prominentDetail || size.width <= size.height { return [detail] }
      return Array(all.suffix(2))
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 1024, height: 768))
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = Array(context.subviews)
    let requested = widths
    var x = bounds.minX
    let shown = shownColumns(in: bounds.size)
    for (position, index) in shown.enumerated() where index < subviews.count {
      let isLast = position == shown.count - 1
      let width =
        isLast
        ? Swift.max(bounds.maxX - x, 0)
        : Swift.min(
          (index < requested.count ? requested[index] : nil) ?? Self.defaultColumnWidth, Swift.max(bounds.maxX - x, 0))
      subviews[index].place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
      x += width
    }
  }
}
