import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// TabView: the tab bar's height over the home indicator, its items, selection by tap and by
/// binding, badges, page dots (docs/iOSControls.md §8 "TabView").
@MainActor
@Suite("Navigation: TabView")
struct TabViewTests {
  /// Three tabs with a selection binding, the first with a badge.
  struct App: View {
    @State var selection = "inbox"

    var body: some View {
      TabView(selection: $selection) {
        Color.clear.accessibilityIdentifier("inbox-content")
          .tabItem { Label("Inbox", systemImage: "tray") }
          .tag("inbox")
          .badge(3)
        Color.clear.accessibilityIdentifier("sent-content")
          .tabItem {
            Image(systemName: "paperplane")
            Text("Sent")
          }
          .tag("sent")
        Color.clear.accessibilityIdentifier("settings-content")
          .tabItem { Label("Settings", systemImage: "gear") }
          .tag("settings")
      }
    }
  }

  @Test("The tab bar is 49 tall over the 34-pt home indicator: 83 from y = 761; the tab above it")
  func barHeight() {
    let host = phoneHost(App())
    #expect(close(host.frame(ofSource: "TabBarView"), rect(0, 761, 390, 83)))
    #expect(host.frame(of: "inbox-content") == rect(0, 47, 390, 714))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Items have equal frames 4 apart, 2 from each end, 49 tall")
  func itemFrames() throws {
    let host = phoneHost(App())
    let width = (390 - 2 * 2 - 2 * 4) / 3.0
    for (index, title) in ["Inbox", "Sent", "Settings"].enumerated() {
      let item = try #require(host.unroundedFrame(of: title))
      #expect(close(item, rect(2 + CGFloat(index) * (width + 4), 761, width, 49)), "\(title)")
    }
  }

  @Test("Each item: a 28-pt icon box over a 10-pt medium title, centred")
  func itemLayout() throws {
    let host = phoneHost(App())
    let item = try #require(host.unroundedFrame(of: "Inbox"))
    let icon = try #require(host.frame(named: "Image systemName: \"tray\"", in: "Inbox"))
    let title = try #require(host.frame(named: "Text \"Inbox\"", in: "Inbox"))
    #expect(close(icon.size.width, 28))
    #expect(close(icon.minY, 761 + 4.5))
    #expect(close(icon.midX, item.midX))
    #expect(close(title.midX, item.midX))
    #expect(close(title.minY, icon.maxY + 3))
    #expect(host.drawnFont(of: "Inbox")?.size == 10)
    #expect(host.drawnFont(of: "Inbox")?.weight == .medium)
  }

  @Test("The selected item is in the tint, the others gray 153,153,153 (117 in dark)")
  func itemColours() {
    let light = phoneHost(App()).drawing
    #expect(
      light.contains("symbol tray")
        && light.split(separator: "\n").contains { $0.contains("symbol tray") && $0.contains("#007AFFFF") })
    #expect(light.split(separator: "\n").contains { $0.contains("symbol gear") && $0.contains("#999999FF") })
    let dark = phoneHost(App().colorScheme(.dark)).drawing
    #expect(dark.split(separator: "\n").contains { $0.contains("symbol tray") && $0.contains("#0A84FFFF") })
    #expect(dark.split(separator: "\n").contains { $0.contains("symbol gear") && $0.contains("#757575FF") })
  }

  @Test("Tapping an item selects its tab and sets the binding")
  func tapSelects() {
    let host = phoneHost(App())
    #expect(host.frame(of: "inbox-content") != nil)
    #expect(host.tap("Settings"))
    #expect(host.frame(of: "settings-content") != nil)
    #expect(host.frame(of: "inbox-content") == nil)
    #expect(host.drawing.split(separator: "\n").contains { $0.contains("symbol gear") && $0.contains("#007AFFFF") })
  }

  @Test("Without a binding the tab view keeps its own selection")
  func ownSelection() {
    let host = phoneHost(
      TabView {
        Text("One").accessibilityIdentifier("one").tabItem { Text("First") }
        Text("Two").accessibilityIdentifier("two").tabItem { Text("Second") }
      })
    #expect(host.frame(of: "one") != nil)
    #expect(host.tap("Second"))
    #expect(host.frame(of: "two") != nil)
    #expect(host.frame(of: "one") == nil)
  }

