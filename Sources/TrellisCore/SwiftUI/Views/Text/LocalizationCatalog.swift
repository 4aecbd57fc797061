import Foundation
import Synchronization

/// The translations `Text("key")` shows: an app's String Catalogs (`.xcstrings`) and its
/// `.lproj/*.strings` tables, read as iOS reads them from the app's bundle.
///
/// A localized text is looked up when it is resolved, in the environment's locale: the table
/// (`tableName`, `Localizable` by default) of the bundle the text names — `Bundle.module` of a
/// package — or, for the main bundle, the tables registered with ``register(_:)`` (a preview runner
/// registers an app's) and those at the top of `Bundle.main`'s resources. The key is the one
/// Xcode extracts: the literal with each interpolated value as its format specifier —
/// `Text("\(count) ordered")` is `"%lld ordered"`.
///
/// Which translation: the locale's language and region (`de-AT`), then its language (`de`), then
/// the catalog's source language, as iOS falls back to the development language; a key no table
/// has is shown as it is. Of a catalog's variations, the plural form is chosen by the first
/// integer argument (`one` for 1, else `other`; other languages' plural rules are not
/// modelled), and the device form `iphone` before `other`.
///
/// Fidelity: partial — String Catalogs and `.strings` tables as Xcode writes them; `.stringsdict`
/// plural tables are not read; plural categories are English's (docs/ZeroEditAdoption.md §4).
public enum LocalizationCatalog {
  /// Registers a String Catalog (`.xcstrings`), a `.strings` file or a folder holding them (an
  /// app's folder, an `.lproj`) as part of the main bundle.
  public static func register(_ url: URL) {
    let url = url.standardizedFileURL
    registry.withLock { urls in
      if !urls.contains(url) { urls.append(url) }
    }
    cache.withLock { $0["main"] = nil }
    mainState.store(MainState.unknown, ordering: .releasing)
  }

  /// Whether a text made from a key in `bundle` may be translated: always when it names a
  /// bundle; for the main bundle, when it has tables (read once, and again after a
  /// ``register(_:)``). Called for every `Text("key")`, so the main bundle's answer is one atomic load.
  static func mayTranslate(bundle: Bundle?) -> Bool {
    if bundle != nil { return true }
    switch mainState.load(ordering: .acquiring) {
    case MainState.empty: return false
    case MainState.hasTables: return true
    default:
      let found = !tables(for: nil).isEmpty
      // Only if no `register(_:)` came in between, which set the state back to unknown itself.
      _ = mainState.compareExchange(
        expected: MainState.unknown, desired: found ? MainState.hasTables : MainState.empty,
        ordering: .acquiringAndReleasing)
      return found
    }
  }

  /// Whether the main bundle has tables: not looked at yet, none, some.
  private enum MainState {
    static let unknown = 0
    static let empty = 1
    static let hasTables = 2
  }

  private static let mainState = Atomic<Int>(MainState.unknown)

  /// The translation of `key` in `table` of `bundle` (the main bundle when `nil`) for `locale`,
  /// with the number that picks a plural form; `nil` when no table has the key.
  static func translation(
    of key: String, table: String?, bundle: Bundle?, locale: Locale, pluralCount: Int?
  ) -> String? {
    let name = table ?? "Localizable"
    for candidate in tables(for: bundle) where candidate.name == name {
      if let value = candidate.value(of: key, locale: locale, pluralCount: pluralCount) { return value }
    }
    return nil
  }

  private static let registry = LockedValue<[URL]>([])
  private static let cache = LockedValue<[String: [StringTable]]>([:])

  /// The tables of `bundle`, read once.
  static func tables(for bundle: Bundle?) -> [StringTable] {
    let key = bundle.map { $0.bundleURL.standardizedFileURL.path } ?? "main"
    if let cached = cache.withLock({ $0[key] }) { return cached }
    // A bundle's tables are at its top (or in a `Resources` folder there); a registered folder,
    // an app's, holds them wherever the app's groups put them.
    var roots: [(URL, Int)] = []
    if let bundle {
      roots.append((bundle.resourceURL ?? bundle.bundleURL, 1))
    } else {
      roots += registry.withLock { $0 }.map { ($0, 4) }
      if let main = Bundle.main.resourceURL { roots.append((main, 1)) }
    }
    var tables: [StringTable] = []
    for (root, depth) in roots { tables += StringTable.read(root, depth: depth) }
    cache.withLock { $0[key] = tables }
    return tables
  }
}

