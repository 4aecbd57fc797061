import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// On iOS a slider fills the width it is offered and is 34 points tall: a 4-point capsule track,
/// the tint on the minimum side and systemFill on the maximum side, under a white 28-point
/// thumb with a soft shadow (docs/iOSControls.md §5 Slider). The minimum and maximum value
/// labels sit at the two ends; `label` is not drawn on iOS, only read by accessibility.
///
/// ```swift
/// Slider(value: $speed, in: 0...100, step: 5) {
///     Text("Speed")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// ```
///
/// **Where the thumb goes.** The thumb stays inside the slider: its centre travels from 14 to
/// `width − 14`, so for a value at fraction `f` of the range its centre is at
/// `14 + f × (width − 28)`. That takes the measured 28-point thumb (ASNAP `testSlider`) and
/// UIKit's thumb not overhanging the control's bounds [derived]; the track runs from 1 to
/// `width − 1` (§5: about 1 point inside the bounds). Offered no width (in a horizontal scroll
/// view, under `fixedSize()`), a slider is as wide as its thumb [uncertain: UISlider has no
/// intrinsic width, and what SwiftUI falls back to is not measured].
///
/// **Bad input.** A value outside the range or NaN is drawn clamped and reported, and the
/// binding is left alone until the slider is moved; a range with a non-finite bound is
/// repaired and reported (`ControlValueRange`); a step that is not positive and finite is
/// reported and ignored. Setting the value (the `.value` interaction) clamps it to the range
/// and snaps it to the step, calling `onEditingChanged(true)` before and `(false)` after.
///
/// Fidelity: partial — height, track and thumb sizes are measured on UISlider, iOS 18.5
/// (ASNAP), colours from Flutter (docs/iOSControls.md §5 Slider); the thumb's travel is derived,
/// the spacing of the value labels and the disabled look (half opacity) are not measured
/// [uncertain]. SliderTests pins the layout.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  let value: Binding<Double>
  let lowerBound: Double
  let upperBound: Double
  let step: Double?
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel
  let onEditingChanged: (Bool) -> Void
  @Environment(\.tintColor) private var tint
  @Environment(\.isEnabled) private var isEnabled

  /// The height of a slider (docs/iOSControls.md §5 Slider).
  static var height: CGFloat { 34 }
  /// The diameter of the thumb.
  static var thumbDiameter: CGFloat { 28 }
  /// The thickness of the track.
  static var trackThickness: CGFloat { 4 }
  /// How far inside the slider the track ends.
  static var trackInset: CGFloat { 1 }

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    lowerBound = Double(bounds.lowerBound)
    upperBound = Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.onEditingChanged = onEditingChanged
  }

  /// Creates a slider with a range, labels for its minimum and maximum values, and a label
  /// that describes its purpose.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }

  /// Creates a slider that moves in steps through a range, with labels for its minimum and
  /// maximum values and a label that describes its purpose.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }

  /// The value labels at the ends of the track, the whole marked as the control a value is set on.
  public var body: some View {
    let range = ControlValueRange(lowerBound, upperBound, control: "Slider")
    let fraction = range.fraction(of: value.wrappedValue, control: "Slider")
    let step = validStep
    HStack {
      minimumValueLabel
      ValueTrackLayout(
        fraction: fraction, height: Self.height, trackThickness: Self.trackThickness, trackInset: Self.trackInset,
        thumbDiameter: Self.thumbDiameter, idealWidth: Self.thumbDiameter
      ) {
        Capsule().fill(Color.systemFill)
        Capsule().fill(tint)
        ControlThumb(diameter: Self.thumbDiameter)
      }
      .opacity(isEnabled ? 1 : 0.5)
      maximumValueLabel
    }
    .interaction(.value(editingBinding(range: range, step: step), range: range.closedRange))
  }

  /// The step, if it is one a slider can move by; reported otherwise.
  private var validStep: Double? {
    guard let step else { return nil }
    guard step.isFinite, step > 0 else {
      RuntimeIssues.report("Slider step \(step) is not positive and finite; ignoring it.")
      return nil
    }
    return step
  }

  /// The binding a person moves the slider through: clamped, snapped to the step, and
  /// bracketed by `onEditingChanged`.
  private func editingBinding(range: ControlValueRange, step: Double?) -> Binding<Double> {
    let (value, onEditingChanged) = (self.value, self.onEditingChanged)
    return Binding(
      get: { value.wrappedValue },
      set: { newValue in
        var snapped = range.clamped(newValue)
        if let step {
          snapped = range.clamped(range.lowerBound + ((snapped - range.lowerBound) / step).rounded() * step)
        }
        onEditingChanged(true)
        value.wrappedValue = snapped
        onEditingChanged(false)
      })
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider with a range and a label that describes its purpose.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }

  /// Creates a slider that moves in steps through a range, with a label that describes its purpose.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider with a range, 0...1 by default.
  ///
  /// ```swift
  /// Slider(value: $volume)
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }

  /// Creates a slider that moves in steps through a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }
}
