import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// `@Namespace` identifiers and `matchedGeometryEffect`: a view that is not its group's source
/// takes the source's size and position once every view is placed.
@MainActor
@Suite("State: Namespace and matchedGeometryEffect")
struct MatchedGeometryTests {
  /// A 100-point red source and a green view in a 20-point frame, side by side in a 300 × 300
  /// host: the red square is at (90, 100), the green frame at (190, 140).
  private struct Pair: View {
    var properties: MatchedGeometryProperties = .frame
    var anchor: UnitPoint = .center
    var greenIsSource = false
    var redIsSource = true
    @Namespace private var namespace
    var body: some View {
      HStack(spacing: 0) {
        Color.red.frame(width: 100, height: 100)
          .matchedGeometryEffect(id: "box", in: namespace, isSource: redIsSource)
          .accessibilityIdentifier("red")
        Color.green
          .matchedGeometryEffect(
            id: "box", in: namespace, properties: properties, anchor: anchor, isSource: greenIsSource)
          .accessibilityIdentifier("green")
          .frame(width: 20, height: 20)
          .accessibilityIdentifier("slot")
      }
    }
  }

  private let window = CGSize(width: 300, height: 300)

  @Test(
    "A non-source view takes the source's size, position or both",
    arguments: [
      (MatchedGeometryProperties.frame, UnitPoint.center, rect(90, 100, 100, 100)),
      (.position, .center, rect(130, 140, 20, 20)),
      (.size, .center, rect(150, 100, 100, 100)),
      (.position, .topLeading, rect(90, 100, 20, 20)),
      (.position, .bottomTrailing, rect(170, 180, 20, 20)),
    ])
  func matchesSource(properties: MatchedGeometryProperties, anchor: UnitPoint, expected: CGRect) {
    let host = LayoutHost(Pair(properties: properties, anchor: anchor), size: window)
    #expect(host.frame(of: "green") == expected)
  }

  @Test("The container lays out around the place the view had; the source stays where it is")
  func containerUnchanged() {
    let host = LayoutHost(Pair(), size: window)
    #expect(host.frame(of: "slot") == rect(190, 140, 20, 20))
    #expect(host.frame(of: "red") == rect(90, 100, 100, 100))
  }

  @Test("A group with no source leaves its views where they are")
  func noSource() {
    let host = LayoutHost(Pair(redIsSource: false), size: window)
    #expect(host.frame(of: "green") == rect(190, 140, 20, 20))
  }

  @Test("A group with two sources is reported, and the first is the source")
  func twoSources() {
    let host = LayoutHost(Pair(greenIsSource: true), size: window)
    #expect(host.frame(of: "green") == rect(190, 140, 20, 20))
    #expect(
      host.runtimeIssues.contains {
        $0.hasPrefix("Multiple inserted views in matched geometry group") && $0.hasSuffix("results are undefined.")
      })
  }

  /// Two views, each with a namespace of its own.
  private struct Separate: View {
    var body: some View {
      HStack(spacing: 0) {
        Source()
        Follower()
      }
    }
  }

  private struct Source: View {
    @Namespace var namespace
    var body: some View {
      Color.red.frame(width: 100, height: 100).matchedGeometryEffect(id: "box", in: namespace)
    }
  }

  private struct Follower: View {
    @Namespace var namespace
    var body: some View {
      Color.green.matchedGeometryEffect(id: "box", in: namespace, isSource: false)
        .accessibilityIdentifier("green").frame(width: 20, height: 20)
    }
  }

  @Test("The same identifier in two namespaces is two groups")
  func namespacesAreSeparate() {
    let host = LayoutHost(Separate(), size: window)
    #expect(host.frame(of: "green") == rect(190, 140, 20, 20))
  }

  /// A view that records the identifier of its namespace each time it is evaluated.
  private struct Recording: View {
    let ids: Recorder<Namespace.ID>
    @Namespace var namespace
    @State var count = 0
    var body: some View {
      ids.record(namespace)
      return Text("\(count)").accessibilityIdentifier("t").onTapGesture { count += 1 }
    }
  }

  @Test("A namespace keeps its identifier across updates")
  func namespaceIsStable() {
    let ids = Recorder<Namespace.ID>()
    let host = LayoutHost(Recording(ids: ids), size: window)
    host.tap("t")
    #expect(ids.values.count == 2)
    #expect(Set(ids.values).count == 1)
  }

  @Test("Reading a namespace outside a body is reported")
  func namespaceOutsideBody() {
    let log = RuntimeIssueLog()
    let first = RuntimeIssues.$log.withValue(log) { Namespace().wrappedValue }
    let second = RuntimeIssues.$log.withValue(log) { Namespace().wrappedValue }
    #expect(first != second)
    #expect(log.messages.first?.hasPrefix("Reading a Namespace property outside View.body.") == true)
  }
}
