import Foundation
import Trellis

/// How marks with the same place on one axis stack their values on the other.
///
/// ```swift
/// AreaMark(x: .value("Day", day), y: .value("Count", count), stacking: .normalized)
/// ```
public struct MarkStackingMethod: Hashable, Sendable {
  package enum Storage: Hashable, Sendable { case standard, normalized, center, unstacked }
  package let storage: Storage
  /// Each value starts where the previous one ends, from zero.
  public static let standard = MarkStackingMethod(storage: .standard)
  /// Stacked, then scaled so that each stack reaches 1.
  public static let normalized = MarkStackingMethod(storage: .normalized)
  /// Stacked, then centred on zero (a streamgraph).
  public static let center = MarkStackingMethod(storage: .center)
  /// Every value starts from zero; the marks overlap.
  public static let unstacked = MarkStackingMethod(storage: .unstacked)
}
