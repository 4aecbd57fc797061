import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Laying a resolved tree out again: cached answers are kept while the views are unchanged.
@MainActor
@Suite("Engine: re-layout")
struct RelayoutTests {
  private let row = AnyView(HStack {
    Color.red.frame(width: 40, height: 40).accessibilityIdentifier("square")
    Spacer()
    Text("Title").accessibilityIdentifier("title")
  })
  private let phone = CGSize(width: 390, height: 844)

  @Test("Re-laying out with nothing changed asks no view anything")
  func unchangedRelayoutAsksNothing() {
    let host = LayoutHost(row, size: phone)
    let cold = host.statistics
    host.relayout()
    #expect(cold.sizeQueries > 0)
    #expect(host.statistics.sizeQueries == 0)
    #expect(host.statistics.nodeCount == cold.nodeCount)
  }

  @Test("Re-laying out at a new size reuses the answers that do not depend on it")
  func relayoutAtNewSizeReusesAnswers() {
    let host = LayoutHost(row, size: phone)
    let cold = host.statistics
    host.relayout(size: CGSize(width: 300, height: 844))
    #expect(host.statistics.cacheHits > 0)
    #expect(host.statistics.sizeComputations < cold.sizeComputations)
  }

  @Test("Re-laying out an unchanged tree keeps every frame")
  func unchangedRelayoutKeepsFrames() {
    let host = LayoutHost(row, size: phone)
    let before = host.dump()
    host.relayout()
    #expect(host.dump() == before)
  }

  @Test("Re-laying out at a new size gives the frames of a new host of that size")
  func relayoutAtNewSizeMatchesNewHost() {
    let host = LayoutHost(row, size: phone)
    host.relayout(size: CGSize(width: 200, height: 100))
    #expect(host.size == CGSize(width: 200, height: 100))
    #expect(host.frame(of: "title") == LayoutHost(row, size: CGSize(width: 200, height: 100)).frame(of: "title"))
    #expect(host.dump() == LayoutHost(row, size: CGSize(width: 200, height: 100)).dump())
  }

  @Test("After invalidateLayout, a re-layout computes as much as the first pass")
  func invalidatedRelayoutComputesEverything() {
    let host = LayoutHost(row, size: phone)
    let cold = host.statistics
    host.invalidateLayout()
    host.relayout()
    #expect(host.statistics == cold)
  }

  @Test("A re-layout at an invalid size is reported and uses 0")
  func invalidRelayoutSizeIsReported() {
    let host = LayoutHost(row, size: phone)
    host.relayout(size: CGSize(width: -5, height: CGFloat.nan))
    #expect(host.size == .zero)
    #expect(host.runtimeIssues.contains { $0.contains("invalid size") })
  }
}
