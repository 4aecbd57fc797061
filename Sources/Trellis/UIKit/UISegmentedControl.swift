import Foundation
import TrellisCore

/// UIKit's control: the states a control's appearance is set for.
open class UIControl: UIView {
  /// The states of a control.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt
    /// A state of `rawValue`'s bits.
    ///
    /// - Parameter rawValue: The state's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal state.
    public static let normal = State([])
    /// While a finger is on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// While the control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// While the control is selected.
    public static let selected = State(rawValue: 1 << 2)
    /// While the control has focus.
    public static let focused = State(rawValue: 1 << 3)
  }
}

/// UIKit's segmented control, for its appearance proxy: `UISegmentedControl.appearance()`.
///
/// SwiftUI's `.segmented` picker is a UISegmentedControl on iOS, so the proxy restyles it:
/// `selectedSegmentTintColor` fills the selected segment's thumb, `backgroundColor` the track,
/// and the title attributes for `.normal` and `.selected` colour and set the titles.
///
/// Fidelity: partial — those colours and fonts are drawn; a segmented control made in code is
/// stored, not drawn (see ``UIView``).
open class UISegmentedControl: UIControl {
  /// The selected segment's colour.
  open var selectedSegmentTintColor: UIColor?
  /// The title attributes by state.
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the title attributes of `state`: `.foregroundColor` and `.font` are drawn for
  /// `.normal` and `.selected`.
  ///
  /// - Parameters:
  ///   - attributes: The attributes, or `nil` for the default ones.
  ///   - state: The state they apply in.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title attributes of `state`.
  ///
  /// - Parameter state: The state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// `nonisolated(unsafe)`: used from the main thread only, as in UIKit (``UINavigationBar``).
  private nonisolated(unsafe) static var proxy = UISegmentedControl()
  /// Registers the proxy with the drawn pickers once.
  private static let registration: Void = UIKitAppearanceProxies.register(
    reader: { $0.segmentedControl = UISegmentedControl.proxy.look },
    reset: { UISegmentedControl.proxy = UISegmentedControl() })

  /// The proxy every segmented control takes its appearance from.
  open class func appearance() -> UISegmentedControl {
    _ = registration
    return proxy
  }

  /// The control as drawn.
  var look: UIKitAppearance.SegmentedControl {
    var look = UIKitAppearance.SegmentedControl()
    look.selectedSegmentTint = selectedSegmentTintColor?.color
    look.background = backgroundColor?.color
    let normal = titleTextAttributes(for: .normal)
    let selected = titleTextAttributes(for: .selected)
    look.titleColor = normal?.foregroundColor
    look.titleFont = normal?.swiftUIFont
    look.selectedTitleColor = selected?.foregroundColor ?? look.titleColor
    look.selectedTitleFont = selected?.swiftUIFont
    return look
  }
}
