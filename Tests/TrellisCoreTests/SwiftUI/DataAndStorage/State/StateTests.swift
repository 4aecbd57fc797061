import Observation
import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// `@State` lives in the host, keyed by the view's identity: it survives re-layout and the
/// parent's re-evaluation, is dropped when the view leaves, and a change re-resolves the views.
@MainActor
@Suite("State: kept by identity in the host")
struct StateTests {
  /// A counter whose text a test taps.
  private struct Counter: View {
    @State private var count = 0
    var body: some View {
      Text("Count: \(count)")
        .accessibilityIdentifier("count")
        .interaction(.tap { count += 1 })
    }
  }

  private func texts(_ host: LayoutHost) -> [String] {
    host.root?.allNodes.map(\.name).filter { $0.hasPrefix("Text") } ?? []
  }

  @Test("Tapping a counter updates its text")
  func tapUpdatesText() {
    let host = LayoutHost(Counter(), size: CGSize(width: 200, height: 100))
    #expect(texts(host) == ["Text \"Count: 0\""])
    #expect(host.tap("count"))
    #expect(texts(host) == ["Text \"Count: 1\""])
    host.tap("count")
    #expect(texts(host) == ["Text \"Count: 2\""])
  }

  @Test("State survives a re-layout at a new size")
  func stateSurvivesRelayout() {
    let host = LayoutHost(Counter(), size: CGSize(width: 200, height: 100))
    host.tap("count")
    host.relayout(size: CGSize(width: 300, height: 100))
    #expect(texts(host) == ["Text \"Count: 1\""])
  }

  /// A parent that shows or hides a counter, and passes a binding to a child.
  private struct Parent: View {
    @State var showsCounter = true
    @State var name = "A"
    var body: some View {
      VStack {
        if showsCounter { Counter() }
        Text("Name \(name)")
        NameChanger(name: $name)
        Color.red.frame(width: 10, height: 10)
          .accessibilityIdentifier("toggle")
          .interaction(.toggle($showsCounter))
      }
    }
  }

  private struct NameChanger: View {
    @Binding var name: String
    var body: some View {
      Color.blue.frame(width: 10, height: 10)
        .accessibilityIdentifier("rename")
        .interaction(.tap { name += "B" })
    }
  }

  @Test("A child writing its binding changes the parent's state, which the parent shows")
  func bindingWritesThrough() {
    let host = LayoutHost(Parent(), size: CGSize(width: 200, height: 200))
    host.tap("rename")
    host.tap("rename")
    #expect(texts(host).contains("Text \"Name ABB\""))
  }

  @Test("A view that leaves the tree loses its state; when it comes back it starts again")
  func stateDroppedWhenViewLeaves() {
    let host = LayoutHost(Parent(), size: CGSize(width: 200, height: 200))
    host.tap("count")
    host.tap("count")
    #expect(texts(host).first == "Text \"Count: 2\"")
    host.tap("toggle")
    #expect(!texts(host).contains { $0.contains("Count") })
    host.tap("toggle")
    #expect(texts(host).first == "Text \"Count: 0\"")
  }

  /// Rows with their own state, identified by the `ForEach`'s data.
  private struct Rows: View {
    @State var order = ["a", "b", "c"]
    var body: some View {
      VStack {
        ForEach(order, id: \.self) { name in
          Row(name: name)
        }
        Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("reverse")
          .interaction(.tap { order.reverse() })
      }
    }
  }

  private struct Row: View {
    let name: String
    @State private var taps = 0
    var body: some View {
      Text("\(name)\(taps)").accessibilityIdentifier("row-\(name)").interaction(.tap { taps += 1 })
    }
  }

  @Test("ForEach rows keep their state by identifier when the data reorders")
  func forEachStateFollowsIdentifiers() {
    let host = LayoutHost(Rows(), size: CGSize(width: 200, height: 200))
    host.tap("row-b")
    host.tap("row-b")
    host.tap("row-c")
    #expect(texts(host) == ["Text \"a0\"", "Text \"b2\"", "Text \"c1\""])
    host.tap("reverse")
    #expect(texts(host) == ["Text \"c1\"", "Text \"b2\"", "Text \"a0\""])
  }

