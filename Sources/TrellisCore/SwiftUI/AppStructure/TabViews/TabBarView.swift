import Foundation

/// One item of a tab bar.
struct TabBarItemModel {
  let icon: AnyView?
  let title: Text?
  let badge: Text?
  let isSelected: Bool
  let select: () -> Void
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

/// One tab bar item: the icon in a 28-pt box over the title, the badge at the icon's
/// top-trailing corner.
nonisolated struct TabBarItem: View {
  let model: TabBarItemModel
  @Environment(\.tint) private var tint
  @Environment(\.uiKitAppearance) private var appearance

  var body: some View {
    let colour =
      model.isSelected
      ? (tint ?? appearance.tabBar.tint ?? .accentColor) : (appearance.tabBar.unselectedItemTint ?? .inactiveTabItem)
    let item = VStack(spacing: TabBarMetrics.titleGap) {
      ZStack {
        if let icon = model.icon {
          icon
            .font(.system(size: TabBarMetrics.iconSide))
            .imageScale(.medium)
            .labelStyle(.iconOnly)
        }
      }
      .frame(width: TabBarMetrics.iconSide, height: TabBarMetrics.iconSide)
      .overlay(alignment: .topTrailing) {
        if let badge = model.badge { TabBadge(text: badge) }
      }
      if let title = model.title {
        title.font(.system(size: TabBarMetrics.titleFontSize, weight: .medium)).lineLimit(1)
      }
    }
    .padding(.top, TabBarMetrics.iconTop)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .foregroundStyle(colour)
    .interaction(.tap(model.select))
    if let title = model.title {
      item.accessibilityIdentifier(title.plainText)
    } else {
      item
    }
  }
}
