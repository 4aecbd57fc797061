import Foundation

/// One wheel of iOS's wheel picker (UIPickerView), seen at rest: the selected row centred in
/// 216 points, the rows around it set on a turning cylinder — closer together and fainter
/// towards the top and bottom — behind a rounded band of tertiarySystemFill
/// (docs/iOSControls.md §5 Picker, "Wheel").
///
/// Rows are 32 tall; a row `k` places from the selected one turns `k × 32 / r` radians round a
/// cylinder of radius `r` = 1.07 × 216 / 2 (Flutter's `_kDefaultDiameterRatio`), so its centre
/// sits `r × sin(angle)` from the middle. The selected row is magnified 1.12 times (21 points
/// to 23.5); the others are drawn at 0.447 opacity (Flutter's `_kMagnification` and
/// `_kOverAndUnderCenterOpacity`) fading further with `cos(angle)`. Trellis cannot squash a row
/// as the cylinder does, so only three rows each side are shown, where they do not overlap;
/// every row stays in the tree so that a tap can select it.
nonisolated struct WheelColumn: View {
  /// The rows, top to bottom.
  let rows: [(id: AnyHashable, content: AnyView)]
  /// The row at the centre; `nil` centres the first, as UIPickerView does with no selection.
  let selectedIndex: Int?

  /// The wheel's height (FLT `_kPickerHeight`, from "Debug View Hierarchy").
  static let height: CGFloat = 216
  /// A row's height (FLT `_kPickerItemHeight`).
  static let rowHeight: CGFloat = 32
  /// The cylinder's radius (FLT `_kDefaultDiameterRatio` 1.07 of the height, halved).
  static let radius: CGFloat = 1.07 * height / 2
  /// The font of the rows: 21 points (FLT `pickerTextStyle`) [uncertain].
  static let font = Font.system(size: 21)
  /// The selected row's font: 21 magnified 2.35 / 2.1 times (FLT `_kMagnification`).
  static let selectedFont = Font.system(size: 23.5)
  /// The opacity of the rows off the centre (FLT `_kOverAndUnderCenterOpacity`).
  static let neighbourOpacity = 0.447
  /// How many rows are shown each side of the selected one.
  static let reach = 3

  var body: some View {
    let selected = selectedIndex ?? 0
    ZStack {
      ForEach(Array(rows.enumerated()), id: \.element.id) { index, row in
        let angle = Double(index - selected) * Self.rowHeight / Self.radius
        let isVisible = abs(index - selected) <= Self.reach
        row.content
          .defaultFont(index == selected ? Self.selectedFont : Self.font)
          .lineLimit(1)
          .frame(height: Self.rowHeight)
          .offset(y: isVisible ? Self.radius * sin(angle) : 0)
          .opacity(isVisible ? (index == selected ? 1 : Self.neighbourOpacity * cos(angle)) : 0)
      }
    }
    .frame(height: Self.height)
    .clipped()
  }
}

/// The band behind a wheel's selected row: tertiarySystemFill, 32 tall, radius 8, 9 in from
/// the sides (Flutter's `CupertinoPickerDefaultSelectionOverlay`, described as iOS 14's).
nonisolated struct WheelSelectionBand: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 8)
      .fill(Color.tertiarySystemFill)
      .frame(height: WheelColumn.rowHeight)
      .padding(.horizontal, 9)
  }
}
