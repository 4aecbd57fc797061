import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// Dynamic Type and `@ScaledMetric`, the scene phase, edit mode and refresh actions.
@MainActor
@Suite("State: Dynamic Type, ScaledMetric and environment actions")
struct EnvironmentStateTests {
  private struct Metric: View {
    @ScaledMetric var body17: CGFloat = 17
    @ScaledMetric(relativeTo: .title) var title: CGFloat = 28
    @ScaledMetric(relativeTo: .caption2) var caption: Double = 22
    var body: some View {
      Color.red.frame(width: body17, height: title).overlay(Color.blue.frame(width: caption, height: 1))
        .accessibilityIdentifier("metric")
    }
  }

  private func sizes(at size: DynamicTypeSize) -> [CGFloat] {
    let host = LayoutHost(Metric().dynamicTypeSize(size), proposal: .unspecified)
    let frames = host.root!.allNodes.filter { $0.name.hasPrefix("Color") }.map(\.layoutFrame)
    return [frames[0].width, frames[0].height, frames[1].width]
  }

  @Test(
    "A scaled metric follows its text style's point size in the Dynamic Type table",
    arguments: [
      (DynamicTypeSize.xSmall, [14, 25, 22]), (.large, [17, 28, 22]), (.xxxLarge, [23, 34, 34]),
      (.accessibility1, [28, 38, 40]), (.accessibility5, [53, 58, 80]),
    ] as [(DynamicTypeSize, [CGFloat])])
  func scaledMetric(size: DynamicTypeSize, expected: [CGFloat]) {
    #expect(sizes(at: size) == expected)
  }

  @Test("A scaled metric that is no point size scales by the same ratio")
  func scaledRatio() {
    struct Icon: View {
      @ScaledMetric(relativeTo: .title) var size: CGFloat = 24
      var body: some View { Color.red.frame(width: size, height: size) }
    }
    let host = LayoutHost(Icon().dynamicTypeSize(.xxxLarge), proposal: .unspecified)
    #expect(host.root?.layoutFrame.width == CGFloat(24) * 34 / 28)
  }

  @Test("Dynamic Type sizes are ordered; the accessibility sizes are the last five")
  func dynamicTypeSizes() {
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
    #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [
      .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ])
    #expect(EnvironmentValues().dynamicTypeSize == .large)
  }

  private struct ReadsSize: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View { Text("\(size)") }
  }

  @Test(
    "A range clamps the Dynamic Type size to its nearest size inside",
    arguments: [
      (DynamicTypeSize.xSmall, "small"), (.large, "large"), (.accessibility3, "xxxLarge"),
    ])
  func rangeClamps(size: DynamicTypeSize, expected: String) {
    let host = LayoutHost(
      ReadsSize().dynamicTypeSize(.small ... .xxxLarge).dynamicTypeSize(size), size: phone)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"\(expected)\"" } == true)
  }

  @Test("Half-open and one-sided ranges clamp too", arguments: [0, 1])
  func otherRanges(kind: Int) {
    let view: AnyView =
      kind == 0
      ? AnyView(ReadsSize().dynamicTypeSize(..<DynamicTypeSize.large).dynamicTypeSize(.xxLarge))
      : AnyView(ReadsSize().dynamicTypeSize(DynamicTypeSize.xLarge...).dynamicTypeSize(.xSmall))
    let host = LayoutHost(view, size: phone)
    #expect(host.root?.allNodes.contains { $0.name == (kind == 0 ? "Text \"medium\"" : "Text \"xLarge\"") } == true)
  }

  private struct Phase: View {
    @Environment(\.scenePhase) var phase
    @Environment(\.editMode) var editMode
    var body: some View { Text("\(phase) \(editMode?.wrappedValue.isEditing.description ?? "none")") }
  }

  @Test("A host is an active scene with no edit mode; a view may set both")
  func sceneAndEditMode() {
    let host = LayoutHost(Phase(), size: phone)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"active none\"" } == true)
    let set = LayoutHost(
      Phase().environment(\.scenePhase, .background).environment(\.editMode, .constant(.active)), size: phone)
    #expect(set.root?.allNodes.contains { $0.name == "Text \"background true\"" } == true)
  }

  /// Counts refreshes; the count shows once the refresh finished.
  private final class Store: @unchecked Sendable {
    var refreshes = 0
  }

  private struct Refreshing: View {
    let store: Store
    @State var shown = 0
    var body: some View {
      VStack {
        Text("refreshed \(shown)").accessibilityIdentifier("inner")
      }
      .refreshable { [store] in
        await Task.yield()
        store.refreshes += 1
      }
      .onChange(of: store.refreshes) { shown = store.refreshes }
    }
  }

  @Test("refresh(_:) runs the refreshable action around the view, waits for it, and reports a missing one")
  func refreshable() async {
    let store = Store()
    let host = LayoutHost(Refreshing(store: store), size: phone)
    #expect(await host.refresh("inner"))
    #expect(store.refreshes == 1)
    let plain = LayoutHost(Text("x").accessibilityIdentifier("x"), size: phone)
    #expect(!(await plain.refresh("x")))
    #expect(plain.runtimeIssues.contains { $0.contains("is not refreshable") })
  }

  private struct ReadsRefresh: View {
    @Environment(\.refresh) var refresh
    var body: some View { Text(refresh == nil ? "no refresh" : "has refresh") }
  }

  @Test("refreshable puts its action in the environment of its content")
  func refreshEnvironment() {
    let host = LayoutHost(VStack { ReadsRefresh() }.refreshable {}, size: phone)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"has refresh\"" } == true)
    #expect(LayoutHost(ReadsRefresh(), size: phone).root?.name == "Text \"no refresh\"")
  }
}
