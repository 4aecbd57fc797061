import Foundation

/// How search activates in a tab view's search tab (iOS 26).
///
/// Activation follows a person's taps; a still picture shows search inactive either way
/// ([Apple](https://developer.apple.com/documentation/swiftui/tabsearchactivation)).
public struct TabSearchActivation: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, searchTabSelection }

  let kind: Kind

  /// The default: search activates only when the person interacts with the search field.
  public static var automatic: TabSearchActivation { TabSearchActivation(kind: .automatic) }

  /// Selecting the search tab activates search; dismissing search reselects the previous tab.
  public static var searchTabSelection: TabSearchActivation { TabSearchActivation(kind: .searchTabSelection) }
}

extension EnvironmentValues {
  /// The search activation of tab views in the view, set by `tabViewSearchActivation(_:)`.
  @Entry var tabViewSearchActivation: TabSearchActivation = .automatic
}

nonisolated extension View {
  /// Sets how search activates in the search tab of a `TabView`; kept in the environment
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/tabviewsearchactivation(_:))).
  public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
    environment(\.tabViewSearchActivation, activation)
  }
}
