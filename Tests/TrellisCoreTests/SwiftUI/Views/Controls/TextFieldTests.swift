import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// TextField and SecureField: a full-width line of the body font showing the text in the label
/// colour or the prompt in placeholderText; `.roundedBorder` adds the 34-tall rounded chrome
/// (docs/iOSControls.md §6 TextField). Fixed-advance text: a body character is 8.5 wide, a
/// body line 21 tall at 1×.
@MainActor
@Suite("Controls: TextField")
struct TextFieldTests {
  @Test("An empty field fills the width, one body line tall, its title in placeholderText")
  func placeholder() {
    let host = row(TextField("Email", text: .constant("")).accessibilityIdentifier("email"))
    #expect(host.frame(of: "email") == rect(0, 0, 390, 21))
    #expect(host.drawing.contains("text \"Email\" (0, 0, 43, 21) #3C3C434D"))
  }

  @Test(
    "The text is in the label colour, black in light and white in dark",
    arguments: [(ColorScheme.light, "#000000FF"), (.dark, "#FFFFFFFF")] as [(ColorScheme, String)])
  func textColour(scheme: ColorScheme, colour: String) {
    let drawing = row(TextField("Email", text: .constant("ada")).colorScheme(scheme)).drawing
    #expect(drawing.contains("text \"ada\" (0, 0, 26, 21) \(colour)"))
    #expect(!drawing.contains("Email"))
  }

  @Test("A prompt is the placeholder in place of the title, and keeps a colour of its own")
  func prompt() {
    let plain = row(TextField("Email", text: .constant(""), prompt: Text("you@example.com"))).drawing
    #expect(plain.contains("text \"you@example.com\" (0, 0, 128, 21) #3C3C434D"))
    #expect(!plain.contains("\"Email\""))
    let red = row(TextField("Email", text: .constant(""), prompt: Text("Required").foregroundColor(.red))).drawing
    #expect(red.contains("text \"Required\" (0, 0, 68, 21) #FF3B30FF"))
  }

  @Test("A custom label stands in for a missing prompt")
  func labelAsPlaceholder() {
    let drawing = row(TextField(text: .constant("")) { Text("Name") }).drawing
    #expect(drawing.contains("text \"Name\" (0, 0, 34, 21) #3C3C434D"))
  }

  @Test("The environment's font sets the line: a title3 field is 24 tall at 1×")
  func font() {
    let host = row(TextField("Email", text: .constant("ada")).font(.title3).accessibilityIdentifier("f"))
    #expect(host.frame(of: "f") == rect(0, 0, 390, 24))
  }

  @Test("A long text stays on one line and ends in an ellipsis at the field's edge, as a field at rest (issue 33)")
  func longTextIsTruncated() {
    let text = String(repeating: "a", count: 60)
    let host = row(TextField("Email", text: .constant(text)).accessibilityIdentifier("f"), width: 200)
    #expect(host.frame(of: "f") == rect(0, 0, 200, 21))
    // A one-line text as wide as the field, not as wide as its letters: the renderer ends it
    // in "…" as a truncated `Text` (rather than a 510-wide text clipped at the field's edge).
    #expect(host.drawing.contains("text \"\(text)\" (0, 0, 200, 21)"))
    #expect(!host.drawing.contains("clip"))
  }

  @Test("multilineTextAlignment(.center) centres the text in the field")
  func centred() {
    let drawing = row(TextField("Email", text: .constant("ada")).multilineTextAlignment(.center)).drawing
    #expect(drawing.contains("text \"ada\" (182, 0, 26, 21)"))
  }

  // MARK: Vertical axis

  @Test(
    "With axis: .vertical the text wraps and the field grows with its lines",
    arguments: [(5, 21), (10, 43), (30, 109)] as [(Int, CGFloat)])
  func verticalGrowth(words: Int, height: CGFloat) {
    // Words of three characters (25.5) and spaces (8.5): 200 points hold six words a line, and
    // n lines of 20.287 are 22 apart (`.body`'s leading): 20.287 + (n − 1) × 22, rounded up to
    // the pixel.
    let text = Array(repeating: "abc", count: words).joined(separator: " ")
    let host = row(TextField("Notes", text: .constant(text), axis: .vertical).accessibilityIdentifier("f"), width: 200)
    #expect(host.frame(of: "f")?.height == height)
    #expect(host.frame(of: "f")?.width == 200)
  }

