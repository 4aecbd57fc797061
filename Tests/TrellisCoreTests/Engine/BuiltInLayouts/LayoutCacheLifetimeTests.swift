import Testing
import TrellisCore
import TrellisCoreTestSupport

/// A container's `Layout` cache lives as long as the container: made once, then brought up to
/// date with `updateCache(_:subviews:)` when its subviews or the views' inputs change — the
/// life Apple's documentation gives it ("SwiftUI calls this method when the layout container's
/// subviews change", `Layout.updateCache(_:subviews:)`).
@MainActor
@Suite("Layout protocol: the cache's life")
struct LayoutCacheLifetimeTests {
  /// Counts what was done to caches, across the layouts that share it.
  final class Calls: @unchecked Sendable {
    var makes = 0
    var updates = 0
  }

  /// A row of its subviews at their ideal sizes, whose cache holds their widths.
  struct Row: Layout {
    let calls: Calls

    func makeCache(subviews: Subviews) -> [CGFloat] {
      calls.makes += 1
      return subviews.map { $0.sizeThatFits(.unspecified).width }
    }

    func updateCache(_ cache: inout [CGFloat], subviews: Subviews) {
      calls.updates += 1
      cache = subviews.map { $0.sizeThatFits(.unspecified).width }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
      CGSize(width: cache.reduce(0, +), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
      var x = bounds.minX
      for (subview, width) in zip(subviews, cache) {
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
        x += width
      }
    }
  }

  /// A row whose second subview grows by 10 points a tap.
  struct Growing: View {
    let calls: Calls
    @State private var width: CGFloat = 20

    var body: some View {
      Row(calls: calls) {
        Color.red.frame(width: 30, height: 10)
        Color.blue.frame(width: width, height: 10).accessibilityIdentifier("grows")
      }
      .accessibilityIdentifier("row")
      .onTapGesture { width += 10 }
    }
  }

  private let size = CGSize(width: 300, height: 100)

  @Test("A container's cache is made once for a layout")
  func cacheIsMadeOnce() {
    let calls = Calls()
    let host = LayoutHost(Growing(calls: calls), size: size)
    #expect(calls.makes == 1)
    #expect(calls.updates == 0)
    #expect(host.unroundedFrame(of: "row")?.width == 50)
  }

  @Test("Invalidating the layout brings the cache up to date instead of making it again")
  func invalidationUpdatesTheCache() {
    let calls = Calls()
    let host = LayoutHost(Growing(calls: calls), size: size)
    host.invalidateLayout()
    host.relayout()
    #expect(calls.makes == 1)
    #expect(calls.updates == 1)
    #expect(host.unroundedFrame(of: "row")?.width == 50)
  }

  @Test("A change among the subviews brings the cache up to date, and the layout follows it")
  func subviewChangeUpdatesTheCache() {
    let calls = Calls()
    let host = LayoutHost(Growing(calls: calls), size: size)
    #expect(host.tap("row"))
    #expect(calls.makes == 1)
    #expect(calls.updates == 1)
    #expect(host.unroundedFrame(of: "row")?.width == 60)
    #expect(host.unroundedFrame(of: "grows")?.width == 30)
  }

  /// A layout that leaves `updateCache(_:subviews:)` to the protocol.
  struct Stacked: Layout {
    let calls: Calls

    func makeCache(subviews: Subviews) -> Int {
      calls.makes += 1
      return subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
      CGSize(width: 10, height: 10 * CGFloat(cache))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
  }

  @Test("The protocol's own update makes the cache again")
  func defaultUpdateMakesTheCacheAgain() {
    let calls = Calls()
    let host = LayoutHost(
      Stacked(calls: calls) {
        Color.red; Color.blue
      }.accessibilityIdentifier("stacked"), size: size)
    host.invalidateLayout()
    host.relayout()
    #expect(calls.makes == 2)
    #expect(host.unroundedFrame(of: "stacked")?.height == 20)
  }
}
