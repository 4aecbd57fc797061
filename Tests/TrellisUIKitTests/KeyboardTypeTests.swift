import Testing

@testable import Trellis

/// `keyboardType(_:)` and `textContentType(_:)`: kept in the environment of the fields they
/// modify, drawn as without them (a still picture shows no keyboard).
@MainActor
@Suite("UIKit names: keyboard and content types")
struct KeyboardTypeTests {
  struct Reader: View {
    @Environment(\.keyboardType) var keyboard
    @Environment(\.textContentType) var content
    let seen: (UIKeyboardType, UITextContentType?) -> Void
    var body: some View {
      seen(keyboard, content)
      return Color.clear.frame(width: 1, height: 1)
    }
  }

  @Test("A field's keyboard and content types reach its environment")
  func reachEnvironment() {
    nonisolated(unsafe) var seen: (UIKeyboardType, UITextContentType?)?
    _ = LayoutHost(
      Reader { seen = ($0, $1) }.keyboardType(.emailAddress).textContentType(.emailAddress),
      size: CGSize(width: 100, height: 100))
    #expect(seen?.0 == .emailAddress)
    #expect(seen?.1 == .emailAddress)
  }

  @Test("Without the modifiers the keyboard is the default and there is no content type")
  func defaults() {
    nonisolated(unsafe) var seen: (UIKeyboardType, UITextContentType?)?
    _ = LayoutHost(Reader { seen = ($0, $1) }, size: CGSize(width: 100, height: 100))
    #expect(seen?.0 == .default)
    #expect(seen?.1 == nil)
  }

  @Test("A field with a keyboard type draws as one without")
  func drawsTheSame() {
    let field = TextField("Email", text: .constant(""))
    let size = CGSize(width: 300, height: 100)
    #expect(
      LayoutHost(field.keyboardType(.numberPad).textContentType(.password), size: size).displayList()
        == LayoutHost(field, size: size).displayList())
  }
}
