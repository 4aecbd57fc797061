import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Without a value it is indeterminate: on iOS a 20 × 20 spinner (37 × 37 at `.large`). With a
/// value it is a full-width 4-point bar filled in the tint to `value / total`. A label goes
/// above the bar or under the spinner (``LinearProgressViewStyle``, ``CircularProgressViewStyle``).
///
/// ```swift
/// ProgressView()
/// ProgressView("Downloading…", value: received, total: size)
/// ProgressView(value: 0.25) { Text("Upload") } currentValueLabel: { Text("25 %") }
/// ```
///
/// **Bad input.** A value below 0 or above `total` is clamped, with SwiftUI's runtime message; a
/// NaN value or a `total` that is not positive and finite is reported and shows no progress.
///
/// Fidelity: partial — the choice of style and the stacks are SwiftUI's (OpenSwiftUI), the
/// spinner sizes SwiftUI's constants; the bar's height and colours are not measured
/// [uncertain]. ProgressViewTests pins the sizes and the clamping.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let progress: ProgressValue
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  init(progress: ProgressValue, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.progress = progress
    // An empty label is no label: a style leaves out the room for it.
    self.label = Label.self == EmptyView.self ? nil : label
    self.currentValueLabel = CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel
  }

  /// The progress view as the innermost progress view style draws it.
  public var body: some View {
    let fractionCompleted = progress.fractionCompleted()
    // The labels are the caller's views: they see every progress view style set around them.
    return StyledControl { erase in
      ProgressViewStyleConfiguration(
        fractionCompleted: fractionCompleted, label: label.map { .init(content: erase($0)) },
        currentValueLabel: currentValueLabel.map { .init(content: erase($0)) })
    }
  }
}

extension ProgressView {
  /// Creates a progress view showing a value out of a total, with a label and a label for the
  /// current value. A `nil` value makes it indeterminate.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      progress: .value(value.map { Double($0) }, total: Double(total)), label: label(),
      currentValueLabel: currentValueLabel())
  }

  /// Creates a progress view from a style's configuration, to draw it with the next style out.
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(
      progress: .fraction(configuration.fractionCompleted), label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
  }

  /// Creates a progress view that fills over the dates of `timerInterval`, or empties when
  /// `countsDown`, as it stands when the view is laid out.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      progress: .timer(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(progress: .indeterminate, label: label(), currentValueLabel: nil)
  }

  /// Creates a progress view showing a value out of a total, with a label. A `nil` value makes
  /// it indeterminate.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(progress: .value(value.map { Double($0) }, total: Double(total)), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view: a spinner on iOS.
  public init() {
    self.init(progress: .indeterminate, label: nil, currentValueLabel: nil)
  }

  /// Creates a progress view showing a value out of a total, 1 by default. A `nil` value makes
  /// it indeterminate.
  ///
  /// ```swift
  /// ProgressView(value: 0.5)
  /// ```
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(progress: .value(value.map { Double($0) }, total: Double(total)), label: nil, currentValueLabel: nil)
  }

  /// Creates a progress view that shows the state of a Foundation `Progress`.
  public init(_ progress: Progress) {
    let fraction = progress.isIndeterminate ? nil : progress.fractionCompleted
    self.init(progress: .fraction(fraction), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view labelled with a localized string key.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(progress: .indeterminate, label: Text(titleKey), currentValueLabel: nil)
  }

  /// Creates an indeterminate progress view labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(progress: .indeterminate, label: Text(title), currentValueLabel: nil)
  }

  /// Creates a progress view showing a value out of a total, labelled with a localized string key.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(
      progress: .value(value.map { Double($0) }, total: Double(total)), label: Text(titleKey), currentValueLabel: nil)
  }

  /// Creates a progress view showing a value out of a total, labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(
      progress: .value(value.map { Double($0) }, total: Double(total)), label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Creates a progress view over the dates of `timerInterval`, labelled, with the remaining
  /// (or elapsed) time as its current value label.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(
      progress: .timer(timerInterval, countsDown: countsDown), label: label(),
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Creates a progress view over the dates of `timerInterval`, with the remaining (or elapsed)
  /// time as its current value label.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(
      progress: .timer(timerInterval, countsDown: countsDown), label: nil,
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
  }
}

/// The current value label of a progress view over a date interval: the time remaining (or,
/// when it counts up, elapsed) as the view is laid out, as `m:ss` or `h:mm:ss`.
nonisolated public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The time, as text.
  public var body: some View {
    let now = Date()
    let seconds =
      countsDown
      ? interval.upperBound.timeIntervalSince(Swift.max(now, interval.lowerBound))
      : Swift.min(now, interval.upperBound).timeIntervalSince(interval.lowerBound)
    let whole = Int(Swift.max(seconds, 0).rounded(.down))
    let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
    Text(
      verbatim: hours > 0
        ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest))
  }
}

/// Where a progress view's fraction comes from.
enum ProgressValue {
  /// No value: indeterminate.
  case indeterminate
  /// A value out of a total; a `nil` value is indeterminate.
  case value(Double?, total: Double)
  /// A fraction given as it is (a style's configuration, a Foundation `Progress`).
  case fraction(Double?)
  /// The part of a date interval that has passed (or is left, counting down).
  case timer(ClosedRange<Date>, countsDown: Bool)

  /// The fraction completed, 0...1, or `nil` when indeterminate. Bad values are reported and
  /// clamped.
  func fractionCompleted() -> Double? {
    switch self {
    case .indeterminate, .value(nil, _), .fraction(nil):
      return nil
    case .value(let value?, let total):
      guard total.isFinite, total > 0 else {
        RuntimeIssues.report("ProgressView total \(total) is not positive and finite; showing no progress.")
        return 0
      }
      guard !value.isNaN else {
        RuntimeIssues.report("ProgressView value is NaN; showing no progress.")
        return 0
      }
      guard value >= 0, value <= total else {
        // SwiftUI's own message for this case.
        RuntimeIssues.report(
          "ProgressView initialized with an out-of-bounds progress value. The value will be clamped to the range of `0...total`."
        )
        return Swift.min(Swift.max(value, 0), total) / total
      }
      return value / total
    case .fraction(let fraction?):
      return fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
    case .timer(let interval, let countsDown):
      let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
      guard length > 0 else { return countsDown ? 0 : 1 }
      let elapsed = Swift.min(Swift.max(Date().timeIntervalSince(interval.lowerBound) / length, 0), 1)
      return countsDown ? 1 - elapsed : elapsed
    }
  }
}
