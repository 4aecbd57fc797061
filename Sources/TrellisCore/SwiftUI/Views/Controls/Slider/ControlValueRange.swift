import Foundation

/// The range of a value control (a slider, a stepper, a gauge) as numbers it can draw with,
/// and the value's place in it.
///
/// A range that cannot be drawn — a NaN or infinite bound, or bounds out of order, which only
/// `ClosedRange(uncheckedBounds:)` in code built for release can make (`...` traps on them) — is
/// reported as a runtime issue and repaired: the
/// bounds are put in order and a NaN or infinite bound becomes 0 (the lower) or 1 (the upper).
/// A value outside the range, or NaN, is reported and drawn clamped, as SwiftUI draws such a
/// slider; the binding is left alone until the person moves the control.
struct ControlValueRange: Equatable {
  let lowerBound: Double
  let upperBound: Double

  /// The range of `control` from `lower` to `upper`, repaired and reported if it cannot be drawn.
  init(_ lower: Double, _ upper: Double, control: String) {
    var (lower, upper) = (lower, upper)
    if !lower.isFinite || !upper.isFinite {
      let repaired = (lower.isFinite ? lower : 0, upper.isFinite ? upper : Swift.max(1, lower.isFinite ? lower : 0))
      RuntimeIssues.report(
        "\(control) range \(lower)...\(upper) has a bound that is not finite; using \(repaired.0)...\(repaired.1).")
      (lower, upper) = repaired
    }
    if lower > upper {
      RuntimeIssues.report("\(control) range \(lower)...\(upper) is inverted; using \(upper)...\(lower).")
      swap(&lower, &upper)
    }
    lowerBound = lower
    upperBound = upper
  }

  /// The range as a `ClosedRange`: always valid.
  var closedRange: ClosedRange<Double> { ClosedRange(uncheckedBounds: (lowerBound, upperBound)) }

  /// `value` clamped to the range; NaN becomes the lower bound.
  func clamped(_ value: Double) -> Double {
    value.isNaN ? lowerBound : Swift.min(Swift.max(value, lowerBound), upperBound)
  }

  /// Where `value` lies from the lower bound (0) to the upper bound (1), clamped; 0 for an
  /// empty range. A value outside the range or NaN is reported for `control`.
  func fraction(of value: Double, control: String) -> Double {
    if value.isNaN || value < lowerBound || value > upperBound {
      RuntimeIssues.report(
        "\(control) value \(value) is outside its range \(lowerBound)...\(upperBound); drawing it clamped.")
    }
    let span = upperBound - lowerBound
    guard span > 0 else { return 0 }
    return (clamped(value) - lowerBound) / span
  }
}
