import Foundation
import Trellis

/// A shape a point mark or a line's points draw.
public struct BasicChartSymbolShape: Hashable, Sendable {
  package enum Storage: Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
  package let storage: Storage
  /// A filled circle.
  public static let circle = BasicChartSymbolShape(storage: .circle)
  /// A filled square.
  public static let square = BasicChartSymbolShape(storage: .square)
  /// A filled triangle, point up.
  public static let triangle = BasicChartSymbolShape(storage: .triangle)
  /// A filled diamond.
  public static let diamond = BasicChartSymbolShape(storage: .diamond)
  /// A filled regular pentagon.
  public static let pentagon = BasicChartSymbolShape(storage: .pentagon)
  /// A plus sign.
  public static let plus = BasicChartSymbolShape(storage: .plus)
  /// A diagonal cross.
  public static let cross = BasicChartSymbolShape(storage: .cross)
  /// An asterisk.
  public static let asterisk = BasicChartSymbolShape(storage: .asterisk)

  /// The order Swift Charts cycles through for `symbol(by:)`: circle, square, triangle,
  /// diamond, pentagon (observed on iOS 18.3, https://example-a.com/answer/79405781) [uncertain].
  package static let palette: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]
}
