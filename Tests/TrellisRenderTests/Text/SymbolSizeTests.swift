import Testing

@testable import Trellis

/// Symbol frames as SF Symbols sizes them (docs/TextRendering.md §10): the published SwiftUI
/// frames, and the rest derived from the Material glyphs' own ink boxes.
@MainActor
@Suite("Symbols: frames sized per symbol")
struct SymbolSizeTests {
  /// The frame the measurer gives `name` in the system font at `size` points, on a 3× screen.
  private func frame(_ name: String, size: CGFloat = 17, scale: Image.Scale = .medium) throws -> CGSize {
    try #require(
      try PangoTextMeasurer().symbolSize(named: name, font: .system(size: size), scale: scale, displayScale: 3))
  }

  /// Whether two sizes agree to a millionth of a point.
  private func same(_ lhs: CGSize, _ rhs: CGSize) -> Bool {
    close(lhs.width, rhs.width) && close(lhs.height, rhs.height)
  }

  struct Known: CustomTestStringConvertible, Sendable {
    let name: String
    let size: CGFloat
    let scale: Image.Scale
    let width: CGFloat?
    let height: CGFloat
    var testDescription: String { "\(name) at \(size) points, \(scale)" }
  }

  /// Real SwiftUI frames, with their sources in docs/TextRendering.md §10.
  nonisolated static let known: [Known] = [
    Known(name: "checkmark.circle.fill", size: 17, scale: .medium, width: 17, height: 17),
    Known(name: "checkmark.circle.fill", size: 16, scale: .medium, width: 16, height: 16),
    Known(name: "heart.fill", size: 17, scale: .medium, width: 20.5, height: 17.5),
    Known(name: "globe", size: 16, scale: .large, width: nil, height: 24),
    Known(name: "star.fill", size: 17, scale: .medium, width: 18 + 2.0 / 3, height: 18),
    Known(name: "house", size: 17, scale: .medium, width: 20, height: 17 + 2.0 / 3),
  ]

  @Test("Published SwiftUI symbol frames are reproduced within half a point", arguments: known)
  func knownFrames(_ item: Known) throws {
    let size = try frame(item.name, size: item.size, scale: item.scale)
    if let width = item.width { #expect(abs(size.width - width) <= 0.5, "width \(size.width)") }
    #expect(abs(size.height - item.height) <= 0.5, "height \(size.height)")
  }

  @Test("Other symbols take their Material glyph's proportions, scaled as the published ones are")
  func derivedFrames() throws {
    // Ink boxes in em (of the 24-unit Material grid) times 1.38 times 17, rounded up to thirds.
    #expect(same(try frame("chevron.right"), CGSize(width: 22.0 / 3, height: 12)))
    #expect(same(try frame("ellipsis"), CGSize(width: 16, height: 4)))
    #expect(same(try frame("gear"), CGSize(width: 59.0 / 3, height: 59.0 / 3)))
    #expect(same(try frame("bell"), CGSize(width: 16, height: 58.0 / 3)))
    // Circled symbols share checkmark.circle.fill's enclosure, whatever their glyph.
    #expect(same(try frame("xmark.circle"), CGSize(width: 17, height: 17)))
    #expect(same(try frame("mappin.circle"), CGSize(width: 17, height: 17)))
    // A fill variant has its outline's frame.
    #expect(try frame("heart") == frame("heart.fill"))
  }

  @Test("The small and large scales are 0.8 and 1.3 times the medium frame")
  func scales() throws {
    let measurer = try PangoTextMeasurer()
    for name in ["star.fill", "chevron.right", "xmark.circle"] {
      func size(_ scale: Image.Scale) throws -> CGSize {
        try #require(measurer.symbolSize(named: name, font: .body, scale: scale, displayScale: 4096))
      }
      let medium = try size(.medium)
      #expect(abs(try size(.small).height - 0.8 * medium.height) < 0.001)
      #expect(abs(try size(.large).width - 1.3 * medium.width) < 0.001)
    }
  }

  @Test("Every known name draws one glyph of the icon font: its longer side between a third of an em and two em")
  func everyNameIsOneGlyph() throws {
    // A name whose ligature the font lacks would be drawn as its letters, many em wide; flat
    // symbols (`minus`, `ellipsis`) are thin on one side only.
    for name in SymbolCatalog.names {
      let size = try frame(name)
      let longer = Swift.max(size.width, size.height)
      #expect(longer >= 17 / 3 && longer <= 34, "\(name): \(size)")
    }
  }

  @Test("Symbols app screens use are known", arguments: ["tshirt.fill", "person.circle.fill", "lock.shield.fill", "tray"])
  func commonSymbolsKnown(_ name: String) throws {
    _ = try frame(name)
  }

  @Test("An unknown name has no frame, as before")
  func unknownName() throws {
    #expect(
      try PangoTextMeasurer().symbolSize(named: "no.such.symbol", font: .body, scale: .medium, displayScale: 3) == nil)
  }

  @Test("A symbol's glyph is drawn filling its frame, centred")
  func glyphFillsFrame() throws {
    let renderer = ImageRenderer(
      content: Image(systemName: "checkmark.circle.fill").foregroundStyle(Color.black).padding(10)
        .background(Color.white))
    renderer.scale = 3
    let image = try #require(DecodedImage(png: try renderer.pngData()))
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<image.height {
      for x in 0..<image.width where image.rgba(x: x, y: y).red < 128 {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    // The frame is 17 × 17 at (10, 10): 51 pixels from pixel 30; the ink covers it to a pixel.
    #expect(abs(minX - 30) <= 1 && abs(minY - 30) <= 1, "\(minX), \(minY)")
    #expect(abs(maxX - 80) <= 1 && abs(maxY - 80) <= 1, "\(maxX), \(maxY)")
  }
}
