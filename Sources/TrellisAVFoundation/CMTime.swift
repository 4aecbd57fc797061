import Foundation

/// A time value as a rational number of seconds: `value` / `timescale` (Core Media's).
public struct CMTime: Hashable, Sendable {
  /// The numerator.
  public var value: Int64
  /// The denominator: units a second.
  public var timescale: Int32

  /// `value` / `timescale` seconds; a timescale of 0 makes an invalid time.
  public init(value: Int64, timescale: Int32) {
    self.value = value
    self.timescale = timescale
  }

  /// `seconds` at `preferredTimescale` units a second; NaN or infinite seconds make an invalid time.
  public init(seconds: Double, preferredTimescale: Int32) {
    let scaled = seconds * Double(preferredTimescale)
    if scaled.isFinite, abs(scaled) < Double(Int64.max) {
      self.init(value: Int64(scaled.rounded()), timescale: preferredTimescale)
    } else {
      self.init(value: 0, timescale: 0)
    }
  }

  /// The time in seconds; NaN when invalid.
  public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }

  /// Whether the time is valid (its timescale is not 0).
  public var isValid: Bool { timescale != 0 }

  /// Zero seconds.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// An invalid time.
  public static let invalid = CMTime(value: 0, timescale: 0)
}

/// Makes a time of `value` / `timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// Makes a time of `seconds` at `preferredTimescale`.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// A time's value in seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
