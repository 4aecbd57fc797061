import Foundation

extension Color {
  /// Creates a colour from a colour set of an asset catalog: `name` with its namespaces
  /// (`"Brand/accent"`), looked up in `bundle`'s catalogs, or — when `bundle` is `nil` — in the
  /// registered catalogs and the main bundle's (see ``AssetCatalog``).
  ///
  /// ```swift
  /// Text("Welcome").foregroundStyle(Color("AccentText"))
  /// ```
  ///
  /// The colour set's `any` (or `light`) variant is the light colour and its `dark` variant the
  /// dark one; variants for the host's idiom come before `universal` ones. Components may be
  /// written as Xcode writes them: floats from 0 to 1 (`"0.500"`), integers from 0 to 255
  /// (`"128"`) or hexadecimal bytes (`"0x80"`), in `srgb`, `extended-srgb`,
  /// `extended-linear-srgb`, `display-p3`, `gray-gamma-22` or `extended-gray`; a colour set that
  /// refers to a system colour (`"reference" : "systemBlueColor"`) is that colour.
  ///
  /// A colour that is not found is clear, with SwiftUI's message "No color named 'name' found
  /// in asset catalog for main bundle"; a colour set that cannot be read is clear and reported.
  ///
  /// Fidelity: partial — Display P3 components are converted to sRGB (the pictures are sRGB)
  /// and clipped to its gamut; increased-contrast variants are not used; the asset is read
  /// when the colour is made, with the idiom of the host resolving views then (an iPhone outside
  /// any host), not when it is drawn.
  public init(_ name: String, bundle: Bundle? = nil) {
    guard let folder = AssetCatalog.find(.color, named: name, bundle: bundle) else {
      RuntimeIssues.report("No color named '\(name)' found in asset catalog for \(AssetCatalog.describe(bundle))")
      self = Color(light: .init(0, 0, 0, 0), dark: .init(0, 0, 0, 0), name: name)
      return
    }
    self = ColorSet.read(folder, name: name, idiom: HostScreen.currentOrDefault.idiom)
  }
}

extension AssetCatalog {
  /// The colour UIKit's `UIColor(named:in:compatibleWith:)` finds: the colour set's, for the idiom
  /// of the host resolving views; `nil`, silently as UIKit answers, when there is none.
  package static func color(named name: String, bundle: Bundle?) -> Color? {
    guard let folder = find(.color, named: name, bundle: bundle) else { return nil }
    return ColorSet.read(folder, name: name, idiom: HostScreen.currentOrDefault.idiom)
  }
}

/// A colour set's `Contents.json`, read into a colour.
enum ColorSet {
  /// The colour of the set in `folder`, for a device of `idiom`; clear, and reported, when the
  /// set has no usable colour.
  static func read(_ folder: URL, name: String, idiom: DeviceIdiom) -> Color {
    let clear = Color(light: .init(0, 0, 0, 0), dark: .init(0, 0, 0, 0), name: name)
    let json = AssetJSON.read(folder.appendingPathComponent("Contents.json"))
    guard let object = json.object else {
      RuntimeIssues.report("Color '\(name)': \(json.problem ?? "unreadable"); using clear.")
      return clear
    }
    let entries = object.array("colors")
    func best(_ scheme: ColorScheme) -> AssetJSON.Object? {
      var chosen: (entry: AssetJSON.Object, rank: Int)?
      for entry in entries {
        guard let rank = AssetVariant(entry).rank(idiom: idiom, scheme: scheme) else { continue }
        if rank > (chosen?.rank ?? -1) { chosen = (entry, rank) }
      }
      return chosen?.entry
    }
    guard let lightEntry = best(.light) ?? best(.dark), let darkEntry = best(.dark) ?? best(.light) else {
      RuntimeIssues.report("Color '\(name)' in '\(folder.path)' has no colour for this device; using clear.")
      return clear
    }
    let clearComponents = Color.Components(0, 0, 0, 0)
    return Color(
      light: components(of: lightEntry, scheme: .light, name: name) ?? clearComponents,
      dark: components(of: darkEntry, scheme: .dark, name: name) ?? clearComponents, name: name)
  }

