import Foundation

/// How a list of one style looks on the device: page and row colours, the card's inset and
/// corners, row insets, the vertical rhythm of headers, cards and footers, and the look of
/// section headers (docs/iOSControls.md §7).
///
/// Fidelity: verified — the inset-grouped iPhone numbers (page and card colours, card inset 20,
/// radius 10, 35 to the first card, 37.33 with a header, 56.33 between cards across a header,
/// 72.33 across a footer, row minimum 44, row insets 20, separators from the text to the card's
/// trailing edge, footnote uppercased headers) are measured on iOS 17 and 18 (SPZV, ASNAP) and
/// pinned by ListTests; the vertical row inset (5) is derived from a 34-pt DatePicker pill in a
/// 44-pt row with 5 above and below (SPZA) [uncertain: a larger inset would make such rows
/// taller]; the gap after a footer before a section without a header, the iPad numbers' rule,
/// and every number of `.plain`, `.grouped`, `.inset` and `.sidebar` are [uncertain]
/// (docs/iOSControls.md §7, "Other list styles").
struct ListAppearance {
  /// The style drawn.
  var kind: ListStyleKind
  /// Behind the sections, to the window's edges (under the status bar and home indicator).
  var pageBackground: Color
  /// Behind each row: the card.
  var rowBackground: Color
  /// A selected row's background.
  var selectedRowBackground: Color
  /// From the list's (safe) edge to the card's.
  var cardInset: CGFloat
  /// The radius of a section's outer corners.
  var cornerRadius: CGFloat
  /// The shape of those corners: continuous in iOS 26's design, circular before.
  var cornerStyle: RoundedCornerStyle
  /// Between a row's edges and its content.
  var rowInsets: EdgeInsets
  /// From the top of the list's safe area to the first card, when the first section has no header.
  var topInset: CGFloat
  /// From the top of the list's safe area to the first header's text.
  var firstHeaderTop: CGFloat
  /// From a header's text to its card.
  var headerToCard: CGFloat
  /// From the bottom of a card to the next section's card, when that section has no header.
  var sectionGap: CGFloat
  /// From the bottom of a card to the next section's header text.
  var headerTop: CGFloat
  /// From the bottom of a card to its footer's text.
  var footerTop: CGFloat
  /// From the bottom of a footer's text to the next section's header text or card.
  var afterFooter: CGFloat
  /// Below the last section.
  var bottomInset: CGFloat
  /// Whether a section has full-width lines above its first row and below its last.
  var drawsSectionSeparators: Bool
  /// The look of section headers.
  var header: HeaderLook
  /// The lines between rows.
  var separator: SeparatorLook
  /// From the card's trailing edge to the trailing edge of a row's accessory (its chevron or
  /// checkmark); the content's trailing inset when `nil`.
  var accessoryTrailingInset: CGFloat?

  /// The colour, thickness and extent of the lines between rows.
  struct SeparatorLook {
    var color: Color
    /// How thick: `nil` is one pixel, a hairline.
    var thickness: CGFloat?
    /// From the row's trailing edge to the line's end.
    var trailingInset: CGFloat
  }

  /// The font, case and colour of a section header's text.
  struct HeaderLook {
    var font: Font
    var textCase: Text.Case?
    var color: Color
  }

  /// The separators' colour in iOS 17/18: iOS's separator (docs/iOSControls.md §3.2).
  static let separatorColor = Color.separator
  /// The separators' colour in iOS 26: an opaque 232 (light) or 56, 56, 59 (dark), a full point
  /// thick (docs/iOS26Controls.md §3.2, measured on HA26).
  static let glassSeparatorColor = Color.system("separator", .bytes(232, 232, 232), .bytes(56, 56, 59))

  /// The appearance of `kind` in `environment`: its design and size class.
  init(_ kind: ListStyleKind, environment: EnvironmentValues) {
    if environment.interfaceDesign == .iOS26 {
      self.init(liquidGlass: kind.resolved)
    } else {
      self.init(compatibility: kind.resolved, environment: environment)
    }
  }

