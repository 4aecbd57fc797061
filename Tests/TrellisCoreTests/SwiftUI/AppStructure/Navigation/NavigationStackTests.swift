import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// NavigationStack: the bars over the top screen, their heights and titles, pushing with links
/// and paths, popping with the back button (docs/iOSControls.md §8 "Navigation bar").
@MainActor
@Suite("Navigation: NavigationStack")
struct NavigationStackTests {
  /// A mailbox with a link to message 3 and an Edit button.
  struct Mailbox: View {
    var mode: NavigationBarItem.TitleDisplayMode = .automatic

    var body: some View {
      NavigationStack {
        VStack {
          NavigationLink("Message", value: 3).accessibilityIdentifier("link")
          Color.blue.frame(height: 20).accessibilityIdentifier("row")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .accessibilityIdentifier("content")
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(mode)
        .navigationDestination(for: Int.self) { number in
          Text("Message \(number)").accessibilityIdentifier("message").navigationTitle("Detail")
        }
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Edit") {}.accessibilityIdentifier("edit") }
        }
      }
    }
  }

  @Test(
    "A link outside any navigation stack is drawn as a disabled button, as on iOS (issue 33)",
    arguments: [true, false])
  func linkOutsideAStackIsDisabled(byValue: Bool) {
    let link = phoneHost(
      Group {
        if byValue {
          NavigationLink("Details", value: 3)
        } else {
          NavigationLink("Details") { Text("Pushed") }
        }
      })
    let disabledButton = phoneHost(Group { Button("Details") {}.disabled(true) })
    #expect(link.drawing == disabledButton.drawing)
  }

  @Test("A large title: the bar is 44 + 52 = 96 under the 47-pt status bar; content starts at 143")
  func largeTitleBarHeight() {
    let host = phoneHost(Mailbox())
    #expect(host.frame(ofSource: "NavigationBarView") == rect(0, 47, 390, 96))
    #expect(host.frame(of: "content") == rect(0, 143, 390, 667))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("The large title: Large Title bold (34) at x = 16, its text box ending 8 above the bar's bottom")
  func largeTitleFrame() throws {
    let host = phoneHost(Mailbox())
    let title = try #require(host.frame(named: "Text \"Inbox\""))
    #expect(close(title.minX, 16))
    #expect(close(title.maxY, 143 - 8))
    // Five characters of 34-pt fixed-advance text, 17 each.
    #expect(close(title.width, 85))
    let text = try #require(host.result.root?.allNodes.first { $0.name.hasPrefix("Text \"Inbox\"") })
    #expect(text.name.contains("size: 34") || host.displayList().description.contains("34"))
  }

  @Test("An inline title: the bar is 44 tall; the title is 17-pt semibold, centred on the screen and in the bar")
  func inlineTitle() throws {
    let host = phoneHost(Mailbox(mode: .inline))
    #expect(host.frame(ofSource: "NavigationBarView") == rect(0, 47, 390, 44))
    #expect(host.frame(of: "content") == rect(0, 91, 390, 719))
    let title = try #require(host.frame(named: "Text \"Inbox\""))
    #expect(close(title.midX, 195))
    #expect(close(title.midY, 47 + 22))
    // 5 × 8.5 = 42.5, rounded up to the pixel grid.
    #expect(close(title.width, 128.0 / 3))
  }

  @Test(
    "The inline title stays 17-pt semibold at every Dynamic Type size, as UIKit's bar title does",
    arguments: [DynamicTypeSize.medium, .xxxLarge, .accessibility3])
  func inlineTitleDoesNotScale(size: DynamicTypeSize) throws {
    let host = phoneHost(Mailbox(mode: .inline).dynamicTypeSize(size))
    let run = try #require(host.drawnTextRuns.first { $0.string == "Inbox" })
    #expect(run.font.pointSize == 17 && run.font.weight == .semibold)
  }

  @Test("A trailing toolbar item ends 16 from the screen's edge, centred in the 44-pt row")
  func trailingItem() throws {
    let host = phoneHost(Mailbox())
    let edit = try #require(host.unroundedFrame(of: "edit"))
    #expect(close(edit.maxX, 390 - 16))
    #expect(close(edit.midY, 47 + 22))
  }

  @Test("Tapping a value link pushes its destination under a back button titled with the previous title")
  func pushShowsBackButton() throws {
    let host = phoneHost(Mailbox())
    #expect(host.tap("link"))
    #expect(host.frame(of: "message") != nil)
    #expect(host.frame(of: "link") == nil)
    let back = try #require(host.unroundedFrame(of: "BackButton"))
    #expect(close(back.minX, 0))
    #expect(close(back.minY, 47))
    #expect(close(back.height, 44))
    // The chevron's ink at x ≈ 9.3, the previous title at x ≈ 31.7 (ASNAP).
    #expect(close(host.frame(named: "BackChevron", in: "BackButton")?.minX, 9.3))
    let previous = try #require(host.frame(named: "Text \"Inbox\"", in: "BackButton"))
    #expect(close(previous.minX, 31.7))
    // The pushed screen inherits the large title; its title is its own.
    #expect(host.frame(named: "Text \"Detail\"") != nil)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("The back button pops: the root shows again, without a back button")
  func backButtonPops() {
    let host = phoneHost(Mailbox())
    #expect(host.tap("link"))
    #expect(host.tap("BackButton"))
    #expect(host.frame(of: "link") != nil)
    #expect(host.frame(of: "BackButton") == nil)
  }

  @Test("dismiss() on a pushed screen pops it and the screens above it; the root is not presented")
  func dismissPops() {
    struct Detail: View {
      let number: Int
      @Environment(\.dismiss) private var dismiss
      @Environment(\.isPresented) private var isPresented

      var body: some View {
        VStack {
          Text(isPresented ? "presented" : "root").accessibilityIdentifier("state \(number)")
          Button("Close") { dismiss() }.accessibilityIdentifier("close \(number)")
          NavigationLink("Next", value: number + 1).accessibilityIdentifier("next \(number)")
        }
      }
    }
    struct Screens: View {
      @State var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          Detail(number: 0).navigationDestination(for: Int.self) { Detail(number: $0) }
        }
      }
    }
    let host = phoneHost(Screens())
    #expect(host.root?.allNodes.contains { $0.name == "Text \"root\"" } == true)
    #expect(host.tap("next 0"))
    #expect(host.tap("next 1"))
    #expect(host.root?.allNodes.contains { $0.name == "Text \"presented\"" } == true)
    #expect(host.frame(of: "close 2") != nil)
    #expect(host.tap("close 2"))
    #expect(host.frame(of: "close 1") != nil)
    #expect(host.tap("close 1"))
    #expect(host.frame(of: "close 0") != nil)
    #expect(host.frame(of: "BackButton") == nil)
    // The root's dismiss does nothing: the root is not presented.
    #expect(host.tap("close 0"))
    #expect(host.frame(of: "close 0") != nil)
  }

