import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// `@FocusState` is kept by identity; code and tests move focus, and one view has it at a time.
@MainActor
@Suite("State: FocusState and focused(_:)")
struct FocusStateTests {
  private enum Field: Hashable { case name, email }

  private struct Form: View {
    @FocusState private var field: Field?
    @FocusState private var notesFocused: Bool
    var body: some View {
      VStack {
        Text("name").focused($field, equals: .name).accessibilityIdentifier("name")
        Text("email").focused($field, equals: .email).accessibilityIdentifier("email")
        Text("notes").focused($notesFocused).accessibilityIdentifier("notes")
        Text("state \(field.map { "\($0)" } ?? "nil") \(notesFocused)")
        Text("next").accessibilityIdentifier("next").onTapGesture { field = .email }
        Text("to-notes").accessibilityIdentifier("to-notes").onTapGesture { notesFocused = true }
      }
    }
  }

  private func state(_ host: LayoutHost) -> String? {
    host.root?.allNodes.map(\.name).first { $0.hasPrefix("Text \"state") }
  }

  @Test("No view has focus at first")
  func nothingFocused() {
    let host = LayoutHost(Form(), size: phone)
    #expect(host.focusedIdentifier == nil)
    #expect(state(host) == "Text \"state nil false\"")
  }

  @Test("Code that sets the state moves focus to the view marked with its value")
  func codeMovesFocus() {
    let host = LayoutHost(Form(), size: phone)
    host.tap("next")
    #expect(host.focusedIdentifier == "email")
    #expect(state(host) == "Text \"state email false\"")
  }

  @Test("A test moves focus to a tagged view, which sets its state", arguments: ["name", "email", "notes"])
  func hostMovesFocus(identifier: String) {
    let host = LayoutHost(Form(), size: phone)
    #expect(host.focus(identifier))
    #expect(host.focusedIdentifier == identifier)
  }

  @Test("Focus moving to another state's view clears the state that had it")
  func oneFocusAtATime() {
    let host = LayoutHost(Form(), size: phone)
    host.focus("name")
    host.tap("to-notes")
    #expect(host.focusedIdentifier == "notes")
    #expect(state(host) == "Text \"state nil true\"")
    host.focus("email")
    #expect(state(host) == "Text \"state email false\"")
  }

  @Test("focus(nil) takes focus away")
  func blur() {
    let host = LayoutHost(Form(), size: phone)
    host.focus("notes")
    host.focus(nil)
    #expect(host.focusedIdentifier == nil)
    #expect(state(host) == "Text \"state nil false\"")
  }

  @Test("Focus on a view no focused(_:) marks, or no view, is reported")
  func badFocus() {
    let host = LayoutHost(Form(), size: phone)
    #expect(!host.focus("next"))
    #expect(!host.focus("ghost"))
    #expect(host.runtimeIssues.contains { $0.contains("'next' cannot take focus") })
    #expect(host.runtimeIssues.contains { $0.contains("no view is tagged 'ghost'") })
  }

  /// A view whose text shows whether it has focus, through the environment.
  private struct FocusAware: View {
    @Environment(\.isFocused) private var isFocused
    var body: some View { Text("focused \(isFocused)") }
  }

  private struct EnvironmentForm: View {
    @FocusState var focused: Bool
    var body: some View {
      FocusAware().focused($focused).accessibilityIdentifier("aware")
    }
  }

  @Test("isFocused in the environment says whether the view marked around it has focus")
  func isFocusedEnvironment() {
    let host = LayoutHost(EnvironmentForm(), size: phone)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"focused false\"" } == true)
    host.focus("aware")
    #expect(host.root?.allNodes.contains { $0.name == "Text \"focused true\"" } == true)
  }

  /// A form that shows a field or not: its focus state is kept by identity.
  private struct Toggling: View {
    @State var shows = true
    @FocusState var focused: Bool
    var body: some View {
      VStack {
        if shows { Text("field").focused($focused).accessibilityIdentifier("field") }
        Text("focused \(focused)")
        Text("toggle").accessibilityIdentifier("toggle").onTapGesture { shows.toggle() }
      }
    }
  }

  @Test("Focus state survives the parent's updates")
  func focusStateKept() {
    let host = LayoutHost(Toggling(), size: phone)
    host.focus("field")
    host.relayout(size: CGSize(width: 300, height: 600))
    #expect(host.focusedIdentifier == "field")
    #expect(host.root?.allNodes.contains { $0.name == "Text \"focused true\"" } == true)
  }

  /// A stand-in for a text field: a view that takes text, marked with `focused`.
  private struct TextInput: View {
    @State var text = ""
    @FocusState var focused: Bool
    var body: some View {
      VStack {
        Text(text).interaction(.text($text)).focused($focused).accessibilityIdentifier("field")
        Text("focused \(focused)")
      }
    }
  }

  @Test("A tap on a text field, or typing into it, puts focus in it")
  func textEntryFocuses() {
    let tapped = LayoutHost(TextInput(), size: phone)
    #expect(tapped.tap("field"))
    #expect(tapped.focusedIdentifier == "field")
    let typed = LayoutHost(TextInput(), size: phone)
    #expect(typed.enterText("hello", into: "field"))
    #expect(typed.focusedIdentifier == "field")
    #expect(typed.root?.allNodes.contains { $0.name == "Text \"focused true\"" } == true)
    #expect(!typed.runtimeIssues.contains { $0.contains("takes no text") })
  }
}
