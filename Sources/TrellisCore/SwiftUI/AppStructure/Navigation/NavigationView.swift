import Foundation

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy: deprecated for `NavigationStack` and `NavigationSplitView`.
///
/// Trellis draws it as a `NavigationStack` of its content in every style: on iPhone that is
/// what `.automatic` does; the iPad's column layout of `.columns` is not drawn (use
/// `NavigationSplitView`).
///
/// ```swift
/// NavigationView {
///     List { NavigationLink("Detail") { DetailView() } }
///         .navigationTitle("Home")
/// }
/// .navigationViewStyle(.stack)
/// ```
nonisolated public struct NavigationView<Content: View>: View {
  let content: Content

  /// Creates a destination-based navigation view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A navigation stack of the content.
  public var body: some View {
    NavigationStack { content }
  }
}

/// A specification for the appearance and interaction of a navigation view.
public protocol NavigationViewStyle {}

/// The default navigation view style in the current context.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the default style.
  public init() {}
}

/// A navigation view style represented by a view stack that only shows a single top view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the stack style.
  public init() {}
}

/// A navigation view style represented by a series of views in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the column style.
  public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail view.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the double-column style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default navigation view style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A navigation view style represented by a view stack that only shows a single top view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// A navigation view style represented by a series of views in columns.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
  /// Sets the style for navigation views within this view; every style draws a stack in Trellis.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }
}
