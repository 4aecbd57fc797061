import Foundation

/// A configuration for a navigation bar that represents a view at the top of a navigation stack.
public struct NavigationBarItem: Sendable {
  /// A style for displaying the title of a navigation bar.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// Inherit the display mode from the previous navigation item; at the root of a stack, a
    /// large title when there is a title.
    case automatic
    /// Display the title within the standard bounds of the navigation bar.
    case inline
    /// Display a large title within an expanded navigation bar.
    case large
  }
}

/// A type that defines the behavior of title of a toolbar (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let mode: NavigationBarItem.TitleDisplayMode

  /// The automatic mode: large at the root of a stack when a title is set, else inline; pushed
  /// screens keep the mode of the screen below.
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
  /// The large mode: a large title in an expanded bar.
  public static let large = ToolbarTitleDisplayMode(mode: .large)
  /// The inline large mode: on iOS, drawn as the large mode.
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
  /// The inline mode: the title centred in the standard bar.
  public static let inline = ToolbarTitleDisplayMode(mode: .inline)
}

/// The title the views of a screen set; the first one set wins.
struct NavigationTitleKey: PreferenceKey {
  static var defaultValue: Text? { nil }

  static func reduce(value: inout Text?, nextValue: () -> Text?) {
    if value == nil { value = nextValue() }
  }
}

/// The title display mode the views of a screen set; the first one set wins.
struct TitleDisplayModeKey: PreferenceKey {
  static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }

  static func reduce(
    value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?
  ) {
    if value == nil { value = nextValue() }
  }
}

nonisolated extension View {
  /// Configures the view's title for purposes of navigation, using a text view.
  ///
  /// ```swift
  /// List(mailboxes) { MailboxRow($0) }
  ///     .navigationTitle("Mailboxes")
  /// ```
  public func navigationTitle(_ title: Text) -> some View {
    preference(key: NavigationTitleKey.self, value: title)
  }

  /// Configures the view's title for purposes of navigation, using a localized string.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Configures the view's title for purposes of navigation, using a string.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Configures the view's title for purposes of navigation, using a binding to a string the
  /// title can edit (iOS 16); Trellis shows its current value.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationTitle(Text(title.wrappedValue))
  }

  /// Configures the title display mode for this view.
  ///
  /// ```swift
  /// DetailView()
  ///     .navigationTitle("Details")
  ///     .navigationBarTitleDisplayMode(.inline)
  /// ```
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    preference(key: TitleDisplayModeKey.self, value: displayMode)
  }

  /// Configures the toolbar title display mode for this view (iOS 17).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
  }

  /// Sets the title in the navigation bar for this view: the deprecated form of
  /// `navigationTitle(_:)`.
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Sets the title in the navigation bar for this view: the deprecated form of
  /// `navigationTitle(_:)`.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Sets the title in the navigation bar for this view: the deprecated form of
  /// `navigationTitle(_:)`.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Sets the title and display mode in the navigation bar for this view: the deprecated form of
  /// `navigationTitle(_:)` and `navigationBarTitleDisplayMode(_:)`.
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the title and display mode in the navigation bar for this view: the deprecated form.
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the title and display mode in the navigation bar for this view: the deprecated form.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
  }
}
