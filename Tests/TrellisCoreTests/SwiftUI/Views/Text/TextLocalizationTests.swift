import Foundation
import Testing
import TrellisCore

/// `Text("key", bundle:)` looked up in a bundle's String Catalog and `.strings` tables, in the
/// environment's locale. The key format is Xcode's extraction rule (each interpolated value as its
/// format specifier: `%lld` for integers, `%@` for strings, `%lf` for `Double`), as Apple documents
/// for String Catalogs (https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog).
@MainActor
@Suite("Text: localization")
struct TextLocalizationTests {
  /// A bundle folder holding a String Catalog with German and English, and a `de.lproj` table.
  nonisolated private static let bundle: Bundle = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-l10n-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(
      at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "title" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Menu" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Karte" } },
            "de-AT" : { "stringUnit" : { "state" : "translated", "value" : "Speisekarte" } } } },
          "%lld cups" : { "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Tasse" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Tassen" } } } } } } },
          "%@ loves %@" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ wird von %1$@ geliebt" } } } },
          "**bold** plain" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "**fett** schlicht" } } } }
        },
        "version" : "1.0"
      }
      """
    try! Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    let strings = """
      /* A comment */
      "greeting" = "Hallo \\"Welt\\"";
      // another comment
      "tab.home" = "Start";
      """
    try! Data(strings.utf8).write(to: folder.appendingPathComponent("de.lproj/Other.strings"))
    return Bundle(path: folder.path)!
  }()

  private func shown(_ text: Text, locale: String) -> String {
    drawnRuns(text.environment(\.locale, Locale(identifier: locale))).map(\.string).joined()
  }

  @Test(
    "A key takes the translation of the locale, of its language, then of the source language",
    arguments: [("de_DE", "Karte"), ("de_AT", "Speisekarte"), ("en_US", "Menu"), ("fr_FR", "Menu")])
  func fallbackOrder(locale: String, expected: String) {
    #expect(shown(Text("title", bundle: Self.bundle), locale: locale) == expected)
  }

  @Test("A key no table has is shown as it is")
  func missingKey() {
    #expect(shown(Text("no_such_key", bundle: Self.bundle), locale: "de") == "no_such_key")
  }

  @Test("An interpolated integer picks the plural form and takes the %lld place", arguments: [(1, "1 Tasse"), (3, "3 Tassen")])
  func plural(count: Int, expected: String) {
    #expect(shown(Text("\(count) cups", bundle: Self.bundle), locale: "de") == expected)
  }

  @Test("Positional specifiers reorder the values")
  func positional() {
    let a = "Ada"
    let b = "Swift"
    #expect(shown(Text("\(a) loves \(b)", bundle: Self.bundle), locale: "de") == "Swift wird von Ada geliebt")
  }

  @Test("A translation's Markdown is styled, and styles set on the text apply to the translation")
  func markdownAndStyles() {
    let runs = drawnRuns(
      Text("**bold** plain", bundle: Self.bundle).italic().environment(\.locale, Locale(identifier: "de")))
    #expect(runs.map(\.string) == ["fett", " schlicht"])
    #expect(runs.allSatisfy { $0.font.isItalic })
    // `**…**` is the body's emphasized weight (semibold, HIG), the rest regular.
    #expect(runs[0].font.weight == .semibold)
    #expect(runs[1].font.weight == .regular)
  }

  @Test("A .strings table in an .lproj folder is read, comments and escapes included")
  func stringsTable() {
    #expect(shown(Text("greeting", tableName: "Other", bundle: Self.bundle), locale: "de") == "Hallo \"Welt\"")
    #expect(shown(Text("tab.home", tableName: "Other", bundle: Self.bundle), locale: "de") == "Start")
  }

  @Test("A verbatim string is never looked up")
  func verbatim() {
    #expect(shown(Text(verbatim: "title"), locale: "de") == "title")
  }
}

/// Foundation's `LocalizedStringResource`, which SwiftUI code passes to `Text` and
/// `String(localized:)`.
@MainActor
@Suite("Text: LocalizedStringResource")
struct LocalizedStringResourceTests {
  @Test("A resource's interpolated key is Xcode's, with each value's specifier")
  func key() {
    let count = 3
    let resource: LocalizedStringResource = "\(count) cups"
    #expect(resource.key == "%lld cups")
    #expect(resource.table == nil)
  }

  @Test("A key no table has reads as itself, its values in place")
  func untranslated() {
    let name = "Ada"
    let greeting: LocalizedStringResource = "Hello \(name)"
    #expect(String(localized: greeting) == "Hello Ada")
    #expect(drawnRuns(Text(LocalizedStringResource("plain"))).map(\.string).joined() == "plain")
  }
}