  /// A counter whose identity follows a value: `id(_:)`.
  private struct Identified: View {
    @State var generation = 0
    var body: some View {
      VStack {
        Counter().id(generation)
        Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("next")
          .interaction(.tap { generation += 1 })
      }
    }
  }

  @Test("A new id(_:) makes a new view, whose state starts again")
  func newIDResetsState() {
    let host = LayoutHost(Identified(), size: CGSize(width: 200, height: 200))
    host.tap("count")
    #expect(texts(host) == ["Text \"Count: 1\""])
    host.tap("next")
    #expect(texts(host) == ["Text \"Count: 0\""])
  }

  @Observable final class Model {
    var title = "Draft"
  }

  private struct Titled: View {
    let model: Model
    var body: some View { Text(model.title) }
  }

  @Test("A change to an @Observable object a body read brings the host up to date")
  func observableChangeUpdates() {
    let model = Model()
    let host = LayoutHost(Titled(model: model), size: CGSize(width: 200, height: 100))
    #expect(texts(host) == ["Text \"Draft\""])
    model.title = "Sent"
    #expect(texts(host) == ["Text \"Sent\""])
  }

  private struct ChangesStateInBody: View {
    @State var count = 0
    var body: some View {
      count += 1
      return Text("\(count)")
    }
  }

  @Test("Changing state while the body is evaluated is reported, and the host settles")
  func stateChangeInBodyIsReported() {
    let host = LayoutHost(ChangesStateInBody(), size: CGSize(width: 100, height: 100))
    _ = host.root
    #expect(host.runtimeIssues.contains("Modifying state during view update, this will cause undefined behavior."))
  }

  @Test("A tap on an identifier no view has is reported, and changes nothing")
  func tapOnMissingIdentifier() {
    let host = LayoutHost(Counter(), size: CGSize(width: 200, height: 100))
    #expect(!host.tap("nothing"))
    #expect(host.runtimeIssues.contains { $0.contains("no view is tagged 'nothing'") })
  }

  /// Two `onChange` of one type on one view, each with its own action.
  private struct TwoWatchers: View {
    let changes: Recorder<String>
    @State var count = 0
    var body: some View {
      Text("\(count)")
        .accessibilityIdentifier("count")
        .onTapGesture { count += 1 }
        .onChange(of: count) { changes.record("first \(count)") }
        .onChange(of: count * 10) { changes.record("second \(count)") }
    }
  }

  @Test("Two onChange modifiers of one type on one view each keep their value and run")
  func twoOnChangesOfOneType() {
    let changes = Recorder<String>()
    let host = LayoutHost(TwoWatchers(changes: changes), size: CGSize(width: 200, height: 100))
    host.tap("count")
    #expect(changes.values == ["second 1", "first 1"])
  }

  /// A parent whose state a child binds to, shown or hidden by the root.
  private struct BindingSource: View {
    let bindings: Recorder<Binding<String>>
    @State var shows = true
    var body: some View {
      VStack {
        if shows { BindingOwner(bindings: bindings) }
        Text("hide").accessibilityIdentifier("hide").onTapGesture { shows = false }
      }
    }
  }

  private struct BindingOwner: View {
    let bindings: Recorder<Binding<String>>
    @State var name = "A"
    var body: some View {
      Text(name).accessibilityIdentifier("name").onTapGesture { name = "kept" }
        .onAppear { bindings.record($name) }
    }
  }

  @Test("A binding read after its source left the tree reads the last value, and writes to it change no view")
  func bindingAfterSourceLeft() throws {
    let bindings = Recorder<Binding<String>>()
    let host = LayoutHost(BindingSource(bindings: bindings), size: CGSize(width: 200, height: 200))
    host.tap("name")
    host.tap("hide")
    let binding = try #require(bindings.values.first)
    #expect(binding.wrappedValue == "kept")
    binding.wrappedValue = "later"
    #expect(binding.wrappedValue == "later")
    #expect(texts(host) == ["Text \"hide\""])
  }
}
