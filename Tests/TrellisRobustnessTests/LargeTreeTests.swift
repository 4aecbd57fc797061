import Foundation
import Testing
import TrellisRender

/// Wide trees: very many children in one container lay out without crashing, in linear time.
@Suite("Robustness: large trees")
struct LargeTreeTests {
  @Test("100,000 children in one HStack lay out side by side")
  func hundredThousandInHStack() throws {
    let host = LayoutHost(
      HStack(spacing: 0) { ForEach(0..<100_000, id: \.self) { _ in Color.red.frame(width: 1, height: 1) } },
      proposal: .unspecified)
    #expect(host.size == CGSize(width: 100_000, height: 1))
    #expect(host.statistics.nodeCount > 200_000)
    #expect(host.everyFrameIsFinite)
  }

  @Test("100,000 children in one VStack lay out one above the other")
  func hundredThousandInVStack() throws {
    let host = LayoutHost(
      VStack(spacing: 0) { ForEach(0..<100_000, id: \.self) { _ in Color.blue.frame(width: 1, height: 1) } },
      proposal: .unspecified)
    #expect(host.size == CGSize(width: 1, height: 100_000))
    #expect(host.everyFrameIsFinite)
  }

  /// 300 × 300 in CI. 1,000 × 1,000 (the size) takes too long in a debug build to run on
  /// every CI run; `TRELLIS_GRID_SIDE=1000 swift test --filter LargeTreeTests` runs it.
  static let gridSide = ProcessInfo.processInfo.environment["TRELLIS_GRID_SIDE"].flatMap(Int.init) ?? 300

  @Test("A side × side Grid of 1-point cells lays out (300 × 300 in CI)")
  func largeGrid() throws {
    let side = Self.gridSide
    let host = LayoutHost(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        ForEach(0..<side, id: \.self) { _ in
          GridRow { ForEach(0..<side, id: \.self) { _ in Color.green.frame(width: 1, height: 1) } }
        }
      },
      proposal: .unspecified)
    #expect(host.size == CGSize(width: side, height: side))
    #expect(host.everyFrameIsFinite)
  }
}
