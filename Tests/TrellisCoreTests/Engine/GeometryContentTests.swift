import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// A `GeometryReader`'s content is made once the reader is placed, for its geometry, and
/// replaces what it had: laying out again keeps the tree as large as its views.
@MainActor
@Suite("Engine: geometry reader content")
struct GeometryContentTests {
  private let view = AnyView(VStack(spacing: 0) {
    Color.red.frame(height: 100)
    GeometryReader { geometry in
      Color.blue
        .frame(width: geometry.size.width / 2, height: 20)
        .accessibilityIdentifier("half")
    }
  })

  @Test("A tagged view inside a GeometryReader keeps its frame over ten re-layouts at changing sizes")
  func taggedViewSurvivesRelayouts() {
    let host = LayoutHost(view, size: CGSize(width: 200, height: 400))
    let nodes = host.statistics.nodeCount
    let slots = host.tree.capacity
    for step in 1...10 {
      let width = CGFloat(200 + 10 * step)
      host.relayout(size: CGSize(width: width, height: 400))
      // The reader is below the 100-point red bar and as wide as the host: its content is half that.
      #expect(host.unroundedFrame(of: "half") == CGRect(x: 0, y: 100, width: width / 2, height: 20))
      #expect(host.statistics.nodeCount == nodes)
      #expect(host.tree.capacity == slots)
    }
  }

  @Test("Content made for the same geometry is kept, not made again")
  func sameGeometryKeepsContent() {
    var made = 0
    let counting = GeometryReader { _ in
      let _ = { made += 1 }()
      Color.red
    }
    let host = LayoutHost(counting, size: CGSize(width: 100, height: 100))
    host.invalidateLayout()
    host.relayout()
    #expect(made == 1)
    host.relayout(size: CGSize(width: 120, height: 100))
    #expect(made == 2)
  }

  @Test("Content whose structure depends on the size changes with it")
  func structureFollowsSize() throws {
    let adaptive = GeometryReader { geometry in
      if geometry.size.width > 300 {
        HStack { Color.red; Color.blue }
      } else {
        VStack { Color.red; Color.blue }
      }
    }
    let host = LayoutHost(adaptive, size: CGSize(width: 200, height: 200))
    #expect(try #require(host.root).children.first?.name == "VStack")
    host.relayout(size: CGSize(width: 400, height: 200))
    #expect(try #require(host.root).children.first?.name == "HStack")
  }

  @Test("A reader inside a reader's content is made in the next round, at its own geometry")
  func nestedReaders() {
    let nested = GeometryReader { outer in
      VStack(spacing: 0) {
        Color.clear.frame(height: outer.size.height / 4)
        GeometryReader { inner in
          Color.green.frame(width: inner.size.width, height: inner.size.height).accessibilityIdentifier("inner")
        }
      }
    }
    let host = LayoutHost(nested, size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "inner") == CGRect(x: 0, y: 50, width: 200, height: 150))
  }

  @Test("The proxy's safe area insets are how far the safe area's boundary lies inside the reader")
  func safeAreaInsetsOfTheProxy() {
    var insets = EdgeInsets()
    let reader = GeometryReader { geometry in
      let _ = { insets = geometry.safeAreaInsets }()
      Color.clear
    }
    // Ignoring the safe area, the reader covers the whole iPhone screen: 47 points of status
    // bar above the safe area, 34 of home indicator below.
    _ = LayoutHost(reader.ignoresSafeArea(), device: .iPhone)
    #expect(insets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
  }
}
