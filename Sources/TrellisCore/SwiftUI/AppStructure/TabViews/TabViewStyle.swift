import Foundation

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle {}

/// How a tab view draws, as the environment says: a tab bar, or pages.
enum TabViewStyleKind: Equatable {
  case tabBar
  case page(PageTabViewStyle.IndexDisplayMode)
}

/// The default tab view style: on iPhone, a tab bar along the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the default style.
  public init() {}
}

/// A tab view style that displays a tab bar; on iPhone the same as the default (iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}

/// A tab view style that displays a tab bar, which on iPad can become a sidebar (iOS 18); on
/// iPhone the same as the default.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}

/// A tab view style that implements a paged scrolling tab view: one full-size page, with dots
/// that index the pages near the bottom edge.
public struct PageTabViewStyle: TabViewStyle {
  /// A style for displaying the page index view.
  public enum IndexDisplayMode: Hashable, Sendable {
    /// Displays an index view when there are more than one page.
    case automatic
    /// Always display an index view regardless of page count.
    case always
    /// Never display an index view.
    case never
  }

  let indexDisplayMode: IndexDisplayMode

  /// Creates a new page tab view style.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default tab view style.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab view style that displays a tab bar.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab view style that displays a tab bar or a sidebar.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// A paged tab view style with an automatic index.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// A paged tab view style with the given index display mode.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: Hashable, Sendable {
  /// The background style for the page index view.
  public enum BackgroundDisplayMode: Hashable, Sendable {
    /// Background is only shown while the index view is interacted with.
    case automatic
    /// Background is displayed only when interacted with.
    case interactive
    /// Background is always displayed behind the page index view.
    case always
    /// Background is never displayed behind the page index view.
    case never
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// Creates a page index view style.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }

  /// An index view style that places a page index view over its content.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// An index view style with the given background display mode.
  public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension EnvironmentValues {
  /// How tab views in the view draw.
  @Entry var tabViewStyle: TabViewStyleKind = .tabBar
}

nonisolated extension View {
  /// Sets the style for the tab view within the current environment.
  ///
  /// ```swift
  /// TabView { ... }
  ///     .tabViewStyle(.page(indexDisplayMode: .always))
  /// ```
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let kind: TabViewStyleKind =
      if let page = style as? PageTabViewStyle { .page(page.indexDisplayMode) } else { .tabBar }
    return environment(\.tabViewStyle, kind)
  }

  /// Sets the style for the index view within the current environment; accepted, the page dots
  /// draw no background.
  public func indexViewStyle(_ style: PageIndexViewStyle) -> some View {
    self
  }
}
