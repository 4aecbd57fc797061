import Foundation

/// A view that shows a value within a range.
///
/// On iOS the default style is a linear capacity bar: the label above, a full-width bar filled in
/// the tint to the value's place in the range, the minimum and maximum value labels at its ends
/// and the current value label below (``LinearCapacityGaugeStyle``).
///
/// ```swift
/// Gauge(value: current, in: 0...170) {
///     Text("BPM")
/// } currentValueLabel: {
///     Text("\(Int(current))")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("170")
/// }
/// ```
///
/// **Bad input.** A value outside the range or NaN is drawn clamped and reported; a range with a
/// non-finite bound or bounds out of order is repaired and reported (`ControlValueRange`).
///
/// Fidelity: unverified — the parts and their places follow Apple's documentation of the gauge
/// styles; no measurement of a gauge was found (docs/iOSControls.md §5 Gauge) [uncertain].
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View
{
  let value: Double
  let lowerBound: Double
  let upperBound: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  let markedValueLabels: MarkedValueLabels

  init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels
  ) {
    self.value = Double(value)
    lowerBound = Double(bounds.lowerBound)
    upperBound = Double(bounds.upperBound)
    self.label = label
    // Empty labels are no labels: a style leaves out the room for them.
    self.currentValueLabel = CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel
    self.minimumValueLabel = BoundsLabel.self == EmptyView.self ? nil : minimumValueLabel
    self.maximumValueLabel = BoundsLabel.self == EmptyView.self ? nil : maximumValueLabel
    self.markedValueLabels = markedValueLabels
  }

  /// Creates a gauge showing a value within a range, with labels for its purpose, its current
  /// value, its bounds and marked values.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      markedValueLabels: markedValueLabels())
  }

  /// The gauge as the innermost gauge style draws it.
  public var body: some View {
    let range = ControlValueRange(lowerBound, upperBound, control: "Gauge")
    let fraction = range.fraction(of: value, control: "Gauge")
    // The labels are the caller's views: they see every gauge style set around the gauge.
    return StyledControl { erase in
      GaugeStyleConfiguration(
        value: fraction,
        label: .init(content: erase(label)),
        currentValueLabel: currentValueLabel.map { .init(content: erase($0)) },
        minimumValueLabel: minimumValueLabel.map { .init(content: erase($0)) },
        maximumValueLabel: maximumValueLabel.map { .init(content: erase($0)) },
        markedValueLabels: .init(content: erase(markedValueLabels)))
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range, with a label for its purpose.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
      maximumValueLabel: nil, markedValueLabels: EmptyView())
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range, with labels for its purpose and its
  /// current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
      maximumValueLabel: nil, markedValueLabels: EmptyView())
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range, with labels for its purpose, its current
  /// value and its bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: EmptyView())
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// Creates a gauge showing a value within a range, with labels for its purpose, its current
  /// value and marked values.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
      maximumValueLabel: nil, markedValueLabels: markedValueLabels())
  }
}