  /// The appearance of `kind` in iOS 17/18's design, in `environment`'s size class.
  private init(compatibility kind: ListStyleKind, environment: EnvironmentValues) {
    self.kind = kind
    let regular = environment.horizontalSizeClass == .regular
    // docs/iOSControls.md §7, ".insetGrouped on iPhone": card 20 from the edge, text 20 inside
    // it; on an iPad (regular width) 23 and 18.
    let margin: CGFloat = regular ? 18 : 20
    let rowVertical: CGFloat = 5
    rowInsets = EdgeInsets(top: rowVertical, leading: margin, bottom: rowVertical, trailing: margin)
    pageBackground = .systemGroupedBackground
    rowBackground = .secondarySystemGroupedBackground
    selectedRowBackground = .systemGray4
    cardInset = regular ? 23 : 20
    cornerRadius = 10
    cornerStyle = .circular
    topInset = 35
    // 16 + a 15.67 footnote line + 5.67 = 37.33 to the first card; 35 + 15.67 + 5.67 = 56.33
    // between cards across a header; a footer's text about 6.5 below its card (6.33, on the 3×
    // pixel grid), and 72.33 between the cards across a footer and a header leaves 29 after the
    // footer's line.
    firstHeaderTop = 16
    headerToCard = 17.0 / 3
    sectionGap = 35
    headerTop = 35
    footerTop = 19.0 / 3
    afterFooter = 29
    bottomInset = 35
    drawsSectionSeparators = false
    header = HeaderLook(font: .footnote, textCase: .uppercase, color: .secondary)
    separator = SeparatorLook(color: Self.separatorColor, thickness: nil, trailingInset: 0)
    accessoryTrailingInset = nil
    adjustForStyle()
  }

  /// The appearance of `kind` in iOS 26's design (docs/iOS26Controls.md §7): cards 16 from the
  /// edge with continuous 26-pt corners, text 16 inside them, rows at least 51 tall, 1-pt
  /// separators ending 16 before the card's edge, headers in 17-pt semibold as written, 14 above
  /// their card to the baseline, and 57 between cards across a header.
  ///
  /// Measured on iOS 26.0–26.4 renders of the inset-grouped style only (HA26, SPZ26, ASN26);
  /// `.plain`, `.grouped`, `.inset` and `.sidebar` keep iOS 18's vertical rhythm with iOS 26's
  /// insets and separators [uncertain: no iOS 26 render of them was found], and so do iPads.
  private init(liquidGlass kind: ListStyleKind) {
    self.kind = kind
    let margin: CGFloat = 16
    rowInsets = EdgeInsets(top: 5, leading: margin, bottom: 5, trailing: margin)
    pageBackground = .systemGroupedBackground
    rowBackground = .secondarySystemGroupedBackground
    selectedRowBackground = .systemGray4
    cardInset = 16
    cornerRadius = 26
    cornerStyle = .continuous
    topInset = 35
    sectionGap = 35
    // A 17-pt header line (20.29) whose baseline is 14 above the card: its box ends 14 − 4.1 (the
    // descent) ≈ 10 above the card, and 57 − 20.29 − 10 ≈ 26.67 separate it from the card above.
    headerTop = 80.0 / 3
    headerToCard = 10
    // The first header sits 19 higher than one between cards, as in iOS 18 [uncertain].
    firstHeaderTop = headerTop - 19
    // A footnote line whose cap top is 10.33 below the card: its box starts 7 below it.
    footerTop = 7
    afterFooter = 29
    bottomInset = 35
    drawsSectionSeparators = false
    header = HeaderLook(font: .headline, textCase: nil, color: .secondary)
    separator = SeparatorLook(color: Self.glassSeparatorColor, thickness: 1, trailingInset: margin)
    // The chevron's ink ends 18.67 from the card's edge, a point and two thirds further in than
    // the content's inset (docs/iOS26Controls.md §7.2).
    accessoryTrailingInset = margin + 5.0 / 3
    adjustForStyle()
  }

