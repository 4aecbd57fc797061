import Foundation
import Testing

@testable import Trellis

/// Letters and numbers in shapes (`a.circle`, `1.square.fill`, …), drawn exactly: the character
/// in the symbol's weight inside a stroked or filled circle or rounded square; and names that
/// are no symbol, or that the stand-in cannot draw with the same meaning, drawing nothing.
///
/// Evidence: SF Symbols (Apple's app, "Indices": `a`–`z` and `0`–`50` in `circle` and `square`,
/// each with `.fill`); a circled symbol's frame is one em square (`checkmark.circle.fill` is
/// 17 × 17 at 17 points, docs/TextRendering.md §10); for an unknown name SwiftUI draws nothing
/// and logs "No symbol named '…' found in system symbol set".
@MainActor
@Suite("Symbols: letters and numbers in shapes")
struct EnclosedSymbolTests {
  @Test(
    "Every letter and number 0–50 in a circle or square, filled or not, is a symbol",
    arguments: ["a", "p", "x", "z", "0", "1", "9", "10", "42", "50"])
  func familiesAreKnown(character: String) {
    for shape in ["circle", "square"] {
      for suffix in ["", ".fill"] {
        let name = "\(character).\(shape)\(suffix)"
        #expect(EnclosedSymbol(name) != nil, "\(name)")
        #expect(UIImage(systemName: name) != nil, "\(name)")
      }
    }
  }

  @Test(
    "Names outside the families are not enclosed symbols",
    arguments: ["A.circle", "aa.circle", "51.circle", "01.circle", "a.triangle", "a.circle.fill.fill", "é.circle"])
  func outsideTheFamilies(name: String) {
    #expect(EnclosedSymbol(name) == nil)
  }

  @Test("An enclosed symbol is one em square: 17 × 17 in the body font", arguments: ["a.circle", "1.square.fill"])
  func frameIsOneEm(name: String) {
    let host = LayoutHost(Image(systemName: name).accessibilityIdentifier("s"), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "s")?.size == CGSize(width: 17, height: 17))
    #expect(host.runtimeIssues.isEmpty, "\(host.runtimeIssues)")
  }

  @Test("The symbol carries its font's weight to the drawing")
  func weightIsCarried() throws {
    let renderer = ImageRenderer(content: Image(systemName: "a.circle").font(.body.weight(.bold)))
    #expect(try renderer.displayList().description.contains("symbol a.circle (0, 0, 17, 17) #000000FF weight 700"))
  }

  /// The picture of `name` in black on white, 40 points, at 1×.
  static func picture(_ name: String) throws -> DecodedPNG {
    let view = Image(systemName: name).font(.system(size: 40)).foregroundStyle(.black).background(.white)
    return try #require(DecodedPNG(try ImageRenderer(content: view).pngData()))
  }

  /// The darkness (0 white … 255 black) of the pixel at (x, y).
  static func darkness(_ png: DecodedPNG, _ x: Int, _ y: Int) -> Int { 255 - Int(png.pixels[y * png.width + x] & 0xFF) }

  @Test("An outlined circle is ink at its edge and paper between edge and character")
  func outlinedCircle() throws {
    let png = try Self.picture("o.circle")
    #expect(png.width == 40 && png.height == 40)
    // The left edge of the circle at mid-height is inked; a little inside it, paper.
    #expect(Self.darkness(png, 1, 20) > 128)
    #expect(Self.darkness(png, 6, 20) < 32)
  }

  @Test("A filled square is ink at its edges, with the character cut out at its centre")
  func filledSquare() throws {
    let png = try Self.picture("l.square.fill")
    #expect(Self.darkness(png, 5, 20) > 200)
    #expect(Self.darkness(png, 34, 20) > 200)
    // The stem of the L, cut out of the fill, is paper.
    let stem = (8..<32).map { Self.darkness(png, $0, 20) }.min() ?? 255
    #expect(stem < 64)
  }

  @Test(
    "A name that is no symbol, or one the stand-in could only draw with another meaning, draws nothing and is reported",
    arguments: [
      "applelogo", "wave.3.right", "no.such.symbol", "divide", "flag.slash", "trash.slash",
      "heart.slash", "eyeglasses",
    ])
  func unknownNamesDrawNothing(name: String) throws {
    let host = LayoutHost(Image(systemName: name).accessibilityIdentifier("s"), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "s")?.size == .zero)
    #expect(host.runtimeIssues.contains("No symbol named '\(name)' found in system symbol set"))
    #expect(UIImage(systemName: name) == nil)
  }

  @Test(
    "A go-arrow's stand-in shows the number its name says, or none: never another number",
    arguments: [
      ("gobackward", "replay"), ("goforward", "rotate_right"), ("gobackward.5", "replay_5"),
      ("goforward.10", "forward_10"), ("gobackward.15", "replay"), ("goforward.15", "rotate_right"),
      ("gobackward.30", "replay_30"), ("goforward.45", "rotate_right"), ("gobackward.90", "replay"),
    ])
  func goArrows(name: String, ligature: String) {
    #expect(SymbolCatalog.ligature(for: name) == ligature)
  }
}
