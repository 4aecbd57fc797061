import Foundation

/// What a tab view keeps between updates when no binding holds its selection: the selected
/// tab's tag, or its position when it has none.
struct TabViewSelectionState {
  var index = 0
  var tag: AnyHashable?
}

/// Resolves a tab view: every tab, for its state and item; the selected one under the tab bar
/// (or with the page dots), the others freed.
struct TabViewResolution {
  let inputs: _ViewInputs
  let selection: Binding<AnyHashable?>?
  /// A tab's tag as a value of the selection's type, when it matches that type (a tag of
  /// another type never selects its tab: `Picker/Tag.swift`).
  let tagValue: (any ViewTag) -> AnyHashable?
  let content: AnyView

  /// One tab, resolved.
  struct TabEntry {
    let node: NodeID
    let item: TabItemTrait?
    let tag: AnyHashable?
    let badge: Text?
  }

  func resolve() {
    let context = inputs.context
    let state = context.stateStorage(at: inputs.identity.appending(type: TabViewSelectionState.self)) {
      TabViewSelectionState()
    }
    var listInputs = inputs.inContainer(orientation: nil)
    listInputs.environment.isTabViewContent = true
    // The accessory is this tab view's, not a nested one's.
    let accessory = inputs.environment.tabViewBottomAccessory
    listInputs.environment.tabViewBottomAccessory = nil
    listInputs.identity = inputs.identity.appending(.content, 0)
    var nodes: [NodeID] = []
    var loosePreferences = PreferenceValues()
    let looseActions = context.resolvingOffScreen {
      loosePreferences = context.collectingPreferences { nodes = context.makeNodes(content, inputs: listInputs) }
    }
    let tabs = nodes.map { node in
      TabEntry(
        node: node, item: context.trait(TabItemTraitKey.self, of: node),
        tag: context.trait(TagTraitKey.self, of: node).flatMap(tagValue),
        badge: context.trait(BadgeTraitKey.self, of: node))
    }
    let selected = selectedIndex(tabs, state: state)
    context.discard(tabs.indices.filter { $0 != selected }.map { tabs[$0].node })
    let shown = selected.map { tabs[$0] }
    context.showOnScreen(looseActions + (shown?.item?.onScreenActions ?? []))
    let preferences = shown?.item?.preferences ?? loosePreferences
    let tabBar = preferences.barConfiguration(.tabBar)
    // `UITabBar.appearance().isHidden` hides the bar unless the views ask for it
    // (`toolbar(.visible, for: .tabBar)`), as apps with a tab bar of their own rely on.
    let isTabBarHidden =
      tabBar.visibility.map { $0 == .hidden } ?? inputs.environment.uiKitAppearance.tabBar.isHidden

    let selectAction: (Int) -> () -> Void = { index in
      let tag = tabs[index].tag
      return {
        if let selection, let tag { selection.wrappedValue = tag }
        state.value = TabViewSelectionState(index: index, tag: tag)
      }
    }
    let style = inputs.environment.tabViewStyle
    let behavior: any LayoutBehavior
    switch style {
    case .tabBar: behavior = BarsLayoutBehavior(name: "TabView", hasTopBar: false, hasBottomBar: !isTabBarHidden)
    case .page: behavior = PagedTabViewBehavior()
    }
    context.appendContainer(behavior, inputs: inputs, childInputs: inputs.inContainer(orientation: nil)) {
      childInputs in
      if let shown {
        context.adopt(shown.node)
      } else {
        Color._makeViewList(view: Color.clear, inputs: childInputs.appending(.content, 1))
      }
      _ = context.collectingPreferences {
        let barInputs = childInputs.appending(.secondary, 0)
        switch style {
        case .tabBar:
          guard !isTabBarHidden else { return }
          let items = tabs.indices.map { index in
            TabBarItemModel(
              icon: tabs[index].item?.icon, title: tabs[index].item?.title, badge: tabs[index].badge,
              isSelected: index == selected, select: selectAction(index), isSearch: tabs[index].item?.isSearch ?? false)
          }
          if barInputs.environment.interfaceDesign == .iOS26 {
            context.resolve(
              GlassTabBarView(items: items, configuration: tabBar, accessory: accessory), inputs: barInputs)
          } else {
            if accessory != nil {
              RuntimeIssues.reportOnce(
                "tabViewBottomAccessory(content:) is not drawn in iOS 18's design, which has no accessory.")
            }
            context.resolve(TabBarView(items: items, configuration: tabBar), inputs: barInputs)
          }
        case .page(let mode):
          context.resolve(
            PageIndexDots(count: tabs.count, selected: selected ?? 0, displayMode: mode, select: selectAction),
            inputs: barInputs)
        }
      }
    }
    var handed = preferences
    var bars = handed[BarConfigurationKey.self]
    bars[.tabBar] = nil
    handed.replace(BarConfigurationKey.self, with: bars)
    context.handUp(handed)
  }

  /// The selected tab: the one whose tag the binding (or the tab view's state) holds, the first
  /// when none has it — reported when a binding holds it.
  private func selectedIndex(_ tabs: [TabEntry], state: StateStorage<TabViewSelectionState>) -> Int? {
    guard !tabs.isEmpty else { return nil }
    if let selection {
      let value = selection.wrappedValue
      if let index = tabs.firstIndex(where: { $0.tag != nil && $0.tag == value }) { return index }
      if tabs.contains(where: { $0.tag != nil }) {
        RuntimeIssues.report(
          "TabView: the selection \(value.map { String(describing: $0.base) } ?? "nil") matches no tab's tag; "
            + "showing the first tab.")
        return 0
      }
    }
    let saved = state.value
    if let tag = saved.tag, let index = tabs.firstIndex(where: { $0.tag == tag }) { return index }
    return Swift.min(Swift.max(saved.index, 0), tabs.count - 1)
  }
}
