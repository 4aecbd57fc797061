import Foundation

/// A list row's node: the row's background (its part of the section's card), its content
/// inset by the row insets, an accessory at the trailing inset, and its separators.
///
/// The row is as wide as the card and as tall as its content plus the vertical insets, at
/// least the minimum row height (44 on iOS); the content is proposed the card's width less the
/// insets (and the accessory), sits at the leading inset and is centred vertically. A row of
/// text is also as tall as its baselines need (``TextRowRhythm``): its first baseline as far
/// below the row's top, and its last as far above the row's bottom, as one line of body text's
/// in a row of the minimum height — so a two-line row has about 12 points above and below its
/// text, where a switch or a date picker's pill keeps about 6 and 5 in a 44-point row. The
/// separator below the row runs from the content's leading edge — or its
/// `listRowSeparatorLeading` guide, which a label's title sets — to the row's trailing edge, or
/// its `listRowSeparatorTrailing` guide (docs/iOSControls.md §7, "Rows").
///
/// Fidelity: partial — the minimum height, the 20-point horizontal insets and the separator's
/// ends are measured (SPZV); the text rows' rhythm fits issue 33's real renders (a two-line row
/// 60.67 tall, a 34-pt date picker and a 31-pt switch in 44-pt rows); rows without text keep
/// 5-point insets and the accessory's spacing is [uncertain].
struct ListRowBehavior: LayoutBehavior {
  /// What each child of the row is, in drawing order.
  enum Part: Equatable {
    case background, content, accessory, separator, sectionTop, sectionBottom
  }

  let parts: [Part]
  let insets: EdgeInsets
  let minHeight: CGFloat
  /// The radius of the row's top corners and of its bottom corners.
  let topRadius: CGFloat
  let bottomRadius: CGFloat
  /// Continuous in iOS 26's design, circular in iOS 18's.
  let cornerStyle: RoundedCornerStyle
  /// How thick the separator below the row is and where it ends.
  let separator: ListAppearance.SeparatorLook
  /// From the row's trailing edge to the accessory's; the trailing inset when `nil`.
  let accessoryTrailingInset: CGFloat?
  /// The card colour behind the row, or `nil` when a `listRowBackground` replaces it.
  let fill: Color.Resolved?
  /// Drawn over the fill when the row is selected.
  let highlight: Color.Resolved?
  /// Where a row of text keeps its baselines, or `nil` when `listRowInsets(_:)` set the
  /// vertical insets.
  let textRhythm: TextRowRhythm?

  /// Between the content and the accessory.
  static let accessorySpacing: CGFloat = 8

  var debugName: String { "ListRow" }

  var centresUnplacedChildren: Bool { false }

  private func child(_ part: Part, _ context: LayoutContext) -> LayoutSubview? {
    guard let index = parts.firstIndex(of: part) else { return nil }
    let subviews = context.subviews
    return subviews[subviews.startIndex + index]
  }

  /// The room the accessory takes at the trailing side, and its size.
  private func accessory(_ context: LayoutContext) -> (subview: LayoutSubview, size: CGSize)? {
    child(.accessory, context).map { ($0, $0.sizeThatFits(.unspecified)) }
  }

  private func contentWidth(rowWidth: CGFloat, accessoryWidth: CGFloat?) -> CGFloat {
    let extra = accessoryWidth.map { $0 + Self.accessorySpacing } ?? 0
    return Swift.max(rowWidth - insets.leading - insets.trailing - extra, 0)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    guard let content = child(.content, context) else { return .zero }
    let accessory = accessory(context)
    let extra = accessory.map { $0.size.width + Self.accessorySpacing } ?? 0
    let width = proposal.width ?? (content.sizeThatFits(.unspecified).width + insets.leading + insets.trailing + extra)
    let contentProposal = ProposedViewSize(
      width: contentWidth(rowWidth: width, accessoryWidth: accessory?.size.width), height: nil)
    let dimensions = content.dimensions(in: contentProposal)
    let vertical = verticalInsets(of: dimensions)
    let height = Swift.max(
      dimensions.height + vertical.top + vertical.bottom, (accessory?.size.height ?? 0) + insets.top + insets.bottom)
    // Up to the pixel grid, as UIKit sizes cells: rows whose edges fell between pixels would show
    // the page through a seam between their fills.
    let pixel = context.pixelLength
    let snapped = pixel > 0 && height.isFinite ? (height / pixel - 1e-6).rounded(.up) * pixel : height
    return CGSize(width: width, height: Swift.max(minHeight, snapped))
  }

