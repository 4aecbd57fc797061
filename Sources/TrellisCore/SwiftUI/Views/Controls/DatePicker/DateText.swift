import Foundation

/// A date as a date picker writes it, in the environment's locale, calendar and time zone.
enum DateText {
  /// The kinds of text date pickers show.
  enum Form: Hashable {
    /// The medium date style: "Jan 1, 2026" in English (United States).
    case mediumDate
    /// The short time style: "9:41 AM".
    case shortTime
    /// A template of date fields, localized: "MMMMy" gives "January 2026".
    case template(String)
  }

  private struct Key: Hashable {
    let form: Form
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone
  }

  /// Formatters already made, by form and setting: making one is slow, and a screen formats
  /// many dates. `nonisolated(unsafe)`: read and written only under `lock`.
  nonisolated(unsafe) private static var formatters: [Key: DateFormatter] = [:]
  private static let lock = NSLock()

  /// `date` written in `form` with `environment`'s locale, calendar and time zone.
  static func string(_ date: Date, _ form: Form, in environment: EnvironmentValues) -> String {
    let key = Key(
      form: form, locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
    lock.lock()
    defer { lock.unlock() }
    let formatter: DateFormatter
    if let made = formatters[key] {
      formatter = made
    } else {
      formatter = DateFormatter()
      formatter.locale = key.locale
      formatter.calendar = key.calendar
      formatter.timeZone = key.timeZone
      switch form {
      case .mediumDate:
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
      case .shortTime:
        formatter.dateStyle = .none
        formatter.timeStyle = .short
      case .template(let template):
        formatter.setLocalizedDateFormatFromTemplate(template)
      }
      formatters[key] = formatter
    }
    return formatter.string(from: date)
  }
}
