import Foundation

/// A control that displays an editable text interface.
///
/// A still picture shows the field at rest: its text in the label colour and the body font,
/// or, while it is empty, its prompt — the title, or `prompt` when given — in placeholderText
/// (docs/iOSControls.md §6 TextField). The field fills the width it is offered and is one line
/// tall; with `axis: .vertical` its text wraps and it grows with its lines, up to the
/// `lineLimit` in force. The text field style draws the rest: nothing around the text by
/// default, a rounded border with `.roundedBorder`.
///
/// ```swift
/// TextField("Email", text: $email)
///     .textFieldStyle(.roundedBorder)
/// TextField("Notes", text: $notes, prompt: Text("Anything else?"), axis: .vertical)
///     .lineLimit(3...5)
/// ```
///
/// A host types into it with `enterText(_:into:)` and presses its return key with
/// `submit(_:)`, which runs the `onSubmit(of:_:)` actions set around it.
///
/// Fidelity: partial — the placeholder colour, the plain look and the `.roundedBorder` chrome
/// are measured (SPZA; docs/iOSControls.md §6); the field's height at fonts other than title3
/// and the caret and selection of a focused field are not reproduced.
nonisolated public struct TextField<Label: View>: View {
  let label: Label
  let text: Binding<String>
  let prompt: Text?
  let axis: Axis
  let isSecure: Bool
  let onEditingChanged: ((Bool) -> Void)?
  let onCommit: (() -> Void)?
  /// Whether this is a text field style's configuration: the field itself, without a style.
  let isStyleConfiguration: Bool
  @Environment(\.submitActions) private var submitActions

  init(
    label: Label, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal, isSecure: Bool = false,
    onEditingChanged: ((Bool) -> Void)? = nil, onCommit: (() -> Void)? = nil, isStyleConfiguration: Bool = false
  ) {
    self.label = label
    self.text = text
    self.prompt = prompt
    self.axis = axis
    self.isSecure = isSecure
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
    self.isStyleConfiguration = isStyleConfiguration
  }

  /// Creates a text field with a prompt and a custom label; on iOS the label stands in for the
  /// prompt when there is none.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label(), text: text, prompt: prompt)
  }

  /// Creates a text field that grows along `axis` with its text, with a prompt and a custom
  /// label.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(label: label(), text: text, prompt: prompt, axis: axis)
  }

  /// The field as the innermost text field style draws it, marked as what typing and the return
  /// key act on.
  public var body: some View {
    if isStyleConfiguration {
      return AnyView(
        TextFieldContent(
          text: isSecure ? Self.bullets(for: text.wrappedValue) : text.wrappedValue,
          placeholder: prompt.map { AnyView($0) } ?? AnyView(label), axis: axis))
    }
    let configuration = TextField<_TextFieldStyleLabel>(
      label: _TextFieldStyleLabel(content: AnyView(label)), text: text, prompt: prompt, axis: axis,
      isSecure: isSecure, isStyleConfiguration: true)
    return AnyView(
      StyledControl(configuration: configuration)
        .interaction(.textField(editingBinding, onSubmit: submitAction)))
  }

  /// The text, telling `onEditingChanged` that editing began whenever it is typed into.
  private var editingBinding: Binding<String> {
    let text = self.text
    let onEditingChanged = self.onEditingChanged
    return Binding(
      get: { text.wrappedValue },
      set: { newValue in
        onEditingChanged?(true)
        text.wrappedValue = newValue
      })
  }

  /// What the return key does: `onCommit`, the `onSubmit(of:_:)` actions, and the end of
  /// editing.
  private var submitAction: () -> Void {
    let onCommit = self.onCommit
    let actions = submitActions.action(for: .text)
    let onEditingChanged = self.onEditingChanged
    return {
      onCommit?()
      actions?()
      onEditingChanged?(false)
    }
  }

  /// A secure field's text as drawn: one bullet a character (docs/iOSControls.md §6
  /// SecureField).
  static func bullets(for text: String) -> String {
    String(repeating: "\u{2022}", count: text.count)
  }
}

extension TextField where Label == Text {
  /// Creates a text field whose title, made from a localized string key, is its placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(label: Text(titleKey), text: text, prompt: nil)
  }

  /// Creates a text field whose title, a string, is its placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(label: Text(title), text: text, prompt: nil)
  }

  /// Creates a text field with a title and a prompt; the prompt is the placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(titleKey), text: text, prompt: prompt)
  }

  /// Creates a text field with a string title and a prompt; the prompt is the placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(title), text: text, prompt: prompt)
  }

  /// Creates a text field that grows along `axis` with its text.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(label: Text(titleKey), text: text, prompt: nil, axis: axis)
  }

  /// Creates a text field with a string title that grows along `axis` with its text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(label: Text(title), text: text, prompt: nil, axis: axis)
  }

  /// Creates a text field with a prompt that grows along `axis` with its text.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(label: Text(titleKey), text: text, prompt: prompt, axis: axis)
  }

  /// Creates a text field with a string title and a prompt that grows along `axis` with its
  /// text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(label: Text(title), text: text, prompt: prompt, axis: axis)
  }

  /// Creates a text field that reports when editing begins and ends and when the return key is
  /// pressed (an older form SwiftUI keeps; `onSubmit(of:_:)` is the newer way).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(
      label: Text(titleKey), text: text, prompt: nil, onEditingChanged: onEditingChanged, onCommit: onCommit)
  }

  /// Creates a text field with a string title that reports when editing begins and ends and
  /// when the return key is pressed.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(label: Text(title), text: text, prompt: nil, onEditingChanged: onEditingChanged, onCommit: onCommit)
  }
}

/// The label of a text field as a text field style's configuration holds it.
nonisolated public struct _TextFieldStyleLabel: View {
  let content: AnyView

  /// The label the text field was created with.
  public var body: some View { content }
}

/// What a text field draws without a style: its text, or its placeholder while the text is
/// empty, filling the width offered.
nonisolated struct TextFieldContent: View {
  /// The text as drawn (bullets for a secure field).
  let text: String
  /// The prompt, or the label standing in for it.
  let placeholder: AnyView
  let axis: Axis
  @Environment(\.multilineTextAlignment) private var textAlignment

  var body: some View {
    let alignment: Alignment =
      switch textAlignment {
      case .leading: .topLeading
      case .center: .top
      case .trailing: .topTrailing
      }
    let content = ZStack(alignment: alignment) {
      if text.isEmpty {
        // One line of the font under the placeholder, so that an empty field keeps the height
        // of a line however short or empty its prompt is.
        Text(verbatim: " ").hidden()
        placeholder.foregroundStyle(Color.placeholderText)
      } else {
        Text(verbatim: text)
      }
    }
    if axis == .horizontal {
      // One line; a text longer than the field ends in "…", as a UITextField at rest (not
      // being edited) draws it (issue 33's real renders).
      content.lineLimit(1).truncationMode(.tail)
        .frame(minWidth: 0, maxWidth: .infinity, alignment: alignment)
    } else {
      content.frame(maxWidth: .infinity, alignment: alignment)
    }
  }
}
