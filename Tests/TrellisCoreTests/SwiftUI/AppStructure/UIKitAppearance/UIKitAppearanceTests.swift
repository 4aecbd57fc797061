import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// The bars and controls drawn with what UIKit's appearance proxies ask (`UIKitAppearance`),
/// pinned in the environment as the `Trellis` module's proxies hand it over.
@MainActor
@Suite("UIKit appearance on the drawn bars")
struct UIKitAppearanceTests {
  /// A stack with a large title, a pushed screen's back button and a trailing item.
  struct Inbox: View {
    var mode: NavigationBarItem.TitleDisplayMode = .large

    var body: some View {
      NavigationStack {
        Text("Body")
          .navigationTitle("Inbox")
          .navigationBarTitleDisplayMode(mode)
          .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
      }
    }
  }

  /// A host on the iPhone with `appearance` pinned.
  func host<V: View>(_ view: V, _ appearance: UIKitAppearance) -> LayoutHost {
    var environment = EnvironmentValues()
    environment.uiKitAppearance = appearance
    return LayoutHost(view, device: .iPhone, environment: environment)
  }

  /// A navigation bar appearance with `background`.
  func navigationBar(_ background: UIKitAppearance.Background?) -> UIKitAppearance {
    var appearance = UIKitAppearance()
    appearance.navigationBar.background = background
    return appearance
  }

  @Test("A scroll-edge background fills the bar up under the status bar, with its shadow line")
  func navigationBarBackground() {
    let appearance = navigationBar(.init(usesMaterial: false, color: .red, shadow: .black.opacity(0.3)))
    let drawing = host(Inbox(), appearance).drawing
    #expect(drawing.contains("fill #FF3B30FF (0, 0, 390, 143)"))
    #expect(drawing.contains("fill #0000004D (0, 142.667, 390, 0.333)"))
  }

  @Test("A default background draws the bar material, then the colour over it")
  func materialUnderColour() {
    let appearance = navigationBar(.init(usesMaterial: true, color: .blue.opacity(0.5), shadow: nil))
    let drawing = host(Inbox(), appearance).drawing
    let material = drawing.range(of: "fill #F8F8F8CC (0, 0, 390, 143)")
    let colour = drawing.range(of: "fill #007AFF80 (0, 0, 390, 143)")
    #expect(material != nil && colour != nil)
    #expect(material!.lowerBound < colour!.lowerBound)
    #expect(!drawing.contains("#0000004D"))
  }

  @Test("toolbarBackground wins over the proxy, as on iOS")
  func swiftUIModifierWins() {
    let appearance = navigationBar(.init(usesMaterial: false, color: .red, shadow: nil))
    let view = NavigationStack {
      Text("Body").navigationTitle("Inbox").toolbarBackground(Color.indigo, for: .navigationBar)
    }
    let drawing = host(view, appearance).drawing
    #expect(drawing.contains("fill #5856D6FF (0, 0, 390, 143)"))
    #expect(!drawing.contains("#FF3B30FF"))
  }

  @Test("The bar view's own colour covers the bar, not the status bar")
  func viewBackground() {
    var appearance = UIKitAppearance()
    appearance.navigationBar.viewBackground = .green
    #expect(host(Inbox(), appearance).drawing.contains("fill #34C759FF (0, 47, 390, 96)"))
  }

  @Test("The title attributes colour and set the inline title")
  func inlineTitle() {
    var appearance = UIKitAppearance()
    appearance.navigationBar.titleColor = .orange
    appearance.navigationBar.titleFont = .system(size: 20, weight: .bold)
    // 20-pt bold: 10 a character with fixed-advance text, 24 tall.
    #expect(host(Inbox(mode: .inline), appearance).drawing.contains("text \"Inbox\" (170, 57, 50, 24) #FF9500FF"))
  }

