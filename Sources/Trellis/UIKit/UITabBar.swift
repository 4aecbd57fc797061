import Foundation
import TrellisCore

/// UIKit's tab bar, for its appearance proxy: `UITabBar.appearance()`.
///
/// SwiftUI's tab bar on iOS is UIKit's, so the proxy restyles the bars Trellis draws: at rest
/// (the scroll edge) a bar takes `scrollEdgeAppearance`, or with none `standardAppearance`
/// with a transparent background, as a navigation bar does (``UINavigationBar``);
/// `backgroundColor` fills the bar whatever the appearance; `tintColor` colours the selected
/// item and `unselectedItemTintColor` the others; `isHidden` hides the bar, as apps with a tab
/// bar of their own do.
///
/// SwiftUI's `tint` and `toolbarBackground(_:for: .tabBar)` win over the proxy.
///
/// Fidelity: partial — background, shadow, item colours and hiding are drawn; the item
/// appearances (`stackedLayoutAppearance`) are kept, not drawn.
open class UITabBar: UIView {
  /// The appearance of a bar over scrolled content.
  open var standardAppearance = UITabBarAppearance()
  /// The appearance of a bar at its scroll edge, which is where Trellis' bars are.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The colour of unselected items.
  open var unselectedItemTintColor: UIColor?
  /// The bar's tint in the standard appearance: not shown at the scroll edge since iOS 15.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent. Kept.
  open var isTranslucent = true

  /// `nonisolated(unsafe)`: used from the main thread only, as in UIKit (``UINavigationBar``).
  private nonisolated(unsafe) static var proxy = UITabBar()
  /// Registers the proxy with the drawn bars once.
  private static let registration: Void = UIKitAppearanceProxies.register(
    reader: { $0.tabBar = UITabBar.proxy.look },
    reset: { UITabBar.proxy = UITabBar() })

  /// The proxy every tab bar takes its appearance from.
  open class func appearance() -> UITabBar {
    _ = registration
    return proxy
  }

  /// The bar as drawn at its scroll edge.
  var look: UIKitAppearance.Bar {
    var look = UIKitAppearance.Bar()
    look.background = scrollEdgeAppearance?.resolvedBackground
    look.viewBackground = backgroundColor?.color
    look.tint = tintColor?.color
    look.unselectedItemTint = unselectedItemTintColor?.color
    look.isHidden = isHidden
    return look
  }
}
