import Foundation

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }

  let kind: Kind

  /// Use the default leading column visibility for the current device.
  public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
  /// Show all the columns of a three-column navigation split view.
  public static let all = NavigationSplitViewVisibility(kind: .all)
  /// Show the content column and detail area of a three-column navigation split view, or the
  /// sidebar column and detail area of a two-column navigation split view.
  public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
  /// Hide the leading two columns of a three-column navigation split view, so that the detail
  /// area shows.
  public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A view that represents a column in a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let index: Int

  /// The sidebar column.
  public static let sidebar = NavigationSplitViewColumn(index: 0)
  /// The content column of a three-column split view.
  public static let content = NavigationSplitViewColumn(index: 1)
  /// The detail column.
  public static let detail = NavigationSplitViewColumn(index: 2)
}

/// A type that specifies the appearance and interaction of navigation split views within a
/// view hierarchy.
public protocol NavigationSplitViewStyle {}

/// A navigation split style that resolves its appearance automatically: on iPad, the leading
/// columns beside the detail in landscape, the detail alone in portrait.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates an instance of the automatic navigation split view style.
  public init() {}
}

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates an instance of the balanced style.
  public init() {}
}

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns: the detail alone, unless the visibility asks for more.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates an instance of the prominent detail style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// A navigation split style that resolves its appearance automatically.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// A navigation split style that reduces the size of the detail content to make room for
  /// the leading columns.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// A navigation split style that keeps the detail content's size.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

/// How navigation split views in the environment lay their columns out.
enum SplitViewStyleKind: Hashable, Sendable {
  case automatic, balanced, prominentDetail
}

extension EnvironmentValues {
  /// The style of navigation split views in the view.
  @Entry var navigationSplitViewStyle: SplitViewStyleKind = .automatic
}

/// The width a column's views ask for with `navigationSplitViewColumnWidth`.
struct SplitColumnWidth {
  var min: CGFloat?
  var ideal: CGFloat
  var max: CGFloat?

  /// The ideal width kept between the bounds; a non-finite ideal is reported and taken as 320.
  var resolved: CGFloat {
    var width = RuntimeIssues.finite(ideal, "column width", fallback: NavigationSplitViewBehavior.defaultColumnWidth)
    if let min, min.isFinite { width = Swift.max(width, min) }
    if let max, max.isFinite { width = Swift.min(width, max) }
    return Swift.max(width, 0)
  }
}

/// The width a column's views ask for; the first one set wins.
struct SplitColumnWidthKey: PreferenceKey {
  static var defaultValue: SplitColumnWidth? { nil }

  static func reduce(value: inout SplitColumnWidth?, nextValue: () -> SplitColumnWidth?) {
    if value == nil { value = nextValue() }
  }
}

nonisolated extension View {
  /// Sets the style for navigation split views within this view.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    let kind: SplitViewStyleKind =
      switch style {
      case is BalancedNavigationSplitViewStyle: .balanced
      case is ProminentDetailNavigationSplitViewStyle: .prominentDetail
      default: .automatic
      }
    return environment(\.navigationSplitViewStyle, kind)
  }

  /// Sets a fixed, preferred width for the column containing this view.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    preference(key: SplitColumnWidthKey.self, value: SplitColumnWidth(ideal: width))
  }

  /// Sets a flexible, preferred width for the column containing this view: the ideal width,
  /// kept between the bounds.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    preference(key: SplitColumnWidthKey.self, value: SplitColumnWidth(min: min, ideal: ideal, max: max))
  }
}
