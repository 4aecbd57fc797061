import Testing
import Trellis

/// A change an `ObservableObject` announces evaluates again the views that observe it — through
/// `@ObservedObject`, `@StateObject` or `@EnvironmentObject` — and not the views beside them.
@MainActor
@Suite("State: observable objects update their observers only")
struct ObservableObjectUpdateTests {
  final class Cart: ObservableObject {
    @Published var items = 0
  }

  /// How many times each view's body was evaluated, by name.
  final class Evaluations: @unchecked Sendable {
    private(set) var counts: [String: Int] = [:]
    func note(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name] ?? 0 }
  }

  private struct Badge: View {
    @ObservedObject var cart: Cart
    let evaluations: Evaluations
    var body: some View {
      let _ = evaluations.note("badge")
      Text("\(cart.items) items")
    }
  }

  private struct Summary: View {
    @EnvironmentObject var cart: Cart
    let evaluations: Evaluations
    var body: some View {
      let _ = evaluations.note("summary")
      Text("Total: \(cart.items)")
    }
  }

  private struct Header: View {
    let evaluations: Evaluations
    var body: some View {
      let _ = evaluations.note("header")
      Text("Shop")
    }
  }

  @Test("A published change evaluates the observing views again, not the others, and shows the change")
  func publishedChangeUpdatesObservers() throws {
    let (cart, evaluations) = (Cart(), Evaluations())
    let host = try realTextHost(
      VStack {
        Header(evaluations: evaluations)
        Badge(cart: cart, evaluations: evaluations)
        Summary(evaluations: evaluations)
      }
      .environmentObject(cart))
    cart.items = 3
    host.update()
    #expect(evaluations["badge"] == 2)
    #expect(evaluations["summary"] == 2)
    #expect(evaluations["header"] == 1)
    #expect(host.updateStatistics.incrementalUpdates == 1)
    let texts = host.root?.allNodes.map(\.name) ?? []
    #expect(texts.contains("Text \"3 items\""))
    #expect(texts.contains("Text \"Total: 3\""))
  }
}
