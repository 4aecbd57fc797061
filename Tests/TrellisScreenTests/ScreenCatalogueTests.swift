import SnapshotTesting
import Testing
import Trellis
import TrellisScreens
import TrellisTesting

/// Every realistic screen lays out on an iPhone without a runtime issue, and its frame tree and
/// dark-mode drawing are pinned by reviewed references (`__Snapshots__/ScreenCatalogueTests`), in
/// iOS 26's design (the default) and in iOS 18's.
@MainActor
@Suite("Realistic screens")
struct ScreenCatalogueTests {
  nonisolated static let names = Screens.all.map(\.name)

  /// Runtime issues a screen is expected to raise: each says what Trellis cannot draw as iOS
  /// does (its fidelity note), not a mistake in the screen.
  nonisolated static let expectedIssues: [String: [String]] = [
    "weather": ["symbolRenderingMode(.multicolor) is drawn as .monochrome: Trellis' symbols have one layer."],
    "store-map": [
      "Map tiles are not drawn: Trellis cannot fetch Apple's tiles, so a Map shows its style's base colour with its "
        + "markers, annotations and overlays at their places (EnvironmentValues.mapTileProvider supplies tiles)."
    ],
  ]

  @Test("Each screen lays out on an iPhone without a runtime issue but its stated fidelity notes", arguments: names)
  func laysOutWithoutIssues(name: String) throws {
    let host = try screenHost(name)
    #expect(host.runtimeIssues == Self.expectedIssues[name, default: []])
    #expect(host.root != nil)
  }

  @Test("Each screen's frames on an iPhone match the reviewed reference", arguments: names)
  func frames(name: String) throws {
    let screen = try #require(Screens.named(name))
    assertSnapshot(of: screen.make(), as: .frames(device: .iPhone), named: name)
  }

  @Test("Each screen's frames in iOS 18's design match the reviewed reference", arguments: names)
  func compatibilityFrames(name: String) throws {
    let screen = try #require(Screens.named(name))
    assertSnapshot(of: screen.make(), as: .frames(device: .iPhone.design(.iOS18)), named: name + "-ios18")
  }

  @Test("Each screen's drawing in dark mode matches the reviewed reference", arguments: names)
  func darkDrawing(name: String) throws {
    let screen = try #require(Screens.named(name))
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    assertSnapshot(of: screen.make(), as: .displayList(device: .iPhone, environment: dark), named: name)
  }
}
