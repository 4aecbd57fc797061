import Testing
import TrellisCore
import TrellisCoreTestSupport

/// A stack's ideal width is the sum of its children's ideals, but offered that width it shares
/// it out by its own rule (docs/LayoutRules.md §1.3): the ideal size is not always a fixed
/// point. The random-tree idempotence property leaves these trees out for this reason.
@MainActor
@Suite("Layout: a stack offered its ideal size")
struct IdealSizeTests {
  /// A higher-priority child is served first, with everything the others' minimums leave.
  private let row = AnyView(HStack {
    Rectangle().layoutPriority(2).accessibilityIdentifier("first")
    Color.red.frame(minWidth: 0, idealWidth: 40, maxWidth: 200)
    Color.blue.frame(minWidth: 50, maxWidth: .infinity)
  })

  @Test("Ideally the priority row is 10 + 40 + 50 wide, with 8 between")
  func idealWidthWithPriority() {
    #expect(LayoutHost(row, proposal: .unspecified).size == CGSize(width: 116, height: 10))
  }

  @Test("Offered its ideal width, the priority row gives the priority child 50 and overflows to 141")
  func offeredIdealWidthWithPriority() {
    // 116 − 16 − 50 (the blue minimum) = 50 for the rectangle; the red frame then gets half of
    // the 50 left, 25, and the blue one is held to its minimum, 50.
    let host = LayoutHost(row, proposal: ProposedViewSize(width: 116, height: 10))
    #expect(host.size == CGSize(width: 141, height: 10))
    #expect(host.frame(of: "first")?.width == 50)
  }

  /// A flexible child with a minimum (a spacer beside a fixed view) is served last, after a
  /// capped child has taken an even share of the room that includes that minimum.
  private let capped = AnyView(HStack(spacing: 8) {
    HStack(spacing: 0) { Spacer(); Rectangle().frame(width: 75) }
    Capsule().frame(maxWidth: 60).accessibilityIdentifier("capped")
  })

  @Test("Ideally the row of a spacer and a capped capsule is 8 + 75 + 10 wide, with 8 between")
  func idealWidthWithMinimum() {
    #expect(LayoutHost(capped, proposal: .unspecified).size == CGSize(width: 101, height: 10))
  }

  @Test("Offered its ideal width, the capsule takes half of 93 and the row overflows to 137.5")
  func offeredIdealWidthWithMinimum() {
    // 101 − 8 = 93 to share; the capsule (at most 60) goes first and takes 93 / 2 = 46.5; the
    // spacer's row cannot go below 8 + 75 = 83.
    let host = LayoutHost(capped, proposal: ProposedViewSize(width: 101, height: 10))
    #expect(host.size == CGSize(width: 137.5, height: 10))
    #expect(host.unroundedFrame(of: "capped")?.width == 46.5)
  }
}
