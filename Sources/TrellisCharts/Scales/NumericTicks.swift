import Foundation

/// The "nice" values of a numeric axis: a step of 1, 2 or 5 times a power of ten, chosen so
/// that the number of values is nearest the desired count (five by default), and the domain
/// widened to whole steps.
///
/// Apple documents `AxisMarkValues.automatic(desiredCount:)` as "approximating the target number
/// of values" (https://developer.apple.com/documentation/charts/axismarkvalues/automatic(desiredcount:roundlowerbound:roundupperbound:));
/// the steps 1, 2 and 5 × 10ⁿ and the count of five are the brief's known facts. On a tie the
/// smaller step wins. Apple's own rule is not published [uncertain].
package enum NumericTicks {
  /// The default number of values an automatic axis aims for [uncertain].
  package static let defaultDesiredCount = 5

  /// How many values a step marks over `lower...upper`, with the bounds rounded out to whole
  /// steps or not.
  static func valueCount(lower: Double, upper: Double, step: Double, rounded: Bool) -> Double {
    rounded
      ? (upper / step).rounded(.up) - (lower / step).rounded(.down) + 1
      : (upper / step).rounded(.down) - (lower / step).rounded(.up) + 1
  }

  /// The step (1, 2 or 5 × 10ⁿ) whose number of values over `lower...upper` is nearest `count`.
  package static func step(lower: Double, upper: Double, count: Int, rounded: Bool = true) -> Double {
    let span = upper - lower
    guard span.isFinite, span > 0, count > 0 else { return 1 }
    let power = log10(span / Double(max(1, count - 1))).rounded(.down)
    guard power.isFinite else { return 1 }
    var best = 1.0
    var bestError = Double.infinity
    for exponent in [power - 1, power, power + 1] {
      let base = pow(10, exponent)
      for factor in [1.0, 2, 5] {
        let step = factor * base
        guard step.isFinite, step > 0 else { continue }
        let error = abs(valueCount(lower: lower, upper: upper, step: step, rounded: rounded) - Double(count))
        if error < bestError || (error == bestError && step < best) {
          best = step
          bestError = error
        }
      }
    }
    return best
  }

  /// The domain widened to whole steps and the tick values in it.
  ///
  /// - Parameters:
  ///   - roundLower: Whether the lower bound moves down to a whole step.
  ///   - roundUpper: Whether the upper bound moves up to a whole step.
  package static func ticks(
    lower: Double, upper: Double, desiredCount: Int = defaultDesiredCount, roundLower: Bool = true,
    roundUpper: Bool = true
  ) -> (domain: ClosedRange<Double>, values: [Double]) {
    guard lower.isFinite, upper.isFinite else { return (0...1, [0, 1]) }
    var (low, high) = (min(lower, upper), max(lower, upper))
    if low == high {
      // One value: a span of one unit around it, as a chart of a single value needs a scale.
      let pad = low == 0 ? 1 : abs(low) * 0.5
      (low, high) = low >= 0 && low - pad < 0 ? (0, low + pad) : (low - pad, low + pad)
    }
    let step = self.step(lower: low, upper: high, count: max(1, desiredCount), rounded: roundLower && roundUpper)
    let domainLow = roundLower ? (low / step).rounded(.down) * step : low
    let domainHigh = roundUpper ? (high / step).rounded(.up) * step : high
    let first = (domainLow / step).rounded(.up)
    let last = (domainHigh / step).rounded(.down)
    guard (last - first) < 1_000 else { return (domainLow...domainHigh, [domainLow, domainHigh]) }
    var values: [Double] = []
    var index = first
    while index <= last {
      // Multiplying the index (not adding steps) keeps 0.1 × 3 from drifting to 0.30000000000000004.
      let value = index * step
      values.append(step < 1 ? (value / step).rounded() / (1 / step) : value)
      index += 1
    }
    return (domainLow...domainHigh, values)
  }

  /// The values `stride(by:)` marks: every multiple of `step` in the domain.
  package static func stride(by step: Double, in domain: ClosedRange<Double>) -> [Double] {
    guard step.isFinite, step > 0, domain.lowerBound.isFinite, domain.upperBound.isFinite else { return [] }
    let first = (domain.lowerBound / step).rounded(.up)
    let last = (domain.upperBound / step).rounded(.down)
    guard last - first < 1_000 else { return [] }
    return Swift.stride(from: first, through: last, by: 1).map { $0 * step }
  }
}
