import Testing
import TrellisCore
import TrellisCoreTestSupport

/// The engine caches every size answer per exact proposal, so nested stacks stay linear
/// (style.md §2.7): these tests count, they never time.
@MainActor
@Suite("Engine: linear in the number of views")
struct LinearityTests {
  /// `depth` stacks around one tagged leaf, alternating HStack and VStack if `alternating`.
  private func nested(depth: Int, alternating: Bool) -> AnyView {
    // A flexible frame: a colour alone is sized afresh on every question (`sizeIsCheap`).
    var view = AnyView(Color.red.frame(minWidth: 0).accessibilityIdentifier("leaf"))
    for level in 0..<depth {
      if alternating && level % 2 == 1 {
        view = AnyView(VStack { view })
      } else {
        view = AnyView(HStack { view })
      }
    }
    return view
  }

  // Each HStack asks its child for its minimum (0), maximum (∞) and share, and the placement
  // pass asks again with the same proposals: three distinct proposals reach the leaf.
  @Test("A leaf under 100 nested HStacks is measured 3 times")
  func leafUnderSameAxisStacksIsMeasuredThreeTimes() {
    let host = LayoutHost(nested(depth: 100, alternating: false), size: CGSize(width: 200, height: 200))
    #expect(host.sizeComputations(of: "leaf") == 3)
  }

  // Alternating axes, each level proposes {0, ∞, share} on its own axis and passes the other
  // through, so at most 3 × 3 = 9 distinct proposals reach any node, at any depth.
  @Test("A leaf under 100 alternating HStacks and VStacks is measured at most 9 times")
  func leafUnderAlternatingStacksIsMeasuredAtMostNineTimes() throws {
    let host = LayoutHost(nested(depth: 100, alternating: true), size: CGSize(width: 200, height: 200))
    let count = try #require(host.sizeComputations(of: "leaf"))
    #expect(count <= 9)
  }

  @Test("Size questions per view stay the same when the nesting doubles")
  func queriesPerViewAreFlat() {
    let shallow = LayoutHost(nested(depth: 100, alternating: true), size: CGSize(width: 200, height: 200)).statistics
    let deep = LayoutHost(nested(depth: 200, alternating: true), size: CGSize(width: 200, height: 200)).statistics
    let shallowPerNode = Double(shallow.sizeQueries) / Double(shallow.nodeCount)
    let deepPerNode = Double(deep.sizeQueries) / Double(deep.nodeCount)
    #expect(abs(deepPerNode - shallowPerNode) / shallowPerNode < 0.05)
  }

  @Test("A wide stack asks each child a bounded number of questions")
  func wideStackIsLinear() {
    let row = HStack {
      ForEach(0..<1000) { index in
        Color.blue.frame(width: 10, height: 10)
      }
    }
    let statistics = LayoutHost(row, size: CGSize(width: 200, height: 200)).statistics
    // Per child: minimum, maximum and share when sizing, the same three when placing, and
    // its dimensions for alignment; a frame asks its colour once more.
    #expect(statistics.sizeQueries <= 12 * statistics.nodeCount)
    #expect(statistics.sizeComputations <= 4 * statistics.nodeCount)
  }

  /// Placing a ZStack proposes each child its own size, computed top-down (`s − 0.002`) where
  /// sizing computed it bottom-up (`s′ + 0.002`): the two differ by rounding only, and must be
  /// one question, or every level asks the whole chain below it again.
  @Test("Proposals that differ by floating-point noise are one cached question")
  func roundingNoiseDoesNotMultiplyQueries() {
    func chain(_ depth: Int) -> LayoutStatistics {
      var view = AnyView(Color.red.frame(width: 10, height: 10))
      for _ in 0..<depth { view = AnyView(ZStack { view.padding(0.001) }) }
      return LayoutHost(view, proposal: .unspecified).statistics
    }
    let shallow = chain(250)
    let deep = chain(500)
    #expect(deep.sizeQueries <= 2 * shallow.sizeQueries + 10)
    #expect(deep.sizeQueries <= 8 * deep.nodeCount)
  }
}
