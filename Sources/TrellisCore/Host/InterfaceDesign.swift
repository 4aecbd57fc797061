import Foundation

/// Which of Apple's system designs a host draws controls, lists and bars in: iOS 26's Liquid
/// Glass, the default, or the iOS 17/18 look.
///
/// An app built with the iOS 26 SDK shows Liquid Glass unless its Info.plist sets
/// `UIDesignRequiresCompatibility` to `YES`; built with the iOS 27 SDK it shows Liquid Glass
/// whatever the key says (Apple's documentation of the key,
/// developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility).
/// Today's iPhones therefore show ``iOS26`` for a newly built app, and ``iOS18`` is the look of an
/// app that opted out with Xcode 26, or of an older device.
///
/// ```swift
/// let host = LayoutHost(SettingsView(), device: .iPhone16Pro.design(.iOS18), textMeasurer: measurer)
/// ```
///
/// The preview commands take it as `--design ios26|ios18`; a package or app folder whose
/// Info.plist sets `UIDesignRequiresCompatibility` is previewed in ``iOS18`` unless told otherwise.
public enum InterfaceDesign: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// iOS 26's Liquid Glass (docs/iOS26Controls.md): list cards inset 16 with 26-pt corners,
  /// 51-pt rows, glass bar buttons, a floating tab bar, the 63 × 28 switch and iOS 26's system
  /// colours.
  case iOS26 = "ios26"
  /// The iOS 17/18 look (docs/iOSControls.md): cards inset 20 with 10-pt corners, 44-pt rows,
  /// tinted bar buttons, an edge-to-edge tab bar, the 51 × 31 switch.
  case iOS18 = "ios18"

  /// The design a host draws when nothing chooses one: Liquid Glass, as apps built today show.
  public static let current = InterfaceDesign.iOS26

  /// `ios26` or `ios18`, as the preview commands spell it.
  public var description: String { rawValue }

  /// The design an app's Info.plist asks for: ``iOS18`` when `UIDesignRequiresCompatibility` is
  /// true (a Boolean, or a string such as `YES`), else ``current``.
  public static func required(byInfoPlist info: [String: Any]) -> InterfaceDesign {
    switch info["UIDesignRequiresCompatibility"] {
    case let flag as Bool: flag ? .iOS18 : .current
    case let text as String: ["yes", "true", "1"].contains(text.lowercased()) ? .iOS18 : .current
    case let integer as Int: integer != 0 ? .iOS18 : .current
    case let number as NSNumber: number.boolValue ? .iOS18 : .current
    default: .current
    }
  }
}

/// The key of `interfaceDesign`, named so that a host can tell whether its environment chose one.
struct InterfaceDesignKey: EnvironmentKey {
  static let defaultValue = InterfaceDesign.current
}

extension EnvironmentValues {
  /// The system design controls, lists and bars are drawn in: ``InterfaceDesign/current`` unless
  /// a host or its device chooses another.
  public var interfaceDesign: InterfaceDesign {
    get { self[InterfaceDesignKey.self] }
    set { self[InterfaceDesignKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// Whether the environment chose a design, rather than leaving the default.
  package var choosesInterfaceDesign: Bool { contains(InterfaceDesignKey.self) }
}
