import Foundation
import Testing
import Trellis

/// The display list of `view` rendered at 1×.
@MainActor
private func drawn<V: View>(_ view: V) throws -> String {
  try ImageRenderer(content: view).displayList().description
}

@MainActor
@Suite("Symbol images: variants, rendering modes and variable values")
struct SymbolImageTests {
  @Test(
    "symbolVariant builds SF Symbols' name for the variant",
    arguments: [
      ("heart", SymbolVariants.fill, "heart.fill"), ("checkmark", .circle, "checkmark.circle"),
      ("checkmark", .circle.fill, "checkmark.circle.fill"), ("person", .circle, "person.circle"),
      ("star.fill", .fill, "star.fill"),
    ] as [(String, SymbolVariants, String)])
  func variantName(_ name: String, variant: SymbolVariants, drawnName: String) throws {
    #expect(try drawn(Image(systemName: name).symbolVariant(variant)).contains("symbol \(drawnName) "))
  }

  @Test("A variant the symbol lacks is left out: magnifyingglass with .slash draws magnifyingglass")
  func missingVariantLeftOut() throws {
    let host = LayoutHost(Image(systemName: "magnifyingglass").symbolVariant(.slash), proposal: .unspecified)
    #expect(host.runtimeIssues.isEmpty)
    let list = try drawn(Image(systemName: "magnifyingglass").symbolVariant(.slash))
    #expect(list.contains("symbol magnifyingglass "), "\(list)")
  }

  @Test("An inner symbolVariant adds to an outer one: .fill outside, .circle inside is circle.fill")
  func variantsCombine() throws {
    let view = VStack { Image(systemName: "checkmark").symbolVariant(.circle) }.symbolVariant(.fill)
    #expect(try drawn(view).contains("symbol checkmark.circle.fill "))
  }

  @Test("symbolRenderingMode other than monochrome is reported: the stand-in symbols have one layer")
  func renderingModeReported() {
    let host = LayoutHost(
      HStack {
        Image(systemName: "heart.fill").symbolRenderingMode(.multicolor)
        Image(systemName: "star.fill")
      }
      .symbolRenderingMode(.hierarchical), proposal: .unspecified)
    #expect(
      host.runtimeIssues == [
        "symbolRenderingMode(.multicolor) is drawn as .monochrome: Trellis' symbols have one layer.",
        "symbolRenderingMode(.hierarchical) is drawn as .monochrome: Trellis' symbols have one layer.",
      ])
    let monochrome = LayoutHost(
      Image(systemName: "heart.fill").symbolRenderingMode(.monochrome), proposal: .unspecified)
    #expect(monochrome.runtimeIssues.isEmpty)
  }

  @Test("Image(systemName:variableValue:) lays out as the symbol without a value")
  func variableValue() {
    let valued = LayoutHost(Image(systemName: "bell", variableValue: 0.5), proposal: .unspecified)
    let plain = LayoutHost(Image(systemName: "bell"), proposal: .unspecified)
    #expect(valued.size == plain.size)
    #expect(valued.size.width > 0)
  }

  @Test("imageScale(.large) makes a symbol larger than .small")
  func imageScale() {
    let small = LayoutHost(Image(systemName: "heart.fill").imageScale(.small), proposal: .unspecified).size
    let large = LayoutHost(Image(systemName: "heart.fill").imageScale(.large), proposal: .unspecified).size
    #expect(large.height > small.height)
  }
}
