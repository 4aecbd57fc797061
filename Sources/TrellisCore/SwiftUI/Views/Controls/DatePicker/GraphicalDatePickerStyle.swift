import Foundation

/// A date picker style that displays an interactive calendar or clock.
///
/// The date is a month calendar: the month and year with a disclosure chevron in the tint and
/// the previous- and next-month chevrons, the weekday initials in tertiaryLabel, then the days
/// in seven columns of 44-point rows, today's number in the tint and the selected day's on a
/// tinted circle. With a time, a row with "Time" and the time's capsule follows. The picker
/// fills the width it is offered; its label is not shown.
///
/// Fidelity: unverified — the calendar's structure is iOS 17's; its sizes, fonts and colours
/// are not measured.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates a graphical date picker style.
  public init() {}
}

extension GraphicalDatePickerStyle: BuiltInDatePickerStyle {
  func makeBody(configuration: DatePickerStyleConfiguration) -> some View {
    MonthCalendar(configuration: configuration)
  }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A date picker style that displays an interactive calendar or clock.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// A month of days with the selected day marked, and the time below when shown.
nonisolated private struct MonthCalendar: View {
  let configuration: DatePickerStyleConfiguration
  @Environment(\.self) private var environment
  @Environment(\.tintColor) private var tint

  /// A row's height: the header's, and each week's [uncertain].
  static let rowHeight: CGFloat = 44
  /// The diameter of the circle behind the selected day [uncertain].
  static let selectionDiameter: CGFloat = 40
  /// The header's and the time row's inset from the sides [uncertain].
  static let horizontalInset: CGFloat = 16

  var body: some View {
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    let date = configuration.date
    return VStack(spacing: 0) {
      if configuration.displayedComponents.contains(.date) {
        header
        weekdays(calendar)
        ForEach(Array(weeks(calendar).enumerated()), id: \.offset) { _, week in
          HStack(spacing: 0) {
            ForEach(Array(week.enumerated()), id: \.offset) { _, day in
              dayCell(day, calendar: calendar)
            }
          }
          .frame(height: Self.rowHeight)
        }
      }
      if configuration.displayedComponents.contains(.hourAndMinute) {
        if configuration.displayedComponents.contains(.date) { Divider() }
        HStack {
          Text("Time")
          Spacer()
          DateCapsule(text: DateText.string(date, .shortTime, in: environment))
        }
        .padding(.horizontal, Self.horizontalInset)
        .frame(minHeight: Self.rowHeight)
      }
    }
    .frame(maxWidth: .infinity)
  }

  /// "January 2026 >" and the month chevrons.
  private var header: some View {
    HStack {
      Text(verbatim: DateText.string(configuration.date, .template("MMMMy"), in: environment))
        .font(.headline)
      Image(systemName: "chevron.right").font(.headline).foregroundStyle(tint)
      Spacer()
      HStack(spacing: 28) {
        Image(systemName: "chevron.left")
        Image(systemName: "chevron.right")
      }
      .font(.title3.weight(.medium))
      .foregroundStyle(tint)
    }
    .padding(.horizontal, Self.horizontalInset)
    .frame(height: Self.rowHeight)
  }

  /// The weekday initials from the calendar's first weekday.
  private func weekdays(_ calendar: Calendar) -> some View {
    let symbols = calendar.shortWeekdaySymbols
    let first = calendar.firstWeekday - 1
    return HStack(spacing: 0) {
      ForEach(0..<7) { index in
        Text(verbatim: symbols[(first + index) % 7].uppercased())
          .font(.system(size: 13, weight: .semibold))
          .foregroundStyle(Color.tertiaryLabel)
          .frame(maxWidth: .infinity)
      }
    }
  }

  /// The month's days in weeks, `nil` where a week reaches into another month.
  private func weeks(_ calendar: Calendar) -> [[Date?]] {
    let date = configuration.date
    guard let month = calendar.dateInterval(of: .month, for: date),
      let dayCount = calendar.range(of: .day, in: .month, for: date)?.count
    else { return [] }
    let leading = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
    var days: [Date?] = Array(repeating: nil, count: leading)
    for day in 0..<dayCount { days.append(calendar.date(byAdding: .day, value: day, to: month.start)) }
    while days.count % 7 != 0 { days.append(nil) }
    return stride(from: 0, to: days.count, by: 7).map { Array(days[$0..<$0 + 7]) }
  }

  /// One day: its number, in the tint on a tinted circle when selected, in the tint when
  /// today.
  @ViewBuilder private func dayCell(_ day: Date?, calendar: Calendar) -> some View {
    if let day {
      let isSelected = calendar.isDate(day, inSameDayAs: configuration.date)
      let isToday = calendar.isDate(day, inSameDayAs: environment._now)
      Text(verbatim: String(calendar.component(.day, from: day)))
        .font(.system(size: 20, weight: isSelected ? .semibold : .regular))
        .foregroundStyle(isSelected || isToday ? tint : Color.primary)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
          if isSelected {
            Circle().fill(tint.opacity(0.12)).frame(width: Self.selectionDiameter, height: Self.selectionDiameter)
          }
        }
    } else {
      Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}
