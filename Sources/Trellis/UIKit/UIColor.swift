import Foundation

/// UIKit's colour, for SwiftUI code that reaches for it: `Color(.systemGray5)`,
/// `Color(uiColor: .secondarySystemBackground)`, `UIColor(named: "Brand")`, a theme's
/// `UIColor { traits in … }`.
///
/// On Linux there is no UIKit; `import Trellis` gives this one, as `import SwiftUI` re-exports
/// UIKit on iOS (there is no module named UIKit: see docs/Assets.md §4). A colour has a light and a dark appearance, as UIKit's dynamic colours do; the
/// system colours are Trellis' own, whose values come from docs/iOSControls.md §3.1 and §3.2,
/// and the fixed colours (`red`, `darkGray`, …) are UIKit's, which are not the system ones:
/// `UIColor.red` is 1, 0, 0 while `UIColor.systemRed` is `Color.red`.
///
/// ```swift
/// List { … }.background(Color(.systemGroupedBackground))
/// Text("Note").foregroundStyle(Color(uiColor: .secondaryLabel))
/// ```
///
/// Fidelity: partial — light and dark appearances only (no elevated or increased-contrast
/// variants); `cgColor` and `CIColor` do not exist on Linux.
public final class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The colour in both appearances.
  let color: Color

  init(system name: UIKitColorName) { color = name.color }

  /// A colour from red, green, blue and alpha components in sRGB; values outside 0...1 are
  /// extended sRGB, as UIKit keeps them.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A grey of `white` (0 is black, 1 is white) at `alpha`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness (each 0...1) and alpha.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(
      Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
  }

  /// A colour from Display P3 components, read as `Color(.displayP3, red:green:blue:opacity:)` reads them.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
  }

  /// The UIKit colour of a SwiftUI colour, in both appearances.
  public init(_ color: Color) {
    self.color = color
  }

  /// A colour whose light and dark appearances are `provider`'s answers for a light and a dark
  /// trait collection: how a theme writes adaptive colours.
  public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
    let light = provider(UITraitCollection(userInterfaceStyle: .light)).color.appearances.light
    let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).color.appearances.dark
    self.init(Color(light: light, dark: dark, name: nil))
  }

  /// The colour set named `name` in the asset catalogs of the main bundle (see `AssetCatalog`);
  /// `nil` when there is none, as UIKit answers.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour set named `name` in `bundle`'s asset catalogs; `nil` when there is none. The
  /// trait collection is not used: the colour keeps both appearances.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let color = AssetCatalog.color(named: name, bundle: bundle) else { return nil }
    self.init(color)
  }

  /// The colour set `resource` names (Xcode's generated asset symbols: `UIColor.baseGreen`); when
  /// its catalogs have none, clear, with the runtime issue SwiftUI's `Color` reports.
  public convenience init(resource: ColorResource) {
    if let color = AssetCatalog.color(named: resource.name, bundle: resource.bundle) {
      self.init(color)
    } else {
      RuntimeIssues.report(
        "No color named '\(resource.name)' found in asset catalog for \(AssetCatalog.describe(resource.bundle))")
      self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }
  }

  /// The same colour with its alpha replaced by `alpha`, in both appearances.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let (light, dark) = color.appearances
    func replacing(_ resolved: Color.Resolved) -> Color.Resolved {
      Color.Resolved(red: resolved.red, green: resolved.green, blue: resolved.blue, opacity: Double(alpha))
    }
    return UIColor(Color(light: replacing(light), dark: replacing(dark), name: nil))
  }

  /// The colour as it appears under `traitCollection`: its dark appearance for a dark style,
  /// else its light one.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let (light, dark) = color.appearances
    let resolved = traitCollection.userInterfaceStyle == .dark ? dark : light
    return UIColor(Color(light: resolved, dark: resolved, name: nil))
  }

  /// Writes the light appearance's sRGB components; `true`, as for any sRGB colour in UIKit.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let light = color.appearances.light
    red?.pointee = CGFloat(light.red)
    green?.pointee = CGFloat(light.green)
    blue?.pointee = CGFloat(light.blue)
    alpha?.pointee = CGFloat(light.opacity)
    return true
  }

  /// Writes the light appearance's white (the mean of its components) and alpha; `true`.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let light = color.appearances.light
    white?.pointee = CGFloat((light.red + light.green + light.blue) / 3)
    alpha?.pointee = CGFloat(light.opacity)
    return true
  }

  /// The colour's light and dark components.
  public var description: String {
    let (light, dark) = color.appearances
    return light == dark ? "UIColor(\(light))" : "UIColor(light: \(light), dark: \(dark))"
  }

  /// Whether both appearances of the colours are the same.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.color.appearances.light == rhs.color.appearances.light
      && lhs.color.appearances.dark == rhs.color.appearances.dark
  }

  /// Hashes both appearances.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(color.appearances.light)
    hasher.combine(color.appearances.dark)
  }
}

extension Color {
  /// The SwiftUI colour of a UIKit colour, in both appearances: `Color(uiColor: .label)`.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }

  /// The SwiftUI colour of a UIKit colour: `Color(.systemGray5)`.
  ///
  /// Disfavoured, so that `Color(.baseGreen)` means the colour resource where Xcode's generated
  /// asset symbols declare both `ColorResource.baseGreen` and `UIColor.baseGreen`, as it compiles
  /// on iOS (Xcode's own generated `Color` members are written `.init(.baseGreen)`).
  @_disfavoredOverload
  public init(_ color: UIColor) {
    self = color.color
  }
}

/// The traits a UIKit colour resolves against: here, only the interface style.
public final class UITraitCollection: @unchecked Sendable {
  /// Light, dark or unspecified.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// A trait collection with `userInterfaceStyle`.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// The traits of a light appearance, as the host draws unless told otherwise.
  public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// UIKit's light and dark interface styles.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// No style chosen: drawn as light.
  case unspecified
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

extension UIColor: _ExpressibleByColorLiteral {
  /// Creates a colour from a colour literal, `#colorLiteral(red:green:blue:alpha:)`: its
  /// components are sRGB, as UIKit reads them.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// The type a colour literal with no other type to be is: UIKit's colour, as UIKit declares it,
/// so that `Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))` makes a `UIColor` and
/// then a `Color` of it, as on iOS.
public typealias _ColorLiteralType = UIColor
