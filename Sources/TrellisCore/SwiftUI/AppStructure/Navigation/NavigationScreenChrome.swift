import Foundation

/// What a navigation stack draws around the screen on top: the bars, their title, items, back
/// button and search field, from the preferences the screen's views set.
struct NavigationScreenChrome {
  /// The title, unless the screen removed it.
  var title: Text?
  /// `.inline` or `.large`.
  var displayMode: NavigationBarItem.TitleDisplayMode
  /// The toolbar items, in the order they were declared.
  var items: [_ToolbarItemEntry]
  /// The back button, on a pushed screen that does not hide it.
  var backButton: BackButtonModel?
  var navigationBar: BarConfiguration
  var bottomBar: BarConfiguration
  /// The search field `searchable` asks for.
  var search: SearchFieldModel?
  /// How far the content below reaches up into the large title's band: in iOS 26's design, a
  /// list's top inset when the list is the screen (``ListTopInsetTraitKey``); 0 otherwise.
  var largeTitleOverlap: CGFloat = 0

  /// The back button of a pushed screen: the previous screen's title, and how to pop.
  struct BackButtonModel {
    let previousTitle: Text?
    let pop: () -> Void
  }

  init(screens: [NavigationStackResolution.Screen]) {
    let top = screens[screens.count - 1]
    let preferences = top.preferences
    title = preferences[TitleRemovedKey.self] ? nil : preferences[NavigationTitleKey.self]
    displayMode = top.displayMode
    items = preferences[ToolbarItemsKey.self]
    if screens.count > 1, let pop = top.pop, !preferences[BackButtonHiddenKey.self] {
      backButton = BackButtonModel(
        previousTitle: screens[screens.count - 2].preferences[NavigationTitleKey.self], pop: pop)
    }
    navigationBar = preferences.barConfiguration(.navigationBar)
    bottomBar = preferences.barConfiguration(.bottomBar)
    search = preferences[SearchFieldKey.self]
  }

  /// Whether the navigation bar shows: when it has something to show — a title, a back button,
  /// an item or a search field — or a view asked for it with `toolbar(.visible, for:)`, and no
  /// view hid it. A stack whose screen has none of these draws no bar and keeps no room for one,
  /// as iOS does (issue 33: an empty bar reserved 44 pt on Trellis and none on iOS).
  var showsNavigationBar: Bool {
    guard !navigationBar.isHidden else { return false }
    let barSlots: Set<ToolbarItemPlacement.Slot> = [.leading, .trailing, .principal, .overflow]
    return navigationBar.visibility == .visible || title != nil || backButton != nil || search != nil
      || items.contains { barSlots.contains($0.placement.slot) }
  }

  /// Whether the bottom toolbar shows: when an item is placed there and no view hid it.
  var showsBottomBar: Bool {
    !bottomBar.isHidden && items.contains { $0.placement.slot == .bottom || $0.placement.slot == .status }
  }

  /// The items of one slot.
  func items(in slot: ToolbarItemPlacement.Slot) -> [_ToolbarItemEntry] {
    items.filter { $0.placement.slot == slot }
  }
}
