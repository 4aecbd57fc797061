import Foundation
import TrellisCore

/// UIKit's navigation bar, for its appearance proxy: `UINavigationBar.appearance()`.
///
/// SwiftUI's navigation bar on iOS is UIKit's, so what an app sets on the proxy restyles the
/// bars Trellis draws:
/// - at rest a bar is at its scroll edge, so it takes `scrollEdgeAppearance`, or with none
///   `standardAppearance` with a transparent background
///   ([scrollEdgeAppearance](https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance));
///   `barTintColor` and `compactAppearance` therefore do not show at rest, as on iOS 15 and
///   later;
/// - the title attributes' `.foregroundColor` and `.font` colour and set the inline and large
///   titles (the appearance's, else the proxy's own);
/// - `tintColor` colours the back button and the bar's items; `backgroundColor` fills the bar.
///
/// SwiftUI's own modifiers (`toolbarBackground`, `tint`) win over the proxy.
///
/// Fidelity: partial — the background, shadow, title colours and fonts and the tint are drawn;
/// `barStyle`, `isTranslucent` and `prefersLargeTitles` are kept (SwiftUI's display mode
/// decides the title's size), and the bar-button appearances are kept, not drawn.
open class UINavigationBar: UIView {
  /// The appearance of a bar over scrolled content.
  open var standardAppearance = UINavigationBarAppearance()
  /// The appearance of a bar at its scroll edge, which is where Trellis' bars are.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The appearance of a compact bar (iPhone in landscape).
  open var compactAppearance: UINavigationBarAppearance?
  /// The appearance of a compact bar at its scroll edge.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// Whether large titles are preferred. Kept: SwiftUI's `navigationBarTitleDisplayMode` decides.
  open var prefersLargeTitles = false
  /// The bar's tint in the standard appearance: not shown at the scroll edge since iOS 15.
  open var barTintColor: UIColor?
  /// The bar's style. Kept.
  open var barStyle: UIBarStyle = .default
  /// Whether the bar is translucent. Kept.
  open var isTranslucent = true
  /// The attributes of the inline title, when the appearance sets none.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title, when the appearance sets none.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

  /// `nonisolated(unsafe)`: as in UIKit, the appearance proxy is used from the main thread only
  /// (not checked: docs/UnsafeCode.md); the reset swaps it between previews.
  private nonisolated(unsafe) static var proxy = UINavigationBar()
  /// Registers the proxy with the drawn bars once.
  private static let registration: Void = UIKitAppearanceProxies.register(
    reader: { $0.navigationBar = UINavigationBar.proxy.look },
    reset: { UINavigationBar.proxy = UINavigationBar() })

  /// The proxy every navigation bar takes its appearance from.
  open class func appearance() -> UINavigationBar {
    _ = registration
    return proxy
  }

  /// The bar as drawn at its scroll edge.
  var look: UIKitAppearance.Bar {
    let appearance = scrollEdgeAppearance ?? standardAppearance
    var look = UIKitAppearance.Bar()
    look.background = scrollEdgeAppearance?.resolvedBackground
    look.viewBackground = backgroundColor?.color
    look.titleColor = appearance.titleTextAttributes.foregroundColor ?? titleTextAttributes?.foregroundColor
    look.titleFont = appearance.titleTextAttributes.swiftUIFont ?? titleTextAttributes?.swiftUIFont
    look.largeTitleColor =
      appearance.largeTitleTextAttributes.foregroundColor ?? largeTitleTextAttributes?.foregroundColor
    look.largeTitleFont = appearance.largeTitleTextAttributes.swiftUIFont ?? largeTitleTextAttributes?.swiftUIFont
    look.tint = tintColor?.color
    return look
  }
}

/// The style of a bar: UIKit's dark or light bar.
public enum UIBarStyle: Int, Sendable {
  /// The default style.
  case `default`
  /// A black bar.
  case black
}