  @Test("lineLimit caps a vertical field's lines; a range reserves its lower bound even when empty")
  func verticalLineLimit() {
    let text = Array(repeating: "abc", count: 60).joined(separator: " ")
    let capped = row(
      TextField("Notes", text: .constant(text), axis: .vertical).lineLimit(3).accessibilityIdentifier("f"), width: 200)
    // Three lines: 20.287 + 2 × 22 = 64.287 → 65.
    #expect(capped.frame(of: "f")?.height == 65)
    let reserved = row(
      TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...5).accessibilityIdentifier("f"), width: 200
    )
    #expect(reserved.frame(of: "f")?.height == 65)
  }

  @Test("A horizontal field ignores a line limit around it: always one line")
  func horizontalIsOneLine() {
    let text = Array(repeating: "abc", count: 60).joined(separator: " ")
    let host = row(TextField("Notes", text: .constant(text)).lineLimit(3).accessibilityIdentifier("f"), width: 200)
    #expect(host.frame(of: "f")?.height == 21)
  }

  // MARK: Rounded border

  @Test("roundedBorder: 34 tall, the text 7 in, on white with a one-pixel border of black at 20 %, radius 5")
  func roundedBorder() throws {
    let host = row(
      TextField("Email", text: .constant("ada")).textFieldStyle(.roundedBorder).accessibilityIdentifier("f"))
    #expect(host.frame(of: "f") == rect(0, 0, 390, 34))
    #expect(host.frame(named: "Text") == rect(7, 6.5, 26, 21))
    #expect(
      host.drawnLines.prefix(2) == [
        "fill #FFFFFFFF (0, 0, 390, 34) 18 elements", "stroke #00000033 width 1 (0, 0, 390, 34) 18 elements",
      ])
    let fill = try #require(host.firstFill)
    #expect(fill.path == Path(roundedRect: rect(0, 0, 390, 34), cornerRadius: 5))
  }

  @Test("roundedBorder at title3 is the measured 34: a 24-point line and 5 above and below")
  func roundedBorderTitle3() {
    let host = row(
      TextField("Email", text: .constant("ada")).font(.title3).textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("f"))
    #expect(host.frame(of: "f") == rect(0, 0, 390, 34))
    #expect(host.frame(named: "Text") == rect(7, 5, 30, 24))
  }

  @Test("roundedBorder grows with a larger font: a large title line of 41 plus 10")
  func roundedBorderGrows() {
    let host = row(
      TextField("Email", text: .constant("ada")).font(.largeTitle).textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("f"))
    #expect(host.frame(of: "f")?.height == 51)
  }

  @Test("roundedBorder in dark: a black ground and a border of white at 20 %; the border is one pixel at 3×")
  func roundedBorderDark() {
    let dark = row(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder).colorScheme(.dark)).drawnLines
    #expect(
      dark.prefix(2) == [
        "fill #000000FF (0, 0, 390, 34) 18 elements", "stroke #FFFFFF33 width 1 (0, 0, 390, 34) 18 elements",
      ])
    let sharp = LayoutHost(
      TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder),
      proposal: ProposedViewSize(width: 390, height: nil), displayScale: 3)
    #expect(sharp.drawing.contains("stroke #00000033 width 0.333"))
  }

  @Test("plain and automatic draw the field alone, as no style does")
  func plainAndAutomatic() {
    let bare = row(TextField("Email", text: .constant("ada"))).drawing
    #expect(row(TextField("Email", text: .constant("ada")).textFieldStyle(.plain)).drawing == bare)
    #expect(row(TextField("Email", text: .constant("ada")).textFieldStyle(.automatic)).drawing == bare)
  }

  private struct CardFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
      configuration.padding(10).background(Color.yellow)
    }
  }

  @Test("An app's own style wraps the configuration, which draws the field without a style")
  func customStyle() {
    let host = row(
      TextField("Email", text: .constant("ada")).textFieldStyle(CardFieldStyle()).accessibilityIdentifier("f"))
    #expect(host.frame(of: "f") == rect(0, 0, 390, 41))
    #expect(host.drawing.contains("text \"ada\" (10, 10, 26, 21) #000000FF"))
    #expect(host.drawing.contains("fill #FFCC00FF (0, 0, 390, 41)"))
  }

  // MARK: SecureField

  @Test("A secure field draws one bullet a character, laid out and styled as a text field")
  func secureBullets() {
    let host = row(SecureField("Password", text: .constant("hunter2")).accessibilityIdentifier("p"))
    #expect(host.frame(of: "p") == rect(0, 0, 390, 21))
    #expect(host.drawing.contains("text \"•••••••\" (0, 0, 60, 21) #000000FF"))
    #expect(!host.drawing.contains("hunter2"))
    let bordered = row(SecureField("Password", text: .constant("")).textFieldStyle(.roundedBorder))
    #expect(bordered.drawing.contains("text \"Password\" (7, 7, 68, 21) #3C3C434D"))
  }

  // MARK: Typing and submitting

  /// A login form as an app writes it.
  private struct LoginForm: View {
    let signIns: TapCounter
    @State private var email = ""
    @State private var password = ""

    var body: some View {
      VStack {
        TextField("Email", text: $email).textFieldStyle(.roundedBorder).accessibilityIdentifier("email")
        SecureField("Password", text: $password).textFieldStyle(.roundedBorder).accessibilityIdentifier("password")
        Button("Sign In") { signIns.tap() }
          .disabled(email.isEmpty || password.isEmpty)
          .accessibilityIdentifier("signIn")
        Text("Signed in as \(email)").accessibilityIdentifier("status")
      }
      .padding()
      .onSubmit { signIns.tap() }
    }
  }

  @Test("Typing into a login form updates its state: the button is enabled once both fields hold text")
  func loginForm() {
    let signIns = TapCounter()
    let host = controlHost(LoginForm(signIns: signIns))
    #expect(host.tap("signIn") == false)
    #expect(host.enterText("ada@example.com", into: "email"))
    #expect(host.drawing.contains("text \"ada@example.com\""))
    #expect(host.tap("signIn") == false)
    #expect(host.enterText("hunter2", into: "password"))
    #expect(host.drawing.contains("text \"•••••••\""))
    #expect(host.tap("signIn"))
    #expect(signIns.count == 1)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Signed in as ada@example.com\"" } == true)
  }

  @Test("submit(_:) runs the onSubmit action set around the field")
  func submitRunsOnSubmit() {
    let signIns = TapCounter()
    let host = controlHost(LoginForm(signIns: signIns))
    host.enterText("hunter2", into: "password")
    #expect(host.submit("password"))
    #expect(signIns.count == 1)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Several onSubmit actions all run, the innermost first; submitScope keeps the outer ones out")
  func submitOrderAndScope() {
    let log = Box<[String]>([])
    let host = row(
      VStack {
        TextField("A", text: .constant("")).onSubmit { log.value.append("inner") }.accessibilityIdentifier("a")
        TextField("B", text: .constant("")).onSubmit { log.value.append("scoped") }.submitScope()
          .accessibilityIdentifier("b")
        TextField("C", text: .constant("")).onSubmit(of: .search) { log.value.append("search") }
          .accessibilityIdentifier("c")
      }
      .onSubmit { log.value.append("outer") })
    host.submit("a")
    #expect(log.value == ["inner", "outer"])
    log.value = []
    host.submit("b")
    #expect(log.value == ["scoped"])
    log.value = []
    host.submit("c")
    #expect(log.value == ["outer"])
  }

  @Test("The older onEditingChanged and onCommit closures: typing begins editing, submitting commits and ends it")
  func editingChangedAndCommit() {
    let log = Box<[String]>([])
    let text = Box("")
    let host = row(
      TextField("Name", text: text.binding, onEditingChanged: { log.value.append("editing \($0)") }) {
        log.value.append("commit")
      }
      .accessibilityIdentifier("name"))
    host.enterText("Ada", into: "name")
    #expect(text.value == "Ada")
    host.submit("name")
    #expect(log.value == ["editing true", "commit", "editing false"])
  }

  @Test("A secure field's onCommit runs on submit")
  func secureOnCommit() {
    let commits = TapCounter()
    let host = row(SecureField("Password", text: .constant(""), onCommit: commits.tap).accessibilityIdentifier("p"))
    #expect(host.submit("p"))
    #expect(commits.count == 1)
  }

  @Test("A field takes text, not taps; a disabled field takes neither; a view that is no field cannot be submitted")
  func wrongInteractions() {
    let host = row(
      VStack {
        TextField("A", text: .constant("")).accessibilityIdentifier("a")
        TextField("B", text: .constant("")).disabled(true).accessibilityIdentifier("b")
        Text("C").accessibilityIdentifier("c")
      })
    #expect(host.tap("a") == false)
    #expect(host.enterText("x", into: "b") == false)
    #expect(host.submit("c") == false)
    #expect(
      host.runtimeIssues == [
        "LayoutHost: the text field tagged 'a' takes text, not taps: use enterText(_:into:).",
        "LayoutHost: the view tagged 'b' has nothing to enter text into: it is no control, it is disabled, "
          + "or it does not allow hit testing (allowsHitTesting(false)).",
        "LayoutHost: the view tagged 'c' has nothing to submit: it is no control, it is disabled, "
          + "or it does not allow hit testing (allowsHitTesting(false)).",
      ])
  }

  // MARK: Values

  @Test("value:format: shows the value formatted; typed text is parsed back, and text that does not parse is dropped")
  func formatStyle() {
    let age = Box(42)
    let host = row(TextField("Age", value: age.binding, format: .number).accessibilityIdentifier("age"))
    #expect(host.drawing.contains("text \"42\""))
    host.enterText("43", into: "age")
    #expect(age.value == 43)
    host.enterText("forty", into: "age")
    #expect(age.value == 43)
  }

  @Test("An optional value shows nothing for nil, and emptying the field sets nil")
  func optionalFormatStyle() {
    let amount = Box<Double?>(nil)
    let host = row(TextField("Amount", value: amount.binding, format: .number).accessibilityIdentifier("amount"))
    #expect(host.drawing.contains("text \"Amount\""))
    host.enterText("2.5", into: "amount")
    #expect(amount.value == 2.5)
    host.enterText("", into: "amount")
    #expect(amount.value == nil)
  }

  @Test("value:formatter: with a number formatter converts both ways")
  func formatter() {
    let count = Box(7)
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    let host = row(TextField("Count", value: count.binding, formatter: formatter).accessibilityIdentifier("count"))
    #expect(host.drawing.contains("text \"7\""))
    host.enterText("12", into: "count")
    #expect(count.value == 12)
  }

  // MARK: Keyboard settings

  @Test("Keyboard settings are kept in the environment and change nothing in the picture")
  func keyboardSettings() {
    let plain = row(TextField("Email", text: .constant(""))).drawing
    let configured = row(
      TextField("Email", text: .constant(""))
        .submitLabel(.next)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .disableAutocorrection(true))
    #expect(configured.drawing == plain)
    var environment = EnvironmentValues()
    environment.disableAutocorrection = true
    #expect(environment.autocorrectionDisabled)
  }

  // MARK: TextEditor

  @Test("A text editor fills what it is offered and shows its text wrapped from 5, 8 on the system background")
  func textEditor() {
    let text = Box("Dear diary")
    let host = controlHost(TextEditor(text: text.binding).accessibilityIdentifier("notes"))
    #expect(host.frame(of: "notes") == rect(0, 0, 390, 844))
    #expect(host.drawing.contains("text \"Dear diary\" (5, 8, 85, 21) #000000FF"))
    #expect(host.drawing.contains("fill #FFFFFFFF (0, 0, 390, 844)"))
    #expect(host.enterText("Today", into: "notes"))
    #expect(text.value == "Today")
    #expect(host.submit("notes") == false)
  }
}
