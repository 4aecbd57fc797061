import Observation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// A state change evaluates again only the views that read what changed, splices what they make
/// into the tree and lays out again only what depends on them; the frames are those of a host
/// made cold with the same state. Where that cannot be shown, the host resolves everything again
/// (`UpdateStatistics`), with the same answers.
@MainActor
@Suite("Incremental updates: only the views that read a change are evaluated again")
struct IncrementalUpdateTests {
  /// How many times each view's body was evaluated, by name.
  final class Evaluations: @unchecked Sendable {
    private(set) var counts: [String: Int] = [:]
    func note(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name] ?? 0 }
    var total: Int { counts.values.reduce(0, +) }
  }

  /// A row with a counter of its own; a tap counts up.
  private struct Row: View {
    let id: Int
    let evaluations: Evaluations
    @State private var count: Int

    init(id: Int, count: Int = 0, evaluations: Evaluations) {
      self.id = id
      self.evaluations = evaluations
      _count = State(initialValue: count)
    }

    var body: some View {
      let _ = evaluations.note("row-\(id)")
      HStack {
        Text("Row \(id)")
        Spacer()
        Text(String(repeating: "#", count: count))
      }
      .padding(4)
      .accessibilityIdentifier("row-\(id)")
      .interaction(.tap { count += 1 })
    }
  }

  /// 1,000 rows in a scrolling stack; `counts` gives rows a starting count.
  private struct Rows: View {
    var counts: [Int: Int] = [:]
    let evaluations: Evaluations
    var body: some View {
      let _ = evaluations.note("rows")
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<1000, id: \.self) { id in
            Row(id: id, count: counts[id] ?? 0, evaluations: evaluations)
          }
        }
      }
    }
  }

  /// The same rows in a `List`.
  private struct ListRows: View {
    var counts: [Int: Int] = [:]
    let evaluations: Evaluations
    var body: some View {
      List {
        ForEach(0..<1000, id: \.self) { id in
          Row(id: id, count: counts[id] ?? 0, evaluations: evaluations)
        }
      }
    }
  }

  nonisolated private static let phone = CGSize(width: 390, height: 844)

  @Test("Tapping one of 1,000 rows evaluates that row's body only, with a cold host's frames")
  func oneRowOfAThousand() {
    let evaluations = Evaluations()
    let host = LayoutHost(Rows(evaluations: evaluations), size: Self.phone)
    #expect(evaluations.total == 1001)
    #expect(host.tap("row-500"))
    #expect(evaluations["row-500"] == 2)
    #expect(evaluations["row-499"] == 1)
    #expect(evaluations["rows"] == 1)
    #expect(evaluations.total == 1002)
    #expect(host.updateStatistics.incrementalUpdates == 1)
    #expect(host.updateStatistics.fullResolutions == 0)
    #expect(host.updateStatistics.reevaluatedViews == 1)
    let cold = LayoutHost(Rows(counts: [500: 1], evaluations: Evaluations()), size: Self.phone)
    #expect(host.dump() == cold.dump())
  }

  @Test("Tapping one of 1,000 rows of a List evaluates that row's body only, with a cold host's frames")
  func oneListRowOfAThousand() {
    let evaluations = Evaluations()
    let host = LayoutHost(ListRows(evaluations: evaluations), size: Self.phone)
    host.tap("row-3")
    host.tap("row-3")
    #expect(evaluations["row-3"] == 3)
    #expect(evaluations.total == 1002)
    #expect(host.updateStatistics.incrementalUpdates == 2)
    let cold = LayoutHost(ListRows(counts: [3: 2], evaluations: Evaluations()), size: Self.phone)
    #expect(host.dump() == cold.dump())
  }

  @Test("The rows that did not change keep their layout answers; the changed row's are made again")
  func untouchedRowsKeepTheirSizes() throws {
    let host = LayoutHost(Rows(evaluations: Evaluations()), size: Self.phone)
    let untouched = try #require(host.sizeComputations(of: "row-20"))
    let changed = try #require(host.sizeComputations(of: "row-10"))
    host.tap("row-10")
    let cold = LayoutHost(Rows(counts: [10: 1], evaluations: Evaluations()), size: Self.phone)
    // The untouched row answers from its cache; the changed one computes again what a cold host
    // computes (the count is over the host's life).
    #expect(host.sizeComputations(of: "row-20") == untouched)
    #expect(host.sizeComputations(of: "row-10") == changed + (try #require(cold.sizeComputations(of: "row-10"))))
    #expect(host.frame(of: "row-10") == cold.frame(of: "row-10"))
  }

  @Test("Two rows changed in one update are both evaluated, and only they")
  func twoRowsInOneUpdate() {
    let evaluations = Evaluations()
    let host = LayoutHost(Rows(evaluations: evaluations), size: Self.phone)
    guard
      case .tap(let first)? = host.result.nodes.annotations[host.result.nodes.identifiers["row-7"]![0]]?.interaction,
      case .tap(let second)? = host.result.nodes.annotations[host.result.nodes.identifiers["row-900"]![0]]?.interaction
    else {
      Issue.record("the rows are not tappable")
      return
    }
    first()
    second()
    host.update()
    #expect(evaluations.total == 1003)
    #expect(host.updateStatistics.incrementalUpdates == 1)
    #expect(host.updateStatistics.reevaluatedViews == 2)
    let cold = LayoutHost(Rows(counts: [7: 1, 900: 1], evaluations: Evaluations()), size: Self.phone)
    #expect(host.dump() == cold.dump())
  }

  /// The rows in a navigation stack's list, with a title: the screen sets preferences, its rows do not.
  private struct NavigationRows: View {
    var counts: [Int: Int] = [:]
    let evaluations: Evaluations
    var body: some View {
      NavigationStack {
        List {
          ForEach(0..<50, id: \.self) { id in
            Row(id: id, count: counts[id] ?? 0, evaluations: evaluations)
          }
        }
        .navigationTitle("Rows")
      }
    }
  }

  @Test("A row of a list in a navigation stack is evaluated alone, with a cold host's frames")
  func rowInANavigationStack() {
    let evaluations = Evaluations()
    let host = LayoutHost(NavigationRows(evaluations: evaluations), size: Self.phone)
    host.tap("row-2")
    #expect(evaluations["row-2"] == 2)
    #expect(evaluations.total == 51)
    #expect(host.updateStatistics.incrementalUpdates == 1)
    let cold = LayoutHost(NavigationRows(counts: [2: 1], evaluations: Evaluations()), size: Self.phone)
    #expect(host.dump() == cold.dump())
  }

  // MARK: Environment

  private struct Tinted: View {
    let evaluations: Evaluations
    @Environment(\.font) private var font
    var body: some View {
      let _ = evaluations.note("reader")
      Text(font == nil ? "plain" : "styled").accessibilityIdentifier("reader")
    }
  }

  private struct Bystander: View {
    let evaluations: Evaluations
    var body: some View {
      let _ = evaluations.note("bystander")
      Text("Bystander")
    }
  }

  private struct Styler: View {
    let evaluations: Evaluations
    @State private var styled = false
    var body: some View {
      VStack {
        Tinted(evaluations: evaluations)
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("style").interaction(.toggle($styled))
      }
      .environment(\.font, styled ? .title : nil)
    }
  }

  @Test("An environment value set from state re-evaluates the views that read it, not the views beside")
  func environmentChangeReevaluatesReaders() {
    let evaluations = Evaluations()
    let host = LayoutHost(
      VStack {
        Styler(evaluations: evaluations)
        Bystander(evaluations: evaluations)
      }, size: CGSize(width: 300, height: 300))
    host.tap("style")
    #expect(evaluations["reader"] == 2)
    #expect(evaluations["bystander"] == 1)
    #expect(host.updateStatistics.incrementalUpdates == 1)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"styled\"" } == true)
  }

  // MARK: Observation

  @Observable
  final class Model {
    var title = "A"
    var subtitle = "a"
  }

  private struct TitleView: View {
    let model: Model
    let evaluations: Evaluations
    var body: some View {
      let _ = evaluations.note("title")
      Text(model.title)
    }
  }

  private struct SubtitleView: View {
    let model: Model
    let evaluations: Evaluations
    var body: some View {
      let _ = evaluations.note("subtitle")
      Text(model.subtitle)
    }
  }

  @Test("An @Observable property read by one view re-evaluates that view only")
  func observableReevaluatesItsReader() {
    let (model, evaluations) = (Model(), Evaluations())
    let host = LayoutHost(
      VStack {
        TitleView(model: model, evaluations: evaluations)
        SubtitleView(model: model, evaluations: evaluations)
      }, size: CGSize(width: 300, height: 300))
    model.title = "A longer title"
    host.update()
    #expect(evaluations["title"] == 2)
    #expect(evaluations["subtitle"] == 1)
    #expect(host.updateStatistics.incrementalUpdates == 1)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"A longer title\"" } == true)
  }

  // MARK: Falling back

  /// A view whose body makes one view or two, as elements of its parent's list.
  private struct Splitting: View {
    @State private var split = false
    var body: some View {
      Text("One").accessibilityIdentifier("split").interaction(.toggle($split))
      if split { Text("Two") }
    }
  }

  @Test("A body that now makes another number of views falls back to a whole resolution, with a cold host's frames")
  func shapeChangeFallsBack() {
    let host = LayoutHost(VStack { Splitting() }, size: CGSize(width: 300, height: 300))
    host.tap("split")
    #expect(host.updateStatistics.incrementalUpdates == 0)
    #expect(host.updateStatistics.fullResolutions == 1)
    #expect(host.updateStatistics.lastFallbackReason == "its body made 2 views where it made 1")
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Two\"" } == true)
  }

  /// A value a custom layout could read from its subviews: a trait.
  private struct Rank: LayoutValueKey {
    static let defaultValue = 0
  }

  private struct Ranked: View {
    @State private var count = 0
    var body: some View {
      Text("Count \(count)").layoutValue(key: Rank.self, value: count).accessibilityIdentifier("ranked")
        .interaction(.tap { count += 1 })
    }
  }

  @Test("A body whose views carry traits falls back to a whole resolution, and shows the change")
  func traitsFallBack() {
    let host = LayoutHost(HStack { Ranked() }, size: CGSize(width: 300, height: 300))
    host.tap("ranked")
    #expect(host.updateStatistics.fullResolutions == 1)
    #expect(host.updateStatistics.lastFallbackReason == "its views carry traits their containers read")
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Count 1\"" } == true)
  }

  private struct AnnotatedOutside: View {
    @State private var count = 0
    var body: some View {
      Text("Count \(count)").interaction(.tap { count += 1 })
    }
  }

  @Test("A view annotated by modifiers outside it falls back, keeping what those modifiers set")
  func outerAnnotationFallsBack() {
    let host = LayoutHost(
      VStack { AnnotatedOutside().accessibilityLabel("Counter").accessibilityIdentifier("outside") },
      size: CGSize(width: 300, height: 300))
    host.tap("outside")
    #expect(host.updateStatistics.incrementalUpdates + host.updateStatistics.fullResolutions == 1)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Count 1\"" } == true)
    #expect(host.frame(of: "outside") != nil)
  }

  private struct Stored: View {
    @AppStorage("flag") private var flag = false
    var body: some View {
      Text(flag ? "On" : "Off").accessibilityIdentifier("stored").interaction(.toggle($flag))
    }
  }

  @Test("A change to app storage, which names no view, falls back to a whole resolution")
  func appStorageFallsBack() {
    let host = LayoutHost(Stored(), size: CGSize(width: 300, height: 300))
    host.tap("stored")
    #expect(host.updateStatistics.fullResolutions == 1)
    #expect(host.updateStatistics.incrementalUpdates == 0)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"On\"" } == true)
  }

  // MARK: Lifecycle

  final class Log: @unchecked Sendable {
    var lines: [String] = []
  }

  private struct Detail: View {
    let log: Log
    @State private var taps = 0
    var body: some View {
      Text("Detail \(taps)").accessibilityIdentifier("detail").interaction(.tap { taps += 1 })
        .onAppear { log.lines.append("appear") }
        .onDisappear { log.lines.append("disappear") }
    }
  }

  private struct Expander: View {
    let log: Log
    @State private var expanded = false
    var body: some View {
      VStack {
        Text("Expand").accessibilityIdentifier("expand").interaction(.toggle($expanded))
        if expanded { Detail(log: log) }
      }
      .onChange(of: expanded) { log.lines.append("changed to \(expanded)") }
    }
  }

  @Test(
    "Views appearing and leaving inside a re-evaluated view run onAppear, onDisappear and onChange, and lose their state"
  )
  func lifecycleInsideAReevaluatedView() {
    let log = Log()
    let host = LayoutHost(VStack { Expander(log: log) }, size: CGSize(width: 300, height: 300))
    host.tap("expand")
    host.tap("detail")
    host.tap("detail")
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Detail 2\"" } == true)
    host.tap("expand")
    host.tap("expand")
    #expect(log.lines == ["changed to true", "appear", "changed to false", "disappear", "changed to true", "appear"])
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Detail 0\"" } == true)
    #expect(host.updateStatistics.fullResolutions == 0)
  }
}
