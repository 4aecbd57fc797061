import Foundation

/// The "nice" values of a numeric axis: a step of 1, 2 or 5 times a power of ten, chosen for
/// about `desiredCount` intervals, and the domain widened to whole steps.
///
/// The step is the one nearest, on a logarithmic scale, to the span divided by the desired
/// count — the rule of d3-array's `tickIncrement` (thresholds √50, √10, √2), a public
/// reimplementation of the same idea: https://github.com/d3/d3-array/blob/main/src/ticks.js.
/// Apple does not document its rule; 5 intervals is the brief's "about 5 ticks" [uncertain].
package enum NumericTicks {
  /// The default number of intervals an automatic axis aims for [uncertain].
  package static let defaultDesiredCount = 5

  /// The step for about `count` intervals over `lower...upper`: 1, 2 or 5 × 10ⁿ.
  package static func step(lower: Double, upper: Double, count: Int) -> Double {
    let span = upper - lower
    guard span.isFinite, span > 0, count > 0 else { return 1 }
    let raw = span / Double(count)
    let power = (log10(raw)).rounded(.down)
    let base = pow(10, power)
    let error = raw / base
    let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
    let step = factor * base
    return step.isFinite && step > 0 ? step : 1
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
    let step = self.step(lower: low, upper: high, count: max(1, desiredCount))
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
