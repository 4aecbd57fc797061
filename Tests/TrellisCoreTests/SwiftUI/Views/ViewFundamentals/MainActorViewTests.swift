import Observation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// `View` is `@MainActor @preconcurrency`, as in Apple's SDK since iOS 18 (the `View` page of
/// developer.apple.com: `@MainActor @preconcurrency protocol View`): a view's members are the main
/// actor's, so `body` may read main-actor state, and the checks Swift 6 code makes of its actor
/// find it — also on the large-stack thread a host resolves deep trees on.
@MainActor
@Suite("View machinery: views are the main actor's")
struct MainActorViewTests {
  /// A model of the kind apps write: main-actor isolated, observed by the views that read it.
  @MainActor @Observable final class Basket {
    var prices: [Double] = [1.5, 2.25, 4]
    /// A closure another function calls: Swift 6 checks at its start that it runs on the main
    /// actor, which is what crashed when a resolve ran on a plain thread.
    var total: Double { prices.reduce(0) { $0 + $1 } }
  }

  /// Reads the main-actor model in `body` and makes one in its default value, as
  /// `@State var basket = Basket()` does: neither compiles unless the view is the main actor's.
  struct BasketView: View {
    let basket: Basket
    var label = Basket().prices.count

    var body: some View {
      Color.red.frame(width: basket.total * 10, height: CGFloat(label))
        .accessibilityIdentifier("bar")
    }
  }

  @Test("A body that reads a main-actor model lays out with the model's values")
  func bodyReadsMainActorState() {
    let host = LayoutHost(BasketView(basket: Basket()), size: CGSize(width: 200, height: 200))
    #expect(host.frame(of: "bar") == CGRect(x: 61, y: 99, width: 78, height: 3))
  }

  /// One level of a deep chain, whose body asserts it runs on the main actor.
  struct Level: View {
    let depth: Int
    var body: some View {
      MainActor.assertIsolated("a body ran off the main actor")
      return Group {
        if depth == 0 {
          Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("leaf")
        } else {
          Level(depth: depth - 1)
        }
      }
    }
  }

  @Test("Bodies of a 2,000-deep chain run as the main actor's on the host's large-stack thread")
  func deepChainRunsOnTheMainActor() {
    let host = LayoutHost(Level(depth: 2_000), size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "leaf") == CGRect(x: 45, y: 45, width: 10, height: 10))
  }
}
