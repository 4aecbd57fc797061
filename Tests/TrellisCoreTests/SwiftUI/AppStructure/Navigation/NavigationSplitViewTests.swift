import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// NavigationSplitView: columns side by side on iPad, a stack on iPhone (docs/iOSControls.md §1,
/// §8 "NavigationSplitView").
@MainActor
@Suite("Navigation: NavigationSplitView")
struct NavigationSplitViewTests {
  struct Folders: View {
    var visibility: NavigationSplitViewVisibility = .automatic

    var body: some View {
      NavigationSplitView(columnVisibility: .constant(visibility)) {
        VStack {
          NavigationLink("Work", value: "Work").accessibilityIdentifier("work")
        }
        .accessibilityIdentifier("sidebar")
        .navigationTitle("Folders")
        .navigationDestination(for: String.self) { Text("Folder \($0)").accessibilityIdentifier("folder") }
      } detail: {
        Text("No folder").accessibilityIdentifier("placeholder")
      }
    }
  }

  @Test("On an iPad in landscape: a 320-pt sidebar and the detail beside it, each under its own bar")
  func columnsOnIPad() throws {
    let host = phoneHost(Folders(), device: .iPad)
    let columns = try #require(host.result.root?.frames(named: "NavigationStack"))
    #expect(columns.count == 2)
    #expect(close(columns[0], rect(0, 24, 320, 980)))
    #expect(close(columns[1], rect(320, 24, 1046, 980)))
    // The sidebar's large title at the iPad's 20-pt margin, under a 50-pt row.
    let title = try #require(host.frame(named: "Text \"Folders\""))
    #expect(close(title.minX, 20))
    #expect(close(title.maxY, 24 + 50 + 52 - 8))
    #expect(host.frame(of: "placeholder") != nil)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("A hairline separates the columns, from the top of the screen to the bottom")
  func separator() throws {
    let host = phoneHost(Folders(), device: .iPad)
    let line = try #require(host.result.root?.frames(named: "Rectangle separator").first)
    #expect(close(line, rect(319.5, 0, 0.5, 1024)))
  }

  @Test("A value link in the sidebar shows its destination in the detail column")
  func linkShowsInDetail() throws {
    let host = phoneHost(Folders(), device: .iPad)
    #expect(host.tap("work"))
    let folder = try #require(host.unroundedFrame(of: "folder"))
    #expect(folder.minX > 320)
    #expect(host.frame(of: "sidebar") != nil)
    #expect(host.frame(of: "placeholder") == nil)
  }

  @Test("dismiss() in the detail a sidebar link showed puts the detail's own view back (iOS 18)")
  func dismissClearsDetail() throws {
    struct Closing: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View {
        Button("Close") { dismiss() }.accessibilityIdentifier("close")
      }
    }
    struct Split: View {
      var body: some View {
        NavigationSplitView {
          NavigationLink("Work", value: "Work").accessibilityIdentifier("work")
            .navigationDestination(for: String.self) { _ in Closing() }
        } detail: {
          Text("No folder").accessibilityIdentifier("placeholder")
        }
      }
    }
    let host = phoneHost(Split(), device: .iPad)
    #expect(host.tap("work"))
    #expect(host.frame(of: "placeholder") == nil)
    #expect(host.tap("close"))
    #expect(host.frame(of: "placeholder") != nil)
    #expect(host.frame(of: "close") == nil)
  }

  @Test("On an iPhone the split view collapses into a stack showing the sidebar; its links push")
  func collapsesOnIPhone() {
    let host = phoneHost(Folders())
    #expect(host.result.root?.frames(named: "NavigationStack").count == 1)
    #expect(host.frame(of: "sidebar") != nil)
    #expect(host.frame(of: "placeholder") == nil)
    #expect(host.tap("work"))
    #expect(host.frame(of: "folder") != nil)
    #expect(host.frame(of: "BackButton") != nil)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("In a third of an iPad's split screen (compact) it collapses too")
  func collapsesInCompactIPad() {
    let host = phoneHost(Folders(), device: .iPadSplitOneThird)
    #expect(host.result.root?.frames(named: "NavigationStack").count == 1)
    #expect(host.frame(of: "sidebar") != nil)
  }

  @Test(
    "Column visibility: .detailOnly shows the detail alone; .all and .doubleColumn show both columns",
    arguments: [
      (NavigationSplitViewVisibility.detailOnly, 1), (.all, 2), (.doubleColumn, 2), (.automatic, 2),
    ] as [(NavigationSplitViewVisibility, Int)])
  func visibility(visibility: NavigationSplitViewVisibility, placed: Int) {
    let host = phoneHost(Folders(visibility: visibility), device: .iPad)
    let columns = host.result.root?.frames(named: "NavigationStack").filter { $0.width > 0 } ?? []
    #expect(columns.count == placed)
    #expect(host.frame(of: "placeholder") != nil)
  }

  @Test("In portrait the automatic style shows the detail alone, as UIKit's split view does")
  func portraitShowsDetail() {
    let host = phoneHost(Folders(), device: .iPadPro11)
    #expect(host.frame(of: "sidebar") == nil)
    #expect(host.frame(of: "placeholder") != nil)
  }

  @Test("Three columns: sidebar 320, content 320, detail the rest; navigationSplitViewColumnWidth sets a width")
  func threeColumns() throws {
    let host = phoneHost(
      NavigationSplitView(columnVisibility: .constant(.all)) {
        Text("Sidebar").navigationSplitViewColumnWidth(250)
      } content: {
        Text("Content")
      } detail: {
        Text("Detail")
      },
      device: .iPad)
    let columns = try #require(host.result.root?.frames(named: "NavigationStack"))
    #expect(columns.count == 3)
    #expect(close(columns[0].width, 250))
    #expect(close(columns[1], rect(250, 24, 320, 980)))
    #expect(close(columns[2], rect(570, 24, 796, 980)))
  }

  @Test(".prominentDetail shows the detail alone unless the visibility asks for more")
  func prominentDetail() {
    let host = phoneHost(Folders().navigationSplitViewStyle(.prominentDetail), device: .iPad)
    #expect(host.frame(of: "sidebar") == nil)
    let balanced = phoneHost(Folders().navigationSplitViewStyle(.balanced), device: .iPad)
    #expect(balanced.frame(of: "sidebar") != nil)
  }

  @Test("NavigationView draws a navigation stack of its content, whatever its style")
  func navigationView() {
    let host = phoneHost(
      NavigationView {
        NavigationLink("Next") { Text("Pushed").accessibilityIdentifier("pushed") }
          .accessibilityIdentifier("next")
          .navigationTitle("Home")
      }
      .navigationViewStyle(.stack))
    #expect(host.frame(named: "Text \"Home\"") != nil)
    #expect(host.tap("next"))
    #expect(host.frame(of: "pushed") != nil)
  }
}
