import Foundation

/// The tab bar of a tab view on iPhone in iOS 26's design (docs/iOS26Controls.md §8.2): a glass
/// capsule 62 tall that floats 21 from the sides and from the screen's bottom edge, its items 54
/// tall, 4 inside it; the selected item on a lighter capsule in the tint, the others in the label
/// colour; each an 18-pt medium symbol over a 10-pt title, 1 apart.
///
/// It takes the same room from the content as iOS 18's bar — 49 above the home indicator, the
/// capsule's 62 + 21 = 83 from the screen's bottom on a phone with a 34-pt indicator — so it is
/// laid out as the iOS 18 bar is and draws its capsule from the bottom of the frame it is given.
/// With three or more tabs the capsule spans the width and items 73.67 wide overlap at an even
/// pitch (six: 55.67 apart); with one or two, items are 98 wide in a capsule that hugs them at
/// the leading side.
///
/// A tab with the search role (`Tab(role: .search)`) stands apart, as iOS 26 draws it: its symbol
/// alone in a glass circle as tall as the bar at the trailing side, the capsule of the other
/// tabs ending 8 before it [uncertain: the gap is not measured; Apple's documentation of
/// `TabRole.search` and the WWDC25 sessions show the separate circle].
///
/// A bottom accessory (`tabViewBottomAccessory`) sits on a glass capsule of its own above the
/// bar, as wide as the bar's and 48 tall, 8 above it [uncertain: no render measured it; the
/// heights are Apple's Music app's mini player as commonly reimplemented], and takes that room
/// from the content too.
///
/// Fidelity: partial — the item frames (25…377 on a 402-wide screen, 54 tall) are measured on
/// iOS 26.2 (ASN26); the 62-pt height, 21-pt insets, 98-pt items of short bars, the symbol and
/// title sizes are FabBar's, a reimplementation tuned against the native bar; the selection
/// capsule's colour and the glass are flat stand-ins [uncertain].
nonisolated struct GlassTabBarView: View {
  let items: [TabBarItemModel]
  let configuration: BarConfiguration
  /// The tab view's bottom accessory, if it has one.
  var accessory: AnyView?
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let scheme = configuration.colorScheme.map { $0 ?? colorScheme } ?? colorScheme
    let search = items.last(where: \.isSearch)
    let tabs = items.filter { !$0.isSearch }
    GlassTabBarLayout(hasAccessory: accessory != nil, hasSearch: search != nil) {
      BarGlass()
      if let accessory {
        accessory
          .environment(\.accessoryPlacement, .expanded)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background { BarGlass() }
      }
      if let search {
        TabBarItem(model: search, look: .liquidGlassSearch).background { BarGlass() }
      }
      ForEach(0..<tabs.count, id: \.self) { index in
        TabBarItem(model: tabs[index], look: .liquidGlass)
      }
    }
    .environment(\.colorScheme, scheme)
  }
}

/// Places the capsule (the first subview), the accessory (the next, when there is one), the
/// search tab on its circle (the next, when there is one) and the items in the frame the bar is
/// given: the capsule's bottom `GlassTabBarMetrics.bottomInset` above the frame's bottom, the
/// accessory above it, the search circle at the trailing side.
struct GlassTabBarLayout: Layout {
  let hasAccessory: Bool
  var hasSearch = false

