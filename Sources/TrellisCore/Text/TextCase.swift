import Foundation

extension Text {
  /// A scheme for transforming the capitalization of characters within text.
  public enum Case: Hashable, Sendable {
    /// Displays text in all uppercase characters.
    case uppercase
    /// Displays text in all lowercase characters.
    case lowercase

    /// `string` in this case.
    func apply(to string: String) -> String {
      switch self {
      case .uppercase: string.uppercased()
      case .lowercase: string.lowercased()
      }
    }
  }
}

private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
  /// The case text is shown in: `nil` to leave it as written. A grouped list's section headers
  /// set `.uppercase` (docs/iOSControls.md §7, "Header and footer text").
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension View {
  /// Sets a transform for the case of the text contained in this view when displayed; `nil`
  /// shows the text as written.
  ///
  /// ```swift
  /// Section {
  ///     Text("Milk")
  /// } header: {
  ///     Text("Dairy").textCase(nil)
  /// }
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}
