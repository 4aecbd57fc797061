import Foundation
import Testing
import Trellis

@MainActor
@Suite("Asset catalogs: colour sets")
struct ColorAssetTests {
  @Test("A colour set's any appearance is the light colour and its dark appearance the dark one")
  func anyAndDark() {
    // Brand: any 0.2, 0.4, 0.6 as floats; dark 255, 128, 0 as 8-bit integers.
    let brand = Color("Brand", bundle: assets)
    #expect(bytes(brand, .light) == [51, 102, 153, 1])
    #expect(bytes(brand, .dark) == [255, 128, 0, 1])
  }

  @Test("Light and dark appearances without an any one")
  func lightAndDark() {
    let adaptive = Color("Adaptive", bundle: assets)
    #expect(bytes(adaptive, .light) == [255, 255, 255, 1])
    #expect(bytes(adaptive, .dark) == [0, 0, 0, 1])
  }

  @Test("Hexadecimal components and an alpha: 0xFF, 0x80, 0x00 at 0.5")
  func hexadecimal() {
    #expect(bytes(Color("Hex", bundle: assets)) == [255, 128, 0, 0.5])
  }

  @Test("Extended grey 0.5 (gamma 2.2) is sRGB 0.504")
  func gray() {
    // 0.5 ^ 2.2 = 0.2176 in linear light, 0.5038 encoded by sRGB's curve.
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    let resolved = Color("Gray", bundle: assets).resolve(in: environment)
    #expect(abs(resolved.red - 0.5038) < 0.001)
    #expect(resolved.red == resolved.green && resolved.green == resolved.blue)
  }

  @Test("A colour set referring to systemBlueColor is the system blue, light and dark")
  func reference() {
    let reference = Color("Reference", bundle: assets)
    // iOS 26's system blue (docs/iOS26Controls.md §3.1).
    #expect(bytes(reference, .light) == [0, 136, 255, 1])
    #expect(bytes(reference, .dark) == [0, 145, 255, 1])
  }

  @Test("The increased-contrast variant is not taken for the ordinary appearance")
  func highContrastSkipped() {
    #expect(bytes(Color("Brand", bundle: assets), .light) == [51, 102, 153, 1])
  }

  @Test("A colour no catalog has is clear, with SwiftUI's message naming the bundle")
  func missingColor() {
    let host = LayoutHost(Swatch(name: "NoSuchColour"), proposal: .unspecified)
    #expect(host.runtimeIssues == ["No color named 'NoSuchColour' found in asset catalog for \(assets.bundlePath)"])
    #expect(host.frame(of: "swatch")?.size == CGSize(width: 10, height: 10))
  }

  @Test("A colour set whose Contents.json is malformed is clear and reported")
  func malformedJSON() {
    let host = LayoutHost(Swatch(name: "Broken"), proposal: .unspecified)
    #expect(host.runtimeIssues.count == 1)
    #expect(host.runtimeIssues.first?.hasPrefix("Color 'Broken': '") == true)
    #expect(host.runtimeIssues.first?.hasSuffix("Contents.json' is not a JSON object; using clear.") == true)
    #expect(bytes(Color("Broken", bundle: assets)) == [0, 0, 0, 0])
  }

  @Test("A colour set drawn fills its frame in the appearance of the picture")
  func drawn() throws {
    let light = try Picture(Color("Brand", bundle: assets).frame(width: 4, height: 4))
    let dark = try Picture(Color("Brand", bundle: assets).frame(width: 4, height: 4), scheme: .dark)
    #expect(light.rgba(2, 2) == [51, 102, 153, 255])
    #expect(dark.rgba(2, 2) == [255, 128, 0, 255])
  }

  @Test("The catalog lists its colour, image and symbol set names with their namespaces")
  func names() throws {
    let url = try #require(assets.resourceURL?.appendingPathComponent("Assets.xcassets"))
    let catalog = AssetCatalog(url: url)
    #expect(catalog.colorNames == ["Adaptive", "Brand", "Broken", "Gray", "Hex", "Reference"])
    #expect(catalog.imageNames.contains("Icons/star"))
    #expect(catalog.symbolNames == ["square.custom"])
  }
}
