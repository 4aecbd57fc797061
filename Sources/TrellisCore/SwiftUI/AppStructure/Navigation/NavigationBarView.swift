import Foundation

/// The navigation bar of a stack's top screen (docs/iOSControls.md §8 "Navigation bar"):
///
/// - a 44-tall inline row (50 on iPad): the back button and leading items, the centred title (`.headline`,
///   17 semibold) or principal item, the trailing items 16 from the edge;
/// - with a large title, a 52-tall band below it holding the title in Large Title bold (34) at
///   the leading margin, its text box ending 8 above the band's bottom;
/// - with `searchable`, a 52-tall band holding the search field.
///
/// The background is drawn as at the scroll edge (`BarBackground`): transparent unless the
/// screen or `UINavigationBar.appearance()` asked for one; it reaches up under the status bar.
/// The proxy's title attributes colour and set the titles, and its tint the items, unless the
/// views set a tint.
///
/// In iOS 26's design (docs/iOS26Controls.md §8.1) the row and title are the same, the items sit
/// on glass (`GlassBarItems`), the back button is a 44-pt glass circle without the previous
/// title, and the large title's band is 62 tall, putting its baseline 46 below the row.
///
/// Fidelity: partial — the 44 + 52 heights, the 17-pt semibold centred title, the 34-pt bold
/// large title 16 from the edge and 8 above the bar's bottom, and the 16-pt item inset are
/// measured (ASNAP, FLT, docs/iOSControls.md §8); the iPad's 50-pt bar, the 20-pt margin of
/// wide screens and the spacing between items are not.
nonisolated struct NavigationBarView: View {
  let chrome: NavigationScreenChrome
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.tint) private var tint
  @Environment(\.uiKitAppearance) private var appearance
  @Environment(\.interfaceDesign) private var design

  var body: some View {
    let scheme = chrome.navigationBar.colorScheme.map { $0 ?? colorScheme } ?? colorScheme
    VStack(alignment: .leading, spacing: 0) {
      NavigationBarRowLayout(height: NavigationBarMetrics.inlineHeight(sizeClass)) {
        leadingGroup
        centre
        trailingGroup
      }
      if chrome.displayMode == .large, let title = chrome.title {
        LargeTitleBand(
          title: title, font: appearance.navigationBar.largeTitleFont ?? .largeTitle.bold(),
          color: appearance.navigationBar.largeTitleColor, overlap: chrome.largeTitleOverlap)
      }
      if let search = chrome.search {
        SearchField(model: search)
          .padding(.horizontal, NavigationBarMetrics.edgeInset)
          .frame(height: NavigationBarMetrics.searchBandHeight)
      }
    }
    .background(alignment: .top) {
      if let color = appearance.navigationBar.viewBackground {
        // The bar view's own colour covers the bar, not the status bar above it.
        ZStack(alignment: .top) {
          color
          background
        }
      } else {
        background
      }
    }
    .tint(tint ?? appearance.navigationBar.tint)
    .environment(\.colorScheme, scheme)
  }

  /// The bar's background, up under the status bar.
  private var background: some View {
    BarBackground(
      configuration: chrome.navigationBar, hairlineEdge: .bottom, hairline: .navigationBarHairline,
      appearance: appearance.navigationBar
    )
    .ignoresSafeArea(edges: .top)
  }

  /// The back button, then the leading items: in iOS 26's design on glass, 16 from the edge.
  @ViewBuilder private var leadingGroup: some View {
    if design == .iOS26 {
      HStack(spacing: GlassBarMetrics.groupSpacing) {
        if let back = chrome.backButton {
          GlassBackButton(previousTitle: back.previousTitle, pop: back.pop)
        }
        GlassBarItems(entries: chrome.items(in: .leading))
      }
      .padding(.leading, NavigationBarMetrics.edgeInset)
    } else {
      HStack(spacing: NavigationBarMetrics.itemSpacing) {
        if let back = chrome.backButton {
          BackButton(previousTitle: back.previousTitle, pop: back.pop)
        }
        BarItems(entries: chrome.items(in: .leading))
      }
      .padding(.leading, chrome.backButton == nil ? NavigationBarMetrics.edgeInset : 0)
    }
  }

  /// The principal items, or the inline title.
  @ViewBuilder private var centre: some View {
    let principal = chrome.items(in: .principal)
    if !principal.isEmpty {
      HStack(spacing: NavigationBarMetrics.itemSpacing) { BarItems(entries: principal) }
    } else if chrome.displayMode == .inline, let title = chrome.title {
      // 17-pt semibold at every Dynamic Type size: UIKit's bar title does not scale (issue 33:
      // iOS keeps 17 pt at `.medium`, where `.headline` would be 16).
      title
        .font(appearance.navigationBar.titleFont ?? .system(size: 17, weight: .semibold))
        .foregroundStyle(appearance.navigationBar.titleColor.map(AnyShapeStyle.init) ?? AnyShapeStyle(.primary))
        .lineLimit(1)
    } else {
      HStack(spacing: 0) {}
    }
  }

  /// The trailing items, then the overflow menu's button: in iOS 26's design on glass, the menu
  /// an ellipsis in a glass circle.
  @ViewBuilder private var trailingGroup: some View {
    if design == .iOS26 {
      HStack(spacing: GlassBarMetrics.groupSpacing) {
        GlassBarItems(entries: chrome.items(in: .trailing))
        if !chrome.items(in: .overflow).isEmpty {
          GlassItemGroup(isProminent: false) {
            BarItemContent(isConfirmation: false) { Image(systemName: "ellipsis") }
          }
        }
      }
      .padding(.trailing, NavigationBarMetrics.edgeInset)
    } else {
      HStack(spacing: NavigationBarMetrics.itemSpacing) {
        BarItems(entries: chrome.items(in: .trailing))
        if !chrome.items(in: .overflow).isEmpty {
          BarItemContent(isConfirmation: false) { Image(systemName: "ellipsis.circle") }
        }
      }
      .padding(.trailing, NavigationBarMetrics.edgeInset)
    }
  }
}
