import Foundation
import Trellis

/// The values a chart's scale covers: a range of numbers or dates, a list of categories, or
/// `.automatic` (inferred from the data).
///
/// ```swift
/// Chart { ... }
///     .chartYScale(domain: 0...100)
///     .chartXScale(domain: ["Mon", "Tue", "Wed"])
/// ```
public protocol ScaleDomain {}

/// What a domain says, with the plottable types resolved.
package enum DomainSpecification {
  /// Inferred from the data.
  case automatic(includesZero: Bool?, reversed: Bool?)
  /// A continuous range of numbers or dates.
  case range(PlotValue, PlotValue)
  /// Categories, in order.
  case categories([String])
}

/// A domain that knows what it says.
package protocol DomainSpecifying {
  var specification: DomainSpecification { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension ClosedRange: DomainSpecifying where Bound: Plottable {
  package var specification: DomainSpecification { .range(lowerBound.plotValue, upperBound.plotValue) }
}

extension Range: ScaleDomain where Bound: Plottable {}
extension Range: DomainSpecifying where Bound: Plottable {
  package var specification: DomainSpecification { .range(lowerBound.plotValue, upperBound.plotValue) }
}

extension Array: ScaleDomain where Element: Plottable {}
extension Array: DomainSpecifying where Element: Plottable {
  package var specification: DomainSpecification {
    let values = map(\.plotValue)
    if values.allSatisfy({ if case .category = $0 { true } else { false } }) {
      return .categories(values.map(\.groupName))
    }
    // Numbers or dates listed: the scale covers them.
    let numbers = values.map(\.continuous).filter(\.isFinite)
    guard let low = numbers.min(), let high = numbers.max(), let first = values.first else {
      return .automatic(includesZero: nil, reversed: nil)
    }
    if case .date = first {
      return .range(.date(Date(timeIntervalSinceReferenceDate: low)), .date(Date(timeIntervalSinceReferenceDate: high)))
    }
    return .range(.number(low), .number(high))
  }
}

/// A domain inferred from the data, optionally made to include zero or reversed.
public struct AutomaticScaleDomain: ScaleDomain, DomainSpecifying {
  let includesZero: Bool?
  let reversed: Bool?
  package var specification: DomainSpecification { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The domain inferred from the data: numbers from zero (or their minimum) to a nice value
  /// above their maximum, dates from first to last, categories in the order they appear.
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

  /// The domain inferred from the data, including zero or not, reversed or not.
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
  }
}

/// Where a scale's domain goes in the plot: the whole dimension with paddings, or a range of
/// points.
public protocol ScaleRange {}

/// What a range says.
package enum RangeSpecification: Hashable, Sendable {
  /// The plot's dimension less paddings at its start and end, in points.
  case plotDimension(start: CGFloat, end: CGFloat)
  /// Points from the plot's start.
  case points(CGFloat, CGFloat)
}

/// A range that knows what it says.
package protocol RangeSpecifying {
  var rangeSpecification: RangeSpecification { get }
}

/// The plot's dimension with paddings.
///
/// ```swift
/// .chartXScale(range: .plotDimension(padding: 20))
/// ```
public struct PlotDimensionScaleRange: ScaleRange, RangeSpecifying {
  let start: CGFloat
  let end: CGFloat
  package var rangeSpecification: RangeSpecification { .plotDimension(start: start, end: end) }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
  /// The plot's dimension less paddings at its start and end.
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange(start: startPadding, end: endPadding)
  }
  /// The plot's dimension less the same padding at both ends.
  public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange(start: padding, end: padding)
  }
}

extension ClosedRange: ScaleRange where Bound == CGFloat {}
extension ClosedRange: RangeSpecifying where Bound == CGFloat {
  package var rangeSpecification: RangeSpecification { .points(lowerBound, upperBound) }
}

extension Range: ScaleRange where Bound == CGFloat {}
extension Range: RangeSpecifying where Bound == CGFloat {
  package var rangeSpecification: RangeSpecification { .points(lowerBound, upperBound) }
}

/// How a scale maps its domain to positions.
public struct ScaleType: Hashable, Sendable {
  package enum Storage: Hashable, Sendable { case linear, log, symmetricLog, squareRoot, power(Double), date, category }
  package let storage: Storage
  /// Proportional.
  public static let linear = ScaleType(storage: .linear)
  /// Logarithmic (positive values only).
  public static let log = ScaleType(storage: .log)
  /// Logarithmic away from zero, linear near it, for values of both signs.
  public static let symmetricLog = ScaleType(storage: .symmetricLog)
  /// Square root.
  public static let squareRoot = ScaleType(storage: .squareRoot)
  /// A power.
  public static func power(exponent: Double) -> ScaleType { ScaleType(storage: .power(exponent)) }
  /// Dates, proportional to time.
  public static let date = ScaleType(storage: .date)
  /// Categories, in bands of equal width.
  public static let category = ScaleType(storage: .category)

  /// The value transformed so that the scale is linear in it.
  package func transform(_ value: Double) -> Double {
    switch storage {
    case .log: value > 0 ? Foundation.log10(value) : -300
    case .symmetricLog: value < 0 ? -Foundation.log1p(-value) : Foundation.log1p(value)
    case .squareRoot: value < 0 ? -(-value).squareRoot() : value.squareRoot()
    case .power(let exponent): value < 0 ? -Foundation.pow(-value, exponent) : Foundation.pow(value, exponent)
    default: value
    }
  }
}
