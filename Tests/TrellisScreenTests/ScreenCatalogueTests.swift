import SnapshotTesting
import Testing
import Trellis
import TrellisScreens
import TrellisTesting

/// Every realistic screen lays out on an iPhone without a runtime issue, and its frame tree and
/// dark-mode drawing are pinned by reviewed references (`__Snapshots__/ScreenCatalogueTests`).
@Suite("Realistic screens")
struct ScreenCatalogueTests {
  static let names = Screens.all.map(\.name)

  @Test("Each screen lays out on an iPhone without a runtime issue", arguments: names)
  func laysOutWithoutIssues(name: String) throws {
    let host = try screenHost(name)
    #expect(host.runtimeIssues == [])
    #expect(host.root != nil)
  }

  @Test("Each screen's frames on an iPhone match the reviewed reference", arguments: names)
  func frames(name: String) throws {
    let screen = try #require(Screens.named(name))
    assertSnapshot(of: screen.make(), as: .frames(device: .iPhone), named: name)
  }

  @Test("Each screen's drawing in dark mode matches the reviewed reference", arguments: names)
  func darkDrawing(name: String) throws {
    let screen = try #require(Screens.named(name))
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    assertSnapshot(of: screen.make(), as: .displayList(device: .iPhone, environment: dark), named: name)
  }
}
