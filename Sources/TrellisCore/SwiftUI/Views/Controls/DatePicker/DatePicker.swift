import Foundation

/// A control for selecting an absolute date.
///
/// On iOS the default style is `.compact`: the label at the leading side and, at the trailing
/// side, the date and the time each in a rounded tertiarySystemFill capsule, written with the
/// environment's locale, calendar and time zone (docs/iOSControls.md §5 "DatePicker").
///
/// ```swift
/// DatePicker("Start Date", selection: $date, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, in: Date()..., displayedComponents: .hourAndMinute)
///     .datePickerStyle(.wheel)
/// ```
///
/// A host formats dates in English (United States), the Gregorian calendar and UTC unless the
/// environment says otherwise (``EnvironmentValues/locale``), so that its pictures do not
/// depend on the machine. A selection outside the range `in:` gives is drawn clamped to it and
/// reported; the binding keeps its value until the picker changes it.
///
/// Fidelity: partial — the compact capsule is measured (SPZA, 34 tall, tertiarySystemFill); its
/// corner radius and the space between two capsules are not; the wheel and graphical styles are
/// drawn from Flutter's and UIKit's constants, not measured on iOS 17/18.
nonisolated public struct DatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Date>
  let bounds: DateBounds
  let displayedComponents: DatePickerComponents
  @Environment(\.datePickerStyle) private var style

  /// Creates a date picker that displays a custom label.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), selection: selection, bounds: DateBounds(), displayedComponents: displayedComponents)
  }

  /// Creates a date picker that displays a custom label and selects within a closed range.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents)
  }

  /// Creates a date picker that displays a custom label and selects from a start date on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), selection: selection, bounds: DateBounds(lower: range.lowerBound),
      displayedComponents: displayedComponents)
  }

  /// Creates a date picker that displays a custom label and selects up to an end date.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), selection: selection, bounds: DateBounds(upper: range.upperBound),
      displayedComponents: displayedComponents)
  }

  init(label: Label, selection: Binding<Date>, bounds: DateBounds, displayedComponents: DatePickerComponents) {
    self.label = label
    self.selection = selection
    self.bounds = bounds
    self.displayedComponents = displayedComponents
  }

  /// The picker as its style draws it, showing the selection clamped to its range.
  public var body: some View {
    var components = displayedComponents
    if components.isEmpty {
      RuntimeIssues.report("DatePicker displays no components; showing the date and the time.")
      components = [.date, .hourAndMinute]
    }
    let configuration = DatePickerStyleConfiguration(
      label: AnyView(label), date: bounds.clamped(selection.wrappedValue), displayedComponents: components)
    return (style ?? DefaultDatePickerStyle()).erasedBody(configuration)
  }
}

extension DatePicker where Label == Text {
  /// Creates a date picker whose label is a text made from a localized string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), selection: selection, bounds: DateBounds(), displayedComponents: displayedComponents)
  }

  /// Creates a date picker labelled with a localized string key that selects within a closed
  /// range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents)
  }

  /// Creates a date picker labelled with a localized string key that selects from a start date
  /// on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), selection: selection, bounds: DateBounds(lower: range.lowerBound),
      displayedComponents: displayedComponents)
  }

  /// Creates a date picker labelled with a localized string key that selects up to an end
  /// date.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), selection: selection, bounds: DateBounds(upper: range.upperBound),
      displayedComponents: displayedComponents)
  }

  /// Creates a date picker whose label is a text made from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(label: Text(title), selection: selection, bounds: DateBounds(), displayedComponents: displayedComponents)
  }

  /// Creates a date picker labelled with a string that selects within a closed range.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents)
  }

  /// Creates a date picker labelled with a string that selects from a start date on.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), selection: selection, bounds: DateBounds(lower: range.lowerBound),
      displayedComponents: displayedComponents)
  }

  /// Creates a date picker labelled with a string that selects up to an end date.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), selection: selection, bounds: DateBounds(upper: range.upperBound),
      displayedComponents: displayedComponents)
  }
}

/// The dates a date picker may show: from `lower`, up to `upper`, either open.
struct DateBounds {
  var lower: Date?
  var upper: Date?

  init(lower: Date? = nil, upper: Date? = nil) {
    self.lower = lower
    self.upper = upper
  }

  /// The bounds of `range`, as given.
  init(_ range: ClosedRange<Date>) {
    self.init(lower: range.lowerBound, upper: range.upperBound)
  }

  /// `date` moved into the bounds; a date outside them is reported. Bounds out of order (only
  /// an unchecked range has them) are reported and swapped first.
  func clamped(_ date: Date) -> Date {
    // A NaN or infinite date (`Date(timeIntervalSinceReferenceDate: .nan)`) has no calendar
    // components: reported, and shown as the date Trellis takes for now.
    guard date.timeIntervalSinceReferenceDate.isFinite else {
      RuntimeIssues.report(
        "DatePicker selection \(date.timeIntervalSinceReferenceDate) s from the reference date is not a date; "
          + "drawing \(Self.describe(DateDefaults.now)).")
      return clamped(DateDefaults.now)
    }
    var bounds = self
    if let lower, let upper, lower > upper {
      RuntimeIssues.report(
        "DatePicker range \(Self.describe(lower))...\(Self.describe(upper)) is inverted; using \(Self.describe(upper))...\(Self.describe(lower))."
      )
      bounds = DateBounds(lower: upper, upper: lower)
    }
    return bounds.clampedInOrder(date)
  }

  /// `date` moved into bounds that are in order.
  private func clampedInOrder(_ date: Date) -> Date {
    var clamped = date
    if let lower, clamped < lower { clamped = lower }
    if let upper, clamped > upper { clamped = upper }
    if clamped != date {
      RuntimeIssues.report(
        "DatePicker selection \(Self.describe(date)) is outside its range \(describeRange); drawing \(Self.describe(clamped))."
      )
    }
    return clamped
  }

  /// The bounds as a range expression.
  private var describeRange: String {
    (lower.map(Self.describe) ?? "") + "..." + (upper.map(Self.describe) ?? "")
  }

  /// A date as ISO 8601 in UTC: the same on every machine.
  static func describe(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}
