import Foundation

/// A control into which people securely enter private text.
///
/// It is laid out and styled as a ``TextField`` is, with one bullet in place of each character
/// of its text (docs/iOSControls.md §6 SecureField).
///
/// ```swift
/// SecureField("Password", text: $password)
///     .textFieldStyle(.roundedBorder)
///     .onSubmit { signIn() }
/// ```
///
/// Fidelity: unverified — drawn as a text field with bullets; the bullets' glyph and spacing
/// were not measured.
nonisolated public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// Creates a secure field with a prompt and a custom label; on iOS the label stands in for
  /// the prompt when there is none.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(label: label(), text: text, prompt: prompt, isSecure: true)
  }

  /// The secure field, drawn as a text field of bullets.
  public var body: some View { field }
}

extension SecureField where Label == Text {
  /// Creates a secure field whose title, made from a localized string key, is its placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(label: Text(titleKey), text: text, prompt: nil, isSecure: true)
  }

  /// Creates a secure field whose title, a string, is its placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(label: Text(title), text: text, prompt: nil, isSecure: true)
  }

  /// Creates a secure field with a title and a prompt; the prompt is the placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(label: Text(titleKey), text: text, prompt: prompt, isSecure: true)
  }

  /// Creates a secure field with a string title and a prompt; the prompt is the placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(label: Text(title), text: text, prompt: prompt, isSecure: true)
  }

  /// Creates a secure field that runs `onCommit` when the return key is pressed (an older form
  /// SwiftUI keeps; `onSubmit(of:_:)` is the newer way).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    field = TextField(label: Text(titleKey), text: text, prompt: nil, isSecure: true, onCommit: onCommit)
  }

  /// Creates a secure field with a string title that runs `onCommit` when the return key is
  /// pressed.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    field = TextField(label: Text(title), text: text, prompt: nil, isSecure: true, onCommit: onCommit)
  }
}