  @Test("A selection that matches no tab's tag shows the first tab and is reported")
  func unmatchedSelection() {
    let host = phoneHost(App(selection: "trash"))
    #expect(host.frame(of: "inbox-content") != nil)
    #expect(host.runtimeIssues.contains("TabView: the selection trash matches no tab's tag; showing the first tab."))
  }

  @Test("A badge is a red capsule at least 18 across at the icon's top-trailing corner, with white text")
  func badge() throws {
    let host = phoneHost(App())
    let capsule = try #require(host.frame(named: "Capsule", in: "Inbox"))
    let icon = try #require(host.frame(named: "Image systemName: \"tray\"", in: "Inbox"))
    #expect(close(capsule.height, 18))
    #expect(close(capsule.midX, icon.midX + 14))
    #expect(close(capsule.midY, icon.minY + 4))
    #expect(host.drawing.contains("fill #FF3B30FF"))
    #expect(host.frame(named: "Text \"3\"", in: "Inbox") != nil)
    #expect(host.frame(named: "Capsule", in: "Sent") == nil)
  }

  @Test("badge(0) and badge(nil) show no badge; a string badge shows its text")
  func badgeValues() {
    let host = phoneHost(
      TabView {
        Color.clear.tabItem { Text("Zero") }.badge(0)
        Color.clear.tabItem { Text("None") }.badge(nil as Text?)
        Color.clear.tabItem { Text("New") }.badge("New")
      })
    #expect(host.frame(named: "Capsule", in: "Zero") == nil)
    #expect(host.frame(named: "Capsule", in: "None") == nil)
    #expect(host.frame(named: "Text \"New\"", in: "New") != nil)
    #expect(host.frame(named: "Capsule", in: "New") != nil)
  }

  @Test("A navigation stack in a tab: its bar at the top, its content between the bars")
  func stackInTab() {
    let host = phoneHost(
      TabView {
        NavigationStack {
          Color.clear.accessibilityIdentifier("content").navigationTitle("Feed")
        }
        .tabItem { Label("Feed", systemImage: "house") }
      })
    #expect(host.frame(of: "content") == rect(0, 143, 390, 618))
  }

  @Test("toolbar(.hidden, for: .tabBar) on a tab's screen hides the tab bar, even from inside a stack")
  func hiddenTabBar() {
    let host = phoneHost(
      TabView {
        NavigationStack {
          Color.clear.accessibilityIdentifier("content").toolbar(.hidden, for: .tabBar)
        }
        .tabItem { Text("Only") }
      })
    #expect(host.frame(ofSource: "TabBarView") == nil)
    // Nor does the stack draw a navigation bar: its screen has no title and no items (issue 33).
    #expect(host.frame(of: "content") == rect(0, 47, 390, 763))
  }

  @Test("toolbarVisibility(.hidden, for:), the iOS 18 name, hides the tab bar and the navigation bar")
  func toolbarVisibilityHides() {
    let host = phoneHost(
      TabView {
        NavigationStack {
          Color.clear.accessibilityIdentifier("content").toolbarVisibility(.hidden, for: .tabBar, .navigationBar)
        }
        .tabItem { Text("Only") }
      })
    #expect(host.frame(ofSource: "TabBarView") == nil)
    #expect(host.frame(of: "content") == rect(0, 47, 390, 763))
  }

  @Test("A tab view in a navigation stack hands up the selected tab's title only")
  func titleFromSelectedTab() {
    let host = phoneHost(
      NavigationStack {
        TabView {
          Color.clear.navigationTitle("First").tabItem { Text("A") }
          Color.clear.navigationTitle("Second").tabItem { Text("B") }
        }
      })
    #expect(host.frame(named: "Text \"First\"") != nil)
    #expect(host.frame(named: "Text \"Second\"") == nil)
  }

