import Foundation
import Testing
import Trellis

/// Wide trees: very many children in one container lay out without crashing, in linear time.
@MainActor
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

  /// A side × side grid of 1-point cells.
  private func grid(_ side: Int) -> some View {
    Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      ForEach(0..<side, id: \.self) { row in
        GridRow {
          ForEach(0..<side, id: \.self) { column in
            (row + column).isMultiple(of: 2) ? Color.green.frame(width: 1, height: 1) : Color.blue.frame(width: 1, height: 1)
          }
        }
      }
    }
  }

  @Test("A 1,000 × 1,000 Grid of 1-point cells lays out, each cell in its place")
  func thousandByThousandGrid() throws {
    let host = LayoutHost(grid(1_000), proposal: .unspecified)
    #expect(host.size == CGSize(width: 1_000, height: 1_000))
    #expect(host.statistics.nodeCount > 2_000_000)
    #expect(host.everyFrameIsFinite)
  }

  @Test("A 1,000 × 1,000 Grid renders to a 1,000 × 1,000 pixel PNG of its cells")
  func thousandByThousandGridRenders() throws {
    let renderer = ImageRenderer(content: grid(1_000))
    let png = try #require(DecodedPNG(try renderer.pngData()))
    #expect(png.width == 1_000 && png.height == 1_000)
    // Cells alternate green and blue (ARGB pixels): the top-left is green, its right neighbour
    // blue, and so on to the bottom-right corner, which is green again.
    func channels(_ x: Int, _ y: Int) -> (green: UInt32, blue: UInt32) {
      let pixel = png.pixels[y * png.width + x]
      return ((pixel >> 8) & 0xFF, pixel & 0xFF)
    }
    #expect(channels(0, 0).green > channels(0, 0).blue)
    #expect(channels(1, 0).blue > channels(1, 0).green)
    #expect(channels(999, 999).green > channels(999, 999).blue)
  }
}

/// The large-stack threads layout runs on: reused, capped when idle, never awaited when they
/// cannot start.
@MainActor
@Suite("Robustness: large-stack threads", .serialized)
struct LargeStackThreadTests {
  @Test("Forty threads laying out at once leave at most the idle cap of workers behind")
  func idleWorkersAreCapped() {
    // Hosts are main-actor objects, so forty threads at once is what forty processes' worth of
    // engines sharing the worker pool would do: each runs a job on a large-stack thread.
    let group = DispatchGroup()
    for _ in 0..<40 {
      group.enter()
      Thread {
        _ = LargeStackThread.run { usleep(1_000) }
        group.leave()
      }.start()
    }
    group.wait()
    #expect(LargeStackThread.idleWorkerCount <= LargeStackThread.maximumIdleWorkers)
    // Workers beyond the cap end as they are given back: what is left is the idle ones and the
    // few busy with tests running meanwhile (at most a handful on this machine), not forty.
    let bound = LargeStackThread.maximumIdleWorkers + 4
    let deadline = Date().addingTimeInterval(5)
    while LargeStackThread.liveWorkerCount > bound, Date() < deadline { usleep(10_000) }
    #expect(LargeStackThread.liveWorkerCount <= bound)
  }
}
