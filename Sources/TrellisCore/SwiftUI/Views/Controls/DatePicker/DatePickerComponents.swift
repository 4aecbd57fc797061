import Foundation

/// The components of a date that a ``DatePicker`` displays and edits.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The raw value of the set.
  public let rawValue: UInt

  /// Creates a set of date picker components.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Displays day, month, and year based on the locale.
  public static let date = DatePickerComponents(rawValue: 1 << 0)

  /// Displays hour and minute components based on the locale.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}
