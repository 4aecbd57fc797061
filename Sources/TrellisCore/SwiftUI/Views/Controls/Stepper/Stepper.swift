import Foundation

/// A control that performs increment and decrement actions.
///
/// On iOS a stepper is arranged like a toggle: the label at the leading side, the 94 × 32
/// "−"/"+" control at the trailing side, the row filling the width it is offered
/// (docs/iOSControls.md §5 Stepper).
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// Stepper("Page", onIncrement: { page += 1 }, onDecrement: { page -= 1 })
/// ```
///
/// **Interaction.** The stepper as a whole is marked with a `.value` interaction: setting a
/// number sets the bound value, clamped to the range (integers round to the nearest). A stepper
/// made from `onIncrement`/`onDecrement` has no value; its `.value` interaction reads 0 in
/// `-1...1`, and setting a positive number increments, a negative one decrements. Each half of
/// the control is also marked with a `.tap` that runs its action, for hosts that tap at a point.
///
/// **Bad input.** Increments clamp to the range, so the value never leaves it; an inverted
/// range is reported and swapped; a step of 0 or a negative step is reported. None of them
/// traps. (`in: 10...1` itself traps in the caller's code, in `...`, before the stepper sees it:
/// only code built for release can pass an inverted range, through
/// `ClosedRange(uncheckedBounds:)`, which checks the order in debug builds only.)
///
/// Fidelity: partial — the control's 94 × 32 size, its halves and fill are measured on UIStepper,
/// iOS 18.5 (ASNAP `testStepper`), and StepperTests pins them; the divider, the corner radius,
/// the glyphs' size and the full-width arrangement in SwiftUI are not measured [uncertain].
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  /// Makes what the stepper does; made in `body`, so that bad input is reported to the host
  /// laying the stepper out.
  let makeModel: () -> StepperValue
  let onEditingChanged: (Bool) -> Void

  /// Creates a stepper that runs `onIncrement` and `onDecrement` when its "+" and "−" are tapped;
  /// a `nil` action leaves its half dimmed.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    makeModel = { StepperValue(onIncrement: onIncrement, onDecrement: onDecrement) }
    self.onEditingChanged = onEditingChanged
  }

  init<V: Strideable>(
    label: Label, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.label = label
    makeModel = { StepperValue(value: value, bounds: bounds, step: step) }
    self.onEditingChanged = onEditingChanged
  }

  /// Creates a stepper that adds and subtracts `step` to a bound value.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that adds and subtracts `step` to a bound value, within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that adds and subtracts `step` to a bound value, within `bounds`; the
  /// label comes last.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// The label and the control at the two ends of a full-width row, as a labeled content.
  public var body: some View {
    let model = makeModel()
    LabeledContent {
      StepperControl(
        increment: model.increment, decrement: model.decrement, canIncrement: model.canIncrement,
        canDecrement: model.canDecrement, onEditingChanged: onEditingChanged
      )
      .fixedSize()
    } label: {
      label
    }
    .interaction(
      .value(
        model.interaction.value, range: model.interaction.range,
        tap: model.canIncrement ? model.increment : nil))
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper titled with a localized string key that runs the actions you give.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper titled with a string that runs the actions you give.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper titled with a localized string key that adds and subtracts `step`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(titleKey), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper titled with a string that adds and subtracts `step`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(title), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper titled with a localized string key that adds and subtracts `step`
  /// within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(titleKey), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper titled with a string that adds and subtracts `step` within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(title), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}
