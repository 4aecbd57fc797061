import Foundation
import Trellis

/// The asset symbols Xcode generates for a module from its asset catalogs
/// (`GeneratedAssetSymbols.swift`, Xcode 15 and later): a static member of `ColorResource` for
/// each colour set and of `ImageResource` for each image set, and members of `Color`,
/// `ShapeStyle` (where `Self == Color`), `UIColor` and `UIImage` that read them — so that
/// `Color.baseGreen`, `.foregroundStyle(.baseGreen)`, `Image(.logo)` and `UIImage.logo` compile.
///
/// Names follow Xcode's conversion, read from generated files in public repositories
/// (``identifier(for:kind:)``). A member that would clash with one the type already has
/// (`BlueColor` → `blue`) is left out of that type's extension with the `#warning` Xcode writes
/// ("… resolves to a conflicting Color symbol …"), and kept as a resource. A name the module's own
/// sources already declare as a static member is left out everywhere: Xcode would report a
/// redeclaration, so code that compiles under Xcode has turned the extensions off for it
/// (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`) or has no such clash.
enum AssetSymbols {
  /// The kind of an asset, which decides the suffix its name drops and the types it extends.
  enum Kind {
    case color
    case image

    /// The trailing word Xcode drops from the name: `AccentColor` → `accent`.
    var suffix: String {
      switch self {
      case .color: "color"
      case .image: "image"
      }
    }
  }

