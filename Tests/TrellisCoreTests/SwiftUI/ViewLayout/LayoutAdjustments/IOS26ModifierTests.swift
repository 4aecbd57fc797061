import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// iOS 26 modifiers and shapes that real code calls: safe-area bars, scroll edge effects, tab
/// bar settings, the background extension effect and `ConcentricRectangle`, as a still picture
/// shows them.
@MainActor
@Suite("Layout: iOS 26 modifiers in a still picture")
struct IOS26ModifierTests {
  private func content() -> some View {
    Color.red.accessibilityIdentifier("content")
  }

  private func bar() -> some View {
    Color.blue.frame(width: 60, height: 50).accessibilityIdentifier("bar")
  }

  @Test("safeAreaBar on a vertical edge lays out as safeAreaInset does", arguments: [VerticalEdge.top, .bottom])
  func verticalBar(edge: VerticalEdge) {
    let barHost = controlHost(content().safeAreaBar(edge: edge, alignment: .leading, spacing: 4) { bar() })
    let insetHost = controlHost(content().safeAreaInset(edge: edge, alignment: .leading, spacing: 4) { bar() })
    #expect(barHost.frame(of: "content") == insetHost.frame(of: "content"))
    #expect(barHost.frame(of: "bar") == insetHost.frame(of: "bar"))
  }

  @Test("A bottom safeAreaBar takes its height and the spacing from the content")
  func bottomBarFrames() {
    let host = controlHost(content().safeAreaBar(edge: .bottom, spacing: 4) { bar() })
    #expect(host.frame(of: "content") == rect(0, 0, 390, 790))
    #expect(host.frame(of: "bar") == rect(165, 794, 60, 50))
  }

  @Test(
    "safeAreaBar on a horizontal edge lays out as safeAreaInset does", arguments: [HorizontalEdge.leading, .trailing])
  func horizontalBar(edge: HorizontalEdge) {
    let barHost = controlHost(content().safeAreaBar(edge: edge) { bar() })
    let insetHost = controlHost(content().safeAreaInset(edge: edge) { bar() })
    #expect(barHost.frame(of: "content") == insetHost.frame(of: "content"))
    #expect(barHost.frame(of: "bar") == insetHost.frame(of: "bar"))
  }

  @Test("Scroll edge effects, tab bar settings and the background extension leave the picture unchanged")
  func stillPictureUnchanged() {
    let plain = controlHost(ScrollView { Color.red.frame(height: 2000) })
    let modified = controlHost(
      ScrollView { Color.red.frame(height: 2000).backgroundExtensionEffect() }
        .scrollEdgeEffectStyle(.hard, for: .all)
        .scrollEdgeEffectHidden(true, for: .bottom)
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewSearchActivation(.searchTabSelection)
        .backgroundExtensionEffect(isEnabled: false))
    #expect(modified.drawing == plain.drawing)
    #expect(modified.runtimeIssues.isEmpty)
  }

  private struct EdgeEffectProbe: View {
    @Environment(\.scrollEdgeEffects) private var effects
    @Environment(\.tabBarMinimizeBehavior) private var minimize

    var body: some View {
      let top = effects.styles[Int(Edge.top.rawValue)] == .hard ? "hard" : "automatic"
      let hidden = effects.hiddenEdges == .bottom ? "bottom hidden" : "none hidden"
      Text("\(top) \(hidden) \(minimize == .onScrollDown ? "onScrollDown" : "other")")
    }
  }

  @Test("scrollEdgeEffectStyle, scrollEdgeEffectHidden and tabBarMinimizeBehavior are kept in the environment")
  func keptInEnvironment() {
    // The inner scrollEdgeEffectHidden(false, for: .top) shows the top edge the outer one hid.
    let host = controlHost(
      EdgeEffectProbe()
        .scrollEdgeEffectHidden(false, for: .top)
        .scrollEdgeEffectHidden(true, for: [.top, .bottom])
        .scrollEdgeEffectStyle(.hard, for: .vertical)
        .tabBarMinimizeBehavior(.onScrollDown))
    #expect(host.drawnLines.first?.contains("\"hard bottom hidden onScrollDown\"") == true)
  }

  @Test("In iOS 18's design (the test host's) tabViewBottomAccessory is not drawn, and says so once")
  func bottomAccessoryReported() {
    let view = TabView { Text("Home").tabItem { Text("Home") } }
    let plain = controlHost(view)
    let accessorized = controlHost(view.tabViewBottomAccessory { Text("Now Playing") })
    #expect(accessorized.drawing == plain.drawing)
    #expect(accessorized.runtimeIssues.filter { $0.contains("tabViewBottomAccessory") }.count == 1)
  }

  @Test("A disabled tabViewBottomAccessory reports nothing")
  func disabledBottomAccessory() {
    let host = controlHost(Text("Home").tabViewBottomAccessory(isEnabled: false) { Text("Now Playing") })
    #expect(host.runtimeIssues.isEmpty)
    #expect(EnvironmentValues().tabViewBottomAccessoryPlacement == nil)
  }

  // MARK: ConcentricRectangle

  nonisolated static let corners: [(Edge.Corner.Style, CGFloat)] = [
    (.fixed(10), 10), (.concentric(minimum: .fixed(12)), 12), (.concentric, 0), (.concentric(minimum: nil), 0),
  ]

  @Test("Without a container a ConcentricRectangle's corner is its fixed or minimum radius", arguments: corners)
  func concentricFallback(style: Edge.Corner.Style, radius: CGFloat) {
    let frame = rect(0, 0, 100, 60)
    #expect(
      ConcentricRectangle(corners: style).path(in: frame)
        == UnevenRoundedRectangle(
          topLeadingRadius: radius, bottomLeadingRadius: radius, bottomTrailingRadius: radius,
          topTrailingRadius: radius
        ).path(in: frame))
  }

  @Test("ConcentricRectangle() has square corners without a container")
  func concentricDefault() {
    let frame = rect(0, 0, 100, 60)
    #expect(ConcentricRectangle().path(in: frame) == UnevenRoundedRectangle().path(in: frame))
  }

  @Test("Uniform pairs of corners take their styles: top fixed 8, bottom at the minimum 20")
  func concentricPairs() {
    let frame = rect(0, 0, 100, 60)
    let shape = ConcentricRectangle(
      uniformTopCorners: .fixed(8), uniformBottomCorners: .concentric(minimum: .fixed(20)))
    #expect(
      shape.path(in: frame)
        == UnevenRoundedRectangle(
          topLeadingRadius: 8, bottomLeadingRadius: 20, bottomTrailingRadius: 20, topTrailingRadius: 8
        ).path(in: frame))
  }

  @Test("A ConcentricRectangle fills its frame as a shape view")
  func concentricAsView() throws {
    let host = controlHost(ConcentricRectangle(corners: .fixed(6)).fill(.blue).frame(width: 100, height: 60))
    let fill = try #require(host.firstFill)
    #expect(fill.bounds == rect(145, 392, 100, 60))
    #expect(fill.path == RoundedRectangle(cornerRadius: 6, style: .continuous).placedPath(in: fill.bounds))
  }
}
