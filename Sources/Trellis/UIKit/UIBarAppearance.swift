import Foundation
import TrellisCore

/// UIKit's appearance of a bar: its background and shadow, which SwiftUI apps set through
/// `UINavigationBar.appearance()` and `UITabBar.appearance()` to restyle every bar.
///
/// UIKit draws a bar's background effect (a material), then its colour, then its shadow line;
/// the three `configure…` methods set them as UIKit's do
/// ([UIBarAppearance](https://developer.apple.com/documentation/uikit/uibarappearance)). The
/// drawn bars honour the effect, the colour and the shadow colour; the images are kept, and
/// setting one reports a runtime issue.
///
/// Fidelity: partial — background colour, material and shadow colour are drawn; background and
/// shadow images are not.
open class UIBarAppearance: @unchecked Sendable {
  /// The effect under the background colour: a material when not `nil`.
  open var backgroundEffect: UIBlurEffect?
  /// The bar's background colour, drawn over the effect.
  open var backgroundColor: UIColor?
  /// The colour of the bar's shadow line; `nil` or clear for none.
  open var shadowColor: UIColor?
  /// An image over the background. Kept, not drawn.
  open var backgroundImage: UIImage? { didSet { UIAppearanceProxy.reportUndrawn("backgroundImage") } }
  /// An image for the shadow line. Kept, not drawn.
  open var shadowImage: UIImage? { didSet { UIAppearanceProxy.reportUndrawn("shadowImage") } }

  /// An appearance with the system's default background and shadow, as UIKit's.
  public init() { configureWithDefaultBackground() }

  /// A copy of `barAppearance`.
  ///
  /// - Parameter barAppearance: The appearance to copy.
  public required init(barAppearance: UIBarAppearance) {
    backgroundEffect = barAppearance.backgroundEffect
    backgroundColor = barAppearance.backgroundColor
    shadowColor = barAppearance.shadowColor
  }

  /// A copy of this appearance.
  open func copy() -> Self { Self(barAppearance: self) }

  /// The system's translucent background: the bar's material and the default shadow.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    shadowColor = Self.defaultShadow
  }

  /// An opaque background of the system background colour and the default shadow.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    shadowColor = Self.defaultShadow
  }

  /// No background and no shadow.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    shadowColor = nil
  }

  /// UIKit's shadow line: black at 30 % (docs/iOSControls.md §8).
  static var defaultShadow: UIColor { UIColor(white: 0, alpha: 0.3) }

  /// The background as the drawn bar takes it; `nil` when nothing is drawn.
  var resolvedBackground: UIKitAppearance.Background? {
    let shadow = shadowColor.map(\.color)
    guard backgroundEffect != nil || backgroundColor != nil || shadow != nil else { return nil }
    return UIKitAppearance.Background(
      usesMaterial: backgroundEffect != nil, color: backgroundColor.map(\.color), shadow: shadow)
  }
}

/// UIKit's appearance of a navigation bar (see ``UIBarAppearance``): its title attributes are
/// drawn too.
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
  /// The attributes of the inline title: its `.foregroundColor` and `.font` are drawn.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title: its `.foregroundColor` and `.font` are drawn.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The appearance of the bar's buttons. Kept, not drawn.
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// The appearance of the back button. Kept, not drawn.
  open var backButtonAppearance = UIBarButtonItemAppearance()

  /// An appearance with the system's default background and shadow.
  public override init() { super.init() }

  /// A copy of `barAppearance`, with its title attributes when it is a navigation bar's.
  ///
  /// - Parameter barAppearance: The appearance to copy.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let navigation = barAppearance as? UINavigationBarAppearance {
      titleTextAttributes = navigation.titleTextAttributes
      largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
  }
}

/// UIKit's appearance of a tab bar (see ``UIBarAppearance``).
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
  /// The appearance of the items laid out stacked, as on iPhone in portrait. Kept, not drawn.
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// The appearance of the items laid out inline. Kept, not drawn.
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// The appearance of the items laid out compactly inline. Kept, not drawn.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// The appearance of a bar button item in each of its states. Kept, not drawn.
open class UIBarButtonItemAppearance: @unchecked Sendable {
  /// The appearance in the normal state.
  public let normal = UIBarButtonItemStateAppearance()
  /// The appearance while highlighted.
  public let highlighted = UIBarButtonItemStateAppearance()
  /// The appearance while disabled.
  public let disabled = UIBarButtonItemStateAppearance()

  /// An appearance with the system's defaults.
  public init() {}
}

/// The appearance of a bar button item in one state. Kept, not drawn.
open class UIBarButtonItemStateAppearance: @unchecked Sendable {
  /// The title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

  init() {}
}

/// The appearance of a tab bar item in each of its states. Kept, not drawn.
open class UITabBarItemAppearance: @unchecked Sendable {
  /// The appearance in the normal state.
  public let normal = UITabBarItemStateAppearance()
  /// The appearance while selected.
  public let selected = UITabBarItemStateAppearance()
  /// The appearance while disabled.
  public let disabled = UITabBarItemStateAppearance()

  /// An appearance with the system's defaults.
  public init() {}
}

/// The appearance of a tab bar item in one state. Kept, not drawn.
open class UITabBarItemStateAppearance: @unchecked Sendable {
  /// The icon's colour.
  open var iconColor: UIColor? { didSet { UIAppearanceProxy.reportUndrawn("tab bar item iconColor") } }
  /// The title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
    didSet { UIAppearanceProxy.reportUndrawn("tab bar item titleTextAttributes") }
  }

  init() {}
}

extension Dictionary where Key == NSAttributedString.Key, Value == Any {
  /// The `.foregroundColor` attribute as SwiftUI's colour.
  var foregroundColor: Color? { (self[.foregroundColor] as? UIColor)?.color }
  /// The `.font` attribute as SwiftUI's font.
  var swiftUIFont: Font? { (self[.font] as? UIFont).map(Font.init) }
}