  /// The space above and below the content: the row insets, grown where the content's text
  /// baselines need more (``TextRowRhythm``).
  private func verticalInsets(of dimensions: ViewDimensions) -> (top: CGFloat, bottom: CGFloat) {
    guard let textRhythm, let first = dimensions[explicit: VerticalAlignment.firstTextBaseline.key],
      let last = dimensions[explicit: VerticalAlignment.lastTextBaseline.key]
    else { return (insets.top, insets.bottom) }
    return (
      Swift.max(insets.top, textRhythm.firstBaselineFromTop - first),
      Swift.max(insets.bottom, textRhythm.lastBaselineFromBottom - (dimensions.height - last))
    )
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    guard let content = child(.content, context) else { return }
    let accessory = accessory(context)
    let contentProposal = ProposedViewSize(
      width: contentWidth(rowWidth: bounds.width, accessoryWidth: accessory?.size.width), height: nil)
    let dimensions = content.dimensions(in: contentProposal)
    let vertical = verticalInsets(of: dimensions)
    let inner = bounds.height - vertical.top - vertical.bottom
    // Centred, on the pixel grid (a text whose frame rounding shrank would lose a line).
    let pixel = context.pixelLength
    let centred = vertical.top + (inner - dimensions.height) / 2
    let contentOrigin = CGPoint(
      x: bounds.minX + insets.leading, y: bounds.minY + (pixel > 0 ? (centred / pixel).rounded() * pixel : centred))
    content.place(at: contentOrigin, anchor: .topLeading, proposal: contentProposal)
    if let (subview, size) = accessory {
      subview.place(
        at: CGPoint(
          x: bounds.maxX - (accessoryTrailingInset ?? insets.trailing) - size.width,
          y: bounds.minY + (bounds.height - size.height) / 2),
        anchor: .topLeading, proposal: .unspecified)
    }
    if let background = child(.background, context) {
      background.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
    let hairline = context.pixelLength
    if let line = child(.separator, context) {
      let leading = contentOrigin.x + (dimensions[explicit: HorizontalAlignment.listRowSeparatorLeading.key] ?? 0)
      let trailing =
        dimensions[explicit: HorizontalAlignment.listRowSeparatorTrailing.key].map { contentOrigin.x + $0 }
        ?? bounds.maxX - separator.trailingInset
      let thickness = separator.thickness ?? hairline
      place(
        line,
        CGRect(x: leading, y: bounds.maxY - thickness, width: Swift.max(trailing - leading, 0), height: thickness))
    }
    if let top = child(.sectionTop, context) {
      place(top, CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: hairline))
    }
    if let bottom = child(.sectionBottom, context) {
      place(bottom, CGRect(x: bounds.minX, y: bounds.maxY - hairline, width: bounds.width, height: hairline))
    }
  }

  private func place(_ subview: LayoutSubview, _ frame: CGRect) {
    subview.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
  }

  /// The card's fill (rounded at the section's outer corners), the selection, the custom
  /// background clipped to the same shape, then the content, accessory and separators.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let shape = Path.listRow(in: frame, topRadius: topRadius, bottomRadius: bottomRadius, style: cornerStyle)
    var items: [DisplayList.Item] = []
    if let fill { items.append(.fill(shape, paint: .color(fill), bounds: frame, evenOdd: false)) }
    for (part, drawn) in zip(parts, children) {
      if part == .content, let highlight {
        // The selection sits over the row's background, under its content.
        items.append(.fill(shape, paint: .color(highlight), bounds: frame, evenOdd: false))
      }
      guard !drawn.isEmpty else { continue }
      if part == .background && (topRadius > 0 || bottomRadius > 0) {
        items.append(.group(drawn, effect: .clip(shape)))
      } else {
        items.append(contentsOf: drawn)
      }
    }
    return items
  }
}

/// A list's hairline: a separator between rows or along a section's edge.
struct ListSeparatorBehavior: LayoutBehavior {
  let color: Color.Resolved

  var debugName: String { "ListSeparator" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    frame.width > 0 ? [.fill(Path(frame), paint: .color(color), bounds: frame, evenOdd: false)] : []
  }
}

extension Path {
  /// A row's part of a section's card: a rectangle whose top corners are rounded by `topRadius`
  /// and bottom corners by `bottomRadius`, in `style`.
  ///
  /// A row rounded at one end only is part of a taller card: its corners may curve over the
  /// row's whole height (a continuous 26-pt corner takes 39.7 of a 51-pt row), not half of it.
  static func listRow(in rect: CGRect, topRadius: CGFloat, bottomRadius: CGFloat, style: RoundedCornerStyle) -> Path {
    guard topRadius > 0 || bottomRadius > 0 else { return Path(rect) }
    let oneEnd = topRadius == 0 || bottomRadius == 0
    var path = Path()
    path.addRoundedRect(
      in: rect,
      cornerRadii: RectangleCornerRadii(
        topLeading: topRadius, bottomLeading: bottomRadius, bottomTrailing: bottomRadius, topTrailing: topRadius),
      style: style, cornerLimit: oneEnd ? Swift.min(rect.width / 2, rect.height) : nil)
    return path
  }
}

/// Where a list row of text keeps its baselines: the first at least ``firstBaselineFromTop``
/// below the row's top, the last at least ``lastBaselineFromBottom`` above its bottom — where
/// one line of 17-pt body text (SF Pro: ascent 16.19, descent 4.10, a 20.29 line) sits when it
/// is centred in a row of the minimum height. UIKit's list cells keep such a rhythm: issue 33
/// measured a two-line row 60.67 tall on iOS (about 12 above and below its text), while a
/// 31-pt switch and a 34-pt date picker pill sit in 44-pt rows (6.5 and 5 above and below),
/// which equal insets cannot both give.
struct TextRowRhythm: Equatable {
  /// From the row's top to its content's first text baseline, at least.
  let firstBaselineFromTop: CGFloat
  /// From the row's bottom up to its content's last text baseline, at least.
  let lastBaselineFromBottom: CGFloat

  /// The rhythm of rows at least `minHeight` tall: 28.04 and 15.96 in a 44-pt row, 31.54 and
  /// 19.46 in iOS 26's 51-pt row [derived].
  init(minHeight: CGFloat) {
    let bodyAscent: CGFloat = 1950.0 / 2048 * 17
    let bodyDescent: CGFloat = 494.0 / 2048 * 17
    let inset = minHeight.isFinite ? Swift.max((minHeight - bodyAscent - bodyDescent) / 2, 0) : 0
    firstBaselineFromTop = inset + bodyAscent
    lastBaselineFromBottom = inset + bodyDescent
  }
}
