import Testing
import TrellisCore
import TrellisCoreTestSupport

/// `ViewThatFits` shows the first child whose ideal size fits (Apple's documentation).
@MainActor
@Suite("Adaptive: ViewThatFits")
struct ViewThatFitsTests {
  private var candidates: some View {
    ViewThatFits {
      Color.red.frame(width: 300, height: 50).accessibilityIdentifier("wide")
      Color.green.frame(width: 150, height: 50).accessibilityIdentifier("medium")
      Color.blue.frame(width: 80, height: 50).accessibilityIdentifier("narrow")
    }
  }

  @Test("The first child that fits is shown, the others are not laid out")
  func firstFittingChildIsShown() {
    let host = LayoutHost(candidates, size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "medium") == CGRect(x: 25, y: 75, width: 150, height: 50))
    #expect(host.unroundedFrame(of: "wide") == nil)
    #expect(host.unroundedFrame(of: "narrow") == nil)
  }

  @Test("When nothing fits, the last child is shown")
  func lastChildWhenNothingFits() {
    let host = LayoutHost(candidates, size: CGSize(width: 60, height: 200))
    #expect(host.unroundedFrame(of: "narrow")?.size == CGSize(width: 80, height: 50))
  }

  @Test("Constrained to the horizontal axis, height does not matter")
  func horizontalOnly() {
    let view = ViewThatFits(in: .horizontal) {
      Color.red.frame(width: 100, height: 500).accessibilityIdentifier("tall")
      Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("small")
    }
    let host = LayoutHost(view, size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "tall")?.size == CGSize(width: 100, height: 500))
  }

  @Test("Text alternatives: the long label when it fits, else the short one")
  func textAlternatives() {
    // Fixed-advance text: "Continue reading" is 16 × 8.5 = 136 wide, "More" 34.
    let view = ViewThatFits(in: .horizontal) {
      Text("Continue reading").accessibilityIdentifier("long")
      Text("More").accessibilityIdentifier("short")
    }
    #expect(LayoutHost(view, size: CGSize(width: 200, height: 100)).unroundedFrame(of: "long") != nil)
    #expect(LayoutHost(view, size: CGSize(width: 100, height: 100)).unroundedFrame(of: "short") != nil)
  }
}