  @Test("A zoom transition leaves the pushed screen at rest as a plain push draws it")
  func zoomTransitionAtRest() {
    struct Photos: View {
      let zoom: Bool
      @Namespace private var namespace

      var body: some View {
        NavigationStack {
          NavigationLink(value: 1) {
            Color.blue.frame(width: 80, height: 80).matchedTransitionSource(id: 1, in: namespace)
          }
          .accessibilityIdentifier("thumbnail")
          .navigationTitle("Photos")
          .navigationDestination(for: Int.self) { id in
            let photo = Color.blue.accessibilityIdentifier("photo").navigationTitle("Photo \(id)")
            if zoom {
              photo.navigationTransition(.zoom(sourceID: id, in: namespace))
            } else {
              photo.navigationTransition(.automatic)
            }
          }
        }
      }
    }
    let zoomed = phoneHost(Photos(zoom: true))
    let plain = phoneHost(Photos(zoom: false))
    #expect(zoomed.tap("thumbnail"))
    #expect(plain.tap("thumbnail"))
    #expect(zoomed.frame(of: "photo") != nil)
    #expect(zoomed.frame(of: "photo") == plain.frame(of: "photo"))
    #expect(zoomed.drawing == plain.drawing)
  }

  @Test("The back button is in the tint: accentColor by default, tint(_:) when set")
  func backButtonTint() {
    let host = phoneHost(Mailbox().tint(.orange))
    #expect(host.tap("link"))
    #expect(host.drawing.contains("fill #FF9500FF"))
  }

  /// A stack whose path is bound to an array of numbers.
  struct Bound: View {
    @State var path: [Int]

    var body: some View {
      NavigationStack(path: $path) {
        Text("Root").accessibilityIdentifier("root").navigationTitle("Root")
          .navigationDestination(for: Int.self) { Text("Screen \($0)").accessibilityIdentifier("screen-\($0)") }
      }
    }
  }

