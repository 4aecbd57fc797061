import Foundation

/// The tag a view sets with `tag(_:)`: what a tab view's (or a picker's) selection matches.
struct TagTraitKey: LayoutValueKey {
  static var defaultValue: AnyHashable? { nil }
}

extension View {
  /// Sets the unique tag value of this view: the value a `TabView`'s selection takes when this
  /// view's tab is selected.
  ///
  /// ```swift
  /// TabView(selection: $tab) {
  ///     Inbox().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
  /// }
  /// ```
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    layoutValue(key: TagTraitKey.self, value: AnyHashable(tag))
  }
}

extension Text {
  /// The characters of the text, without its styles.
  var plainString: String { runs.map(\.string).joined() }
}
