import Foundation

/// The purpose of content that populates the toolbar.
///
/// Accepted for source compatibility: on iPhone every role draws the bar the same way in
/// Trellis (on iPadOS `.editor` and `.browser` move the title to the leading edge, which
/// Trellis does not do).
public struct ToolbarRole: Hashable, Sendable {
  let name: String

  /// The default role.
  public static let automatic = ToolbarRole(name: "automatic")
  /// The navigation stack role.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// The browser role.
  public static let browser = ToolbarRole(name: "browser")
  /// The editor role.
  public static let editor = ToolbarRole(name: "editor")
}

/// The kinds of toolbar items a system adds by default.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  let name: String

  /// The sidebar toggle of a navigation split view.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title of the navigation bar (iOS 18).
  public static let title = ToolbarDefaultItemKind(name: "title")
}

nonisolated extension View {
  /// Configures the semantic role for the content populating the toolbar.
  public func toolbarRole(_ role: ToolbarRole) -> some View {
    self
  }

  /// Removes a toolbar item the system adds by default: `.title` hides the navigation title;
  /// `.sidebarToggle` is accepted (Trellis draws no sidebar toggle).
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    preference(key: TitleRemovedKey.self, value: defaultItemKind == .title)
  }
}

/// Whether a view asked to remove the navigation title (`toolbar(removing: .title)`).
struct TitleRemovedKey: PreferenceKey {
  static let defaultValue = false

  static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
