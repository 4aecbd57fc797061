import Foundation
import Testing
import Trellis

/// Dynamic Type, font designs and families with real fonts: line heights from SF Pro's
/// metrics, widths from the faces that draw them.
@MainActor
@Suite("Text: Dynamic Type and fonts with real fonts")
struct TextTypographyTests {
  /// SF Pro's line height: (1950 + 494) / 2048 of the point size, as UIKit's `lineHeight`.
  private func lineHeight(_ size: CGFloat) -> CGFloat { size * 2444 / 2048 }

  /// A length rounded up to the 3× pixel grid, as text sizes are.
  private func pixelCeiling(_ length: CGFloat) -> CGFloat { (length * 3).rounded(.up) / 3 }

  @Test(
    "A body text at every size category is one line of the table's size",
    arguments: zip(
      DynamicTypeSize.allCases, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] as [CGFloat]))
  func bodyLineHeight(_ dynamicTypeSize: DynamicTypeSize, _ size: CGFloat) throws {
    let host = try realTextHost(Text("Wi-Fi").accessibilityIdentifier("t").dynamicTypeSize(dynamicTypeSize))
    #expect(abs(host["t"].height - pixelCeiling(lineHeight(size))) < 1e-9)
  }

  @Test("At accessibility3 a body line is 47.73 points, the ≈47.7 measured in a simulator (spec §typography)")
  func accessibility3LineBox() throws {
    let host = try realTextHost(
      Text("Wi-Fi").accessibilityIdentifier("t").dynamicTypeSize(.accessibility3), scale: 1000)
    #expect(abs(host["t"].height - 47.734) < 0.002)
  }

  @Test("A settings row at accessibility3 wraps its title onto more lines than at the default size")
  func accessibility3Wraps() throws {
    func lines(_ dynamicTypeSize: DynamicTypeSize) throws -> CGFloat {
      let row = HStack {
        Image(systemName: "wifi")
        Text("Ask to Join Networks").accessibilityIdentifier("t")
        Spacer()
      }.padding(.horizontal, 20).dynamicTypeSize(dynamicTypeSize)
      let host = try realTextHost(row)
      let size: CGFloat = dynamicTypeSize == .large ? 17 : 40
      return (host["t"].height / lineHeight(size)).rounded()
    }
    #expect(try lines(.large) == 1)
    #expect(try lines(.accessibility3) == 2)
  }

  @Test("Helvetica is drawn with Liberation Sans at Helvetica's advances (AFM: H 722, e 556, l 222, o 556 per 1000)")
  func helveticaMetrics() throws {
    let host = try realTextHost(
      Text("Hello").font(.custom("Helvetica", size: 17)).accessibilityIdentifier("t"), scale: 1000)
    // Liberation Sans in 2048 units: H 1479, e 1139, l 455, o 1139 — the AFM's to a unit.
    #expect(abs(host["t"].width - 4667.0 / 2048 * 17) < 0.005)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Courier is drawn with Liberation Mono: 0.6 em a character")
  func courierMetrics() throws {
    let host = try realTextHost(
      Text("Hello").font(.custom("Courier", size: 17)).accessibilityIdentifier("t"), scale: 1000)
    // 1229 of 2048 units, Courier New's advance.
    #expect(abs(host["t"].width - 5 * 1229.0 / 2048 * 17) < 0.005)
  }

  @Test("The monospaced design gives every character one advance")
  func monospacedDesign() throws {
    let narrow = try realTextHost(
      Text("iiii").font(.system(size: 17, design: .monospaced)).accessibilityIdentifier("t"))
    let wide = try realTextHost(Text("MMMM").font(.system(size: 17, design: .monospaced)).accessibilityIdentifier("t"))
    #expect(narrow["t"].width == wide["t"].width)
  }

  @Test("Serif and monospaced designs are wider than the default; rounded has the default's widths")
  func designWidths() throws {
    func width(_ design: Font.Design) throws -> CGFloat {
      try realTextHost(Text("Hello, World").font(.system(size: 17, design: design)).accessibilityIdentifier("t"))["t"]
        .width
    }
    let standard = try width(.default)
    #expect(try width(.rounded) == standard)
    #expect(try width(.serif) > standard)
    #expect(try width(.monospaced) > standard)
  }

  @Test("A registered font file is drawn by its family name")
  func registeredFont() throws {
    let file = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
    try #require(FileManager.default.fileExists(atPath: file.path))
    let families = try FontRegistry.register(contentsOf: file)
    #expect(families == ["DejaVu Serif"])
    let host = try realTextHost(Text("Hello").font(.custom("DejaVu Serif", size: 17)).accessibilityIdentifier("t"))
    let inter = try realTextHost(Text("Hello").font(.system(size: 17)).accessibilityIdentifier("t"))
    #expect(host.runtimeIssues.isEmpty)
    #expect(host["t"].width > inter["t"].width)
  }

  @Test("A file that is not a font is refused with an error and a runtime issue")
  func notAFont() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-not-a-font.ttf")
    try Data("not a font".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(throws: FontSetError.self) { try FontRegistry.register(contentsOf: file) }
  }

  @Test("An inline symbol takes about one em of the line and keeps the line's height")
  func inlineSymbol() throws {
    let plain = try realTextHost(Text("Rated 5").accessibilityIdentifier("t"))
    let rated = try realTextHost(Text("Rated \(Image(systemName: "star.fill")) 5").accessibilityIdentifier("t"))
    let added = rated["t"].width - plain["t"].width
    #expect(added > 17 && added < 25)  // the glyph (about 1 em) and a space
    #expect(rated["t"].height == plain["t"].height)
  }
}
