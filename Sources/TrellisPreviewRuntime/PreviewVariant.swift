import Foundation
import Trellis

/// One combination of the settings a preview is rendered with: device, system design, colour
/// scheme, dynamic type size, layout direction and locale. An axis left `nil` keeps the
/// preview's own setting or the default (the preview's device or an iPhone, the app's design —
/// iOS 26's unless its Info.plist asks for compatibility — light, large, left to right, en_US).
///
/// ```swift
/// let variants = try PreviewVariant.matrix(devices: ["iphone", "ipad"], colorSchemes: ["light", "dark"])
/// variants.map(\.name)   // ["iphone_light", "iphone_dark", "ipad_light", "ipad_dark"]
/// ```
public struct PreviewVariant: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A device preset's name or alias (`iphone`, `ipad-one-third`): see ``PreviewVariant/deviceNames``.
  public var device: String?
  /// `ios26` or `ios18`: the system design (``InterfaceDesign``).
  public var design: String?
  /// `light` or `dark`.
  public var colorScheme: String?
  /// A dynamic type size: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`.
  public var dynamicType: String?
  /// `ltr` or `rtl`.
  public var layoutDirection: String?
  /// A locale identifier: `en_US`, `ar`, `ja_JP`.
  public var locale: String?

  /// Creates a variant; `nil` axes keep the preview's own setting or the default.
  public init(
    device: String? = nil, design: String? = nil, colorScheme: String? = nil, dynamicType: String? = nil,
    layoutDirection: String? = nil, locale: String? = nil
  ) {
    self.device = device
    self.design = design
    self.colorScheme = colorScheme
    self.dynamicType = dynamicType
    self.layoutDirection = layoutDirection
    self.locale = locale
  }

  /// The variant's name, for file names: its values joined by `_` in the order device, design,
  /// colour scheme, dynamic type, direction, locale; `default` when it sets nothing.
  public var name: String {
    let parts = [device, design, colorScheme, dynamicType, layoutDirection, locale].compactMap { $0 }
    return parts.isEmpty ? "default" : parts.joined(separator: "_")
  }

  /// The name.
  public var description: String { name }

  // MARK: Axes

  /// Short names for the device presets, besides the presets' own names.
  public static let deviceAliases: [String: String] = [
    "iphone": Device.iPhone.name, "ipad": Device.iPad.name, "mac": Device.mac.name,
  ]
  /// Every name `device` may take: the aliases, then the presets' names.
  public static var deviceNames: [String] { deviceAliases.keys.sorted() + Device.presets.map(\.name) }
  /// Every name `design` may take: ``InterfaceDesign``'s, `ios26` first.
  public static let designNames = InterfaceDesign.allCases.map(\.rawValue)
  /// Every name `colorScheme` may take.
  public static let colorSchemeNames = ["light", "dark"]
  /// Every name `layoutDirection` may take.
  public static let layoutDirectionNames = ["ltr", "rtl"]
  /// Every name `dynamicType` may take, smallest first, as SwiftUI's `DynamicTypeSize` names them.
  public static let dynamicTypeNames = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
    "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
  ]

  /// A name given for an axis that has no such value.
  public struct UnknownValue: Error, CustomStringConvertible, Equatable {
    /// The option or axis: `--device`.
    public var axis: String
    /// The name given.
    public var value: String
    /// The names the axis takes.
    public var validValues: [String]

    /// `unknown --device 'ipone'; valid: iphone, ipad, …`.
    public var description: String {
      "unknown \(axis) '\(value)'; valid values: \(validValues.joined(separator: ", "))"
    }
  }

  /// Every combination of the values given, devices outermost, then designs, locales innermost; an empty
  /// list leaves its axis unset. Names are checked, and spelled as the axis spells them
  /// (`Dark` → `dark`, `ACCESSIBILITY3` → `accessibility3`, `ar-SA` → `ar_SA`).
  ///
  /// - Throws: ``UnknownValue`` for a name an axis does not have.
  public static func matrix(
    devices: [String] = [], designs: [String] = [], colorSchemes: [String] = [], dynamicTypes: [String] = [],
    layoutDirections: [String] = [], locales: [String] = []
  ) throws -> [PreviewVariant] {
    func check(_ values: [String], _ axis: String, _ valid: [String]) throws -> [String?] {
      guard !values.isEmpty else { return [nil] }
      return try values.map { value in
        guard let match = valid.first(where: { $0.lowercased() == value.lowercased() }) else {
          throw UnknownValue(axis: axis, value: value, validValues: valid)
        }
        return match
      }
    }
    let devices = try check(devices, "--device", deviceNames)
    let designs = try check(designs, "--design", designNames)
    let schemes = try check(colorSchemes, "--color-scheme", colorSchemeNames)
    let types = try check(dynamicTypes, "--dynamic-type", dynamicTypeNames)
    let directions = try check(layoutDirections, "--layout-direction", layoutDirectionNames)
    let locales: [String?] =
      locales.isEmpty
      ? [nil]
      : try locales.map { value in
        guard let identifier = knownLocale(value) else {
          throw UnknownValue(
            axis: "--locale", value: value,
            validValues: ["a locale identifier such as en_US, en_GB, fr_FR, de_DE, ar, ar_SA, he_IL, ja_JP, zh_Hans_CN"]
          )
        }
        return identifier
      }
    var variants: [PreviewVariant] = []
    for device in devices {
      for design in designs {
        for scheme in schemes {
          for type in types {
            for direction in directions {
              for locale in locales {
                variants.append(
                  PreviewVariant(
                    device: device, design: design, colorScheme: scheme, dynamicType: type, layoutDirection: direction,
                    locale: locale))
              }
            }
          }
        }
      }
    }
    return variants
  }

  /// `value` as a locale identifier Foundation knows (`ar-SA` → `ar_SA`), or `nil`.
  static func knownLocale(_ value: String) -> String? {
    let identifier = value.replacingOccurrences(of: "-", with: "_")
    let known = Locale.availableIdentifiers
    if let match = known.first(where: { $0.lowercased() == identifier.lowercased() }) { return match }
    // Foundation on Linux lists some languages only with regions: `ar` through `ar_SA`.
    let language = identifier.lowercased()
    if !language.contains("_"), known.contains(where: { $0.lowercased().hasPrefix(language + "_") }) {
      return language
    }
    return nil
  }

  /// The device preset the variant names, if it names one.
  public var devicePreset: Device? {
    guard let device else { return nil }
    let name = Self.deviceAliases[device] ?? device
    return Device.presets.first { $0.name == name }
  }
}
