import Foundation

/// UIKit's appearance of a navigation bar, which SwiftUI apps set in their `App`'s `init` to
/// restyle every bar (`UINavigationBar.appearance().standardAppearance = …`).
///
/// Stored, not applied: Trellis draws its bars from SwiftUI's own modifiers
/// (`toolbarBackground`, `navigationBarTitleDisplayMode`), and an `App`'s `init` never runs in a
/// preview. Setting a bar's appearance reports a runtime issue once.
///
/// Fidelity: partial — the properties are kept; bars are not restyled by them.
open class UIBarAppearance: @unchecked Sendable {
  /// The bar's background colour.
  open var backgroundColor: UIColor?
  /// The colour of the bar's shadow line.
  open var shadowColor: UIColor?

  /// An appearance with the system's defaults.
  public init() {}

  /// Sets the system's translucent background.
  open func configureWithDefaultBackground() {}
  /// Sets an opaque background of the system's background colour.
  open func configureWithOpaqueBackground() {}
  /// Sets a transparent background with no shadow.
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    shadowColor = nil
  }
}

/// UIKit's appearance of a navigation bar (see ``UIBarAppearance``).
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
  /// The attributes of the inline title.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// UIKit's appearance of a tab bar (see ``UIBarAppearance``).
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {}

/// UIKit's navigation bar, for its appearance proxy: `UINavigationBar.appearance()`.
open class UINavigationBar: UIView {
  /// The appearance of a bar at rest.
  open var standardAppearance = UINavigationBarAppearance() { didSet { Self.reportAppearance() } }
  /// The appearance of a bar over content scrolled to its edge.
  open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { Self.reportAppearance() } }
  /// The appearance of a compact bar.
  open var compactAppearance: UINavigationBarAppearance? { didSet { Self.reportAppearance() } }
  /// Whether large titles are preferred.
  open var prefersLargeTitles = false
  /// The bar's background tint.
  open var barTintColor: UIColor? { didSet { Self.reportAppearance() } }
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The attributes of the inline title.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { Self.reportAppearance() } }
  /// The attributes of the large title.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { Self.reportAppearance() } }

  /// `nonisolated(unsafe)`: as in UIKit, the appearance proxy is used from the main thread only
  /// (not checked: Trellis has no main-thread assertion; docs/UnsafeCode.md).
  private nonisolated(unsafe) static let proxy = UINavigationBar()

  /// The proxy every navigation bar takes its appearance from.
  open class func appearance() -> UINavigationBar { proxy }

  static func reportAppearance() {
    RuntimeIssues.reportOnce(
      "UINavigationBar's appearance is kept but not applied: Trellis draws bars from SwiftUI's toolbar modifiers.")
  }
}

/// UIKit's tab bar, for its appearance proxy: `UITabBar.appearance()`.
open class UITabBar: UIView {
  /// The appearance of a bar at rest.
  open var standardAppearance = UITabBarAppearance() { didSet { UINavigationBar.reportAppearance() } }
  /// The appearance of a bar over content scrolled to its edge.
  open var scrollEdgeAppearance: UITabBarAppearance? { didSet { UINavigationBar.reportAppearance() } }
  /// The colour of unselected items.
  open var unselectedItemTintColor: UIColor? { didSet { UINavigationBar.reportAppearance() } }
  /// The bar's background tint.
  open var barTintColor: UIColor? { didSet { UINavigationBar.reportAppearance() } }
  /// Whether the bar is translucent.
  open var isTranslucent = true

  /// `nonisolated(unsafe)`: used from the main thread only, as in UIKit (``UINavigationBar``).
  private nonisolated(unsafe) static let proxy = UITabBar()

  /// The proxy every tab bar takes its appearance from.
  open class func appearance() -> UITabBar { proxy }
}

/// The key a text field's return key shows.
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  case `continue`
}

/// UIKit's spinning activity indicator: stored, not drawn (see ``UIView``); SwiftUI's
/// `ProgressView()` is drawn.
open class UIActivityIndicatorView: UIView {
  /// The indicator's size.
  public enum Style: Int, Sendable {
    /// The medium indicator.
    case medium
    /// The large indicator.
    case large
  }

  /// The indicator's style.
  open var style: Style = .medium
  /// Whether it is spinning.
  open private(set) var isAnimating = false
  /// The indicator's colour.
  open var color: UIColor?
  /// Whether the indicator hides when it stops.
  open var hidesWhenStopped = true

  /// An indicator of `style`.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  /// Starts spinning.
  open func startAnimating() { isAnimating = true }
  /// Stops spinning.
  open func stopAnimating() { isAnimating = false }
}

/// UIKit's blur effect, for the code around a representable; SwiftUI's materials are drawn.
open class UIBlurEffect: @unchecked Sendable {
  /// The blur's style.
  public enum Style: Int, Sendable {
    /// A light blur.
    case light
    /// A dark blur.
    case dark
    /// The system's material.
    case systemMaterial
    /// The system's thin material.
    case systemThinMaterial
    /// The system's ultra-thin material.
    case systemUltraThinMaterial
    /// The system's thick material.
    case systemThickMaterial
    /// The system's chrome material.
    case systemChromeMaterial
  }

  /// The blur's style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) { self.style = style }
}

/// UIKit's image picker controller, which SwiftUI apps wrap in a representable: stored, never
/// shown (see ``UIViewControllerRepresentable``).
open class UIImagePickerController: UIViewController {
  /// Where images come from.
  public enum SourceType: Int, Sendable {
    /// The photo library.
    case photoLibrary
    /// The camera.
    case camera
    /// The saved photos album.
    case savedPhotosAlbum
  }

  /// What the picker returns for a picked item.
  public struct InfoKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public var rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The original image.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The edited image.
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
  }

  /// Where images come from.
  open var sourceType: SourceType = .photoLibrary
  /// Whether the user may edit the picked image.
  open var allowsEditing = false
  /// The picker's delegate.
  open weak var delegate: AnyObject?

  /// Whether `sourceType` is available: none is, in a host.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}

/// The methods an image picker's delegate implements; none is called in a host.
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// The methods a navigation controller's delegate implements; none is called in a host.
public protocol UINavigationControllerDelegate: AnyObject {}

/// UIKit's view of a visual effect: stored, not drawn (see ``UIView``).
open class UIVisualEffectView: UIView {
  /// The effect.
  open var effect: UIBlurEffect?
  /// A view of `effect`.
  public init(effect: UIBlurEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }
}

/// UIKit's window: stored, not shown (see ``UIView``).
open class UIWindow: UIView {
  /// The window's root view controller.
  open var rootViewController: UIViewController?
  /// Makes the window key and visible: nothing is shown in a host.
  open func makeKeyAndVisible() {}
}
