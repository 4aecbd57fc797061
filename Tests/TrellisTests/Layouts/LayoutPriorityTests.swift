import Testing
import Trellis

/// A stack's ideal width is the sum of its children's ideals, but offered that width it serves
/// a higher-priority child first, with everything the other children's minimums leave
/// (layout-semantics.md §1.3): the ideal size is not a fixed point. The random-tree
/// idempotence property leaves such trees out for this reason.
@Suite("Layout: priority and ideal size")
struct LayoutPriorityTests {
  private let row = AnyView(HStack {
    Rectangle().layoutPriority(2).accessibilityIdentifier("first")
    Color.red.frame(minWidth: 0, idealWidth: 40, maxWidth: 200)
    Color.blue.frame(minWidth: 50, maxWidth: .infinity)
  })

  @Test("Ideally the row is 10 + 40 + 50 wide, with 8 between")
  func idealWidth() {
    #expect(LayoutHost(row, proposal: .unspecified).size == CGSize(width: 116, height: 10))
  }

  @Test("Offered its ideal width, the row gives the priority child 50 and overflows to 141")
  func offeredIdealWidth() {
    // 116 − 16 − 50 (the blue minimum) = 50 for the rectangle; the red frame then gets half of
    // the 50 left, 25, and the blue one is held to its minimum, 50.
    let host = LayoutHost(row, proposal: ProposedViewSize(width: 116, height: 10))
    #expect(host.size == CGSize(width: 141, height: 10))
    #expect(host.frame(of: "first")?.width == 50)
  }
}
