import Foundation

// Keyboard settings of text fields: they change the keyboard a person types on, which a still
// picture does not show, so Trellis keeps them in the environment and draws nothing different.

/// A semantic label describing the label of submission within a view hierarchy: the title of
/// the keyboard's return key.
///
/// ```swift
/// TextField("Search", text: $query).submitLabel(.search)
/// ```
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  /// Defines a submit label with text of “Done”.
  public static var done: SubmitLabel { SubmitLabel(name: "done") }
  /// Defines a submit label with text of “Go”.
  public static var go: SubmitLabel { SubmitLabel(name: "go") }
  /// Defines a submit label with text of “Send”.
  public static var send: SubmitLabel { SubmitLabel(name: "send") }
  /// Defines a submit label with text of “Join”.
  public static var join: SubmitLabel { SubmitLabel(name: "join") }
  /// Defines a submit label with text of “Route”.
  public static var route: SubmitLabel { SubmitLabel(name: "route") }
  /// Defines a submit label with text of “Search”.
  public static var search: SubmitLabel { SubmitLabel(name: "search") }
  /// Defines a submit label with text of “Return”.
  public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
  /// Defines a submit label with text of “Next”.
  public static var next: SubmitLabel { SubmitLabel(name: "next") }
  /// Defines a submit label with text of “Continue”.
  public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String

  /// Defines an autocapitalizing behavior that will not capitalize anything.
  public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "never") }
  /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
  public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
  /// Defines an autocapitalizing behavior that will capitalize the first letter in every
  /// sentence.
  public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
  /// Defines an autocapitalizing behavior that will capitalize every letter.
  public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }
}

extension EnvironmentValues {
  /// The title of the return key of text fields in the view.
  @Entry var submitLabel: SubmitLabel = .return

  /// How text typed into fields in the view is capitalized; `nil` for the field's default.
  @Entry var textInputAutocapitalization: TextInputAutocapitalization?

  /// A Boolean value that determines whether the user interface should disable autocorrection.
  @Entry public var autocorrectionDisabled: Bool = false

  /// Whether autocorrection is disabled; `nil` for the default (the older name of
  /// ``autocorrectionDisabled``).
  public var disableAutocorrection: Bool? {
    get { autocorrectionDisabled }
    set { autocorrectionDisabled = newValue ?? false }
  }
}

nonisolated extension View {
  /// Sets the submit label for this view: the title of the keyboard's return key.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    environment(\.submitLabel, submitLabel)
  }

  /// Sets how often the shift key in the keyboard is automatically enabled; `nil` for the
  /// field's default.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    environment(\.textInputAutocapitalization, autocapitalization)
  }

  /// Sets whether to disable autocorrection for this view.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    environment(\.autocorrectionDisabled, disable)
  }

  /// Sets whether to disable autocorrection for this view; `nil` leaves the default (the older
  /// name of ``autocorrectionDisabled(_:)``).
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    environment(\.disableAutocorrection, disable)
  }
}
