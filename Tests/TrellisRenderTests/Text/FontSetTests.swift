import Testing

@testable import Trellis

/// The font set is fixed: known files, loaded by path, with a clear error when one is missing.
@MainActor
@Suite("Text: the font set")
struct FontSetTests {
  @Test("Without Inter, locating the font set fails with a message that says how to fix it")
  func missingInterIsAClearError() {
    #expect {
      _ = try FontSet.locate(in: ["/nonexistent/fonts"])
    } throws: { error in
      let message = String(describing: error)
      return message.contains("Inter-Regular.otf") && message.contains("apt-get install fonts-inter")
    }
  }

  @Test("On a machine set up by scripts/setup.sh every font of the set is installed")
  func everyFontIsInstalled() throws {
    let set = try FontSet.locate()
    #expect(set.missing.isEmpty)
    #expect(set.files.count == FontSet.relativePaths.count)
  }

  @Test("Every symbol name maps to a single Material Icons glyph")
  func everySymbolIsOneGlyph() throws {
    let engine = TextEngine(configuration: try FontConfiguration.shared.get())
    let broken = SymbolCatalog.names.filter { !engine.drawsSingleGlyph(SymbolCatalog.ligature(for: $0)!) }
    #expect(broken.isEmpty, "no single glyph for: \(broken)")
  }
}