  /// An entry's colour in sRGB — its components, or those of the system colour it refers to,
  /// in `scheme` — or `nil` (reported) when it has neither.
  private static func components(of entry: AssetJSON.Object, scheme: ColorScheme, name: String) -> Color.Components? {
    guard let color = entry.dictionary("color") else {
      RuntimeIssues.report("Color '\(name)': a variant has no \"color\"; using clear.")
      return nil
    }
    if let reference = color.string("reference") {
      guard let system = UIKitColorName(reference: reference) else {
        RuntimeIssues.report(
          "Color '\(name)' refers to the system colour '\(reference)', which Trellis does not know; using clear.")
        return nil
      }
      let (light, dark) = system.color.appearances
      let resolved = scheme == .dark ? dark : light
      return Color.Components(resolved.red, resolved.green, resolved.blue, resolved.opacity)
    }
    guard let values = color.dictionary("components") else {
      RuntimeIssues.report("Color '\(name)': a variant has no \"components\"; using clear.")
      return nil
    }
    let space = color.string("color-space") ?? "srgb"
    let extended = space.hasPrefix("extended")
    var problems: [String] = []
    func value(_ key: String, isAlpha: Bool = false, fallback: Double? = nil) -> Double {
      guard let raw = values.raw(key) else {
        if let fallback { return fallback }
        problems.append("no \(key)")
        return 0
      }
      guard let parsed = parseComponent(raw, isAlpha: isAlpha), parsed.isFinite else {
        problems.append("\(key) '\(raw)' is not a number")
        return 0
      }
      if !extended || isAlpha, !(0...1).contains(parsed) {
        problems.append("\(key) \(parsed) is outside 0...1")
        return Swift.min(Swift.max(parsed, 0), 1)
      }
      return parsed
    }
    let alpha = value("alpha", isAlpha: true, fallback: 1)
    var result: Color.Components
    switch space {
    case "gray-gamma-22", "extended-gray":
      // Gamma 2.2 grey, converted to sRGB through linear light.
      let white = value("white")
      let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
      let encoded = encodeSRGB(linear)
      result = Color.Components(encoded, encoded, encoded, alpha)
    default:
      let (red, green, blue) = (value("red"), value("green"), value("blue"))
      switch space {
      case "srgb", "extended-srgb":
        result = Color.Components(red, green, blue, alpha)
      case "extended-linear-srgb":
        result = Color.Components(encodeSRGB(red), encodeSRGB(green), encodeSRGB(blue), alpha)
      case "display-p3":
        let (r, g, b) = displayP3ToSRGB(red, green, blue)
        result = Color.Components(r, g, b, alpha)
      default:
        problems.append("the colour space '\(space)' is not one Xcode writes; read as sRGB")
        result = Color.Components(red, green, blue, alpha)
      }
    }
    if !problems.isEmpty {
      RuntimeIssues.report("Color '\(name)': \(problems.joined(separator: ", ")).")
    }
    return result
  }

  /// A component as Xcode writes it: a JSON number or a string holding a float from 0 to 1
  /// (`"0.500"`), a hexadecimal byte (`"0x80"`) or an integer from 0 to 255 (`"128"`). An
  /// integer alpha of 0 or 1 is itself.
  static func parseComponent(_ raw: Any, isAlpha: Bool = false) -> Double? {
    if let number = raw as? NSNumber, !(raw is String) { return number.doubleValue }
    guard let string = (raw as? String)?.trimmingCharacters(in: .whitespaces), !string.isEmpty else { return nil }
    if string.lowercased().hasPrefix("0x") {
      guard let byte = Int(string.dropFirst(2), radix: 16) else { return nil }
      return Double(byte) / 255
    }
    if let integer = Int(string) {
      if isAlpha && (integer == 0 || integer == 1) { return Double(integer) }
      return Double(integer) / 255
    }
    return Double(string)
  }

  /// sRGB's transfer function: linear light to encoded, extended to negatives by symmetry.
  static func encodeSRGB(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }

  /// sRGB's transfer function inverted: encoded to linear light.
  static func decodeSRGB(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// Display P3 components (sRGB's transfer function, P3 primaries, D65) as sRGB components,
  /// clipped to sRGB's gamut as an sRGB picture shows them.
  static func displayP3ToSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
    let (r, g, b) = (decodeSRGB(red), decodeSRGB(green), decodeSRGB(blue))
    // P3 to XYZ, then XYZ to sRGB, both D65: the product of the two standard matrices.
    let linear = (
      1.224_940_2 * r - 0.224_940_2 * g,
      -0.042_056_9 * r + 1.042_056_9 * g,
      -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
    )
    func clip(_ value: Double) -> Double { Swift.min(Swift.max(encodeSRGB(value), 0), 1) }
    return (clip(linear.0), clip(linear.1), clip(linear.2))
  }
}
