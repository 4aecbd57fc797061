import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// iOS 26's glass button styles and button roles: `.glass` and `.glassProminent` with the
/// bordered metrics on capsules of glass, and `Button(role:action:)`'s default labels.
///
/// "Save" in the 17-pt body font is 34 × 21; padded 12 across and 6.5 down, a 58 × 34 button at
/// (166, 405) in the 390 × 844 host.
@MainActor
@Suite("Controls: glass button styles and iOS 26 roles")
struct GlassButtonStyleTests {
  private func save(_ style: some PrimitiveButtonStyle) -> some View {
    Button("Save") {}.buttonStyle(style).accessibilityIdentifier("button")
  }

  @Test("Glass buttons have the bordered buttons' size: the label plus 12 across and 6.5 down")
  func borderedMetrics() {
    #expect(controlHost(save(.glass)).frame(of: "button") == rect(166, 405, 58, 34))
    #expect(controlHost(save(.glassProminent)).frame(of: "button") == rect(166, 405, 58, 34))
  }

  @Test("A glass button is a capsule of regular glass under the tinted label")
  func glassLook() throws {
    let host = controlHost(save(.glass))
    let fill = try #require(host.firstFill)
    #expect(fill.path == Capsule(style: .continuous).placedPath(in: rect(166, 405, 58, 34)))
    #expect(host.drawnLines.first?.hasPrefix("fill #F7F7FAE6 (166, 405, 58, 34)") == true)
    #expect(host.drawnLines.last == "text \"Save\" (178, 412, 34, 21) #007AFFFF")
  }

  @Test("glass(_:) draws the button on the glass it is given")
  func configurableGlass() {
    #expect(controlHost(save(.glass(.clear))).drawnLines.first?.hasPrefix("fill #FFFFFF40") == true)
  }

  @Test("A prominent glass button is a white label on glass tinted with the accent colour")
  func prominentLook() {
    let lines = controlHost(save(.glassProminent)).drawnLines
    #expect(lines[0].hasPrefix("fill #FFFFFFFF (166, 405, 58, 34)"))
    #expect(lines[1].hasPrefix("fill #007AFFD9 (166, 405, 58, 34)"))
    #expect(lines.last == "text \"Save\" (178, 412, 34, 21) #FFFFFFFF")
  }

  @Test("A prominent glass button takes the tint, and red for a destructive role without one")
  func prominentTint() {
    #expect(controlHost(save(.glassProminent).tint(.green)).drawnLines[1].hasPrefix("fill #34C759D9"))
    let destructive = controlHost(Button("Save", role: .destructive) {}.buttonStyle(.glassProminent))
    #expect(destructive.drawnLines[1].hasPrefix("fill #FF3B30D9"))
  }

  @Test("A disabled prominent glass button is a white label on a flat 215,215,218 capsule")
  func prominentDisabled() {
    let lines = controlHost(save(.glassProminent).disabled(true)).drawnLines
    #expect(lines[0].hasPrefix("fill #D7D7DAFF (166, 405, 58, 34)"))
    #expect(lines.last == "text \"Save\" (178, 412, 34, 21) #FFFFFFFF")
  }

  @Test("buttonBorderShape replaces a glass button's capsule")
  func borderShape() throws {
    let fill = try #require(controlHost(save(.glass).buttonBorderShape(.roundedRectangle(radius: 4))).firstFill)
    #expect(fill.path == RoundedRectangle(cornerRadius: 4, style: .continuous).placedPath(in: fill.bounds))
  }

  @Test("The bordered styles keep their filled rounded rectangle")
  func borderedUnchanged() {
    #expect(
      controlHost(save(.borderedProminent)).drawnLines.first?.hasPrefix("fill #007AFFFF (166, 405, 58, 34)") == true)
  }

  @Test("Button(role: .close) shows the title Close as tinted body text, without a glyph")
  func closeRoleLabel() {
    // 5 × 8.5 = 42.5 wide, centred at (173.75, 411.5): on whole pixels at 1× (SpeziViews'
    // iOS 26 `button-dismiss` snapshot).
    let host = controlHost(Button(role: .close) {})
    #expect(host.drawnLines == ["text \"Close\" (174, 412, 43, 21) #007AFFFF"])
  }

  @Test("Button(role: .confirm) shows the title Done")
  func confirmRoleLabel() {
    #expect(controlHost(Button(role: .confirm) {}).drawnLines.first?.hasPrefix("text \"Done\"") == true)
  }

  @Test("A default label in a bar is the role's symbol alone")
  func defaultLabelInBar() {
    let lines = controlHost(Button(role: .close) {}.environment(\.isBarItem, true)).drawnLines
    #expect(!lines.contains { $0.contains("Close") })
    #expect(!lines.isEmpty)
  }

  @Test("Button(role: .close) runs its action when tapped")
  func closeRoleTap() {
    let counter = TapCounter()
    let host = controlHost(Button(role: .close, action: counter.tap).accessibilityIdentifier("close"))
    #expect(host.tap(identifier: "close"))
    #expect(counter.count == 1)
  }

  @Test("The new roles compare equal only to themselves")
  func rolesDistinct() {
    let roles: [ButtonRole] = [.destructive, .cancel, .close, .confirm]
    for (i, a) in roles.enumerated() {
      for (j, b) in roles.enumerated() { #expect((a == b) == (i == j)) }
    }
  }
}
