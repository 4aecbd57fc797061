import Foundation
import Observation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Every way into a host goes through one update (`UpdateCycle`): a relayout that picks up a
/// change of state runs what the change asks for in that update, as the device does, instead of
/// waiting for the next read of the result.
@MainActor
@Suite("Update cycle")
struct UpdateCycleTests {
  @Observable final class Counter {
    var count = 0
  }

  /// What the view's `onChange` saw, in order.
  final class Seen {
    var values: [Int] = []
  }

  struct Watcher: View {
    let counter: Counter
    let seen: Seen

    var body: some View {
      Text("\(counter.count)")
        .onChange(of: counter.count) { _, new in seen.values.append(new) }
    }
  }

  @Test("A relayout that picks up a change of state runs the onChange it queues in the same update")
  func relayoutRunsQueuedActions() {
    let (counter, seen) = (Counter(), Seen())
    let host = LayoutHost(Watcher(counter: counter, seen: seen), size: CGSize(width: 390, height: 844))
    counter.count = 1
    host.relayout(size: CGSize(width: 400, height: 844))
    #expect(seen.values == [1])
  }

  @Test("A relayout with nothing changed does nothing and says so in its statistics")
  func relayoutWithNothingChanged() {
    let host = LayoutHost(Text("Hello"), size: CGSize(width: 390, height: 844))
    _ = host.result
    host.relayout()
    #expect(host.statistics.sizeQueries == 0)
  }

  @Test("Reading the result after invalidateLayout lays the views out again")
  func resultAfterInvalidation() {
    let host = LayoutHost(Text("Hello"), size: CGSize(width: 390, height: 844))
    _ = host.result
    host.invalidateLayout()
    #expect(host.result.statistics.sizeQueries > 0)
  }
}
