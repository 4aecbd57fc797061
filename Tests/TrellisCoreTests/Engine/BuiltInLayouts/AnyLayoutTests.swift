import Testing
import TrellisCore
import TrellisCoreTestSupport

/// `AnyLayout` switches between layouts with the same content.
@MainActor
@Suite("Adaptive: AnyLayout")
struct AnyLayoutTests {
  struct Switcher: View {
    let vertical: Bool
    var body: some View {
      let layout = vertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
      layout {
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
        Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("b")
      }
    }
  }

  @Test("Wrapping HStackLayout lays the views out side by side")
  func horizontal() {
    let host = LayoutHost(Switcher(vertical: false), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "a") == CGRect(x: 25, y: 40, width: 20, height: 20))
    #expect(host.unroundedFrame(of: "b") == CGRect(x: 55, y: 40, width: 20, height: 20))
  }

  @Test("Wrapping VStackLayout lays the same views out one above the other")
  func vertical() {
    let host = LayoutHost(Switcher(vertical: true), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "a") == CGRect(x: 40, y: 25, width: 20, height: 20))
    #expect(host.unroundedFrame(of: "b") == CGRect(x: 40, y: 55, width: 20, height: 20))
  }

  @Test("Spacers inside follow the wrapped layout's axis")
  func spacersFollowWrappedAxis() {
    let view = AnyLayout(VStackLayout()) {
      Color.red.frame(width: 20, height: 20)
      Spacer().accessibilityIdentifier("spacer")
    }
    let host = LayoutHost(view, size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "spacer")?.width == 0)
    #expect(host.unroundedFrame(of: "spacer")?.height == 80)
  }
}
