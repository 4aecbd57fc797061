import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// On iOS a slider fills the width it is offered and is 34 points tall: a capsule track, the
/// tint on the minimum side and systemFill on the maximum side, under a white thumb with a soft
/// shadow — in iOS 26 a 6-point track across the whole width and a 37 × 24 capsule thumb
/// (docs/iOS26Controls.md §5.2), in iOS 18 a 4-point track and a 28-point round thumb
/// (docs/iOSControls.md §5 Slider). The minimum and maximum value
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
/// **Where the thumb goes.** The thumb stays inside the slider: in iOS 18 its centre travels from
/// 14 to `width − 14`, so for a value at fraction `f` of the range its centre is at
/// `14 + f × (width − 28)` (18.5 and 37 in iOS 26). That takes the measured thumb (ASNAP
/// `testSlider`; the iOS 26 minimum track's end on ASN26) and
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

  @Environment(\.interfaceDesign) private var design

  /// The height of a slider, 34 in both designs (docs/iOSControls.md §5 Slider,
  /// docs/iOS26Controls.md §5.2).
  static var height: CGFloat { 34 }

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
      let geometry = SliderGeometry.of(design)
      ValueTrackLayout(
        fraction: fraction, height: Self.height, trackThickness: geometry.trackThickness,
        trackInset: geometry.trackInset, thumbWidth: geometry.thumbSize.width, idealWidth: geometry.thumbSize.width
      ) {
        Capsule().fill(Color.systemFill)
        Capsule().fill(tint)
        ControlThumb(size: geometry.thumbSize)
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

/// A slider's track and thumb in one design.
struct SliderGeometry {
  var thumbSize: CGSize
  var trackThickness: CGFloat
  /// How far inside the slider the track ends.
  var trackInset: CGFloat

  /// iOS 26's: a 6-point track across the whole width (ASN26), under a thumb about 37 wide —
  /// derived from where the minimum track ends at 0.75 — and 24 tall as the switch's
  /// [uncertain: the glass thumb is not in the render] (docs/iOS26Controls.md §5.2).
  static let liquidGlass = SliderGeometry(thumbSize: CGSize(width: 37, height: 24), trackThickness: 6, trackInset: 0)
  /// iOS 17/18's: a 4-point track 1 inside the ends under a 28-point round thumb (ASNAP).
  static let compatibility = SliderGeometry(thumbSize: CGSize(width: 28, height: 28), trackThickness: 4, trackInset: 1)

  static func of(_ design: InterfaceDesign) -> SliderGeometry { design == .iOS26 ? liquidGlass : compatibility }
}
