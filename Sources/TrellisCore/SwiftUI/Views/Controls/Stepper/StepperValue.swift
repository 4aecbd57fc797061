import Foundation

/// What a stepper does — to a bound `Strideable` value, or through the actions it was given: the increment and decrement actions,
/// whether each can act, and the value as a `Double` for the `.value` interaction.
///
/// Increments advance the value by the step and clamp the result into the range, so a value
/// never leaves it (a NaN result becomes the lower bound). A range whose bounds are out of
/// order is reported and its bounds swapped; a value that is NaN or infinite is reported; a
/// step of 0, NaN or ±∞ is reported and the buttons do nothing; a negative step is reported and applied as
/// given, so "+" moves the value down, as `advanced(by:)` does.
struct StepperValue {
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  let canIncrement: Bool
  let canDecrement: Bool
  /// The value and the range the `.value` interaction sets it in.
  let interaction: (value: Binding<Double>, range: ClosedRange<Double>)

  /// A stepper with no value: it runs the actions. Its `.value` interaction reads 0 in `-1...1`;
  /// setting a positive number increments, a negative one decrements.
  init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    increment = onIncrement
    decrement = onDecrement
    canIncrement = onIncrement != nil
    canDecrement = onDecrement != nil
    interaction = (
      Binding(
        get: { 0 },
        set: { newValue in
          if newValue > 0 { onIncrement?() } else if newValue < 0 { onDecrement?() }
        }),
      ClosedRange(uncheckedBounds: (-1, 1))
    )
  }

  init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) {
    var bounds = bounds
    if let range = bounds, range.lowerBound > range.upperBound {
      RuntimeIssues.report(
        "Stepper range \(range.lowerBound)...\(range.upperBound) is inverted; using "
          + "\(range.upperBound)...\(range.lowerBound).")
      bounds = ClosedRange(uncheckedBounds: (range.upperBound, range.lowerBound))
    }
    // A floating-point step or value that is NaN or infinite would step the value to NaN.
    let stepIsFinite = (step as? any BinaryFloatingPoint)?.isFinite ?? true
    if let current = value.wrappedValue as? any BinaryFloatingPoint, !current.isFinite {
      RuntimeIssues.report("Stepper value \(current) is not finite; a step moves it into the range, if any.")
    }
    if !stepIsFinite {
      RuntimeIssues.report("Stepper step \(step) is not finite; its buttons do nothing.")
    } else if step == 0 {
      RuntimeIssues.report("Stepper step is 0; its buttons do nothing.")
    } else if step < 0 {
      RuntimeIssues.report("Stepper step \(step) is negative; \"+\" moves the value down.")
    }
    let clamp: (V) -> V = { candidate in
      guard let bounds else { return candidate }
      if !(candidate >= bounds.lowerBound) { return bounds.lowerBound }
      if !(candidate <= bounds.upperBound) { return bounds.upperBound }
      return candidate
    }
    let step = stepIsFinite ? step : 0
    increment = { value.wrappedValue = clamp(value.wrappedValue.advanced(by: step)) }
    decrement = { value.wrappedValue = clamp(value.wrappedValue.advanced(by: -step)) }
    let current = value.wrappedValue
    canIncrement = bounds.map { current < $0.upperBound } ?? true
    canDecrement = bounds.map { current > $0.lowerBound } ?? true
    interaction = Self.doubleInteraction(value: value, bounds: bounds, clamp: clamp)
  }

  /// The value as a `Double` in its range: the number itself for integer and floating-point
  /// values; for other `Strideable` values (a `Date`), its distance from the lower bound (or
  /// from where it stands now, without a range), when the distance is a number.
  private static func doubleInteraction<V: Strideable>(
    value: Binding<V>, bounds: ClosedRange<V>?, clamp: @escaping (V) -> V
  ) -> (value: Binding<Double>, range: ClosedRange<Double>) {
    let unbounded = ClosedRange(uncheckedBounds: (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude))
    if let number = NumberConversion<V>() {
      let range = bounds.flatMap { bounds in
        number.double(bounds.lowerBound).flatMap { lower in
          number.double(bounds.upperBound).map { ClosedRange(uncheckedBounds: (lower, $0)) }
        }
      }
      return (
        Binding(
          get: { number.double(value.wrappedValue) ?? 0 },
          set: { newValue in
            if let converted = number.value(newValue) { value.wrappedValue = clamp(converted) }
          }),
        range ?? unbounded
      )
    }
    let origin = bounds?.lowerBound ?? value.wrappedValue
    guard let stride = NumberConversion<V.Stride>() else {
      return (Binding(get: { 0 }, set: { _ in }), ClosedRange(uncheckedBounds: (0, 0)))
    }
    let upper = bounds.flatMap { stride.double(origin.distance(to: $0.upperBound)) }
    return (
      Binding(
        get: { stride.double(origin.distance(to: value.wrappedValue)) ?? 0 },
        set: { newValue in
          if let distance = stride.value(newValue) { value.wrappedValue = clamp(origin.advanced(by: distance)) }
        }),
      upper.map { ClosedRange(uncheckedBounds: (0, $0)) } ?? unbounded
    )
  }
}

/// Converts between `T` and `Double` when `T` is an integer or floating-point type.
struct NumberConversion<T> {
  let double: (T) -> Double?
  let value: (Double) -> T?

  init?() {
    if let type = T.self as? any BinaryFloatingPoint.Type {
      double = { number in (number as? any BinaryFloatingPoint).map { Double($0) } }
      value = { Self.floatingPoint(type, $0) }
    } else if let type = T.self as? any BinaryInteger.Type {
      double = { number in (number as? any BinaryInteger).map { Double($0) } }
      value = { Self.integer(type, $0) }
    } else {
      return nil
    }
  }

  private static func floatingPoint<F: BinaryFloatingPoint>(_ type: F.Type, _ double: Double) -> T? {
    F(double) as? T
  }

  /// The nearest integer, or `nil` when it does not fit the type.
  private static func integer<I: BinaryInteger>(_ type: I.Type, _ double: Double) -> T? {
    guard double.isFinite else { return nil }
    return I(exactly: double.rounded()) as? T
  }
}
