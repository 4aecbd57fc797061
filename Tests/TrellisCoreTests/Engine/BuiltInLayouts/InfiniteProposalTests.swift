import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Containers probed with ∞ (as every stack probes its children for their maximum) answer ∞
/// when a child takes it, so the probing stack sees them as infinitely flexible and serves them
/// last. Relied on: SwiftUI's share-out (docs/LayoutRules.md §1.3) sorts children by
/// `max − min`; a container that answered 0 or NaN to ∞ would be sorted first instead.
///
/// In each case the column is 100 tall and holds the container and two colours capped at 30:
/// served first, the capped colours take 30 each and the container the remaining 40.
@MainActor
@Suite("Layout: infinite proposals")
struct InfiniteProposalTests {
  private func column(_ first: some View) -> LayoutHost {
    LayoutHost(
      VStack(spacing: 0) {
        first.accessibilityIdentifier("probed")
        Color.blue.frame(maxHeight: 30)
        Color.green.frame(maxHeight: 30)
      },
      size: CGSize(width: 100, height: 100))
  }

  @Test("An HStack offered ∞ across is as tall as its colour: infinitely flexible in a VStack")
  func hStackAcrossIsInfinite() {
    #expect(column(HStack { Color.red }).frame(of: "probed") == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test("A ZStack offered ∞ is as large as its colour: infinitely flexible in a VStack")
  func zStackIsInfinite() {
    let stack = ZStack { Color.red; Color.yellow.frame(width: 10, height: 10) }
    #expect(column(stack).frame(of: "probed") == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test("A Grid offered ∞ gives its tracks ∞, not NaN: infinitely flexible in a VStack")
  func gridIsInfinite() {
    let grid = Grid {
      GridRow { Color.red }
      GridRow { Color.yellow }
    }
    #expect(column(grid).frame(of: "probed") == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test("An HStack offered ∞ along its axis offers every child ∞")
  func hStackAlongIsInfinite() {
    let host = LayoutHost(
      HStack(spacing: 0) {
        HStack(spacing: 0) { Color.red.frame(width: 10); Color.yellow }.accessibilityIdentifier("probed")
        Color.blue.frame(maxWidth: 30)
        Color.green.frame(maxWidth: 30)
      },
      size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "probed") == CGRect(x: 0, y: 0, width: 40, height: 100))
  }
}
