import Foundation
import Testing
import Trellis
import TrellisPreviewRuntime

/// Rendering a preview: the window each layout trait gives, the variant's environment, and
/// output that is the same bytes on every run.
@MainActor
@Suite struct PreviewRenderingTests {
  let entries = PreviewCatalog.entries(providers: [
    PreviewProviderSource(FixtureBox_Previews.self, fileID: "TrellisPreviewTests/PreviewFixtures.swift", line: 47)
  ])

  private func render(_ id: String, _ variant: PreviewVariant = PreviewVariant()) throws -> RenderedPreview {
    let entry = try #require(entries.first { $0.id == id })
    return try PreviewRendering.render(entry, variant: variant, format: .png)
  }

  private func size(_ rendered: RenderedPreview) throws -> [Double] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(rendered.layoutJSON.utf8)) as? [String: Any])
    return try #require(json["size"] as? [Double])
  }

  @Test(arguments: [
    ("PreviewFixtures/1", [390.0, 844.0]),  // the default: an iPhone's whole screen
    ("PreviewFixtures/Fits", [80.0, 40.0]),  // sizeThatFitsLayout: the view's own size
    ("PreviewFixtures/Fixed", [200.0, 100.0]),  // fixedLayout: the window asked for
    ("PreviewFixtures/Landscape", [844.0, 390.0]),  // landscapeLeft: the iPhone turned
    ("FixtureBox_Previews/2", [1366.0, 1024.0]),  // previewDevice("iPad Pro …"): the iPad preset
  ])
  func layoutTraitsChooseTheWindow(id: String, expected: [Double]) throws {
    #expect(try size(try render(id)) == expected)
  }

  @Test func theVariantsDeviceOverridesThePreviews() throws {
    #expect(try size(try render("FixtureBox_Previews/2", PreviewVariant(device: "iphone"))) == [390, 844])
  }

  @Test func renderingTwiceGivesTheSameBytes() throws {
    let variant = PreviewVariant(device: "ipad-one-third", colorScheme: "dark", layoutDirection: "rtl")
    let first = try render("PreviewFixtures/Named", variant)
    let second = try render("PreviewFixtures/Named", variant)
    #expect(first.image == second.image)
    #expect(first.layoutJSON == second.layoutJSON)
  }

  @Test func theLayoutJSONNamesThePreviewVariantAndFrameTree() throws {
    let rendered = try render("PreviewFixtures/Fits", PreviewVariant(colorScheme: "dark"))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(rendered.layoutJSON.utf8)) as? [String: Any])
    #expect(json["preview"] as? String == "PreviewFixtures/Fits")
    #expect(json["variant"] as? String == "dark")
    let tree = try #require(json["frameTree"] as? [String: Any])
    #expect(tree["frame"] as? [Double] == [0, 0, 80, 40])
  }

  @Test func theVariantSetsTheEnvironment() {
    let environment = PreviewRendering.environment(
      for: PreviewVariant(colorScheme: "dark", dynamicType: "accessibility2", layoutDirection: "rtl", locale: "ar"))
    #expect(environment.colorScheme == .dark)
    #expect(environment.dynamicTypeSize == .accessibility2)
    #expect(environment.layoutDirection == .rightToLeft)
    #expect(environment.locale.identifier == "ar")
  }

  @Test func aDeviceNameTrellisDoesNotKnowIsReported() throws {
    let entry = PreviewEntry(
      id: "x", displayName: nil, fileID: "x.swift", line: 1,
      settings: PreviewSettings(device: "Apple Watch Ultra"), makeView: { Color.red })
    let rendered = try PreviewRendering.render(entry, variant: PreviewVariant(), format: .png)
    #expect(rendered.runtimeIssues.contains { $0.contains("Apple Watch Ultra") })
  }
}

/// The variant matrix: its order, its names and the names it refuses.
@MainActor
@Suite struct PreviewVariantTests {
  @Test func theMatrixCrossesTheAxesDevicesOutermost() throws {
    let variants = try PreviewVariant.matrix(devices: ["iphone", "ipad"], colorSchemes: ["light", "Dark"])
    #expect(variants.map(\.name) == ["iphone_light", "iphone_dark", "ipad_light", "ipad_dark"])
  }

  @Test func theDesignAxisComesAfterTheDeviceAndChoosesTheEnvironmentsDesign() throws {
    let variants = try PreviewVariant.matrix(devices: ["iphone"], designs: ["iOS18", "ios26"])
    #expect(variants.map(\.name) == ["iphone_ios18", "iphone_ios26"])
    #expect(PreviewRendering.environment(for: variants[0]).interfaceDesign == .iOS18)
    #expect(PreviewRendering.environment(for: variants[1]).interfaceDesign == .iOS26)
    #expect(PreviewRendering.environment(for: PreviewVariant()).interfaceDesign == .iOS26)
    #expect(throws: PreviewVariant.UnknownValue.self) { try PreviewVariant.matrix(designs: ["ios7"]) }
  }

  @Test func noAxisIsTheDefaultVariant() throws {
    #expect(try PreviewVariant.matrix().map(\.name) == ["default"])
  }

  @Test(arguments: [
    (["ipone"], [String](), [String](), "--device"),
    ([], ["dim"], [], "--color-scheme"),
    ([], [], ["huge"], "--dynamic-type"),
  ])
  func anUnknownNameIsRefusedWithTheValidOnes(devices: [String], schemes: [String], sizes: [String], axis: String) {
    #expect(throws: PreviewVariant.UnknownValue.self) {
      try PreviewVariant.matrix(devices: devices, colorSchemes: schemes, dynamicTypes: sizes)
    }
    do {
      _ = try PreviewVariant.matrix(devices: devices, colorSchemes: schemes, dynamicTypes: sizes)
    } catch let error as PreviewVariant.UnknownValue {
      #expect(error.axis == axis)
      #expect(!error.validValues.isEmpty)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func aLandscapeTurnTurnsTheSafeArea() {
    let turned = Device.iPad.oriented(.portrait)
    #expect(turned.size == CGSize(width: 1024, height: 1366))
    #expect(Device.iPhone.oriented(.landscapeLeft) == .iPhoneLandscape)
    #expect(Device.iPhone.oriented(.portrait) == .iPhone)
  }
}
