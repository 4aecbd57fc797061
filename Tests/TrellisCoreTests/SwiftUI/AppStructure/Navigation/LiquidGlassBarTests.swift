import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// The navigation and tab bars in iOS 26's design on an iPhone (390 × 844, safe area 47 / 34):
/// glass items 44 tall 16 from the edges, the glass back button, the floating tab bar
/// (docs/iOS26Controls.md §8, measured on HA26 and ASN26; the tab bar's insets from FabBar).
@MainActor
@Suite("Navigation: bars in iOS 26's design")
struct LiquidGlassBarTests {
  private let device = Device.iPhone.design(.iOS26)

  /// A stack whose screen has an inline title and `toolbar`, on the iOS 26 iPhone.
  private func barHost(@ToolbarContentBuilder toolbar: () -> some ToolbarContent) -> LayoutHost {
    phoneHost(
      NavigationStack {
        Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline).toolbar(content: toolbar)
      },
      device: device)
  }

  /// A bar button showing a symbol.
  private func iconButton(_ name: String) -> some View {
    Button {
    } label: {
      Image(systemName: name)
    }
  }

  /// A tab view of three tabs.
  private var threeTabs: some View {
    TabView {
      Text("A").tabItem { Label("Home", systemImage: "house") }
      Text("B").tabItem { Label("Search", systemImage: "magnifyingglass") }
      Text("C").tabItem { Label("Settings", systemImage: "gear") }
    }
  }

  private func glassFrames(_ host: LayoutHost) -> [CGRect] {
    host.result.root?.allNodes.filter { $0.sourceViews.contains("BarGlass") }.map(\.layoutFrame) ?? []
  }

  @Test("An icon item is a 44-pt glass circle 16 from the trailing edge, in the bar's 44-pt row")
  func iconItem() {
    let host = barHost { ToolbarItem(placement: .topBarTrailing) { iconButton("plus") } }
    #expect(glassFrames(host) == [rect(390 - 16 - 44, 47, 44, 44)])
  }

  @Test("A text item is a glass capsule 44 tall, its label plus 18 on each side")
  func textItem() {
    let host = barHost { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
    // "Edit": 4 × 8.5 = 34 wide in fixed-advance text; 34 + 36 = 70.
    #expect(glassFrames(host) == [rect(390 - 16 - 70, 47, 70, 44)])
  }

  @Test("Items between spacers share one glass; a spacer starts another")
  func grouping() {
    let host = barHost {
      ToolbarItem(placement: .topBarTrailing) { iconButton("plus") }
      ToolbarItem(placement: .topBarTrailing) { iconButton("star") }
      ToolbarSpacer(.fixed, placement: .topBarTrailing)
      ToolbarItem(placement: .topBarTrailing) { iconButton("gear") }
    }
    let glass = glassFrames(host)
    #expect(glass.count == 2)
    #expect(glass.map(\.width) == [88, 44])
    #expect(close(glass.last?.maxX, 390 - 16))
  }

  @Test("A confirmation is on tinted glass with a white label; disabled, on grey glass, the label still white")
  func confirmation() throws {
    func host(disabled: Bool) -> LayoutHost {
      barHost { ToolbarItem(placement: .confirmationAction) { Button("Send") {}.disabled(disabled) } }
    }
    func sendLine(_ host: LayoutHost) -> String? {
      host.drawing.split(separator: "\n").first { $0.contains("text \"Send\"") }.map(String.init)
    }
    let enabled = host(disabled: false)
    let glass = try #require(glassFrames(enabled).first)
    // The tint at 85 % over white (docs/iOS26Controls.md §3.3).
    #expect(enabled.fills(at: glass).contains { $0.color == "#0088FFD9" })
    #expect(sendLine(enabled)?.hasSuffix("#FFFFFFFF") == true)
    let disabled = host(disabled: true)
    #expect(disabled.fills(at: glass).contains { $0.color == "#D7D7DAFF" })
    #expect(sendLine(disabled)?.hasSuffix("#FFFFFFFF") == true)
  }

  @Test("A pushed screen's back button is a 44-pt glass circle at x = 16 without the previous title")
  func backButton() throws {
    let path = NavigationPath(["Detail"])
    let host = phoneHost(
      NavigationStack(path: .constant(path)) {
        Text("Root").navigationTitle("Settings")
          .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
      },
      device: device)
    #expect(host.frame(of: "BackButton") == rect(16, 47, 44, 44))
    #expect(!host.drawnTextRuns.contains { $0.string == "Settings" })
  }

  @Test("The tab bar floats: a 62-pt capsule 21 from the sides and the screen's bottom")
  func tabBar() throws {
    let host = phoneHost(
      threeTabs,
      device: device)
    let platter = try #require(glassFrames(host).first)
    #expect(platter == rect(21, 844 - 21 - 62, 348, 62))
  }

  @Test("Three or more tab items are 73.67 wide at an even pitch; the first starts 4 inside the capsule")
  func tabItems() throws {
    let host = phoneHost(
      threeTabs,
      device: device)
    let items =
      host.result.root?.allNodes.filter { $0.sourceViews.contains("TabBarItem") }.map(\.layoutFrame) ?? []
    #expect(items.count == 3)
    let width: CGFloat = 221.0 / 3
    let pitch = (340 - width) / 2
    for (index, item) in items.enumerated() {
      #expect(close(item, rect(25 + CGFloat(index) * pitch, 844 - 21 - 58, width, 54)))
    }
  }

  @Test("Under a large title a list's first card is 62 below the bar's row, in the list's own inset (HA26)")
  func largeTitleOverAList() throws {
    let host = phoneHost(
      NavigationStack {
        List { Text("Row").accessibilityIdentifier("row") }.navigationTitle("Settings")
      },
      device: device)
    let row = try #require(host.result.root?.allNodes.first { $0.name == "ListRow" }?.layoutFrame)
    #expect(close(row.minY, 47 + 44 + 62))
    // The title's line ends 8 above where the band of 62 would end, as before.
    let title = try #require(host.result.root?.allNodes.first { $0.name == "Text \"Settings\"" }?.layoutFrame)
    #expect(close(title.maxY, 47 + 44 + 62 - 8))
  }

  @Test("Under a large title other content starts below the 62-pt band; a list with a header keeps its inset")
  func largeTitleOverOtherContent() throws {
    let stack = phoneHost(
      NavigationStack {
        VStack { Text("Body") }.frame(maxHeight: .infinity, alignment: .top).accessibilityIdentifier("content")
          .navigationTitle("Settings")
      },
      device: device)
    #expect(close(stack.frame(of: "content")?.minY, 47 + 44 + 62))
    let headed = phoneHost(
      NavigationStack {
        List { Section("General") { Text("Row") } }.navigationTitle("Settings")
      },
      device: device)
    let row = try #require(headed.result.root?.allNodes.first { $0.name == "ListRow" }?.layoutFrame)
    #expect(row.minY > 47 + 44 + 62 + 20)
  }

  @Test("A search tab stands apart: its symbol alone in a 62-pt glass circle at the trailing side, the capsule 8 before it")
  func searchTab() throws {
    let host = phoneHost(
      TabView {
        Tab("Home", systemImage: "house") { Text("A") }
        Tab("Library", systemImage: "books.vertical") { Text("B") }
        Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Text("C") }
        Tab(role: .search) { Text("D") }
      },
      device: device)
    let glass = glassFrames(host)
    #expect(glass.count == 2)
    #expect(glass.contains(rect(21, 844 - 21 - 62, 348 - 62 - 8, 62)))
    #expect(glass.contains(rect(390 - 21 - 62, 844 - 21 - 62, 62, 62)))
    let items =
      host.result.root?.allNodes.filter { $0.sourceViews.contains("TabBarItem") }.map(\.layoutFrame) ?? []
    #expect(items.count == 4)
    #expect(items.contains(rect(390 - 21 - 62, 844 - 21 - 62, 62, 62)))
    #expect(!host.drawnTextRuns.contains { $0.string == "Search" })
    #expect(host.tap("Search"))
  }

  @Test("A tab's role is kept by every initialiser that takes one")
  func tabRoleIsKept() {
    let host = phoneHost(
      TabView {
        Tab("Home", systemImage: "house") { Text("A") }
        Tab("Find", systemImage: "magnifyingglass", role: .search) { Text("B") }
      },
      device: device)
    #expect(glassFrames(host).contains(rect(390 - 21 - 62, 844 - 21 - 62, 62, 62)))
  }

  @Test("A bottom accessory is a 48-tall glass capsule 8 above the tab bar, and takes its room from the content")
  func bottomAccessory() throws {
    let host = phoneHost(
      TabView {
        Color.clear.accessibilityIdentifier("content").tabItem { Label("Home", systemImage: "house") }
      }
      .tabViewBottomAccessory { Text("Now Playing").accessibilityIdentifier("accessory") },
      device: device)
    let glass = glassFrames(host)
    #expect(glass.count == 2)
    #expect(glass.contains(rect(21, 844 - 21 - 62 - 8 - 48, 348, 48)))
    #expect(host.frame(of: "content") == rect(0, 47, 390, 844 - 47 - 34 - 49 - 56))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("The content keeps 49 above the home indicator for the tab bar, as in iOS 18")
  func tabBarSafeArea() throws {
    let host = phoneHost(
      TabView {
        Color.clear.accessibilityIdentifier("content").tabItem { Label("Home", systemImage: "house") }
      },
      device: device)
    #expect(host.frame(of: "content") == rect(0, 47, 390, 844 - 47 - 34 - 49))
  }
}
