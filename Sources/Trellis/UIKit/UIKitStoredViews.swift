import Foundation

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
