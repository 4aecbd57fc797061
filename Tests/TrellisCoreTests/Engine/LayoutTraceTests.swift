import Testing
import TrellisCore
import TrellisCoreTestSupport

/// The layout trace lists every proposal each view received and every size it answered.
@MainActor
@Suite("Engine: layout trace")
struct LayoutTraceTests {
  // Placing, the frame asks its child's dimensions to align it, then places it: two cache hits.
  @Test("A frame around a view: the host asks the frame, the frame asks the view, then each is placed")
  func traceListsQuestionsInOrder() throws {
    let host = LayoutHost(
      Color.red.frame(minWidth: 10).frame(width: 50), size: CGSize(width: 200, height: 100), tracing: true)
    let trace = try #require(host.trace)
    #expect(trace.views == ["frame(width: 50)", "frame(minWidth: 10)", "Color red"])
    let inner = trace.description.split(separator: "\n").filter { $0.contains("frame(minWidth: 10)") }
    #expect(
      inner == [
        "size frame(minWidth: 10) #1 proposed (50, 100) → (50, 100)",
        "size frame(minWidth: 10) #1 proposed (50, 100) → (50, 100) cache hit",
        "size frame(minWidth: 10) #1 proposed (50, 100) → (50, 100) cache hit",
        "place frame(minWidth: 10) #1 at (75, 0, 50, 100) proposed (50, 100)",
      ])
  }

  // A built-in shape's size is a few instructions on the proposal: remembering it would cost
  // more than computing it, so every question computes it (`LayoutBehavior.sizeIsCheap`).
  @Test("A colour is sized afresh on every question, never from the cache")
  func cheapLeavesAreNotRemembered() throws {
    let host = LayoutHost(Color.red.frame(width: 50), size: CGSize(width: 200, height: 100), tracing: true)
    let trace = try #require(host.trace)
    #expect(
      trace.description == """
        size Color red #1 proposed (50, 100) → (50, 100)
        size frame(width: 50) #0 proposed (200, 100) → (50, 100)
        place frame(width: 50) #0 at (75, 0, 50, 100) proposed (200, 100)
        size Color red #1 proposed (50, 100) → (50, 100)
        size Color red #1 proposed (50, 100) → (50, 100)
        place Color red #1 at (75, 0, 50, 100) proposed (50, 100)
        """)
  }

  @Test("A stack's three probes of each child appear, and the placement pass hits the cache")
  func stackProbesAppear() throws {
    let host = LayoutHost(HStack { Color.red.frame(minWidth: 0) }, size: CGSize(width: 100, height: 20), tracing: true)
    let colour = try #require(host.trace?.events(ofView: 1))
    let proposals = colour.compactMap { event -> String? in
      if case .size(_, let proposal, _, let hit) = event { return "\(proposal)\(hit ? " hit" : "")" }
      return nil
    }
    #expect(proposals.prefix(3) == ["(0, 20)", "(inf, 20)", "(100, 20)"])
    #expect(proposals.dropFirst(3).allSatisfy { $0.hasSuffix("hit") })
  }

  @Test("Without tracing there is no trace")
  func noTraceByDefault() {
    #expect(LayoutHost(Color.red, size: CGSize(width: 10, height: 10)).trace == nil)
  }
}