  /// The identifier Xcode generates for the asset named `name`; `nil` when the name has no letter
  /// or digit.
  ///
  /// The name is cut into words at every character that is neither a letter nor a digit, before
  /// an upper-case letter that follows a lower-case one, before the last of a run of upper-case
  /// letters followed by a lower-case one, and before a letter that follows a digit:
  /// `AppIcon-iOS-1024x1024` is `App Icon i OS 1024 x1024`. A last word `Color` (colour sets) or
  /// `Image` (image sets), in any case, is dropped when other words remain. The first word is
  /// lower-cased, each other word's first letter upper-cased: `appIconIOS1024X1024`. A name
  /// starting with a digit gets a leading underscore, a Swift keyword back-quotes.
  ///
  /// Evidence (generated files in public repositories): `AccentColor` → `accent`,
  /// `LightGrayColor` → `lightGray`, `DSSurfaceChrome` → `dsSurfaceChrome`, `favicon-32x32` →
  /// `favicon32X32`, `adult_products_image` → `adultProducts`, `Initial-Image` → `initial`,
  /// `Image` → `image`, `welcomeVCimage` → `welcomeVCimage`, `polaroid.I-1.fill.symbols` →
  /// `polaroidI1FillSymbols`. The leading underscore and the back quotes are Trellis' [uncertain].
  static func identifier(for name: String, kind: Kind) -> String? {
    var words = self.words(of: name)
    if words.count > 1, words.last?.lowercased() == kind.suffix { words.removeLast() }
    guard let first = words.first else { return nil }
    var identifier = first.lowercased()
    for word in words.dropFirst() {
      identifier += word.prefix(1).uppercased() + word.dropFirst()
    }
    if identifier.first?.isNumber == true { identifier = "_" + identifier }
    return keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// The words of an asset's name (``identifier(for:kind:)``).
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var current: [Character] = []
    func finish() {
      if !current.isEmpty { words.append(String(current)) }
      current = []
    }
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        finish()
        continue
      }
      if let previous = current.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
          (character.isUppercase && previous.isLowercase)
          || (character.isUppercase && previous.isUppercase && next?.isLowercase == true)
          || (character.isLetter && previous.isNumber)
        if startsWord { finish() }
      }
      current.append(character)
    }
    finish()
    return words
  }

  /// Swift's keywords, which an identifier back-quotes.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
    "false", "is", "nil", "self", "super", "throws", "true", "try", "Self", "Any",
  ]

  /// The static colours of SwiftUI's `Color`, which `ShapeStyle where Self == Color` has too.
  static let colorMembers: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white",
    "gray", "black", "clear", "primary", "secondary",
  ]

  /// UIKit's `UIColor` class properties.
  static let uiColorMembers: Set<String> = [
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
    "purple", "brown", "clear", "lightText", "darkText", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel",
    "link", "placeholderText", "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
    "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
    "quaternarySystemFill", "tintColor", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow",
    "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
    "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "groupTableViewBackground",
  ]

  /// UIKit's `UIImage` class properties.
  static let uiImageMembers: Set<String> = ["add", "remove", "actions", "checkmark", "strokedCheckmark"]

  /// The asset catalogs among a module's resources: catalogs, and catalogs directly inside a
  /// resource folder (`.process("Resources")`).
  static func catalogs(in resources: [URL]) -> [URL] {
    var catalogs: [URL] = []
    for resource in resources {
      if resource.pathExtension == "xcassets" {
        catalogs.append(resource)
        continue
      }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: resource.path)) ?? []
      catalogs += entries.sorted().filter { $0.hasSuffix(".xcassets") }.map { resource.appendingPathComponent($0) }
    }
    return catalogs
  }

  /// The static members that `sources` declare (`static let name`, `static var name`,
  /// `class var name`): names a generated member would redeclare.
  static func declaredStaticMembers(in sources: [String]) -> Set<String> {
    var names: Set<String> = []
    for text in sources {
      var tokens: [Substring] = []
      for line in text.split(separator: "\n") {
        tokens = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") })
        for index in tokens.indices.dropFirst(2) {
          let (modifier, keyword) = (tokens[index - 2], tokens[index - 1])
          if modifier == "static" || modifier == "class", keyword == "let" || keyword == "var" {
            names.insert(String(tokens[index]).replacingOccurrences(of: "`", with: ""))
          }
        }
      }
    }
    return names
  }

  /// The source of `GeneratedAssetSymbols.swift` for a module whose catalogs are `catalogs`, read
  /// through `bundle` (`Bundle.main` for an app, `Bundle.module` for a package target), leaving
  /// out the names `declared` lists; with `extensions` false, only the resources (Xcode's
  /// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = NO`).
  static func source(catalogs: [URL], bundle: String, declared: Set<String>, extensions: Bool = true) -> String {
    var colors: [(name: String, symbol: String)] = []
    var images: [(name: String, symbol: String)] = []
    var seen: Set<String> = []
    for catalog in catalogs {
      let read = AssetCatalog(url: catalog)
      for name in read.colorNames {
        if let symbol = identifier(for: name, kind: .color), !declared.contains(symbol),
          seen.insert("c" + symbol).inserted
        {
          colors.append((name, symbol))
        }
      }
      for name in read.imageNames + read.symbolNames {
        if let symbol = identifier(for: name, kind: .image), !declared.contains(symbol),
          seen.insert("i" + symbol).inserted
        {
          images.append((name, symbol))
        }
      }
    }
    colors.sort { $0.name < $1.name }
    images.sort { $0.name < $1.name }
    func literal(_ name: String) -> String {
      "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    func conflict(_ name: String, _ symbol: String, _ type: String) -> String {
      "  #warning(\"The \\\"\(name)\\\" \(type == "UIImage" ? "image" : "color") asset name resolves to a conflicting "
        + "\(type) symbol \\\"\(symbol)\\\". Try renaming the asset.\")\n"
    }
    var text = """
      // Generated by `trellis previews` from the module's asset catalogs, as Xcode generates
      // GeneratedAssetSymbols.swift.
      import Foundation
      #if canImport(SwiftUI)
      import SwiftUI
      #endif
      #if canImport(UIKit)
      import UIKit
      #endif

      private let resourceBundle = \(bundle)

      extension ColorResource {

      """
    for (name, symbol) in colors {
      text += "  /// The \(literal(name)) asset catalog color resource.\n"
      text += "  static let \(symbol) = ColorResource(name: \(literal(name)), bundle: resourceBundle)\n"
    }
    text += "}\n\nextension ImageResource {\n"
    for (name, symbol) in images {
      text += "  /// The \(literal(name)) asset catalog image resource.\n"
      text += "  static let \(symbol) = ImageResource(name: \(literal(name)), bundle: resourceBundle)\n"
    }
    text += "}\n"
    guard extensions else { return text }
    text += "\n#if canImport(UIKit)\nextension UIColor {\n"
    for (name, symbol) in colors {
      if uiColorMembers.contains(symbol) {
        text += conflict(name, symbol, "UIColor")
        continue
      }
      text += "  /// The \(literal(name)) asset catalog color.\n"
      text += "  static var \(symbol): UIColor { .init(resource: .\(symbol)) }\n"
    }
    text += "}\n\nextension UIImage {\n"
    for (name, symbol) in images {
      if uiImageMembers.contains(symbol) {
        text += conflict(name, symbol, "UIImage")
        continue
      }
      text += "  /// The \(literal(name)) asset catalog image.\n"
      text += "  static var \(symbol): UIImage { .init(resource: .\(symbol)) }\n"
    }
    text += "}\n#endif\n\n#if canImport(SwiftUI)\nextension Color {\n"
    for (name, symbol) in colors {
      if colorMembers.contains(symbol) || symbol == "accentColor" {
        text += conflict(name, symbol, "Color")
        continue
      }
      text += "  /// The \(literal(name)) asset catalog color.\n"
      text += "  static var \(symbol): Color { .init(.\(symbol)) }\n"
    }
    text += "}\n\nextension ShapeStyle where Self == Color {\n"
    for (name, symbol) in colors where !colorMembers.contains(symbol) {
      text += "  /// The \(literal(name)) asset catalog color.\n"
      text += "  static var \(symbol): Color { .init(.\(symbol)) }\n"
    }
    text += "}\n#endif\n"
    return text
  }
}
