import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `accessibilityAdjustableAction(_:)`: the element is adjustable, and VoiceOver's swipes run
/// the handler with the direction.
@MainActor
@Suite("Accessibility: adjustable action")
struct AccessibilityAdjustableActionTests {
  struct Volume: View {
    @State var level = 5
    var body: some View {
      Text("Volume \(level)")
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: level += 1
          case .decrement: level -= 1
          }
        }
        .accessibilityIdentifier("volume")
    }
  }

  @Test("A view with an adjustable action is reported adjustable")
  func reportedAdjustable() {
    let host = controlHost(Volume())
    #expect(host.accessibility(of: "volume")?.isAdjustable == true)
    #expect(
      controlHost(Text("Plain").accessibilityIdentifier("plain")).accessibility(of: "plain")?.isAdjustable == false)
  }

  @Test("Adjusting runs the handler with the direction")
  func adjustingRunsHandler() {
    let host = controlHost(Volume())
    #expect(host.performAccessibilityAdjustment(.increment, of: "volume"))
    #expect(host.performAccessibilityAdjustment(.increment, of: "volume"))
    #expect(host.frame(named: "Text \"Volume 7\"") != nil)
    #expect(host.performAccessibilityAdjustment(.decrement, of: "volume"))
    #expect(host.frame(named: "Text \"Volume 6\"") != nil)
  }

  @Test("Adjusting a view that is not adjustable reports a runtime issue")
  func notAdjustable() {
    let host = controlHost(Text("Plain").accessibilityIdentifier("plain"))
    #expect(!host.performAccessibilityAdjustment(.increment, of: "plain"))
    #expect(host.runtimeIssues.contains { $0.contains("not adjustable") })
  }
}