  @Test("The top of a non-empty path is drawn; popping removes its last value")
  func boundPath() {
    let host = phoneHost(Bound(path: [1, 2]))
    #expect(host.frame(of: "screen-2") != nil)
    #expect(host.frame(of: "screen-1") == nil)
    #expect(host.frame(of: "root") == nil)
    #expect(host.tap("BackButton"))
    #expect(host.frame(of: "screen-1") != nil)
    #expect(host.tap("BackButton"))
    #expect(host.frame(of: "root") != nil)
  }

  @Test("A path value no destination takes: SwiftUI's message, and the screen below stays on top")
  func pathWithoutDestination() {
    struct Mixed: View {
      @State var path = NavigationPath([1])
      var body: some View {
        NavigationStack(path: $path) {
          Text("Root").accessibilityIdentifier("root")
            .navigationDestination(for: Int.self) { Text("Screen \($0)").accessibilityIdentifier("screen") }
        }
        .onAppear { path.append("unmatched") }
      }
    }
    let host = phoneHost(Mixed())
    #expect(host.frame(of: "screen") != nil)
    #expect(
      host.runtimeIssues.contains(
        "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination "
          + "declaration visible from the location of the link. The link cannot be activated."))
  }

  @Test("A link whose value no destination takes reports SwiftUI's message when tapped and pushes nothing")
  func linkWithoutDestination() {
    let host = phoneHost(NavigationStack { NavigationLink("Go", value: "x").accessibilityIdentifier("go") })
    #expect(host.tap("go"))
    #expect(host.frame(of: "go") != nil)
    #expect(host.runtimeIssues.contains { $0.hasPrefix("A NavigationLink is presenting a value of type “String”") })
  }

  @Test("A destination link pushes its view; its back button says Back when the root has no title")
  func destinationLink() throws {
    let host = phoneHost(
      NavigationStack {
        NavigationLink("Settings") { Text("Settings screen").accessibilityIdentifier("settings") }
          .accessibilityIdentifier("open")
      })
    #expect(host.tap("open"))
    #expect(host.frame(of: "settings") != nil)
    #expect(host.frame(named: "Text \"Back\"", in: "BackButton") != nil)
    // No title anywhere: the bar is inline, 44 tall.
    #expect(host.frame(ofSource: "NavigationBarView")?.height == 44)
  }

  @Test("navigationDestination(isPresented:) pushes while its binding is true; the back button sets it false")
  func presentedDestination() {
    struct Presenting: View {
      @State var isShown = false
      var body: some View {
        NavigationStack {
          Button("Show") { isShown = true }.accessibilityIdentifier("show")
            .navigationDestination(isPresented: $isShown) { Text("Shown").accessibilityIdentifier("shown") }
        }
      }
    }
    let host = phoneHost(Presenting())
    #expect(host.frame(of: "shown") == nil)
    #expect(host.tap("show"))
    #expect(host.frame(of: "shown") != nil)
    #expect(host.tap("BackButton"))
    #expect(host.frame(of: "shown") == nil)
    #expect(host.frame(of: "show") != nil)
  }

  @Test("navigationDestination(item:) pushes the destination of the item while it is not nil")
  func itemDestination() {
    struct Items: View {
      @State var item: Int? = 7
      var body: some View {
        NavigationStack {
          Text("Root").navigationDestination(item: $item) { Text("Item \($0)").accessibilityIdentifier("item") }
        }
      }
    }
    let host = phoneHost(Items())
    #expect(host.frame(named: "Text \"Item 7\"") != nil)
    #expect(host.tap("BackButton"))
    #expect(host.frame(of: "item") == nil)
  }

  @Test("The screen below keeps its state while a screen is pushed over it")
  func stateKeptUnderPush() {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        VStack {
          Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
          NavigationLink("Next", value: 1).accessibilityIdentifier("next")
        }
        .navigationDestination(for: Int.self) { _ in Text("Next screen") }
      }
    }
    let host = phoneHost(NavigationStack { Counter() })
    #expect(host.tap("count"))
    #expect(host.tap("count"))
    #expect(host.tap("next"))
    #expect(host.tap("BackButton"))
    #expect(host.shows("Text \"Count 2\""))
  }

  @Test("A covered screen disappears and appears again when it is uncovered")
  func appearanceUnderPush() {
    final class Log { var events: [String] = [] }
    let log = Log()
    let host = phoneHost(
      NavigationStack {
        NavigationLink("Next", value: 1).accessibilityIdentifier("next")
          .onAppear { log.events.append("appear") }
          .onDisappear { log.events.append("disappear") }
          .navigationDestination(for: Int.self) { _ in Text("Next screen") }
      })
    #expect(log.events == ["appear"])
    #expect(host.tap("next"))
    #expect(log.events == ["appear", "disappear"])
    #expect(host.tap("BackButton"))
    #expect(log.events == ["appear", "disappear", "appear"])
  }

  @Test("A pushed screen with .inline shows a centred title; the back button and its title stay leading")
  func pushedInline() throws {
    let host = phoneHost(
      NavigationStack {
        NavigationLink("Open", value: 1).accessibilityIdentifier("open")
          .navigationTitle("Root")
          .navigationDestination(for: Int.self) { _ in
            Text("Body").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
          }
      })
    #expect(host.tap("open"))
    #expect(host.frame(ofSource: "NavigationBarView")?.height == 44)
    let title = try #require(host.frame(named: "Text \"Detail\""))
    #expect(close(title.midX, 195))
  }

  @Test("toolbar(.hidden, for: .navigationBar) removes the bar: the content starts at the safe area's top")
  func hiddenBar() {
    let host = phoneHost(
      NavigationStack {
        Color.red.accessibilityIdentifier("content").navigationTitle("Hidden").toolbar(.hidden, for: .navigationBar)
      })
    #expect(host.frame(ofSource: "NavigationBarView") == nil)
    #expect(host.frame(of: "content") == rect(0, 47, 390, 763))
  }

  @Test("navigationBarHidden(true), the deprecated form, hides the bar too")
  func deprecatedHiddenBar() {
    let host = phoneHost(NavigationStack { Color.red.accessibilityIdentifier("content").navigationBarHidden(true) })
    #expect(host.frame(of: "content") == rect(0, 47, 390, 763))
  }

  @Test("A background that ignores the safe area runs under the bars to the top of the screen")
  func backgroundUnderBars() {
    let host = phoneHost(
      NavigationStack {
        Text("Rows").frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(Color.gray.accessibilityIdentifier("background").ignoresSafeArea())
          .navigationTitle("Settings")
      })
    #expect(host.frame(of: "background") == rect(0, 0, 390, 844))
  }

  @Test("At rest the bar is transparent: nothing is drawn behind the title")
  func transparentAtRest() {
    let drawing = phoneHost(Mailbox()).drawing
    #expect(!drawing.contains("#F8F8F8CC"))
  }

  @Test(
    "toolbarBackground(.visible) draws the bar material up under the status bar, with its hairline",
    arguments: [(ColorScheme.light, "#F8F8F8CC"), (.dark, "#212121B8")] as [(ColorScheme, String)])
  func visibleBackground(scheme: ColorScheme, colour: String) {
    let host = phoneHost(
      NavigationStack {
        Text("Body").navigationTitle("Title").toolbarBackground(.visible, for: .navigationBar)
      }
      .colorScheme(scheme))
    let drawing = host.drawing
    #expect(drawing.contains("fill \(colour) (0, 0, 390, 143)"))
    #expect(drawing.contains("fill #0000004D (0, 142.667, 390, 0.333)"))
  }

  @Test("toolbarBackground with a style fills the bar with it")
  func styledBackground() {
    let host = phoneHost(
      NavigationStack { Text("Body").navigationTitle("Title").toolbarBackground(Color.indigo, for: .navigationBar) })
    #expect(host.drawing.contains("fill #5856D6FF (0, 0, 390, 143)"))
  }

  @Test("The title follows the color scheme: black in light, white in dark; toolbarColorScheme overrides it")
  func titleColour() {
    let light = phoneHost(Mailbox()).drawing
    let dark = phoneHost(Mailbox().colorScheme(.dark)).drawing
    let forced = phoneHost(
      NavigationStack { Text("Body").navigationTitle("Inbox").toolbarColorScheme(.dark, for: .navigationBar) }
    ).drawing
    #expect(light.contains("text \"Inbox\"") && light.contains("#000000FF"))
    #expect(dark.contains("#FFFFFFFF"))
    #expect(forced.contains("#FFFFFFFF"))
  }

  @Test("A stack made without a path keeps its own: value links push and the back button pops")
  func internalPath() {
    let host = phoneHost(Mailbox())
    #expect(host.tap("link"))
    #expect(host.frame(of: "message") != nil)
    #expect(host.tap("BackButton"))
    #expect(host.frame(of: "message") == nil)
  }
}
