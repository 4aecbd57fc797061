import Foundation

/// When a tab bar minimizes as content scrolls (iOS 26; tab bars on iPhone only).
///
/// A minimized tab bar is a state that scrolling reaches: a still picture at rest shows the bar
/// full size whatever the behavior
/// ([Apple](https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior)).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, never, onScrollDown, onScrollUp }

  let kind: Kind

  /// The context's default behavior.
  public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(kind: .automatic) }

  /// The tab bar never minimizes.
  public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(kind: .never) }

  /// The tab bar minimizes when content scrolls down, and expands when it scrolls back up.
  public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(kind: .onScrollDown) }

  /// The tab bar minimizes when content scrolls up, and expands when it scrolls back down.
  public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(kind: .onScrollUp) }
}

extension EnvironmentValues {
  /// The minimize behavior of tab bars in the view, set by `tabBarMinimizeBehavior(_:)`.
  @Entry var tabBarMinimizeBehavior: TabBarMinimizeBehavior = .automatic
}

nonisolated extension View {
  /// Sets when the tab bar of a `TabView` minimizes as its content scrolls.
  ///
  /// ```swift
  /// TabView { … }
  ///     .tabBarMinimizeBehavior(.onScrollDown)
  /// ```
  ///
  /// The behavior is kept in the environment; a still picture, scrolled nowhere, shows the tab
  /// bar unminimized ([Apple](https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:))).
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
    environment(\.tabBarMinimizeBehavior, behavior)
  }
}
