import Foundation

/// A date picker style that displays the components in a compact, textual format.
///
/// The label sits at the leading side and, at the trailing side, the date ("Jan 1, 2026") and
/// the time ("9:41 AM") each in a capsule: the text in the body font and the label colour, 12
/// from the capsule's sides, on a 34-tall rounded rectangle of tertiarySystemFill
/// (docs/iOSControls.md §5 "DatePicker"). The row fills the width it is offered, as
/// ``LabeledContent`` does.
///
/// Fidelity: partial — the capsule's height, fill, padding and place are measured (SPZA
/// `AccountEdit.png`, "Mar 9, 1824" 115 × 34); its corner radius (about 6–8) and the space
/// between the date and the time capsules are not.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates a compact date picker style.
  public init() {}
}

extension CompactDatePickerStyle: BuiltInDatePickerStyle {
  func makeBody(configuration: DatePickerStyleConfiguration) -> some View {
    CompactDatePicker(configuration: configuration)
  }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A date picker style that displays the components in a compact, textual format.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// The label and the date and time capsules.
nonisolated private struct CompactDatePicker: View {
  let configuration: DatePickerStyleConfiguration
  @Environment(\.self) private var environment

  /// The space between the date and time capsules [uncertain: by eye].
  static let capsuleSpacing: CGFloat = 6

  var body: some View {
    LabeledContent {
      HStack(spacing: Self.capsuleSpacing) {
        if configuration.displayedComponents.contains(.date) {
          DateCapsule(text: DateText.string(configuration.date, .mediumDate, in: environment))
        }
        if configuration.displayedComponents.contains(.hourAndMinute) {
          DateCapsule(text: DateText.string(configuration.date, .shortTime, in: environment))
        }
      }
    } label: {
      configuration.label
    }
  }
}

/// A date or a time in its capsule, as a compact date picker draws it.
nonisolated struct DateCapsule: View {
  let text: String

  /// The capsule's height (SPZA).
  static let height: CGFloat = 34
  /// The text's inset from the capsule's sides (SPZA: about 12).
  static let horizontalPadding: CGFloat = 12
  /// The corner radius [uncertain: 6–8, not measured].
  static let cornerRadius: CGFloat = 6

  var body: some View {
    Text(verbatim: text)
      .foregroundStyle(Color.primary)
      .lineLimit(1)
      .fixedSize()
      .padding(.horizontal, Self.horizontalPadding)
      .frame(height: Self.height)
      .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(Color.tertiarySystemFill))
  }
}
