import Foundation

/// A date picker style that displays each component as columns in a scrollable wheel.
///
/// The wheels fill the width offered and are 216 tall, the selected row of each centred on one
/// 32-point band of tertiarySystemFill (`WheelColumn`). English (United States) shows the
/// month, day and year for a date; the hour, minute and AM/PM for a time; and for both, the
/// day ("Thu Jan 1", or "Today" on the host's today) before the time. The label is not shown.
///
/// Fidelity: partial — the wheel's height and row height are Flutter's measurements (FLT
/// `date_picker.dart`); the columns' widths, spacing and font are not measured.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates a wheel date picker style.
  public init() {}
}

extension WheelDatePickerStyle: BuiltInDatePickerStyle {
  func makeBody(configuration: DatePickerStyleConfiguration) -> some View {
    DateWheels(configuration: configuration)
  }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// A date picker style that displays each component as columns in a scrollable wheel.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// The wheels of a date picker side by side, centred.
nonisolated private struct DateWheels: View {
  let configuration: DatePickerStyleConfiguration
  @Environment(\.self) private var environment

  /// How many rows each wheel holds above and below its selection: more than the 216 points
  /// show.
  static let reach = WheelColumn.reach
  /// The space between wheels [uncertain].
  static let wheelSpacing: CGFloat = 16

  var body: some View {
    HStack(spacing: Self.wheelSpacing) {
      ForEach(Array(columns.enumerated()), id: \.offset) { _, column in
        WheelColumn(
          rows: column.rows.enumerated().map { (AnyHashable($0.offset), AnyView(Text(verbatim: $0.element))) },
          selectedIndex: column.selected)
      }
    }
    .frame(maxWidth: .infinity)
    .background(WheelSelectionBand())
  }

  /// The wheels' rows and the selected row of each.
  private var columns: [(rows: [String], selected: Int)] {
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    let date = configuration.date
    let offsets = -Self.reach...Self.reach
    var columns: [(rows: [String], selected: Int)] = []
    let components = configuration.displayedComponents
    if components.contains(.date) && !components.contains(.hourAndMinute) {
      let month = calendar.component(.month, from: date) - 1
      let day = calendar.component(.day, from: date)
      let year = calendar.component(.year, from: date)
      let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
      let months = calendar.standaloneMonthSymbols
      columns.append((offsets.map { months[Self.wrap(month + $0, months.count)] }, Self.reach))
      columns.append((offsets.map { String(Self.wrap(day - 1 + $0, days) + 1) }, Self.reach))
      columns.append((offsets.map { String(year + $0) }, Self.reach))
    }
    if components.contains(.date) && components.contains(.hourAndMinute) {
      let today = calendar.startOfDay(for: environment._now)
      columns.append(
        (
          offsets.map { offset in
            let day = calendar.date(byAdding: .day, value: offset, to: date) ?? date
            return calendar.startOfDay(for: day) == today
              ? "Today"
              : DateText.string(day, .template("EEEMMMd"), in: environment).replacingOccurrences(of: ",", with: "")
          },
          Self.reach
        ))
    }
    if components.contains(.hourAndMinute) {
      let hour = calendar.component(.hour, from: date)
      let minute = calendar.component(.minute, from: date)
      let twelveHour =
        DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: environment.locale)?.contains("a") ?? true
      if twelveHour {
        columns.append((offsets.map { String(Self.wrap(hour % 12 - 1 + $0, 12) + 1) }, Self.reach))
      } else {
        columns.append((offsets.map { String(format: "%02d", Self.wrap(hour + $0, 24)) }, Self.reach))
      }
      columns.append((offsets.map { String(format: "%02d", Self.wrap(minute + $0, 60)) }, Self.reach))
      if twelveHour {
        let symbols = [calendar.amSymbol, calendar.pmSymbol]
        columns.append((symbols, hour < 12 ? 0 : 1))
      }
    }
    return columns
  }

  /// `value` wrapped into `0..<count`, as a wheel that turns round.
  private static func wrap(_ value: Int, _ count: Int) -> Int {
    ((value % count) + count) % count
  }
}
