import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// ToolbarSpacer (iOS 26): a flexible or fixed gap between the items of a bar's slot.
@MainActor
@Suite("Navigation: toolbar spacer")
struct ToolbarSpacerTests {
  private func screen<C: ToolbarContent>(@ToolbarContentBuilder _ items: () -> C) -> some View {
    NavigationStack {
      Color.clear.navigationTitle("Title").navigationBarTitleDisplayMode(.inline).toolbar(content: items)
    }
  }

  @Test("A flexible spacer pushes the bottom bar's next items to the trailing edge")
  func flexibleInBottomBar() throws {
    let host = phoneHost(
      screen {
        ToolbarItem(placement: .bottomBar) { Button("First") {}.accessibilityIdentifier("first") }
        ToolbarSpacer(.flexible, placement: .bottomBar)
        ToolbarItem(placement: .bottomBar) { Button("Last") {}.accessibilityIdentifier("last") }
      })
    let first = try #require(host.unroundedFrame(of: "first"))
    let last = try #require(host.unroundedFrame(of: "last"))
    #expect(close(first.minX, 16))
    #expect(close(last.maxX, 374))
  }

  @Test("A fixed spacer leaves two item spacings between its neighbours")
  func fixedInBottomBar() throws {
    let host = phoneHost(
      screen {
        ToolbarItem(placement: .bottomBar) { Button("First") {}.accessibilityIdentifier("first") }
        ToolbarSpacer(.fixed, placement: .bottomBar)
        ToolbarItem(placement: .bottomBar) { Button("Last") {}.accessibilityIdentifier("last") }
      })
    let first = try #require(host.unroundedFrame(of: "first"))
    let last = try #require(host.unroundedFrame(of: "last"))
    #expect(close(last.minX - first.maxX, 2 * NavigationBarMetrics.itemSpacing))
  }

  @Test("Without a spacer the bottom bar's items keep to the leading edge, one spacing apart")
  func withoutSpacer() throws {
    let host = phoneHost(
      screen {
        ToolbarItem(placement: .bottomBar) { Button("First") {}.accessibilityIdentifier("first") }
        ToolbarItem(placement: .bottomBar) { Button("Last") {}.accessibilityIdentifier("last") }
      })
    let first = try #require(host.unroundedFrame(of: "first"))
    let last = try #require(host.unroundedFrame(of: "last"))
    #expect(close(last.minX - first.maxX, NavigationBarMetrics.itemSpacing))
  }

  @Test("A fixed spacer between trailing items of the navigation bar widens their gap")
  func fixedInNavigationBar() throws {
    let host = phoneHost(
      screen {
        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {}.accessibilityIdentifier("edit") }
        ToolbarSpacer(.fixed, placement: .topBarTrailing)
        ToolbarItem(placement: .topBarTrailing) { Button("Add") {}.accessibilityIdentifier("add") }
      })
    let edit = try #require(host.unroundedFrame(of: "edit"))
    let add = try #require(host.unroundedFrame(of: "add"))
    #expect(close(add.maxX, 374))
    #expect(close(add.minX - edit.maxX, 2 * NavigationBarMetrics.itemSpacing))
  }
}
