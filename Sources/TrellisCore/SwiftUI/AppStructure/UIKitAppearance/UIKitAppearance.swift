import Foundation

/// What UIKit's appearance proxies (`UINavigationBar.appearance()`, `UITabBar.appearance()`,
/// `UIPageControl.appearance()`, `UISegmentedControl.appearance()`) ask of the bars and
/// controls SwiftUI draws with UIKit on iOS, resolved to SwiftUI's colours and fonts.
///
/// SwiftUI apps set these proxies in an `App`'s or a view's `init` to restyle every bar; on iOS
/// the SwiftUI bars and controls are UIKit's, so they follow. Each field is `nil` where no
/// proxy asked for anything, and the bar keeps SwiftUI's own look. SwiftUI's modifiers
/// (`toolbarBackground`, `tint`) win over a proxy, as they do on iOS.
package struct UIKitAppearance: Sendable, Equatable {
  /// The navigation bars'.
  package var navigationBar = Bar()
  /// The tab bars'.
  package var tabBar = Bar()
  /// The page dots' of a paged tab view.
  package var pageControl = PageControl()
  /// The segmented pickers'.
  package var segmentedControl = SegmentedControl()

  /// The appearance of no proxy: every bar and control as SwiftUI draws it.
  package init() {}

  /// A bar's appearance at its scroll edge, where Trellis' bars always are (content at rest).
  ///
  /// Since iOS 15 a bar at the scroll edge takes its `scrollEdgeAppearance`, and with none its
  /// `standardAppearance` with a transparent background
  /// ([UINavigationBar.scrollEdgeAppearance](https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance)),
  /// so a `barTintColor` alone does not colour a bar at rest.
  package struct Bar: Sendable, Equatable {
    /// The background the appearance draws; `nil` for a transparent bar.
    package var background: Background?
    /// A colour of the bar view itself (`UIView.backgroundColor` on the proxy), drawn under the
    /// background whatever the appearance.
    package var viewBackground: Color?
    /// The inline title's colour (`.foregroundColor` of the title text attributes).
    package var titleColor: Color?
    /// The inline title's font (`.font` of the title text attributes).
    package var titleFont: Font?
    /// The large title's colour.
    package var largeTitleColor: Color?
    /// The large title's font.
    package var largeTitleFont: Font?
    /// The colour of the bar's buttons and of a tab bar's selected item (`tintColor`).
    package var tint: Color?
    /// The colour of a tab bar's unselected items (`unselectedItemTintColor`).
    package var unselectedItemTint: Color?
    /// Whether the proxy hides the bar (`isHidden`): honoured for tab bars, which apps with a
    /// tab bar of their own hide this way.
    package var isHidden = false

    /// A bar as SwiftUI draws it.
    package init() {}
  }

  /// A bar appearance's background: UIKit draws its effect (a material), then its colour, with
  /// its shadow line along the edge next to the content.
  package struct Background: Sendable, Equatable {
    /// Whether the bar's material is drawn (`configureWithDefaultBackground()`).
    package var usesMaterial: Bool
    /// The colour drawn over the material.
    package var color: Color?
    /// The shadow line's colour; `nil` for none.
    package var shadow: Color?

    /// A background of `color` over the material if `usesMaterial`, with a shadow of `shadow`.
    package init(usesMaterial: Bool, color: Color?, shadow: Color?) {
      self.usesMaterial = usesMaterial
      self.color = color
      self.shadow = shadow
    }
  }

  /// The page dots' colours.
  package struct PageControl: Sendable, Equatable {
    /// The current page's dot (`currentPageIndicatorTintColor`).
    package var current: Color?
    /// The other pages' dots (`pageIndicatorTintColor`).
    package var other: Color?

    /// Dots as SwiftUI draws them.
    package init() {}
  }

  /// A segmented control's colours and title fonts.
  package struct SegmentedControl: Sendable, Equatable {
    /// The selected segment's thumb (`selectedSegmentTintColor`).
    package var selectedSegmentTint: Color?
    /// The track (`backgroundColor`).
    package var background: Color?
    /// The titles' colour in the normal state (`setTitleTextAttributes(_:for: .normal)`).
    package var titleColor: Color?
    /// The titles' font in the normal state.
    package var titleFont: Font?
    /// The selected title's colour (`setTitleTextAttributes(_:for: .selected)`).
    package var selectedTitleColor: Color?
    /// The selected title's font.
    package var selectedTitleFont: Font?

    /// A control as SwiftUI draws it.
    package init() {}
  }
}
