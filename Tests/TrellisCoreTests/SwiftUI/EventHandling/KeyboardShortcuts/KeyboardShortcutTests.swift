import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `keyboardShortcut(_:modifiers:)` and `keyboardShortcut(_:)`: nothing drawn on a phone; a
/// host presses the shortcut to perform the control's action.
@MainActor
@Suite("Event handling: keyboard shortcuts")
struct KeyboardShortcutTests {
  @Test("Pressing a button's shortcut performs its action")
  func pressPerformsAction() {
    let counter = TapCounter()
    let host = controlHost(Button("Save") { counter.tap() }.keyboardShortcut("s"))
    #expect(host.pressKeyboardShortcut(KeyboardShortcut("s", modifiers: .command)))
    #expect(counter.count == 1)
  }

  @Test("A shortcut with other modifiers does not press the button")
  func modifiersMustMatch() {
    let counter = TapCounter()
    let host = controlHost(Button("Save") { counter.tap() }.keyboardShortcut("s", modifiers: [.command, .shift]))
    #expect(!host.pressKeyboardShortcut(KeyboardShortcut("s")))
    #expect(host.pressKeyboardShortcut(KeyboardShortcut("s", modifiers: [.command, .shift])))
    #expect(counter.count == 1)
  }

  @Test("defaultAction is Return with no modifiers and presses the button it is assigned to")
  func defaultAction() {
    let counter = TapCounter()
    let host = controlHost(
      VStack {
        Button("Cancel") {}.keyboardShortcut(.cancelAction)
        Button("OK") { counter.tap() }.keyboardShortcut(.defaultAction)
      })
    #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
    #expect(host.pressKeyboardShortcut(.defaultAction))
    #expect(counter.count == 1)
  }

  @Test("A shortcut draws nothing: the button looks as without it")
  func drawsNothing() {
    #expect(
      controlHost(Button("Save") {}.keyboardShortcut("s")).drawnLines == controlHost(Button("Save") {}).drawnLines)
  }

  @Test("A disabled button's shortcut does nothing")
  func disabledButton() {
    let counter = TapCounter()
    let host = controlHost(Button("Save") { counter.tap() }.keyboardShortcut("s").disabled(true))
    #expect(!host.pressKeyboardShortcut(KeyboardShortcut("s")))
    #expect(counter.count == 0)
  }
}
