import Foundation
import TrellisCore

/// UIKit's page control, for its appearance proxy: `UIPageControl.appearance()`.
///
/// The page dots of SwiftUI's paged `TabView` are a UIPageControl on iOS, so apps colour them
/// through the proxy: `currentPageIndicatorTintColor` for the current page's dot and
/// `pageIndicatorTintColor` for the others.
///
/// Fidelity: partial — the two dot colours are drawn; a page control made in code is stored,
/// not drawn (see ``UIView``).
open class UIPageControl: UIView {
  /// The number of pages.
  open var numberOfPages = 0
  /// The current page.
  open var currentPage = 0
  /// The current page's dot colour.
  open var currentPageIndicatorTintColor: UIColor?
  /// The other pages' dot colour.
  open var pageIndicatorTintColor: UIColor?
  /// Whether the control hides with one page.
  open var hidesForSinglePage = false

  /// `nonisolated(unsafe)`: used from the main thread only, as in UIKit (``UINavigationBar``).
  private nonisolated(unsafe) static var proxy = UIPageControl()
  /// Registers the proxy with the drawn dots once.
  private static let registration: Void = UIKitAppearanceProxies.register(
    reader: { appearance in
      appearance.pageControl.current = UIPageControl.proxy.currentPageIndicatorTintColor?.color
      appearance.pageControl.other = UIPageControl.proxy.pageIndicatorTintColor?.color
    },
    reset: { UIPageControl.proxy = UIPageControl() })

  /// The proxy every page control takes its appearance from.
  open class func appearance() -> UIPageControl {
    _ = registration
    return proxy
  }
}
