import CPangoCairo
import Foundation

/// Which installed face draws a `Font`: the system font's designs, the families of Trellis' font
/// set, fonts an app registered (``FontRegistry``), and Apple's common families mapped to free
/// fonts with the same metrics.
///
/// | Name in `Font.custom` | Drawn with | Metrics |
/// |---|---|---|
/// | Helvetica, Helvetica Neue, Arial | Liberation Sans | Arial's advances (Helvetica's) |
/// | Times, Times New Roman | Liberation Serif | Times New Roman's advances |
/// | Courier, Courier New | Liberation Mono | Courier New's advances (0.6 em) |
/// | SF Pro, SF Pro Text/Display, System Font | the system font | SF Pro's (calibrated Inter) |
/// | SF Pro Rounded | the rounded design | as the system font |
/// | New York, Georgia, Palatino, Baskerville, Didot | the serif design (Noto Serif) | not compatible [reported] |
/// | SF Mono, Menlo, Monaco | the monospaced design (DejaVu Sans Mono) | 0.602 em, SF Mono's 0.6 em [uncertain] |
///
/// A PostScript name (`Helvetica-Bold`, `Georgia-BoldItalic`) picks the family and the face:
/// the suffix's weight and slant win over the font's own.
///
/// Fidelity: partial — the Liberation fonts are metric-compatible with Arial, Times New Roman
/// and Courier New by design (https://github.com/liberationfonts/liberation-fonts); the
/// designs' stand-ins are chosen for their shape, without published widths of SF Pro Rounded,
/// New York or SF Mono to calibrate against.
enum FontFamilies {
  /// A face to draw with.
  struct Face: Hashable {
    /// The fontconfig family.
    var family: String
    /// The weight.
    var weight: Font.Weight
    /// Whether the face is italic.
    var isItalic: Bool
    /// The system design the face stands for, or `nil` for a custom family.
    var design: Font.Design?

    /// Whether the face is the system font's: it gets SF Pro's tracking and calibration.
    var isSystem: Bool { design != nil }
  }

  /// The face that draws `font`.
  static func face(for font: Font) -> Face {
    guard let name = font.family else {
      return Face(
        family: FontSet.family(for: font.design, size: font.pointSize), weight: font.weight,
        isItalic: font.isItalic, design: font.design)
    }
    let (base, suffix) = split(name)
    var weight = font.weight
    var isItalic = font.isItalic
    if let suffix {
      let lowered = suffix.lowercased()
      if lowered.contains("italic") || lowered.contains("oblique") { isItalic = true }
      if let named = suffixWeights.first(where: { lowered.hasPrefix($0.key) })?.value { weight = named }
    }
    // A registered font wins over a mapping of the same name.
    if let family = knownFamily(named: name) ?? knownFamily(named: base) {
      return Face(family: family, weight: weight, isItalic: isItalic, design: nil)
    }
    if let family = compatibleFamilies[key(base)] {
      return Face(family: family, weight: weight, isItalic: isItalic, design: nil)
    }
    if let design = systemDesigns[key(base)] {
      return Face(
        family: FontSet.family(for: design, size: font.pointSize), weight: weight, isItalic: isItalic, design: design)
    }
    return Face(
      family: FontSet.family(for: .default, size: font.pointSize), weight: weight, isItalic: isItalic, design: .default)
  }

  /// The runtime issue for a custom family Trellis cannot draw as itself, or `nil`.
  static func issue(for name: String) -> String? {
    let base = split(name).base
    if knownFamily(named: name) ?? knownFamily(named: base) != nil { return nil }
    if let design = approximateDesigns[key(base)] {
      return "Font '\(name)' is not installed; Trellis draws it with the \(design) design, whose widths differ."
    }
    if systemDesigns[key(base)] != nil || compatibleFamilies[key(base)] != nil { return nil }
    return
      "Font family '\(name)' is not in Trellis' font set or registered with FontRegistry; using the system font instead."
  }

  /// A family of the font set or registered by the app, matched without regard to case or spaces.
  private static func knownFamily(named name: String) -> String? {
    let wanted = key(name)
    return (FontSet.families.union(FontRegistry.registeredFamilies)).first { key($0) == wanted }
  }

  /// A family name reduced for comparison: lowercase, without spaces, hyphens or underscores.
  private static func key(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" && $0 != "." })
  }

