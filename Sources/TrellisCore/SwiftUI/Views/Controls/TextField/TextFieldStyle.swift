import Foundation

/// A specification for the appearance and interaction of a text field.
///
/// As in SwiftUI, the requirement is underscored; apps that write their own style implement
/// `_body(configuration:)`, whose configuration is the field itself, drawn without a style:
///
/// ```swift
/// struct PaddedFieldStyle: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration
///             .padding(10)
///             .background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The view a style makes of a text field.
  associatedtype _Body: View

  /// Makes the view of a text field from `configuration`, the field without a style.
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body

  /// The label type of the configuration's text field.
  typealias _Label = _TextFieldStyleLabel
}

/// A text field style's configuration is the field itself, drawn without a style.
extension TextField: StyleConfiguration where Label == _TextFieldStyleLabel {
  /// Fields without a style are drawn by `.automatic`.
  static var automaticStyle: AnyStyle<Self> { AnyStyle(DefaultTextFieldStyle()) { $0._body(configuration: $1) } }
}

nonisolated extension View {
  /// Sets the style for text fields within this view: text fields and secure fields.
  ///
  /// ```swift
  /// VStack {
  ///     TextField("Email", text: $email)
  ///     SecureField("Password", text: $password)
  /// }
  /// .textFieldStyle(.roundedBorder)
  /// ```
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    pushStyle(style) { $0._body(configuration: $1) }
  }
}

/// The default text field style, based on the text field's context: on iOS, the plain style,
/// in and out of forms (docs/iOSControls.md §6 TextField).
///
/// Fidelity: partial — plain in a form row is measured (SPZA `SignupForm.png`, by eye); other
/// contexts (toolbars, search) are not reproduced.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates a default text field style.
  public init() {}

  /// The field as it is.
  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
  }
}

/// A text field style with no decoration: the text, or the placeholder, alone.
///
/// Fidelity: partial — no decoration, placeholder in placeholderText (SPZA); that the field
/// fills the width it is offered is lore (docs/iOSControls.md §6 TextField).
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates a plain text field style.
  public init() {}

  /// The field as it is.
  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
  }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default text field style, based on the text field's context.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field style with no decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
