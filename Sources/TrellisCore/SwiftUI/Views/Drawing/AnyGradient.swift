import Foundation

/// A gradient with no direction of its own: as a shape style it runs from top to bottom
/// (start point `(0.5, 0)`, end point `(0.5, 1)`), as Apple's documentation of `AnyGradient`
/// states (https://developer.apple.com/documentation/swiftui/anygradient).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)
/// ```
///
/// Fidelity: partial — direction from Apple's documentation; the lighter top of
/// ``Color/gradient`` follows lightness measurements of SwiftUI's renderer published by TUIkit
/// (github.com/wtregaskis/TUIkit, `AnyGradient.swift`: HSL lightness 0.502 → 0.647, 0.500 →
/// 0.639, 0.300 → 0.451, 0 → 0.198), interpolated between those points; SwiftUI also moves
/// saturation a little, which is not modelled.
public struct AnyGradient: ShapeStyle, Hashable, Sendable, PaintConvertible {
  private enum Source: Hashable, Sendable {
    case gradient(Gradient)
    case derived(Color)
  }

  private let source: Source

  /// Creates a directionless gradient from `gradient`'s stops.
  public init(_ gradient: Gradient) {
    source = .gradient(gradient)
  }

  init(derivedFrom color: Color) {
    source = .derived(color)
  }

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .linearGradient(stops(in: environment), start: .top, end: .bottom)
  }

  func stops(in environment: EnvironmentValues) -> [DisplayList.GradientStop] {
    switch source {
    case .gradient(let gradient):
      return gradient.resolved(in: environment)
    case .derived(let color):
      let bottom = color.resolve(in: environment)
      return [
        DisplayList.GradientStop(color: Self.lighterTop(of: bottom), location: 0),
        DisplayList.GradientStop(color: bottom, location: 1),
      ]
    }
  }

  /// The colour at the top of ``Color/gradient``: the same hue and saturation, lighter by an
  /// amount that shrinks as the colour gets lighter (see the type's fidelity note).
  static func lighterTop(of color: Color.Resolved) -> Color.Resolved {
    // A colour that is not finite (its components were reported when it was made) stays as it is.
    guard [color.red, color.green, color.blue].allSatisfy(\.isFinite) else { return color }
    let (hue, saturation, lightness) = HSL.components(red: color.red, green: color.green, blue: color.blue)
    let measured: [(lightness: Double, raise: Double)] = [(0, 0.198), (0.3, 0.151), (0.5, 0.141), (1, 0)]
    var raise = 0.0
    for (lower, upper) in zip(measured, measured.dropFirst()) where lightness <= upper.lightness {
      let t = (lightness - lower.lightness) / (upper.lightness - lower.lightness)
      raise = lower.raise + (upper.raise - lower.raise) * t
      break
    }
    let rgb = HSL.rgb(hue: hue, saturation: saturation, lightness: Swift.min(1, lightness + raise))
    return Color.Resolved(red: rgb.red, green: rgb.green, blue: rgb.blue, opacity: color.opacity)
  }
}

extension Color {
  /// The standard gradient of this colour: a subtle top-to-bottom gradient from a lighter
  /// version of the colour to the colour itself.
  ///
  /// ```swift
  /// Rectangle().fill(.blue.gradient)
  /// ```
  public var gradient: AnyGradient { AnyGradient(derivedFrom: self) }
}

/// A gradient used directly as a shape style runs from top to bottom, as an ``AnyGradient``
/// does (https://developer.apple.com/documentation/swiftui/gradient).
extension Gradient: ShapeStyle, PaintConvertible {
  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .linearGradient(resolved(in: environment), start: .top, end: .bottom)
  }
}

/// Conversions between RGB and HSL (hue, saturation, lightness), each 0...1, by the standard
/// formulas (https://www.w3.org/TR/css-color-4/#hsl-to-rgb).
enum HSL {
  static func components(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
    let maximum = Swift.max(red, green, blue)
    let minimum = Swift.min(red, green, blue)
    let lightness = (maximum + minimum) / 2
    let chroma = maximum - minimum
    guard chroma > 0 else { return (0, 0, lightness) }
    let saturation = chroma / (1 - abs(2 * lightness - 1))
    var hue: Double
    switch maximum {
    case red: hue = (green - blue) / chroma
    case green: hue = (blue - red) / chroma + 2
    default: hue = (red - green) / chroma + 4
    }
    hue /= 6
    if hue < 0 { hue += 1 }
    return (hue, saturation, lightness)
  }

  static func rgb(hue: Double, saturation: Double, lightness: Double) -> (red: Double, green: Double, blue: Double) {
    func channel(_ n: Double) -> Double {
      let k = (n + hue * 12).truncatingRemainder(dividingBy: 12)
      let a = saturation * Swift.min(lightness, 1 - lightness)
      return lightness - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }
}
