import Foundation
import Trellis

/// A size of a mark: automatic, a fixed number of points, a ratio of the space a category or a
/// unit has, or that space less an inset.
///
/// ```swift
/// BarMark(x: .value("Day", day), y: .value("Steps", steps), width: .ratio(0.5))
/// SectorMark(angle: .value("Share", share), innerRadius: .ratio(0.618), angularInset: 1.5)
/// ```
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
  package enum Storage: Hashable, Sendable {
    case automatic
    case fixed(CGFloat)
    case ratio(CGFloat)
    case inset(CGFloat)
  }
  package let storage: Storage

  /// The chart's choice.
  public static let automatic = MarkDimension(storage: .automatic)
  /// A fixed number of points.
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
  /// A ratio of the space available (a category's band, a unit's span, a sector's radius).
  public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(ratio)) }
  /// The space available less an inset in points.
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }
  /// A fixed number of points.
  public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
  /// A fixed number of points.
  public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }
  init(storage: Storage) { self.storage = storage }

  /// The size in points out of `available` points; `automatic` when automatic.
  package func resolve(in available: CGFloat, automatic: CGFloat) -> CGFloat {
    let value: CGFloat
    switch storage {
    case .automatic: value = automatic
    case .fixed(let points): value = points
    case .ratio(let ratio): value = available * ratio
    case .inset(let inset): value = available - 2 * inset
    }
    return value.isFinite ? max(0, min(value, 1e6)) : automatic
  }
}
