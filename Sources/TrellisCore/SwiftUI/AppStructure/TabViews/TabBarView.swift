import Foundation

/// One item of a tab bar.
struct TabBarItemModel {
  let icon: AnyView?
  let title: Text?
  let badge: Text?
  let isSelected: Bool
  let select: () -> Void
  /// Whether the tab has the search role: iOS 26 draws it in a glass circle of its own.
  var isSearch = false
}

/// The tab bar along the bottom of a tab view on iPhone (docs/iOSControls.md §8 "TabView"): 49
/// tall above the home indicator, the items in equal frames 4 apart and 2 from the ends, each an
/// icon over a 10-pt medium title, the selected one in the tint and the others gray.
///
/// Each item takes taps; it is tagged with its title, so `host.tap("Settings")` selects the tab
/// titled "Settings". The background follows `BarBackground`: transparent at rest.
///
/// Fidelity: partial — the 49-pt height, the equal item frames 4 apart and 2 from the ends and the
/// 10-pt titles are measured on iOS 18.5 (ASNAP); `UITabBar.appearance()`'s colours are drawn
/// (`UIKitAppearance`); the icon box, the badge's place and the gray
/// of unselected items are not (docs/iOSControls.md §8).
nonisolated struct TabBarView: View {
  let items: [TabBarItemModel]
  let configuration: BarConfiguration
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.uiKitAppearance) private var appearance

  var body: some View {
    let scheme = configuration.colorScheme.map { $0 ?? colorScheme } ?? colorScheme
    HStack(alignment: .top, spacing: TabBarMetrics.itemSpacing) {
      ForEach(0..<items.count, id: \.self) { index in
        TabBarItem(model: items[index])
      }
    }
    .padding(.horizontal, TabBarMetrics.sideInset)
    .frame(height: TabBarMetrics.height)
    .frame(maxHeight: .infinity, alignment: .top)
    .background {
      let background = BarBackground(
        configuration: configuration, hairlineEdge: .top, hairline: .tabBarHairline, appearance: appearance.tabBar)
      if let color = appearance.tabBar.viewBackground {
        ZStack {
          color
          background
        }
      } else {
        background
      }
    }
    .environment(\.colorScheme, scheme)
  }
}

/// How a tab bar's items are drawn in one design: the symbol's font, scale and box, the gap to
/// the title, where the content sits, the colour of unselected items and what backs the
/// selected one.
struct TabBarItemLook {
  var iconFont: Font
  var iconScale: Image.Scale
  var iconBox: CGSize
  var titleGap: CGFloat
  /// The content's top inset in the item; `nil` centres it vertically.
  var contentTop: CGFloat?
  var unselectedColor: Color
  /// Behind the selected item, if anything.
  var selectionFill: Color?
  /// Whether the title is drawn under the icon (it still names the item for taps).
  var showsTitle = true

  /// iOS 18's: a 28-pt symbol box 4.5 below the item's top over a 10-pt title 3 below it, gray
  /// when unselected (docs/iOSControls.md §8 "TabView").
  static let compatibility = TabBarItemLook(
    iconFont: .system(size: TabBarMetrics.iconSide), iconScale: .medium,
    iconBox: CGSize(width: TabBarMetrics.iconSide, height: TabBarMetrics.iconSide), titleGap: TabBarMetrics.titleGap,
    contentTop: TabBarMetrics.iconTop, unselectedColor: .inactiveTabItem, selectionFill: nil)

  /// iOS 26's: an 18-pt medium symbol at large scale over the title, 1 apart, centred; the
  /// others in the label colour; the selected one on a faint capsule (docs/iOS26Controls.md §8.2).
  static let liquidGlass = TabBarItemLook(
    iconFont: .system(size: GlassTabBarMetrics.iconPointSize, weight: .medium), iconScale: .large,
    iconBox: CGSize(width: TabBarMetrics.iconSide, height: GlassTabBarMetrics.iconBoxHeight),
    titleGap: GlassTabBarMetrics.titleGap, contentTop: nil, unselectedColor: .primary,
    selectionFill: GlassTabBarMetrics.selectionFill)

  /// iOS 26's search tab: its symbol alone, centred in its own glass circle.
  static let liquidGlassSearch: TabBarItemLook = {
    var look = liquidGlass
    look.showsTitle = false
    return look
  }()
}

/// One tab bar item: the icon in its box over the title, the badge at the icon's top-trailing
/// corner, in the tint when selected.
nonisolated struct TabBarItem: View {
  let model: TabBarItemModel
  var look = TabBarItemLook.compatibility
  @Environment(\.tint) private var tint
  @Environment(\.uiKitAppearance) private var appearance

  var body: some View {
    let colour =
      model.isSelected
      ? (tint ?? appearance.tabBar.tint ?? .accentColor)
      : (appearance.tabBar.unselectedItemTint ?? look.unselectedColor)
    let item = VStack(spacing: look.titleGap) {
      ZStack {
        if let icon = model.icon {
          icon
            .font(look.iconFont)
            .imageScale(look.iconScale)
            .labelStyle(.iconOnly)
        }
      }
      .frame(width: look.iconBox.width, height: look.iconBox.height)
      .overlay(alignment: .topTrailing) {
        if let badge = model.badge { TabBadge(text: badge) }
      }
      if look.showsTitle, let title = model.title {
        title.font(.system(size: TabBarMetrics.titleFontSize, weight: .medium)).lineLimit(1)
      }
    }
    .padding(.top, look.contentTop ?? 0)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: look.contentTop == nil ? .center : .top)
    .background {
      if model.isSelected, let fill = look.selectionFill { Capsule().fill(fill) }
    }
    .foregroundStyle(colour)
    .interaction(.tap(model.select))
    if let title = model.title {
      item.accessibilityIdentifier(title.plainText)
    } else {
      item
    }
  }
}
