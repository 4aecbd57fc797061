import Foundation

/// A per-pixel colour change a view's drawing goes through: what `brightness`, `contrast`,
/// `saturation`, `grayscale`, `hueRotation`, `colorMultiply`, `colorInvert` and
/// `luminanceToAlpha` make.
///
/// Each is a ``ColorMatrix`` applied to un-premultiplied sRGB components, as the W3C Filter
/// Effects spec defines its shorthand filters (https://www.w3.org/TR/filter-effects-1/,
/// §13 "feColorMatrix" and §14 "Filter Functions"); `brightness` is SwiftUI's additive one
/// (0 no change, 1 white, Apple's documentation of `brightness(_:)`), not CSS's multiplicative one.
public enum ColorFilter: Hashable, Sendable, CustomStringConvertible {
  /// Adds `amount` to red, green and blue.
  case brightness(Double)
  /// Scales red, green and blue away from (or towards) mid grey by `amount`.
  case contrast(Double)
  /// Scales colourfulness: 0 grey, 1 unchanged (feColorMatrix `saturate`).
  case saturation(Double)
  /// Moves towards grey: 0 unchanged, 1 grey (CSS `grayscale()`).
  case grayscale(Double)
  /// Turns hues around the colour wheel (feColorMatrix `hueRotate`).
  case hueRotation(Angle)
  /// Multiplies every component, opacity included, by a colour's.
  case colorMultiply(Color.Resolved)
  /// Replaces red, green and blue by their complements.
  case colorInvert
  /// Black with opacity from luminance (feColorMatrix `luminanceToAlpha`).
  case luminanceToAlpha

  /// The matrix the filter applies.
  public var matrix: ColorMatrix {
    switch self {
    case .brightness(let amount):
      return ColorMatrix(offsets: [amount, amount, amount, 0])
    case .contrast(let amount):
      let offset = 0.5 - 0.5 * amount
      return ColorMatrix(scales: [amount, amount, amount, 1], offsets: [offset, offset, offset, 0])
    case .saturation(let amount):
      return ColorMatrix.saturate(amount)
    case .grayscale(let amount):
      return ColorMatrix.saturate(1 - Swift.min(Swift.max(amount, 0), 1))
    case .hueRotation(let angle):
      return ColorMatrix.hueRotate(angle.radians)
    case .colorMultiply(let color):
      return ColorMatrix(scales: [color.red, color.green, color.blue, color.opacity])
    case .colorInvert:
      return ColorMatrix(scales: [-1, -1, -1, 1], offsets: [1, 1, 1, 0])
    case .luminanceToAlpha:
      var matrix = ColorMatrix(scales: [0, 0, 0, 0])
      matrix.rows[3] = [0.2125, 0.7154, 0.0721, 0, 0]
      return matrix
    }
  }

  /// The modifier that makes the filter, as the frame dump names it, e.g. `brightness(0.2)`.
  package var modifierName: String {
    switch self {
    case .colorInvert: "colorInvert()"
    case .luminanceToAlpha: "luminanceToAlpha()"
    case .hueRotation(let angle): "hueRotation(\(formatLength(angle.degrees))°)"
    case .colorMultiply(let color): "colorMultiply(\(color))"
    case .brightness(let amount): "brightness(\(formatLength(amount)))"
    case .contrast(let amount): "contrast(\(formatLength(amount)))"
    case .saturation(let amount): "saturation(\(formatLength(amount)))"
    case .grayscale(let amount): "grayscale(\(formatLength(amount)))"
    }
  }

  /// The filter as the display list prints it, e.g. `brightness 0.2`.
  public var description: String {
    switch self {
    case .brightness(let amount): "brightness \(formatLength(amount))"
    case .contrast(let amount): "contrast \(formatLength(amount))"
    case .saturation(let amount): "saturation \(formatLength(amount))"
    case .grayscale(let amount): "grayscale \(formatLength(amount))"
    case .hueRotation(let angle): "hueRotation \(formatLength(angle.degrees))°"
    case .colorMultiply(let color): "colorMultiply \(color)"
    case .colorInvert: "colorInvert"
    case .luminanceToAlpha: "luminanceToAlpha"
    }
  }
}

/// A 4 × 5 colour matrix: each output component (red, green, blue, opacity) is a weighted sum
/// of the input components plus an offset, clamped to 0...1 — feColorMatrix's `matrix`.
public struct ColorMatrix: Hashable, Sendable {
  /// Four rows (red, green, blue, opacity out) of five numbers: the weights of red, green,
  /// blue and opacity in, then the offset.
  public var rows: [[Double]]

  /// The identity matrix, with the diagonal scaled by `scales` and the offsets `offsets`.
  public init(scales: [Double] = [1, 1, 1, 1], offsets: [Double] = [0, 0, 0, 0]) {
    var rows: [[Double]] = []
    for row in 0..<4 {
      var entries: [Double] = [0, 0, 0, 0, offsets[row]]
      entries[row] = scales[row]
      rows.append(entries)
    }
    self.rows = rows
  }

  /// feColorMatrix `saturate` with value `s`.
  static func saturate(_ s: Double) -> ColorMatrix {
    var matrix = ColorMatrix()
    matrix.rows[0] = [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0]
    matrix.rows[1] = [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0]
    matrix.rows[2] = [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0]
    return matrix
  }

  /// feColorMatrix `hueRotate` by `radians`.
  static func hueRotate(_ radians: Double) -> ColorMatrix {
    let (c, s): (Double, Double) = (cos(radians), sin(radians))
    let base: [[Double]] = [[0.213, 0.715, 0.072], [0.213, 0.715, 0.072], [0.213, 0.715, 0.072]]
    let cosine: [[Double]] = [[0.787, -0.715, -0.072], [-0.213, 0.285, -0.072], [-0.213, -0.715, 0.928]]
    let sine: [[Double]] = [[-0.213, -0.715, 0.928], [0.143, 0.140, -0.283], [-0.787, 0.715, 0.072]]
    var matrix = ColorMatrix()
    for row in 0..<3 {
      var entries: [Double] = [0, 0, 0, 0, 0]
      for column in 0..<3 {
        entries[column] = base[row][column] + c * cosine[row][column] + s * sine[row][column]
      }
      matrix.rows[row] = entries
    }
    return matrix
  }

  /// Whether every entry is finite.
  public var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }

  /// The matrix applied to un-premultiplied components, each result clamped to 0...1.
  public func apply(red: Double, green: Double, blue: Double, opacity: Double) -> (Double, Double, Double, Double) {
    func row(_ index: Int) -> Double {
      let r = rows[index]
      let value = r[0] * red + r[1] * green + r[2] * blue + r[3] * opacity + r[4]
      return value > 0 ? Swift.min(value, 1) : 0
    }
    return (row(0), row(1), row(2), row(3))
  }
}
