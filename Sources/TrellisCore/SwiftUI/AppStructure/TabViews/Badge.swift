import Foundation

/// The badge a view sets with `badge(_:)`: drawn by the tab bar on the view's tab item, and by
/// a list on its row.
struct BadgeTraitKey: LayoutValueKey {
  static var defaultValue: Text? { nil }
}

nonisolated extension View {
  /// Generates a badge for the view from an integer value: none for 0.
  ///
  /// ```swift
  /// Inbox()
  ///     .tabItem { Label("Inbox", systemImage: "tray") }
  ///     .badge(unread)
  /// ```
  public func badge(_ count: Int) -> some View {
    layoutValue(key: BadgeTraitKey.self, value: count == 0 ? nil : Text("\(count)"))
  }

  /// Generates a badge for the view from a text view: none for `nil`.
  public func badge(_ label: Text?) -> some View {
    layoutValue(key: BadgeTraitKey.self, value: label)
  }

  /// Generates a badge for the view from a localized string key: none for `nil`.
  public func badge(_ key: LocalizedStringKey?) -> some View {
    layoutValue(key: BadgeTraitKey.self, value: key.map { Text($0) })
  }

  /// Generates a badge for the view from a string: none for `nil`.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    layoutValue(key: BadgeTraitKey.self, value: label.map { Text($0) })
  }
}