  /// Turns the inset-grouped look the initialisers set into the look of the other styles, in
  /// either design: UIKit's grouped rows from edge to edge with hairlines above and below each
  /// section; plain rows on the system background without cards, 6 apart from headers; inset
  /// cards on the system background; bold headers in the label colour.
  private mutating func adjustForStyle() {
    switch kind {
    case .insetGrouped, .automatic:
      break
    case .grouped:
      cardInset = 0
      cornerRadius = 0
      drawsSectionSeparators = true
    case .plain:
      pageBackground = .systemBackground
      rowBackground = .systemBackground
      cardInset = 0
      cornerRadius = 0
      topInset = 0
      firstHeaderTop = 6
      headerToCard = 6
      sectionGap = 6
      headerTop = 6
      footerTop = 6
      afterFooter = 6
      bottomInset = 0
      header = HeaderLook(font: .headline, textCase: nil, color: .primary)
    case .inset:
      pageBackground = .systemBackground
      rowBackground = .systemBackground
      header = HeaderLook(font: .headline, textCase: nil, color: .primary)
    case .sidebar:
      header = HeaderLook(font: .headline, textCase: nil, color: .primary)
    }
  }

  /// Replaces the list's own margins with the content margins a view set on `edges`
  /// (`contentMargins(_:_:for:)`): the top one is the space above the first section (a header
  /// moves up with it), the bottom one the space below the last, the leading and trailing ones
  /// the cards' inset from the list's sides (issue 33: `.contentMargins(.top, 0)` puts the first
  /// card at the top on iOS).
  mutating func applyContentMargins(_ margins: EdgeInsets, on edges: Edge.Set) {
    func usable(_ value: CGFloat) -> CGFloat? { value.isFinite ? Swift.max(value, 0) : nil }
    if edges.contains(.top), let top = usable(margins.top) {
      firstHeaderTop = Swift.max(firstHeaderTop - (topInset - top), 0)
      topInset = top
    }
    if edges.contains(.bottom), let bottom = usable(margins.bottom) { bottomInset = bottom }
    let sides = [edges.contains(.leading) ? margins.leading : nil, edges.contains(.trailing) ? margins.trailing : nil]
    if let side = sides.compactMap({ $0 }).compactMap(usable).first { cardInset = side }
  }

  /// The look of a header of `prominence`: `.increased` is the prominent inset-grouped header,
  /// title 3 bold in the label colour, not uppercased [uncertain: from UIKit's
  /// `prominentInsetGroupedHeader`, not measured].
  func header(prominence: Prominence) -> HeaderLook {
    prominence == .increased ? HeaderLook(font: .title3.bold(), textCase: nil, color: .primary) : header
  }

  /// The gap between two sections for `spacing`; `.compact` is 20 [uncertain].
  func sectionGap(for spacing: ListSectionSpacing) -> CGFloat? {
    switch spacing.storage {
    case .default: nil
    case .compact: 20
    case .custom(let value): value.isFinite ? Swift.max(value, 0) : nil
    }
  }
}

/// What a list tells the views inside it: its appearance, for sections to style their headers
/// and rows to know they are rows.
struct ListContext {
  var appearance: ListAppearance
  /// The spacing between sections the list was given; a section given another has its own.
  var sectionSpacing: ListSectionSpacing

  /// Styles a section header's environment: the header font, case and colour of the style;
  /// buttons and labels in it are drawn as outside rows.
  func styleHeader(_ environment: inout EnvironmentValues) {
    let look = appearance.header(prominence: environment.headerProminence)
    environment.font = look.font
    environment.textCase = look.textCase
    environment.foregroundStyle = AnyShapeStyle(look.color)
    environment.automaticButtonStyle = nil
    environment.automaticLabelStyle = nil
  }

  /// Styles a section footer's environment: footnote, as written, in the secondary colour.
  func styleFooter(_ environment: inout EnvironmentValues) {
    environment.font = .footnote
    environment.textCase = nil
    environment.foregroundStyle = AnyShapeStyle(Color.secondary)
    environment.automaticButtonStyle = nil
    environment.automaticLabelStyle = nil
  }
}

extension EnvironmentValues {
  /// The list the view is inside, or `nil` outside lists and forms. Controls read it to draw
  /// their list-row look (a picker's menu row, a navigation link's chevron).
  @Entry var listContext: ListContext?
}
