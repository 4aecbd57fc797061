import Foundation

/// The placement of a toolbar: the bar a `toolbar(_:for:)`, `toolbarBackground(_:for:)` or
/// `toolbarColorScheme(_:for:)` modifier applies to.
///
/// ```swift
/// ContentView()
///     .toolbarBackground(.visible, for: .navigationBar, .tabBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
  /// The bars Trellis draws.
  enum Bar: Hashable, Sendable {
    case automatic
    case navigationBar
    case bottomBar
    case tabBar
  }

  let bar: Bar

  /// The primary toolbar: on iOS, the navigation bar.
  public static let automatic = ToolbarPlacement(bar: .automatic)
  /// The navigation bar at the top of a navigation stack.
  public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
  /// The bottom toolbar of a navigation stack.
  public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
  /// The tab bar of a tab view.
  public static let tabBar = ToolbarPlacement(bar: .tabBar)

  /// The bar this placement stands for on iOS: `.automatic` is the navigation bar.
  var resolvedBar: Bar { bar == .automatic ? .navigationBar : bar }
}
