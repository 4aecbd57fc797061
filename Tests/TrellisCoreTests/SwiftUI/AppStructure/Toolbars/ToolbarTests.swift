import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Toolbar items in the navigation bar and the bottom toolbar, and the search field
/// (docs/iOSControls.md §8 "Navigation bar", "Toolbar").
@MainActor
@Suite("Navigation: toolbar and search")
struct ToolbarTests {
  private func screen<C: ToolbarContent>(@ToolbarContentBuilder _ items: () -> C) -> some View {
    NavigationStack {
      Color.clear.accessibilityIdentifier("content")
        .navigationTitle("Title")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar(content: items)
    }
  }

  @Test("A destructive button in the bar is drawn in the tint, as on iOS 18; outside a bar it is red")
  func destructiveBarButton() {
    let host = phoneHost(
      screen {
        ToolbarItem(placement: .topBarTrailing) { Button("Delete", role: .destructive) {} }
      })
    #expect(host.drawing.contains("text \"Delete\" (323, 59, 51, 20.333) #007AFFFF"))
    let plain = phoneHost(Button("Delete", role: .destructive) {})
    #expect(plain.drawing.contains("#FF3B30FF"))
  }

  @Test("Leading items start 16 from the leading edge, trailing items end 16 from the trailing edge")
  func leadingAndTrailing() throws {
    let host = phoneHost(
      screen {
        ToolbarItem(placement: .topBarLeading) { Button("Cancel") {}.accessibilityIdentifier("cancel") }
        ToolbarItem(placement: .topBarTrailing) { Button("Add") {}.accessibilityIdentifier("add") }
      })
    let cancel = try #require(host.unroundedFrame(of: "cancel"))
    let add = try #require(host.unroundedFrame(of: "add"))
    #expect(close(cancel.minX, 16))
    #expect(close(add.maxX, 374))
    #expect(close(cancel.midY, 69))
    #expect(close(add.midY, 69))
  }