  /// The iOS 18 API: tabs with values.
  enum Section: Hashable { case home, search }

  @Test("Tab(_:systemImage:value:content:) selects by value; TabSection is accepted; role .search labels its tab")
  func tabAPI() {
    struct Tabs: View {
      @State var selection = Section.home
      var body: some View {
        TabView(selection: $selection) {
          Tab("Home", systemImage: "house", value: Section.home) {
            Text("Home screen").accessibilityIdentifier("home")
          }
          .badge(2)
          TabSection("More") {
            Tab(value: Section.search, role: .search) {
              Text("Search screen").accessibilityIdentifier("search")
            }
          }
        }
      }
    }
    let host = phoneHost(Tabs())
    #expect(host.frame(of: "home") != nil)
    #expect(host.frame(named: "Capsule", in: "Home") != nil)
    #expect(host.frame(named: "Image systemName: \"magnifyingglass\"", in: "Search") != nil)
    #expect(host.tap("Search"))
    #expect(host.frame(of: "search") != nil)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Tab(_:systemImage:content:) without values, in a tab view without selection")
  func tabWithoutValues() {
    let host = phoneHost(
      TabView {
        Tab("One", systemImage: "1.circle") { Text("First").accessibilityIdentifier("first") }
        Tab("Two", systemImage: "2.circle") { Text("Second").accessibilityIdentifier("second") }
      })
    #expect(host.frame(of: "first") != nil)
    #expect(host.tap("Two"))
    #expect(host.frame(of: "second") != nil)
  }

  @Test("tabViewStyle(.page): the page fills the view; 7-pt dots 17.7 apart at the bottom of the safe area")
  func pageDots() throws {
    let host = phoneHost(
      TabView {
        Color.red.accessibilityIdentifier("page-1")
        Color.green
        Color.blue
      }
      .tabViewStyle(.page))
    #expect(host.frame(of: "page-1") == rect(0, 47, 390, 763))
    #expect(host.frame(ofSource: "TabBarView") == nil)
    let dots = try #require(host.result.root?.frames(named: "Circle"))
    #expect(dots.count == 3)
    #expect(dots.allSatisfy { close($0.width, 7) })
    #expect(close(dots[1].midX - dots[0].midX, 17.7))
    #expect(close(dots[1].midX, 195))
    #expect(close(host.unroundedFrame(of: "PageIndicator")?.maxY, 810))
    #expect(host.drawing.contains("fill #FFFFFFFF"))
    #expect(host.drawing.contains("fill #FFFFFF59"))
  }

  @Test("Page dots: .never hides them, .automatic hides them for one page, .always shows them")
  func pageDotModes() {
    #expect(
      phoneHost(
        TabView {
          Color.red; Color.blue
        }.tabViewStyle(.page(indexDisplayMode: .never))
      ).frame(of: "PageIndicator") == nil)
    #expect(phoneHost(TabView { Color.red }.tabViewStyle(.page)).frame(of: "PageIndicator") == nil)
    #expect(
      phoneHost(TabView { Color.red }.tabViewStyle(.page(indexDisplayMode: .always))).frame(of: "PageIndicator") != nil)
  }

  @Test("tabViewStyle(.automatic), (.tabBarOnly) and (.sidebarAdaptable) draw the tab bar")
  func tabBarStyles() {
    for host in [
      phoneHost(App().tabViewStyle(.automatic)), phoneHost(App().tabViewStyle(.tabBarOnly)),
      phoneHost(App().tabViewStyle(.sidebarAdaptable)),
    ] {
      #expect(host.frame(ofSource: "TabBarView") != nil)
    }
  }

  @Test("toolbarBackground(.visible, for: .tabBar) draws the bar material with its top hairline")
  func visibleTabBarBackground() {
    let host = phoneHost(
      TabView { Color.clear.toolbarBackground(.visible, for: .tabBar).tabItem { Text("A") } })
    #expect(host.drawing.contains("fill #F8F8F8CC (0, 761, 390, 83)"))
    #expect(host.drawing.contains("fill #0000004D (0, 761, 390, 0.333)"))
  }
}
