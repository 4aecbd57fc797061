import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `statusBarHidden(_:)`: the status bar a host draws as screen chrome, left out on request.
@MainActor
@Suite("Hiding system elements: statusBarHidden")
struct StatusBarHiddenTests {
  @Test("A view that asks for the status bar hidden leaves it out; the home indicator and layout stay")
  func hidden() throws {
    let host = phoneHost(
      VStack { Color.clear.accessibilityIdentifier("app") }.statusBarHidden(), chrome: .statusBarAndHomeIndicator)
    #expect(host.frame(ofSource: "StatusBar") == nil)
    #expect(host.frame(named: "Text \"9:41\"") == nil)
    let capsule = try #require(host.result.root?.frame(named: "Capsule"))
    #expect(close(capsule, rect(128, 844 - 8 - 5, 134, 5)))
    // The safe area stays: a phone with a notch keeps its top inset.
    #expect(host.frame(of: "app") == rect(0, 47, 390, 763))
  }

  @Test("statusBarHidden(false), or no modifier, keeps the status bar")
  func shown() {
    let explicit = phoneHost(Color.clear.statusBarHidden(false), chrome: .statusBarAndHomeIndicator)
    #expect(explicit.frame(ofSource: "StatusBar") == rect(0, 0, 390, 47))
    let plain = phoneHost(Color.clear, chrome: .statusBar)
    #expect(plain.frame(ofSource: "StatusBar") == rect(0, 0, 390, 47))
  }

  @Test("A view deep in the tree hides it")
  func nested() {
    let deep = phoneHost(
      VStack {
        Text("Title")
        Color.clear.statusBarHidden()
      }, chrome: .statusBar)
    #expect(deep.frame(ofSource: "StatusBar") == nil)
  }
}
