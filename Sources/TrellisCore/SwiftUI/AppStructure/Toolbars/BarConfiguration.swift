import Foundation

/// What the views of a screen ask of one bar: whether it shows, its background, its colour
/// scheme. A field stays `nil` when no view set it; the first view to set it wins.
struct BarConfiguration {
  /// `toolbar(_:for:)` (and the deprecated `navigationBarHidden(_:)`).
  var visibility: Visibility?
  /// `toolbarBackground(_:for:)` with a style.
  var background: AnyShapeStyle?
  /// `toolbarBackground(_:for:)` with a visibility, or `toolbarBackgroundVisibility(_:for:)`.
  var backgroundVisibility: Visibility?
  /// `toolbarColorScheme(_:for:)`: `.some(nil)` asks for the system's scheme.
  var colorScheme: ColorScheme??

  /// Fills the fields this configuration leaves unset from `later`.
  mutating func fill(from later: BarConfiguration) {
    visibility = visibility ?? later.visibility
    background = background ?? later.background
    backgroundVisibility = backgroundVisibility ?? later.backgroundVisibility
    colorScheme = colorScheme ?? later.colorScheme
  }

  /// Whether the bar is hidden.
  var isHidden: Bool { visibility == .hidden }
}

/// The bar configurations a screen's views set, by bar.
struct BarConfigurationKey: PreferenceKey {
  static var defaultValue: [ToolbarPlacement.Bar: BarConfiguration] { [:] }

  static func reduce(
    value: inout [ToolbarPlacement.Bar: BarConfiguration], nextValue: () -> [ToolbarPlacement.Bar: BarConfiguration]
  ) {
    for (bar, configuration) in nextValue() {
      value[bar, default: BarConfiguration()].fill(from: configuration)
    }
  }
}

extension PreferenceValues {
  /// The configuration the views set for `bar`.
  func barConfiguration(_ bar: ToolbarPlacement.Bar) -> BarConfiguration {
    self[BarConfigurationKey.self][bar] ?? BarConfiguration()
  }
}

nonisolated extension View {
  /// Sets one part of the configuration of each of `bars`.
  func configuringBars(_ bars: [ToolbarPlacement], _ change: (inout BarConfiguration) -> Void) -> some View {
    var configurations: [ToolbarPlacement.Bar: BarConfiguration] = [:]
    for placement in bars {
      var configuration = BarConfiguration()
      change(&configuration)
      configurations[placement.resolvedBar] = configuration
    }
    return preference(key: BarConfigurationKey.self, value: configurations)
  }

  /// Specifies the visibility of a bar managed by SwiftUI.
  ///
  /// ```swift
  /// PhotoView()
  ///     .toolbar(.hidden, for: .navigationBar, .tabBar)
  /// ```
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    configuringBars(bars) { $0.visibility = visibility }
  }

  /// Specifies the visibility of a bar managed by SwiftUI (iOS 18): the newer name of
  /// `toolbar(_:for:)`.
  ///
  /// ```swift
  /// PhotoView()
  ///     .toolbarVisibility(.hidden, for: .tabBar)
  /// ```
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    configuringBars(bars) { $0.visibility = visibility }
  }

  /// Specifies the preferred shape style of the background of a bar managed by SwiftUI; the
  /// bar draws it whether or not content scrolls under it.
  ///
  /// ```swift
  /// .toolbarBackground(Color.indigo, for: .navigationBar)
  /// ```
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    configuringBars(bars) { $0.background = AnyShapeStyle(style) }
  }

  /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI: `.visible`
  /// draws the bar's material at rest, where iOS 15 and later leave the bar transparent.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    configuringBars(bars) { $0.backgroundVisibility = visibility }
  }

  /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI (iOS 18).
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    configuringBars(bars) { $0.backgroundVisibility = visibility }
  }

  /// Specifies the preferred color scheme of a bar managed by SwiftUI: its title, items and
  /// material use it.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    configuringBars(bars) { $0.colorScheme = .some(colorScheme) }
  }

  /// Hides the navigation bar for this view: the deprecated form of `toolbar(.hidden, for:)`.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    configuringBars([.navigationBar]) { $0.visibility = hidden ? .hidden : .visible }
  }
}
