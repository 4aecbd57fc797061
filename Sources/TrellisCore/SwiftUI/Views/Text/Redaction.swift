import Foundation

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int

  /// Creates reasons from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Displayed data should appear as generic placeholders: text becomes rounded bars.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Displayed data should be obscured to protect private information: views marked
  /// `privacySensitive()` are redacted.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Displayed data should appear as invalidated and pending a new update.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
  /// The current redaction reasons applied to the view hierarchy.
  @Entry public var redactionReasons: RedactionReasons = RedactionReasons()

  /// Whether the view is marked `privacySensitive()`.
  @Entry var isPrivacySensitive: Bool = false

  /// How text in the view is redacted: as placeholder bars for `.placeholder`, and for
  /// `.privacy` when the view is privacy sensitive; `nil` when it is drawn.
  var textRedaction: TextRedaction? {
    let reasons = redactionReasons
    if reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive) {
      return TextRedaction()
    }
    return nil
  }
}

/// How redacted text is drawn: one rounded bar per line, as wide as the line, in the text's
/// colour at a low opacity.
///
/// Fidelity: partial — SwiftUI draws a placeholder as a rounded bar per line in the text's
/// colour; the bar's height (80 % of the line), corner radius (a fifth of the bar's height) and
/// opacity (0.16) are estimated from screenshots [uncertain].
struct TextRedaction: Hashable, Sendable {
  /// The bar's height as a fraction of the line height.
  let heightFraction: CGFloat = 0.8
  /// The bar's corner radius as a fraction of its height.
  let cornerFraction: CGFloat = 0.2
  /// The opacity the text's colour is drawn with.
  let opacity: Double = 0.16
}

nonisolated extension View {
  /// Adds a reason to apply a redaction to this view hierarchy: text becomes placeholder bars.
  ///
  /// ```swift
  /// ArticleRow(article: .sample).redacted(reason: .placeholder)
  /// ```
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Removes any reason to apply a redaction to this view hierarchy.
  public func unredacted() -> some View {
    environment(\.redactionReasons, [])
  }

  /// Marks the view as containing sensitive, private user data: it is redacted when the
  /// redaction reasons contain `.privacy`.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    environment(\.isPrivacySensitive, sensitive)
  }
}
