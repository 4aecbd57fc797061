import Foundation

/// A picker style where each option is displayed inline with other views in the current
/// container.
///
/// In a `List` or `Form` row each option is a 44-point row, the selected one marked with a
/// checkmark in the tint at the trailing side, the rows divided by separators
/// (docs/iOSControls.md §5 Picker, "Inline in a List"); the list draws the picker's label as
/// the section's header. Elsewhere on iOS an inline picker is a wheel, as ``WheelPickerStyle``
/// draws it.
///
/// Fidelity: partial — the rows' geometry follows SpeziViews' imitation (SPZV) and the
/// checkmark's colour is measured; the checkmark glyph and the wheel outside lists are not
/// measured.
public struct InlinePickerStyle: PickerStyle {
  /// Creates an inline picker style.
  public init() {}
}

extension InlinePickerStyle: BuiltInPickerStyle {
  func makeBody(configuration: PickerStyleConfiguration) -> some View {
    InlinePicker(configuration: configuration)
  }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// A picker style where each option is displayed inline with other views in the current
  /// container.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The options as rows in a list, or a wheel elsewhere.
nonisolated private struct InlinePicker: View {
  let configuration: PickerStyleConfiguration
  @Environment(\.pickerPlacement) private var placement
  @Environment(\.tintColor) private var tint

  /// A row's minimum height (docs/iOSControls.md §7, "Rows").
  static let rowHeight: CGFloat = 44

  var body: some View {
    switch placement {
    case .standalone:
      PickerWheel(configuration: configuration)
    case .listRow:
      VStack(alignment: .leading, spacing: 0) {
        ForEach(Array(configuration.options.enumerated()), id: \.element.id) { index, option in
          if index > 0 { Divider() }
          HStack {
            option.content
            Spacer()
            if option.isSelected {
              Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(tint)
            }
          }
          .frame(minHeight: Self.rowHeight)
        }
      }
    }
  }
}
