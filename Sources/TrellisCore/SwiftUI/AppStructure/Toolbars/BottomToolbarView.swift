import Foundation

/// The bottom toolbar of a navigation stack's top screen: the `.bottomBar` items side by side,
/// 16 from the edges, in a 44-tall bar above the home indicator, with `.status` items centred
/// (docs/iOSControls.md §8 "Toolbar" [uncertain: the height is lore]).
///
/// Items keep to the leading edge unless a `Spacer` among them spreads them, as in UIKit's
/// toolbar. The background follows `BarBackground`: transparent at rest.
///
/// Fidelity: unverified — the 44-pt height is lore and the items' spacing is not measured
/// (docs/iOSControls.md §8 "Toolbar").
nonisolated struct BottomToolbarView: View {
  let chrome: NavigationScreenChrome

  var body: some View {
    let status = chrome.items(in: .status)
    HStack(spacing: NavigationBarMetrics.itemSpacing) {
      BarItems(entries: chrome.items(in: .bottom))
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .overlay {
      if !status.isEmpty {
        HStack(spacing: NavigationBarMetrics.itemSpacing) { BarItems(entries: status) }
      }
    }
    .padding(.horizontal, NavigationBarMetrics.edgeInset)
    .frame(height: NavigationBarMetrics.bottomToolbarHeight)
    .frame(maxHeight: .infinity, alignment: .top)
    .background {
      BarBackground(configuration: chrome.bottomBar, hairlineEdge: .top, hairline: .tabBarHairline)
    }
  }
}