  @Test("The large title attributes colour and set the large title")
  func largeTitle() {
    var appearance = UIKitAppearance()
    appearance.navigationBar.largeTitleColor = .purple
    #expect(host(Inbox(), appearance).drawing.contains("text \"Inbox\" (16, 94.333, 85, 40.667) #AF52DEFF"))
  }

  @Test("The proxy's tint colours the bar's items; a tint the views set wins")
  func barTint() {
    var appearance = UIKitAppearance()
    appearance.navigationBar.tint = .pink
    #expect(host(Inbox(), appearance).drawing.contains("text \"Edit\" (340, 59, 34, 20.333) #FF2D55FF"))
    #expect(host(Inbox().tint(.mint), appearance).drawing.contains("text \"Edit\" (340, 59, 34, 20.333) #00C7BEFF"))
  }

  /// A tab view of two tabs.
  struct Tabs: View {
    var body: some View {
      TabView {
        Color.clear.tabItem { Label("Home", systemImage: "house") }
        Color.clear.tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }

  @Test("A tab bar's background colour fills the bar down to the screen's edge")
  func tabBarViewBackground() {
    var appearance = UIKitAppearance()
    appearance.tabBar.viewBackground = .black
    #expect(host(Tabs(), appearance).drawing.contains("fill #000000FF (0, 761, 390, 83)"))
  }

  @Test("The tab bar's tint and unselected tint colour the items")
  func tabItemColours() {
    var appearance = UIKitAppearance()
    appearance.tabBar.tint = .purple
    appearance.tabBar.unselectedItemTint = .brown
    let drawing = host(Tabs(), appearance).drawing
    #expect(drawing.contains("text \"Home\" (87.667, 796.667, 20, 12) #AF52DEFF"))
    #expect(drawing.contains("text \"Settings\" (272.667, 796.667, 40, 12) #A2845EFF"))
  }

  @Test("isHidden on the tab bar proxy hides the bar; toolbar(.visible, for: .tabBar) shows it")
  func hiddenTabBar() {
    var appearance = UIKitAppearance()
    appearance.tabBar.isHidden = true
    #expect(host(Tabs(), appearance).frame(ofSource: "TabBarView") == nil)
    let shown = TabView { Color.clear.toolbar(.visible, for: .tabBar).tabItem { Text("A") } }
    #expect(host(shown, appearance).frame(ofSource: "TabBarView") != nil)
  }

  @Test("The page control proxy colours the current dot and the others")
  func pageDots() {
    var appearance = UIKitAppearance()
    appearance.pageControl.current = .black
    appearance.pageControl.other = .gray
    let view = TabView {
      Color.red
      Color.blue
    }
    .tabViewStyle(.page)
    let drawing = host(view, appearance).drawing
    #expect(drawing.contains("fill #000000FF (182.667, 793.667, 7, 7)"))
    #expect(drawing.contains("fill #8E8E93FF (200.333, 793.667, 7, 7)"))
  }

  @Test("The segmented control proxy colours the thumb, the track and the titles")
  func segmented() {
    var appearance = UIKitAppearance()
    appearance.segmentedControl.selectedSegmentTint = .blue
    appearance.segmentedControl.background = .yellow
    appearance.segmentedControl.titleColor = .gray
    appearance.segmentedControl.selectedTitleColor = .white
    let view = Picker("Mode", selection: .constant(0)) {
      Text("One").tag(0)
      Text("Two").tag(1)
    }
    .pickerStyle(.segmented)
    let drawing = host(view, appearance).drawing
    #expect(drawing.contains("fill #FFCC00FF (0, 412.667, 390, 32)"))
    #expect(drawing.contains("fill #007AFFFF (2, 414.667, 194, 28)"))
    #expect(drawing.contains("text \"One\" (89.333, 420.667, 19.667, 15.667) #FFFFFFFF"))
    #expect(drawing.contains("text \"Two\" (281.333, 420.667, 19.667, 15.667) #8E8E93FF"))
  }
}