  /// `Name-Suffix` split at its last hyphen when the suffix names a face.
  private static func split(_ name: String) -> (base: String, suffix: String?) {
    guard let hyphen = name.lastIndex(of: "-") else { return (name, nil) }
    let suffix = String(name[name.index(after: hyphen)...])
    let lowered = suffix.lowercased()
    let isFace =
      lowered.contains("italic") || lowered.contains("oblique") || lowered == "roman" || lowered == "regular"
      || suffixWeights.keys.contains { lowered.hasPrefix($0) }
    return isFace ? (String(name[..<hyphen]), suffix) : (name, nil)
  }

  /// The weights PostScript suffixes name, longest first where one starts another.
  private static let suffixWeights: [String: Font.Weight] = [
    "ultralight": .ultraLight, "extralight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
    "roman": .regular, "book": .regular, "medium": .medium, "demibold": .semibold, "semibold": .semibold,
    "bold": .bold, "heavy": .heavy, "extrabold": .heavy, "black": .black,
  ]

  /// Apple's system families by name, drawn as the system font's designs.
  private static let systemDesigns: [String: Font.Design] = [
    "sfpro": .default, "sfprotext": .default, "sfprodisplay": .default, "sfuitext": .default,
    "sfuidisplay": .default, "system": .default, "systemfont": .default, "sanfrancisco": .default,
    "sfprorounded": .rounded, "newyork": .serif, "newyorksmall": .serif, "newyorkmedium": .serif,
    "newyorklarge": .serif, "sfmono": .monospaced, "menlo": .monospaced, "monaco": .monospaced,
    "georgia": .serif, "palatino": .serif, "baskerville": .serif, "didot": .serif, "avenir": .default,
    "avenirnext": .default, "futura": .default, "gillsans": .default, "optima": .default,
    "americantypewriter": .monospaced,
  ]

  /// The families of `systemDesigns` that only approximate the named font.
  private static let approximateDesigns: [String: String] = [
    "georgia": "serif", "palatino": "serif", "baskerville": "serif", "didot": "serif", "avenir": "default",
    "avenirnext": "default", "futura": "default", "gillsans": "default", "optima": "default",
    "americantypewriter": "monospaced",
  ]

  /// Apple's families with a metric-compatible free font.
  private static let compatibleFamilies: [String: String] = [
    "helvetica": "Liberation Sans", "helveticaneue": "Liberation Sans", "arial": "Liberation Sans",
    "times": "Liberation Serif", "timesnewroman": "Liberation Serif", "courier": "Liberation Mono",
    "couriernew": "Liberation Mono",
  ]
}

/// The font files an app ships, registered with Trellis so that `Font.custom` can name their
/// families, as an iOS app lists them under `UIAppFonts` in its Info.plist.
///
/// ```swift
/// try FontRegistry.register(contentsOf: Bundle.module.url(forResource: "Lobster", withExtension: "ttf")!)
/// Text("Hello").font(.custom("Lobster", size: 24))
/// ```
///
/// A font registered after text was measured is used from then on; measurements already made
/// keep the fonts they were made with.
public enum FontRegistry {
  private static let lock = NSLock()
  // `nonisolated(unsafe)`: read and written only under `lock` (docs/UnsafeCode.md).
  nonisolated(unsafe) private static var families: Set<String> = []
  nonisolated(unsafe) private static var paths: [String: [String]] = [:]
  nonisolated(unsafe) private static var changes = 0

  /// The families of the fonts registered so far.
  public static var registeredFamilies: Set<String> { lock.withLock { families } }

  /// The number of times the set of fonts changed: text engines reload their fonts when it grows.
  static var generation: Int { lock.withLock { changes } }

  /// Registers the font file at `url` (TrueType, OpenType or a collection) and returns the
  /// families it holds. Registering a file again returns its families and changes nothing.
  ///
  /// - Throws: ``FontSetError/unreadableFont(_:)`` when the file is missing or is not a font
  ///   that fontconfig accepts; the error is also reported as a runtime issue.
  @discardableResult
  public static func register(contentsOf url: URL) throws -> [String] {
    let path = url.standardizedFileURL.path
    if let known = lock.withLock({ paths[path] }) { return known }
    let configuration: FontConfiguration
    do { configuration = try FontConfiguration.shared.get() } catch {
      RuntimeIssues.report("FontRegistry cannot register \(url.lastPathComponent): \(error)")
      throw error
    }
    guard let added = configuration.addFont(atPath: path), !added.isEmpty else {
      RuntimeIssues.report(
        "FontRegistry cannot register \(url.lastPathComponent): the file is missing or is not a font.")
      throw FontSetError.unreadableFont(path)
    }
    lock.withLock {
      paths[path] = added
      families.formUnion(added)
      changes += 1
    }
    return added
  }
}