  /// The room the accessory adds above the bar.
  private var accessoryRoom: CGFloat {
    hasAccessory ? GlassTabBarMetrics.accessoryHeight + GlassTabBarMetrics.accessorySpacing : 0
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: proposal.height ?? TabBarMetrics.height + accessoryRoom)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    typealias M = GlassTabBarMetrics
    guard let platter = subviews.first else { return }
    var items = subviews.dropFirst()
    if hasAccessory, let accessory = items.first {
      items = items.dropFirst()
      let width = Swift.max(bounds.width - 2 * M.sideInset, 0)
      accessory.place(
        at: CGPoint(
          x: bounds.minX + M.sideInset,
          y: bounds.maxY - M.bottomInset - M.height - M.accessorySpacing - M.accessoryHeight),
        anchor: .topLeading, proposal: ProposedViewSize(width: width, height: M.accessoryHeight))
    }
    var fullWidth = Swift.max(bounds.width - 2 * M.sideInset, 0)
    if hasSearch, let search = items.first {
      items = items.dropFirst()
      search.place(
        at: CGPoint(x: bounds.maxX - M.sideInset - M.height, y: bounds.maxY - M.bottomInset - M.height),
        anchor: .topLeading, proposal: ProposedViewSize(width: M.height, height: M.height))
      fullWidth = Swift.max(fullWidth - M.height - M.searchSpacing, 0)
    }
    let count = CGFloat(items.count)
    let fewTabs = items.count < 3
    // A search tab alone leaves no capsule beside its circle.
    let width =
      items.isEmpty ? 0 : fewTabs ? Swift.min(count * M.fewTabsItemWidth + 2 * M.padding, fullWidth) : fullWidth
    let capsule = CGRect(
      x: bounds.minX + M.sideInset, y: bounds.maxY - M.bottomInset - M.height, width: width, height: M.height)
    platter.place(at: capsule.origin, anchor: .topLeading, proposal: ProposedViewSize(capsule.size))
    guard !items.isEmpty else { return }
    let inner = capsule.insetBy(dx: M.padding, dy: M.padding)
    let itemWidth = fewTabs ? M.fewTabsItemWidth : Swift.min(M.itemWidth, inner.width)
    let pitch = items.count > 1 ? (inner.width - itemWidth) / (count - 1) : 0
    for (offset, item) in items.enumerated() {
      let x = fewTabs ? inner.minX + CGFloat(offset) * itemWidth : inner.minX + CGFloat(offset) * pitch
      item.place(
        at: CGPoint(x: x, y: inner.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: itemWidth, height: inner.height))
    }
  }
}

/// The floating tab bar's lengths (docs/iOS26Controls.md §8.2).
enum GlassTabBarMetrics {
  /// The capsule's height (FabBar `barHeight`; ASN26's 54-pt items + 4 + 4).
  static let height: CGFloat = 62
  /// From each side of the screen to the capsule (FabBar `horizontalPadding`; ASN26: items from
  /// 25 = 21 + 4 on a 402-wide screen).
  static let sideInset: CGFloat = 21
  /// From the screen's bottom edge to the capsule (FabBar `bottomPadding`).
  static let bottomInset: CGFloat = 21
  /// Between the capsule's edge and its items.
  static let padding: CGFloat = 4
  /// An item's width with three tabs or more: 73.67 (ASN26, six items at a 55.33 pitch).
  static let itemWidth: CGFloat = 221.0 / 3
  /// An item's width with one or two tabs (FabBar `fewTabsSegmentWidth`).
  static let fewTabsItemWidth: CGFloat = 98
  /// The symbol's point size, medium weight at large scale (FabBar `tabIconPointSize`).
  static let iconPointSize: CGFloat = 18
  /// The symbol's box [uncertain].
  static let iconBoxHeight: CGFloat = 24
  /// Between the symbol and the title (FabBar `TabItemContentView`).
  static let titleGap: CGFloat = 1
  /// The bottom accessory's capsule and its gap to the bar [uncertain].
  static let accessoryHeight: CGFloat = 48
  static let accessorySpacing: CGFloat = 8
  /// Between the tabs' capsule and the search tab's circle [uncertain].
  static let searchSpacing: CGFloat = 8
  /// Behind the selected item: a faint capsule [uncertain: the glass indicator is not in any
  /// render that draws it].
  static let selectionFill = Color.system("tabSelection", .bytes(0, 0, 0, 0.06), .bytes(255, 255, 255, 0.12))
}
