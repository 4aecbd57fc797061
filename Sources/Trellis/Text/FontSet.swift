import Foundation

/// The fonts Trellis lays text out with: a fixed list of files, loaded by path into a private
/// fontconfig configuration, so that no other font installed on the machine changes a result.
///
/// Inter stands in for SF Pro at every size (Inter Display, far tighter than SF Pro Display, is
/// only used when named: docs/TextRendering.md §9); Noto families cover the scripts Inter lacks, in a fixed fallback order; DejaVu Sans
/// Mono and Noto Serif serve the monospaced and serif designs; Material Icons draws symbols;
/// Liberation Sans, Serif and Mono draw Helvetica/Arial, Times and Courier by their metrics
/// (`FontFamilies`). All come from Debian packages (`fonts-inter`, `fonts-noto-core`,
/// `fonts-noto-cjk`, `fonts-noto-color-emoji`, `fonts-dejavu-core`,
/// `fonts-material-design-icons-iconfont`, `fonts-liberation2`).
struct FontSet: Sendable {
  /// The font files found, by absolute path.
  let files: [String]
  /// The files of the set that are not installed; the text they cover falls back further.
  let missing: [String]

  /// The family for text in `design` at `size` points.
  static func family(for design: Font.Design, size: CGFloat) -> String {
    switch design {
    case .serif: "Noto Serif"
    case .monospaced: "DejaVu Sans Mono"
    case .default, .rounded: "Inter"
    }
  }

  /// The families of the set a custom font may name.
  static let families: Set<String> = [
    "Inter", "Inter Display", "Noto Sans", "Noto Serif", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK JP",
    "Noto Sans CJK KR", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai", "Noto Sans Devanagari",
    "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math", "Noto Color Emoji", "DejaVu Sans Mono",
    "Material Icons", "Liberation Sans", "Liberation Serif", "Liberation Mono",
  ]

  /// Families tried, in order, for characters the primary family lacks.
  static let fallbackFamilies = [
    "Noto Sans", "Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai",
    "Noto Sans Devanagari", "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math", "Noto Color Emoji",
  ]

  /// The family of the symbol images.
  static let symbolFamily = "Material Icons"

  /// The files of the set, relative to the font directories.
  static let relativePaths: [String] = {
    let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
    let styles = weights.flatMap { weight in [weight, weight == "Regular" ? "Italic" : weight + "Italic"] }
    let inter = ["Inter", "InterDisplay"].flatMap { family in
      styles.map { "opentype/inter/\(family)-\($0).otf" }
    }
    let noto = [
      "NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSansArabic-Regular.ttf",
      "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf", "NotoSansThai-Regular.ttf",
      "NotoSansDevanagari-Regular.ttf", "NotoSansSymbols-Regular.ttf", "NotoSansSymbols2-Regular.ttf",
      "NotoSansMath-Regular.ttf", "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "NotoSerif-Italic.ttf",
      "NotoSerif-BoldItalic.ttf", "NotoColorEmoji.ttf",
    ].map { "truetype/noto/\($0)" }
    return inter + noto + [
      "opentype/noto/NotoSansCJK-Regular.ttc", "opentype/noto/NotoSansCJK-Bold.ttc",
      "truetype/dejavu/DejaVuSansMono.ttf", "truetype/dejavu/DejaVuSansMono-Bold.ttf",
      "truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
    ]
      + ["Sans", "Serif", "Mono"].flatMap { family in
        ["Regular", "Bold", "Italic", "BoldItalic"].map { "truetype/liberation2/Liberation\(family)-\($0).ttf" }
      }
  }()

  /// The one file without which there is no text: Inter's regular face.
  static let requiredPath = "opentype/inter/Inter-Regular.otf"

  /// The directories searched, in order: `TRELLIS_FONT_PATH` (colon-separated), then Debian's.
  static var searchDirectories: [String] {
    let custom = ProcessInfo.processInfo.environment["TRELLIS_FONT_PATH"]?.split(separator: ":").map(String.init) ?? []
    return custom + ["/usr/share/fonts"]
  }

  /// Finds the set's files.
  ///
  /// - Throws: ``FontSetError/missingRequiredFont(_:searched:)`` when Inter's regular face is not installed.
  static func locate(in directories: [String] = searchDirectories) throws -> FontSet {
    var files: [String] = []
    var missing: [String] = []
    for path in relativePaths {
      let found = directories.lazy.map { "\($0)/\(path)" }.first { FileManager.default.isReadableFile(atPath: $0) }
      if let found { files.append(found) } else { missing.append(path) }
    }
    if missing.contains(requiredPath) {
      throw FontSetError.missingRequiredFont(requiredPath, searched: directories)
    }
    return FontSet(files: files, missing: missing)
  }
}

/// Why Trellis cannot lay out text with real fonts.
public enum FontSetError: Error, CustomStringConvertible, Sendable {
  /// A font file the set cannot do without is not installed.
  case missingRequiredFont(String, searched: [String])
  /// fontconfig refused a font file.
  case unreadableFont(String)

  /// What is wrong and how to fix it.
  public var description: String {
    switch self {
    case .missingRequiredFont(let path, let directories):
      "Trellis cannot find the font \(path) in \(directories.joined(separator: ", ")). "
        + "Install it with `apt-get install fonts-inter` (scripts/setup.sh does), or set TRELLIS_FONT_PATH."
    case .unreadableFont(let path):
      "Trellis cannot load the font file \(path): fontconfig does not accept it."
    }
  }
}
