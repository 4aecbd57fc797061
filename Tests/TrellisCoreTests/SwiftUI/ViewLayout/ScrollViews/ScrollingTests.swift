import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Scroll views propose `nil` along their axis; lazy stacks lay out like stacks that fill across.
@MainActor
@Suite("Adaptive: scroll views and lazy stacks")
struct ScrollingTests {
  @Test("A vertical ScrollView takes the proposal and gives its content its ideal height")
  func scrollViewProposesNilHeight() {
    let view = ScrollView {
      Color.red.frame(height: 1000).accessibilityIdentifier("tall")
    }.accessibilityIdentifier("scroll")
    let host = LayoutHost(view, size: CGSize(width: 200, height: 300))
    #expect(host.unroundedFrame(of: "scroll") == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(host.unroundedFrame(of: "tall") == CGRect(x: 0, y: 0, width: 200, height: 1000))
  }

  @Test("Several views in a ScrollView stack vertically, 8 points apart")
  func scrollViewStacksContent() {
    let view = ScrollView {
      Color.red.frame(width: 50, height: 100).accessibilityIdentifier("a")
      Color.blue.frame(width: 50, height: 100).accessibilityIdentifier("b")
    }
    let host = LayoutHost(view, size: CGSize(width: 200, height: 300))
    #expect(host.unroundedFrame(of: "a") == CGRect(x: 75, y: 0, width: 50, height: 100))
    #expect(host.unroundedFrame(of: "b") == CGRect(x: 75, y: 108, width: 50, height: 100))
  }

  @Test("A horizontal ScrollView gives its content its ideal width, centred vertically")
  func horizontalScrollView() {
    let view = ScrollView(.horizontal) { Color.red.frame(width: 500, height: 40).accessibilityIdentifier("wide") }
    let host = LayoutHost(view, size: CGSize(width: 200, height: 100))
    #expect(host.unroundedFrame(of: "wide") == CGRect(x: 0, y: 30, width: 500, height: 40))
  }

  @Test("A LazyVStack fills the proposed width and stacks children at their ideal heights")
  func lazyVStackFillsWidth() {
    let view = LazyVStack(alignment: .leading, spacing: 4) {
      Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
      Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b")
    }.accessibilityIdentifier("stack")
    let host = LayoutHost(view, size: CGSize(width: 200, height: 100))
    #expect(host.unroundedFrame(of: "stack") == CGRect(x: 0, y: 33, width: 200, height: 34))
    #expect(host.unroundedFrame(of: "a") == CGRect(x: 0, y: 33, width: 50, height: 10))
    #expect(host.unroundedFrame(of: "b") == CGRect(x: 0, y: 47, width: 30, height: 20))
  }

  @Test("A LazyHStack in a horizontal ScrollView lays out every child")
  func lazyHStackInScrollView() {
    let view = ScrollView(.horizontal) {
      LazyHStack {
        ForEach(0..<100) { Color.red.frame(width: 40, height: 40).accessibilityIdentifier("cell\($0)") }
      }
    }
    let host = LayoutHost(view, size: CGSize(width: 200, height: 100))
    #expect(abs((host.unroundedFrame(of: "cell99")?.minX ?? 0) - 99 * 48) < 1e-6)
  }
}
