import Foundation

/// UIKit's app object, for the calls SwiftUI code makes on `UIApplication.shared`: opening a URL
/// (settings, a web page, a phone number), dismissing the keyboard, the badge number.
///
/// A host has no app around it: an opened URL is recorded in ``openedURLs`` — what a test asserts
/// on, as it would on `openURL` — and the completion handler is told it opened; the keyboard
/// dismissal (`sendAction(#selector(UIResponder.resignFirstResponder), …)`) is recorded and
/// answered `true`.
///
/// Fidelity: partial — nothing is opened; the app's state is fixed (`.active`, no scenes).
public final class UIApplication: @unchecked Sendable {
  /// The app.
  public static let shared = UIApplication()

  /// The URL of the app's page in the Settings app: `app-settings:`.
  public static let openSettingsURLString = "app-settings:"

  private let lock = NSLock()
  private var opened: [URL] = []
  private var badge = 0

  init() {}

  /// The URLs opened with ``open(_:options:completionHandler:)`` since the program started, in order.
  public var openedURLs: [URL] { lock.withLock { opened } }

  /// Options for opening a URL.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The option's name.
    public var rawValue: String
    /// An option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Opens the URL only if an app other than a browser handles it.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Keys of the launch options an app delegate receives.
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public var rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The app's state: always active in a host.
  public enum State: Int, Sendable {
    /// Running in the foreground and receiving events.
    case active
    /// Running in the foreground but not receiving events.
    case inactive
    /// Running in the background.
    case background
  }

  /// The app's state: `.active`.
  public var applicationState: State { .active }

  /// Opens `url`: records it and tells `completion` it was opened.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    lock.withLock { opened.append(url) }
    if let completion { Task { @MainActor in completion(true) } }
  }

  /// Opens `url` and answers whether it was opened: always, in a host.
  @discardableResult
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    lock.withLock { opened.append(url) }
    return true
  }

  /// Whether an app can open `url`: a URL with a scheme can.
  public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

  /// Sends an action up the responder chain: the keyboard dismissal SwiftUI code sends
  /// (`resignFirstResponder`) is answered `true`; nothing else is sent anywhere.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Any?) -> Bool {
    true
  }

  /// The number on the app's icon.
  public var applicationIconBadgeNumber: Int {
    get { lock.withLock { badge } }
    set { lock.withLock { badge = newValue } }
  }

  /// Whether the screen may dim: recorded, never acted on.
  public var isIdleTimerDisabled = false

  /// The app's scenes: none in a host.
  public var connectedScenes: Set<AnyHashable> { [] }

  /// Registers for remote notifications: nothing to register with in a host.
  public func registerForRemoteNotifications() {}
}

/// A selector, as `#selector(UIResponder.resignFirstResponder)` makes one on Apple's platforms.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name.
  public var name: String
  /// A selector of the method named `name`.
  public init(_ name: String) { self.name = name }
  /// A selector of the method named `value`.
  public init(stringLiteral value: String) { name = value }
}

/// UIKit's responder: the selectors SwiftUI code sends to dismiss the keyboard.
open class UIResponder {
  /// Creates a responder.
  public init() {}
  /// Asks the responder to give up being first responder: the keyboard's dismissal.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }
  /// Asks the responder to become first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool { true }
}

/// The methods an app delegate may implement; none is called in a host.
public protocol UIApplicationDelegate: AnyObject {
  /// Tells the delegate that launching is almost done.
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension UIApplicationDelegate {
  /// Launching succeeds.
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
}

/// A property wrapper that creates an app delegate for a SwiftUI app.
///
/// An app is never launched in a host (see `App`), so the delegate is never needed: it is not
/// made, and reading it stops the program with a message saying so. (Making it would take a
/// `required init()`, which `NSObject` subclasses do not declare off Apple's platforms.)
///
/// Fidelity: partial — compiles as on iOS; the delegate is not made.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
  /// Declares the delegate of `delegateType`.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  /// The delegate: never made in a host.
  public var wrappedValue: DelegateType {
    fatalError(
      "\(DelegateType.self): an app delegate is not made in a Trellis host; preview the app's views instead.")
  }
}
