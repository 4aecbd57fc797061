import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// A navigation stack that shares its parent with other views: it takes the space its parent
/// proposes, and what ignores the safe area inside it (a scroll view) stays inside it where the
/// stack does not border the screen's safe area.
///
/// Evidence: Apple's `ignoresSafeArea(_:edges:)` ("expands the view into the safe area insets of
/// its container"): a container that ends above a button has no inset at its bottom, so nothing
/// in it reaches the button. The layout of the stack itself is the VStack's (§1.3).
@MainActor
@Suite("Navigation: a NavigationStack beside other views")
struct NavigationStackInStackTests {
  private func screen() -> LayoutHost {
    phoneHost(
      VStack {
        NavigationStack {
          ScrollView { Color.red.frame(height: 2000).accessibilityIdentifier("content") }
            .accessibilityIdentifier("scroll")
            .navigationTitle("Title")
        }
        .accessibilityIdentifier("stack")
        Button("Go") {}.accessibilityIdentifier("button")
      })
  }

  @Test("The stack takes what the VStack leaves above the button")
  func stackTakesItsShare() {
    let host = screen()
    #expect(close(host.unroundedFrame(of: "stack"), rect(0, 47, 390, 736.233)))
    #expect(close(host.unroundedFrame(of: "button"), rect(186.5, 789.667, 17, 20.333)))
  }

  @Test("The scroll view reaches under the bars and the status bar, and ends where the stack ends")
  func scrollViewStaysInsideTheStack() {
    let host = screen()
    let scroll = host.root?.allNodes.first { $0.name == "ScrollView" }
    // Before: (0, 0, 390, 844), clipped there, drawn over the button.
    #expect(close(scroll?.layoutFrame, rect(0, 0, 390, 783.233)))
    #expect(host.drawing.contains("clip (0, 0, 390, 783.333)"))
    #expect(close(host.unroundedFrame(of: "content")?.minY, 143))
  }

  @Test("A stack that fills the screen still lets its scroll view reach the window's bottom edge")
  func fullScreenStackUnchanged() {
    let host = phoneHost(
      NavigationStack {
        ScrollView { Color.red.frame(height: 2000) }.navigationTitle("Title")
      })
    let scroll = host.root?.allNodes.first { $0.name == "ScrollView" }
    #expect(close(scroll?.layoutFrame, rect(0, 0, 390, 844)))
  }
}