/// One table of translations: a String Catalog, or the `.strings` files of one name across
/// `.lproj` folders.
struct StringTable {
  /// The table's name: the file's name without its extension.
  var name: String
  /// The language of the keys (a catalog's `sourceLanguage`), if known.
  var sourceLanguage: String?
  /// For each key, its values by language tag (`de`, `pt-BR`), each with its variations.
  var entries: [String: [String: Value]]

  /// A translation: one string, or a string per plural category or device.
  struct Value {
    var string: String?
    var plural: [String: String] = [:]
    var device: [String: String] = [:]
  }

  /// The value of `key` for `locale`, by iOS's fallback: language and region, language, source.
  func value(of key: String, locale: Locale, pluralCount: Int?) -> String? {
    guard let byLanguage = entries[key] else { return nil }
    for tag in Self.candidates(for: locale) + [sourceLanguage].compactMap({ $0 }) {
      guard let value = byLanguage[tag] ?? byLanguage.first(where: { $0.key.lowercased() == tag.lowercased() })?.value
      else { continue }
      if !value.plural.isEmpty {
        let category = pluralCount == 1 ? "one" : (pluralCount == 0 ? "zero" : "other")
        if let string = value.plural[category] ?? value.plural["other"] { return string }
      }
      if !value.device.isEmpty, let string = value.device["iphone"] ?? value.device["other"] { return string }
      if let string = value.string { return string }
    }
    return nil
  }

  /// `de-AT`, `de` for the locale `de_AT`.
  static func candidates(for locale: Locale) -> [String] {
    let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
    var tags = [identifier]
    let parts = identifier.split(separator: "-")
    if parts.count > 2 { tags.append(parts.prefix(2).joined(separator: "-")) }
    if let language = parts.first { tags.append(String(language)) }
    return tags
  }

  /// The tables in `root`: a catalog or `.strings` file itself, or those in the folder and its
  /// `.lproj` folders, and in folders down to `depth` below it.
  static func read(_ root: URL, depth maximumDepth: Int) -> [StringTable] {
    let manager = FileManager.default
    if root.pathExtension == "xcstrings" { return catalog(at: root).map { [$0] } ?? [] }
    if root.pathExtension == "strings" {
      return [strings([(root.deletingLastPathComponent().deletingPathExtension().lastPathComponent, root)])]
    }
    var tables: [StringTable] = []
    var stringsFiles: [String: [(String, URL)]] = [:]
    func scan(_ folder: URL, depth: Int) {
      for entry in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
        let url = folder.appendingPathComponent(entry)
        if url.pathExtension == "xcstrings" {
          if let table = catalog(at: url) { tables.append(table) }
        } else if url.pathExtension == "lproj" {
          let language = url.deletingPathExtension().lastPathComponent
          for file in ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
          where file.hasSuffix(".strings") {
            stringsFiles[String(file.dropLast(8)), default: []].append((language, url.appendingPathComponent(file)))
          }
        } else if depth < maximumDepth, !entry.hasPrefix("."),
          !["xcassets", "xcodeproj", "build"].contains(url.pathExtension),
          entry != ".build", (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        {
          scan(url, depth: depth + 1)
        }
      }
    }
    scan(root, depth: 0)
    for (_, files) in stringsFiles.sorted(by: { $0.key < $1.key }) { tables.append(strings(files)) }
    return tables
  }

