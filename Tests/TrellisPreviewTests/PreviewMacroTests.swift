import Foundation
import Testing
import Trellis
import TrellisPreviewRuntime

/// `#Preview` and `PreviewProvider`: what the fixtures register and how the catalog names them.
@MainActor
@Suite struct PreviewMacroTests {
  let entries = PreviewCatalog.entries(providers: [
    PreviewProviderSource(FixtureBox_Previews.self, fileID: "TrellisPreviewTests/PreviewFixtures.swift", line: 47)
  ])

  private func entry(_ id: String) throws -> PreviewEntry {
    try #require(entries.first { $0.id == id })
  }

  @Test func everyPreviewFormRegistersInSourceOrder() {
    // The fixtures' previews: example modules linked into the same test bundle (the SwiftData
    // template screen) register theirs too.
    #expect(
      entries.filter { $0.fileID.hasPrefix("TrellisPreviewTests/") }.map(\.id) == [
        "PreviewFixtures/1", "PreviewFixtures/Named", "PreviewFixtures/Fits", "PreviewFixtures/Fixed",
        "PreviewFixtures/Landscape", "PreviewFixtures/2", "PreviewFixtures/Counter", "FixtureBox_Previews/Wide",
        "FixtureBox_Previews/2", "FixtureBox_Previews/3",
      ])
  }

  @Test func aPreviewRecordsItsFileLineAndName() throws {
    let named = try entry("PreviewFixtures/Named")
    #expect(named.displayName == "Named")
    #expect(named.fileID == "TrellisPreviewTests/PreviewFixtures.swift")
    #expect(named.line == 19)
    #expect(try entry("PreviewFixtures/1").displayName == nil)
  }

  @Test func traitsBecomeSettings() throws {
    #expect(try entry("PreviewFixtures/Fits").settings.layout == .sizeThatFits)
    let fixed = try entry("PreviewFixtures/Fixed").settings
    #expect(fixed.layout == .fixed(width: 200, height: 100))
    #expect(fixed.orientation == .portrait)
    #expect(try entry("PreviewFixtures/Landscape").settings.orientation == .landscapeLeft)
  }

  @Test func providerPreviewsAreItsTopLevelViewsWithTheirModifiersRead() throws {
    let wide = try entry("FixtureBox_Previews/Wide")
    #expect(wide.settings.layout == .fixed(width: 300, height: 200))
    #expect(wide.line == 47)
    #expect(try entry("FixtureBox_Previews/2").settings.device?.device == .iPad)
    #expect(try entry("FixtureBox_Previews/3").settings.orientation == .landscapeRight)
  }

  @Test func previewableStateKeepsItsValueAcrossATap() throws {
    let counter = try entry("PreviewFixtures/Counter")
    let host = LayoutHost(AnyView(counter.makeView()), proposal: .unspecified)
    #expect(host.size == CGSize(width: 10, height: 20))
    #expect(host.tap("add"))
    #expect(host.size == CGSize(width: 20, height: 20))
  }
}
