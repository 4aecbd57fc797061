import Foundation

/// What a tab view knows of one tab: its item in the tab bar, and what its content set that the
/// views around the tab view may read (a navigation title, a tab bar's visibility).
struct TabItemTrait {
  /// The item's icon, if it has one.
  var icon: AnyView?
  /// The item's title, if it has one.
  var title: Text?
  /// Whether the tab has the search role (`Tab(role: .search)`).
  var isSearch = false
  /// The preference values the tab's content set.
  var preferences: PreferenceValues
  /// What the tab's content asked to do once on screen.
  var onScreenActions: [() -> Void]
}

/// The tab item of a tab view's child, set by `tabItem(_:)` or by a `Tab`.
struct TabItemTraitKey: LayoutValueKey {
  static var defaultValue: TabItemTrait? { nil }
}

/// Sets the tab bar item of a tab's content. In a tab view, the content is resolved in a scope
/// of its own, so that its preferences and what it asks to do once on screen reach the tab view
/// with the item, which hands on those of the selected tab only; elsewhere it changes nothing.
nonisolated struct TabItemModifier: PrimitiveViewModifier {
  let icon: AnyView?
  let title: Text?
  var isSearch = false

  static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    guard inputs.environment.isTabViewContent else {
      body(inputs)
      return
    }
    let context = inputs.context
    var contentInputs = inputs
    contentInputs.environment.isTabViewContent = false
    var made: [NodeID] = []
    var preferences = PreferenceValues()
    let actions = context.resolvingOffScreen {
      preferences = context.collectingPreferences {
        context.forEachMade(inputs: contentInputs, content: body) { made.append($0) }
      }
    }
    context.setTrait(
      TabItemTraitKey.self,
      TabItemTrait(
        icon: modifier.icon, title: modifier.title, isSearch: modifier.isSearch, preferences: preferences,
        onScreenActions: actions),
      on: made)
  }
}

extension EnvironmentValues {
  /// Whether the view is a tab of a tab view, whose `tabItem` and `Tab` hand their content's
  /// preferences to the tab view.
  @Entry var isTabViewContent: Bool = false
}

extension ResolveContext {
  /// Attaches `value` for `Key` to nodes made already.
  func setTrait<Key: LayoutValueKey>(_ key: Key.Type, _ value: Key.Value, on nodes: [NodeID]) {
    for node in nodes {
      let traits = self.traits(of: node) ?? ViewTraits()
      setTraits(traits.setting(ObjectIdentifier(Key.self), to: value), of: node)
    }
  }
}

nonisolated extension View {
  /// Sets the tab bar item associated with this view.
  ///
  /// ```swift
  /// ContentView()
  ///     .tabItem {
  ///         Label("Menu", systemImage: "list.dash")
  ///     }
  /// ```
  ///
  /// The item is a `Label`, or an `Image` and a `Text`: the tab bar draws the icon above the
  /// title.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let parts = TabItemParts(label())
    return modifier(TabItemModifier(icon: parts.icon, title: parts.title))
  }
}

/// The icon and title of a tab item's label: a `Label`'s, or the `Image` and `Text` of a
/// `@ViewBuilder` block; any other view is the icon.
struct TabItemParts {
  var icon: AnyView?
  var title: Text?

  init(_ view: any View) {
    if let label = view as? any TabItemLabelParts {
      icon = label.tabItemIcon
      title = label.tabItemTitle
    } else if let text = view as? Text {
      title = text
    } else if let tuple = view as? any TupleViewElements {
      for element in tuple.tupleElements {
        let parts = TabItemParts(element)
        icon = icon ?? parts.icon
        title = title ?? parts.title
      }
    } else if view is EmptyView {
      return
    } else {
      icon = AnyView(view)
    }
  }
}

/// A label whose title and icon a tab item takes apart.
protocol TabItemLabelParts {
  var tabItemIcon: AnyView { get }
  var tabItemTitle: Text? { get }
}

extension Label: TabItemLabelParts {
  var tabItemIcon: AnyView { AnyView(icon) }
  var tabItemTitle: Text? { title as? Text }
}

/// A tuple of views whose elements a tab item takes apart.
protocol TupleViewElements {
  var tupleElements: [any View] { get }
}

extension TupleView: TupleViewElements {
  var tupleElements: [any View] { elements }
}