  /// A String Catalog: `{"sourceLanguage": "en", "strings": {key: {"localizations": {lang:
  /// {"stringUnit": {"value": …}} | {"variations": {"plural": {category: {"stringUnit": …}}}}}}}}`.
  static func catalog(at url: URL) -> StringTable? {
    guard let data = try? Data(contentsOf: url), data.count < 64 << 20,
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      RuntimeIssues.reportOnce(
        "The String Catalog \(url.lastPathComponent) cannot be read; its keys are shown as they are.")
      return nil
    }
    func unit(_ object: Any?) -> String? {
      ((object as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
    }
    var entries: [String: [String: Value]] = [:]
    for (key, entry) in json["strings"] as? [String: Any] ?? [:] {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
      var byLanguage: [String: Value] = [:]
      for (language, localization) in localizations {
        var value = Value(string: unit(localization))
        let variations = (localization as? [String: Any])?["variations"] as? [String: Any]
        for (category, form) in variations?["plural"] as? [String: Any] ?? [:] {
          value.plural[category] = unit(form)
        }
        for (device, form) in variations?["device"] as? [String: Any] ?? [:] {
          value.device[device] = unit(form)
        }
        byLanguage[language] = value
      }
      entries[key] = byLanguage
    }
    return StringTable(
      name: url.deletingPathExtension().lastPathComponent, sourceLanguage: json["sourceLanguage"] as? String,
      entries: entries)
  }

  /// `.strings` files of one table, each with its folder's language.
  static func strings(_ files: [(language: String, url: URL)]) -> StringTable {
    var entries: [String: [String: Value]] = [:]
    for (language, url) in files {
      guard let text = try? String(contentsOf: url, encoding: .utf8) ?? String(contentsOf: url, encoding: .utf16)
      else { continue }
      for (key, value) in StringsFileParser.pairs(in: text) {
        entries[key, default: [:]][language == "Base" ? "en" : language] = Value(string: value)
      }
    }
    let name = files.first.map { $0.url.deletingPathExtension().lastPathComponent } ?? "Localizable"
    return StringTable(name: name, sourceLanguage: nil, entries: entries)
  }
}

/// The pairs of a `.strings` file: `"key" = "value";`, with `/* */` and `//` comments and the
/// escapes `\"`, `\\`, `\n`, `\t` and `\U1234`. A malformed file gives the pairs before the fault.
enum StringsFileParser {
  static func pairs(in text: String) -> [(String, String)] {
    var scalars = Array(text.unicodeScalars)[...]
    var pairs: [(String, String)] = []
    func skipSpace() {
      while let first = scalars.first {
        if CharacterSet.whitespacesAndNewlines.contains(first) {
          scalars.removeFirst()
        } else if first == "/", scalars.dropFirst().first == "*" {
          scalars.removeFirst(2)
          while !scalars.isEmpty, !(scalars.first == "*" && scalars.dropFirst().first == "/") { scalars.removeFirst() }
          scalars = scalars.dropFirst(2)
        } else if first == "/", scalars.dropFirst().first == "/" {
          while let next = scalars.first, next != "\n" { _ = next; scalars.removeFirst() }
        } else {
          return
        }
      }
    }
    func token() -> String? {
      skipSpace()
      guard let first = scalars.first else { return nil }
      var result = String.UnicodeScalarView()
      if first == "\"" {
        scalars.removeFirst()
        while let scalar = scalars.popFirst() {
          if scalar == "\"" { return String(result) }
          if scalar == "\\", let escaped = scalars.popFirst() {
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "U", "u":
              let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
              if let value = UInt32(hex, radix: 16), let unicode = Unicode.Scalar(value) {
                result.append(unicode)
                scalars = scalars.dropFirst(4)
              }
            default: result.append(escaped)
            }
          } else {
            result.append(scalar)
          }
        }
        return nil
      }
      // An unquoted word, as old-style property lists allow.
      while let scalar = scalars.first, CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "." {
        result.append(scalar)
        scalars.removeFirst()
      }
      return result.isEmpty ? nil : String(result)
    }
    while true {
      guard let key = token() else { break }
      skipSpace()
      if scalars.first == ";" {
        scalars.removeFirst()
        pairs.append((key, key))
        continue
      }
      guard scalars.first == "=" else { break }
      scalars.removeFirst()
      guard let value = token() else { break }
      skipSpace()
      if scalars.first == ";" { scalars.removeFirst() }
      pairs.append((key, value))
    }
    return pairs
  }
}