  @Test(
    "Placements: cancellation and navigation leading; confirmation, primary, destructive and automatic trailing",
    arguments: [
      (ToolbarItemPlacement.cancellationAction, true), (.navigation, true), (.navigationBarLeading, true),
      (.confirmationAction, false), (.primaryAction, false), (.destructiveAction, false), (.automatic, false),
      (.navigationBarTrailing, false),
    ] as [(ToolbarItemPlacement, Bool)])
  func placementSides(placement: ToolbarItemPlacement, isLeading: Bool) throws {
    let host = phoneHost(screen { ToolbarItem(placement: placement) { Button("Go") {}.accessibilityIdentifier("go") } })
    let go = try #require(host.unroundedFrame(of: "go"))
    if isLeading { #expect(close(go.minX, 16)) } else { #expect(close(go.maxX, 374)) }
  }

  @Test("A confirmation action is semibold; a cancellation action regular (docs/iOSControls.md §4)")
  func confirmationIsSemibold() {
    let host = phoneHost(
      screen {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
      })
    #expect(host.drawnFont(of: "Done")?.weight == .semibold)
    #expect(host.drawnFont(of: "Done")?.size == 17)
    #expect(host.drawnFont(of: "Cancel")?.weight == .regular)
  }

  @Test("Items of one side sit side by side, the first declared nearest the centre")
  func groupOrder() throws {
    let host = phoneHost(
      screen {
        ToolbarItemGroup(placement: .topBarTrailing) {
          Button("One") {}.accessibilityIdentifier("one")
          Button("Two") {}.accessibilityIdentifier("two")
        }
      })
    let one = try #require(host.unroundedFrame(of: "one"))
    let two = try #require(host.unroundedFrame(of: "two"))
    #expect(close(two.maxX, 374))
    #expect(one.maxX <= two.minX)
  }

  @Test("A principal item replaces the inline title, centred on the bar")
  func principal() throws {
    let host = phoneHost(
      screen { ToolbarItem(placement: .principal) { Text("Centre").accessibilityIdentifier("centre") } })
    let centre = try #require(host.unroundedFrame(of: "centre"))
    #expect(close(centre.midX, 195))
    #expect(host.frame(named: "Text \"Title\"") == nil)
  }

  @Test("toolbarTitleMenu keeps the title where it was and reports that its indicator is not drawn")
  func titleMenu() throws {
    let plain = phoneHost(NavigationStack { Color.clear.navigationTitle("Report") })
    let host = phoneHost(
      NavigationStack {
        Color.clear.navigationTitle("Report").toolbarTitleMenu { Button("Duplicate") {} }
      })
    let title = try #require(host.frame(named: "Text \"Report\""))
    #expect(title == plain.frame(named: "Text \"Report\""))
    #expect(host.runtimeIssues.count == 1)
    #expect(host.runtimeIssues.first?.hasPrefix("toolbarTitleMenu:") == true)
  }

  @Test("Keyboard items are accepted and not drawn")
  func keyboardItems() {
    let host = phoneHost(
      screen { ToolbarItem(placement: .keyboard) { Button("Hide") {}.accessibilityIdentifier("hide") } })
    #expect(host.frame(of: "hide") == nil)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Bottom-bar items show a toolbar 44 tall above the home indicator; the content ends above it")
  func bottomBar() throws {
    let host = phoneHost(
      screen {
        ToolbarItemGroup(placement: .bottomBar) {
          Button("First") {}.accessibilityIdentifier("first")
          Spacer()
          Button("Last") {}.accessibilityIdentifier("last")
        }
      })
    #expect(close(host.frame(ofSource: "BottomToolbarView"), rect(0, 766, 390, 78)))
    #expect(host.frame(of: "content") == rect(0, 91, 390, 675))
    let first = try #require(host.unroundedFrame(of: "first"))
    let last = try #require(host.unroundedFrame(of: "last"))
    #expect(close(first.minX, 16))
    #expect(close(last.maxX, 374))
    #expect(close(first.midY, 766 + 22))
  }

  @Test("A View toolbar goes to the trailing edge; Labels in the bar show only their icon")
  func viewToolbarAndLabels() throws {
    let host = phoneHost(
      NavigationStack {
        Color.clear.toolbar {
          Button {
          } label: {
            Label("Add", systemImage: "plus")
          }
          .accessibilityIdentifier("add")
        }
      })
    let add = try #require(host.unroundedFrame(of: "add"))
    #expect(close(add.maxX, 374))
    #expect(host.frame(named: "Text \"Add\"") == nil)
    #expect(host.frame(named: "Image systemName: \"plus\"") != nil)
  }

  @Test("navigationBarItems(leading:trailing:), the deprecated form, places its views on each side")
  func deprecatedBarItems() throws {
    let host = phoneHost(
      NavigationStack {
        Color.clear.navigationBarItems(
          leading: Text("L").accessibilityIdentifier("l"), trailing: Text("T").accessibilityIdentifier("t"))
      })
    #expect(close(host.unroundedFrame(of: "l")?.minX, 16))
    #expect(close(host.unroundedFrame(of: "t")?.maxX, 374))
  }

  @Test("navigationBarBackButtonHidden removes the back button of a pushed screen")
  func backButtonHidden() {
    let host = phoneHost(
      NavigationStack(path: .constant([1])) {
        Color.clear.navigationDestination(for: Int.self) { _ in Text("Pushed").navigationBarBackButtonHidden() }
      })
    #expect(host.frame(named: "Text \"Pushed\"") != nil)
    #expect(host.frame(of: "BackButton") == nil)
  }

  @Test("The search field: 36 tall, 16 from the sides, in a 52-pt band under the large title")
  func searchFieldFrame() throws {
    let host = phoneHost(
      NavigationStack {
        Color.clear.accessibilityIdentifier("content").navigationTitle("Contacts")
          .searchable(text: .constant(""), prompt: "Name")
      })
    let field = try #require(host.unroundedFrame(of: "SearchField"))
    #expect(close(field, rect(16, 143 + 8, 358, 36)))
    #expect(host.frame(ofSource: "NavigationBarView")?.height == 148)
    #expect(host.frame(of: "content") == rect(0, 195, 390, 615))
    #expect(host.frame(named: "Text \"Name\"") != nil)
    #expect(host.frame(named: "Image systemName: \"magnifyingglass\"") != nil)
    #expect(host.drawing.contains("fill #7676801F"))
  }

  @Test("The search field takes text: its prompt gives way to the text and a clear button")
  func searchFieldTakesText() {
    struct Searching: View {
      @State var query = ""
      var body: some View {
        NavigationStack { Text(query).navigationTitle("Search").searchable(text: $query) }
      }
    }
    let host = phoneHost(Searching())
    #expect(host.frame(named: "Text \"Search\"", in: "SearchField") != nil)
    #expect(host.enterText("kiwi", into: "SearchField"))
    #expect(host.frame(named: "Text \"kiwi\"", in: "SearchField") != nil)
    #expect(host.frame(named: "Image systemName: \"xmark.circle.fill\"", in: "SearchField") != nil)
  }

  @Test("With an inline title the search band sits under the 44-pt row")
  func searchUnderInline() {
    let host = phoneHost(
      NavigationStack {
        Color.clear.searchable(text: .constant("")).navigationBarTitleDisplayMode(.inline)
      })
    #expect(host.frame(ofSource: "NavigationBarView")?.height == 96)
    #expect(close(host.unroundedFrame(of: "SearchField")?.minY, 91 + 8))
  }
}
