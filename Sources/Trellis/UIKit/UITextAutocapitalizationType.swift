import Foundation
import TrellisCore

/// The auto-capitalization style for a text-based object, as UIKit names it
/// (https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype): what the
/// deprecated `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
  /// Specifies that there is no automatic text capitalization.
  case none
  /// Specifies automatic capitalization of the first letter of each word.
  case words
  /// Specifies automatic capitalization of the first letter of each sentence.
  case sentences
  /// Specifies automatic capitalization of all characters, such as for entry of two-character
  /// state abbreviations for the United States.
  case allCharacters
}

nonisolated extension View {
  /// Sets whether to apply auto-capitalization to this view: the iOS 13 form of
  /// `textInputAutocapitalization(_:)`, which it sets.
  ///
  /// ```swift
  /// TextField("Code", text: $code).autocapitalization(.allCharacters)
  /// ```
  @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    let capitalization: TextInputAutocapitalization =
      switch style {
      case .none: .never
      case .words: .words
      case .sentences: .sentences
      case .allCharacters: .characters
      }
    return textInputAutocapitalization(capitalization)
  }
}
