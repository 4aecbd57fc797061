import Foundation

extension Text {
  /// Creates a text view that displays a value formatted by a format style, in the
  /// environment's locale (English, United States, in a host).
  ///
  /// ```swift
  /// Text(9.99, format: .currency(code: "USD"))   // $9.99
  /// Text(0.25, format: .percent)                 // 25%
  /// ```
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(runs: [Run(content: .deferred(DeferredString(input, format: format)))])
  }

  /// Creates a text view that displays a Foundation value (a date, a measurement) as
  /// `formatter` writes it: `Text(date, formatter: Self.dayFormatter)`.
  ///
  /// - Parameters:
  ///   - subject: The value to display.
  ///   - formatter: The formatter that converts it to a string; a value of a type it cannot
  ///     write shows as an empty string.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: LocalizedStringKey.StringInterpolation.format(subject, with: formatter))
  }

  /// Creates a text view that displays a Foundation value as `formatter` writes it: the
  /// overload Linux's `Date`, which is not `ReferenceConvertible` there, takes.
  ///
  /// - Parameters:
  ///   - subject: The value to display.
  ///   - formatter: The formatter that converts it to a string; a value of a type it cannot
  ///     write shows as an empty string.
  public init<Subject: _FormatterSubject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: LocalizedStringKey.StringInterpolation.format(subject, with: formatter))
  }

  /// Creates a text view that displays an object (a number, a date) as `formatter` writes it:
  /// `Text(price as NSNumber, formatter: Self.currencyFormatter)`.
  ///
  /// - Parameters:
  ///   - subject: The object to display.
  ///   - formatter: The formatter that converts it to a string; an object of a type it cannot
  ///     write shows as an empty string.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: LocalizedStringKey.StringInterpolation.format(subject, with: formatter))
  }

  /// Creates a text view that displays a date in a date style, relative to the environment's
  /// clock (2026-01-01 09:41 UTC in a host).
  ///
  /// ```swift
  /// Text(date, style: .date)       // January 1, 2026
  /// Text(date, style: .relative)   // 2 hours, 23 minutes
  /// ```
  public init(_ date: Date, style: DateStyle) {
    self.init(runs: [Run(content: .deferred(DeferredString(date: date, style: style)))])
  }

  /// Creates a text view that displays a range of dates: "Jan 1, 2026, 9:41 – 10:41 AM".
  public init(_ dates: ClosedRange<Date>) {
    let identity =
      "range \(dates.lowerBound.timeIntervalSinceReferenceDate) \(dates.upperBound.timeIntervalSinceReferenceDate)"
    self.init(
      runs: [
        Run(
          content: .deferred(
            DeferredString(identity: identity) { environment in
              Date.IntervalFormatStyle(
                date: .abbreviated, time: .shortened, locale: environment.locale, calendar: environment.calendar,
                timeZone: environment.timeZone
              ).format(dates.lowerBound..<dates.upperBound)
            }))
      ])
  }

  /// Creates a text view that displays a date interval, as `Text(_:)` with a closed range of dates.
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// Creates a text view that displays a timer over `timerInterval`, as it reads at the
  /// environment's clock: the time left when it counts down, the time passed otherwise; at
  /// `pauseTime` when one is given.
  ///
  /// ```swift
  /// Text(timerInterval: now...now.addingTimeInterval(90))   // 1:30
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    let identity = "timer \(timerInterval) \(String(describing: pauseTime)) \(countsDown) \(showsHours)"
    self.init(
      runs: [
        Run(
          content: .deferred(
            DeferredString(identity: identity) { environment in
              let now = Swift.min(
                Swift.max(pauseTime ?? environment._now, timerInterval.lowerBound), timerInterval.upperBound)
              let seconds =
                countsDown
                ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
              return DateStyle.timerString(seconds, showsHours: showsHours)
            }))
      ])
  }

  /// A predefined style used to display a `Date`.
  public struct DateStyle: Hashable, Sendable {
    let kind: Kind

    enum Kind: Hashable, Sendable {
      case time, date, relative, offset, timer
    }

    /// A style displaying only the time component for a date: "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// A style displaying a date: "January 1, 2026".
    public static let date = DateStyle(kind: .date)
    /// A style displaying a date as relative to now: "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// A style displaying a date as offset from now: "+2 hours", "-3 months".
    public static let offset = DateStyle(kind: .offset)
    /// A style displaying a date as timer counting from now: "2:32", "36:59:01".
    public static let timer = DateStyle(kind: .timer)

    /// `date` in this style, seen from the environment's clock, locale, calendar and time zone.
    func string(for date: Date, in environment: EnvironmentValues) -> String {
      let now = environment._now
      switch kind {
      case .time:
        return Date.FormatStyle(
          date: .omitted, time: .shortened, locale: environment.locale, calendar: environment.calendar,
          timeZone: environment.timeZone
        ).format(date)
      case .date:
        return Date.FormatStyle(
          date: .long, time: .omitted, locale: environment.locale, calendar: environment.calendar,
          timeZone: environment.timeZone
        ).format(date)
      case .relative:
        return Self.unitsString(from: now, to: date, calendar: environment.calendar, maximumUnits: 2)
      case .offset:
        let units = Self.unitsString(from: now, to: date, calendar: environment.calendar, maximumUnits: 1)
        if date == now { return units }
        return (date > now ? "+" : "-") + units
      case .timer:
        return Self.timerString(date.timeIntervalSince(now), showsHours: true)
      }
    }

    /// "2:32", "36:59:01": minutes and seconds, with hours when there are any (and
    /// `showsHours`); a negative interval counts the same way.
    static func timerString(_ interval: TimeInterval, showsHours: Bool) -> String {
      let total = interval.isFinite ? Int(Swift.min(abs(interval), 1e12).rounded(.down)) : 0
      let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      if showsHours, hours > 0 { return "\(hours):\(two(minutes)):\(two(seconds))" }
      return "\(showsHours ? minutes : total / 60):\(two(seconds))"
    }

    /// The time between `now` and `date` in English units — years, months, weeks, days,
    /// hours, minutes, seconds — at most `maximumUnits` of them: "2 hours, 23 minutes".
    ///
    /// Fidelity: partial — the units are English whatever the locale.
    static func unitsString(from now: Date, to date: Date, calendar: Calendar, maximumUnits: Int) -> String {
      let (start, end) = date < now ? (date, now) : (now, date)
      let parts = calendar.dateComponents(
        [.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: start, to: end)
      let units: [(Int?, String)] = [
        (parts.year, "year"), (parts.month, "month"), (parts.weekOfMonth, "week"), (parts.day, "day"),
        (parts.hour, "hour"), (parts.minute, "minute"), (parts.second, "second"),
      ]
      let shown = units.compactMap { value, name -> String? in
        guard let value, value != 0 else { return nil }
        return "\(value) \(name)\(value == 1 ? "" : "s")"
      }.prefix(maximumUnits)
      return shown.isEmpty ? "0 seconds" : shown.joined(separator: ", ")
    }
  }
}

extension DeferredString {
  /// A value formatted by `format` in the environment's locale.
  init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(
      identity: "format \(String(reflecting: F.self)) \(String(reflecting: input)) \(String(reflecting: format))"
    ) {
      environment in
      format.locale(environment.locale).format(input)
    }
  }

  /// A date in a text date style.
  init(date: Date, style: Text.DateStyle) {
    self.init(identity: "date \(date.timeIntervalSinceReferenceDate) \(style.kind)") { environment in
      style.string(for: date, in: environment)
    }
  }
}
