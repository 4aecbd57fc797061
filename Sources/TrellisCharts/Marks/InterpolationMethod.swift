import Foundation
import Trellis

/// The curve a line or an area draws between its points.
///
/// ```swift
/// LineMark(x: .value("Hour", hour), y: .value("Temperature", value))
///     .interpolationMethod(.catmullRom)
/// ```
public struct InterpolationMethod: Hashable, Sendable {
  package enum Storage: Hashable, Sendable {
    case linear, monotone, catmullRom(alpha: Double), cardinal(tension: Double), stepStart, stepCenter, stepEnd
  }
  package let storage: Storage
  /// Straight segments.
  public static let linear = InterpolationMethod(storage: .linear)
  /// A cubic curve that keeps the data's monotony between points (Fritsch–Carlson).
  public static let monotone = InterpolationMethod(storage: .monotone)
  /// A centripetal Catmull–Rom spline through the points (alpha 0.5 [uncertain]).
  public static let catmullRom = InterpolationMethod(storage: .catmullRom(alpha: 0.5))
  /// A cardinal spline through the points.
  public static let cardinal = InterpolationMethod(storage: .cardinal(tension: 0))
  /// Steps that change value at each point and hold it until the next.
  public static let stepStart = InterpolationMethod(storage: .stepStart)
  /// Steps that change value halfway between points.
  public static let stepCenter = InterpolationMethod(storage: .stepCenter)
  /// Steps that hold the previous value until each point.
  public static let stepEnd = InterpolationMethod(storage: .stepEnd)
  /// A Catmull–Rom spline with the parameterisation `alpha` (0 uniform, 0.5 centripetal, 1 chordal).
  public static func catmullRom(alpha: Double) -> InterpolationMethod {
    InterpolationMethod(storage: .catmullRom(alpha: alpha))
  }
  /// A cardinal spline with a tension (0 is Catmull–Rom's, 1 straight segments).
  public static func cardinal(tension: Double) -> InterpolationMethod {
    InterpolationMethod(storage: .cardinal(tension: tension))
  }
}
