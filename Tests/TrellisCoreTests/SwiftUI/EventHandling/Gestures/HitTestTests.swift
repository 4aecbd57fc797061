import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// What a tap at a point hits: the last view painted there, a background's layer under its view
/// (SwiftUI draws `background` behind and hit-tests front to back).
@MainActor
@Suite("Gestures: a tap at a point hits what is painted on top")
struct HitTestTests {
  @Test("A tap at a point of a button with a background runs the button", arguments: [false, true])
  func buttonWithABackground(preferenceBackground: Bool) {
    let taps = Recorder<String>()
    let button = Button("Send") { taps.record("send") }.padding(20)
    let host = LayoutHost(
      Group {
        if preferenceBackground {
          button.backgroundPreferenceValue(BarItemEnabledKey.self) { _ in Color.gray }
        } else {
          button.background(Color.gray)
        }
      },
      size: CGSize(width: 200, height: 200))
    #expect(host.tap(at: CGPoint(x: 100, y: 100)))
    #expect(taps.values == ["send"])
  }

  @Test("A view overlaid on a button takes the tap, as SwiftUI's hit testing does")
  func overlayCoversTheButton() {
    let taps = Recorder<String>()
    let host = LayoutHost(
      Button("Send") { taps.record("send") }.padding(20).overlay(Color.gray.opacity(0.5)),
      size: CGSize(width: 200, height: 200))
    #expect(!host.tap(at: CGPoint(x: 100, y: 100)))
    #expect(taps.values.isEmpty)
  }

  @Test("A tap at the centre of an iOS 26 glass bar button runs it")
  func glassBarButton() throws {
    let taps = Recorder<String>()
    let host = LayoutHost(
      NavigationStack {
        Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button("Add", systemImage: "plus") { taps.record("add") }.accessibilityIdentifier("add")
            }
          }
      },
      device: Device.iPhone.design(.iOS26))
    let frame = try #require(host.frame(of: "add"))
    #expect(host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(taps.values == ["add"])
  }
}
