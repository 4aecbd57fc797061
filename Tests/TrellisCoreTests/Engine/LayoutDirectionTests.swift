import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Right-to-left layouts lay out leading-to-trailing, then mirror (docs/LayoutRules.md §1.3 step 6).
@MainActor
@Suite("Engine: layout direction")
struct LayoutDirectionTests {
  @Test("A right-to-left HStack puts its first child at the right")
  func rightToLeftStackStartsAtTheRight() {
    let row = HStack(spacing: 10) {
      Color.red.frame(width: 50, height: 20).accessibilityIdentifier("first")
      Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("second")
    }
    .environment(\.layoutDirection, .rightToLeft)
    let host = LayoutHost(row, size: CGSize(width: 200, height: 100))
    // The row is 90 wide, centred at x 55: first child at its right end, 145 − 50.
    #expect(host.unroundedFrame(of: "first") == CGRect(x: 95, y: 40, width: 50, height: 20))
    #expect(host.unroundedFrame(of: "second") == CGRect(x: 55, y: 40, width: 30, height: 20))
  }

  @Test("Leading padding is on the right in a right-to-left layout")
  func leadingPaddingIsOnTheRight() {
    let view = Color.red.frame(width: 50, height: 20).accessibilityIdentifier("colour")
      .padding(.leading, 30)
      .environment(\.layoutDirection, .rightToLeft)
    let host = LayoutHost(view, size: CGSize(width: 200, height: 100))
    // Padded view 80 wide at x 60; the colour sits at its trailing (left) end.
    #expect(host.unroundedFrame(of: "colour") == CGRect(x: 60, y: 40, width: 50, height: 20))
  }

  @Test("A left-to-right island inside a right-to-left row keeps its own order")
  func leftToRightIslandKeepsOrder() {
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 40, height: 10).accessibilityIdentifier("outer")
      HStack(spacing: 0) {
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("a")
        Color.green.frame(width: 20, height: 10).accessibilityIdentifier("b")
      }
      .environment(\.layoutDirection, .leftToRight)
    }
    .environment(\.layoutDirection, .rightToLeft)
    let host = LayoutHost(row, size: CGSize(width: 100, height: 10))
    // The row is 70 wide at x 15: "outer" at the right, the island at the left, a before b.
    #expect(host.unroundedFrame(of: "outer") == CGRect(x: 45, y: 0, width: 40, height: 10))
    #expect(host.unroundedFrame(of: "a") == CGRect(x: 15, y: 0, width: 10, height: 10))
    #expect(host.unroundedFrame(of: "b") == CGRect(x: 25, y: 0, width: 20, height: 10))
  }
}
