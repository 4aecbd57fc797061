import Foundation

/// A view that switches between multiple child views using interactive user interface elements.
///
/// On iPhone a tab view shows the selected tab above a tab bar of the tabs' items: icon over
/// title, the selected one in the tint and the others gray, badges in red (docs/iOSControls.md
/// §8 "TabView"). Tapping an item — `host.tap` on its title, or on an identifier inside the
/// item's label — selects its tab. With `.tabViewStyle(.page)` the tabs are full-size pages
/// with dots indexing them.
///
/// ```swift
/// TabView(selection: $selection) {
///     InboxView()
///         .tabItem { Label("Inbox", systemImage: "tray") }
///         .tag(0)
///         .badge(3)
///     SettingsView()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(1)
/// }
/// ```
///
/// The tabs that are not selected keep their state and are not drawn. A selection that
/// matches no tab's tag shows the first tab, and is reported.
///
/// Fidelity: partial — the 49-pt bar over the home indicator, equal item frames and 10-pt
/// titles are measured (ASNAP); icon size, badge geometry and the unselected gray are not;
/// the bar is drawn as at the scroll edge, transparent, unless a tab asks for its background.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Creates a tab view that uses a binding to a selection value.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Creates a tab view with its tabs (iOS 18), selected with their values.
  public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.selection = selection
    self.content = TabContentBuilder<SelectionValue>.Content(content: content())
  }

  /// Resolves the tabs, and the selected one under its bar.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let binding = view.selection.map { selection in
      Binding<AnyHashable?>(
        get: { AnyHashable(selection.wrappedValue) },
        set: { value in if let value = value?.base as? SelectionValue { selection.wrappedValue = value } })
    }
    TabViewResolution(
      inputs: inputs, selection: binding, tagValue: { $0.value(as: SelectionValue.self).map(AnyHashable.init) },
      content: AnyView(view.content)
    ).resolve()
  }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view that manages its own selection.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView where SelectionValue == Never {
  /// Creates a tab view with its tabs (iOS 18), managing its own selection.
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where Content == TabContentBuilder<Never>.Content<C> {
    selection = nil
    self.content = TabContentBuilder<Never>.Content(content: content())
  }
}
