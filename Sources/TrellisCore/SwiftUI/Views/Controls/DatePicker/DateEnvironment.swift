import Foundation

// The locale, calendar and time zone views format dates with, and the moment a host calls
// "now". SwiftUI takes them from the device; a host must draw the same picture on every machine
// on every day, so Trellis fixes them: English (United States), the Gregorian calendar, UTC,
// and 1 January 2026 at 9:41 UTC, the time Apple shows on iPhones in its pictures. Set them
// with `environment(_:_:)`, on a view or on the host's environment.

/// The defaults a host formats dates with.
enum DateDefaults {
  /// English as used in the United States.
  static let locale = Locale(identifier: "en_US")
  /// Coordinated Universal Time.
  static let timeZone = TimeZone(secondsFromGMT: 0)!
  /// The Gregorian calendar, in ``locale`` and ``timeZone``.
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = timeZone
    return calendar
  }()
  /// 2026-01-01 09:41:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_767_260_460)
}

extension EnvironmentValues {
  /// The current locale that views should use: English (United States) in a host unless set.
  @Entry public var locale: Locale = DateDefaults.locale

  /// The current calendar that views should use when handling dates: the Gregorian calendar in
  /// a host unless set.
  @Entry public var calendar: Calendar = DateDefaults.calendar

  /// The current time zone that views should use when handling dates: UTC in a host unless
  /// set.
  @Entry public var timeZone: TimeZone = DateDefaults.timeZone

  /// The moment controls take as now — today's date in a calendar, "Today" in a date wheel:
  /// 2026-01-01 09:41 UTC unless set, so that a host draws the same picture every day.
  @Entry var _now: Date = DateDefaults.now
}
