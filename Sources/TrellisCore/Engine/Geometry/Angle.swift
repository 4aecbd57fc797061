import Foundation

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates a zero angle.
  public init() { radians = 0 }
  /// Creates an angle in radians.
  public init(radians: Double) { self.radians = radians }
  /// Creates an angle in degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// A zero angle.
  public static let zero = Angle()
  /// Creates an angle in radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// Creates an angle in degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// Orders two angles by their value.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
