import Foundation
import Trellis

/// One mark of a chart as its content describes it, before scales place it: the values of its
/// channels and the attributes its modifiers set.
package struct MarkRecord {
  /// Which mark it is.
  package enum Kind: String, Sendable {
    case bar, line, area, point, rule, rectangle, sector
  }

  package var kind: Kind
  package var x: PlotChannel?
  package var y: PlotChannel?
  package var xStart: PlotChannel?
  package var xEnd: PlotChannel?
  package var yStart: PlotChannel?
  package var yEnd: PlotChannel?
  /// The series a line or an area belongs to (`LineMark(x:y:series:)`).
  package var series: PlotChannel?
  /// A sector's value.
  package var angle: PlotChannel?
  package var width: MarkDimension = .automatic
  package var height: MarkDimension = .automatic
  package var innerRadius: MarkDimension = .automatic
  package var outerRadius: MarkDimension = .automatic
  package var angularInset: CGFloat?
  package var stacking: MarkStackingMethod = .standard

  /// `foregroundStyle(_:)`.
  package var style: AnyShapeStyle?
  /// `foregroundStyle(by:)`: the category the chart's style scale colours.
  package var styleGroup: String?
  /// `symbol(by:)`: the category the chart's symbol scale shapes.
  package var symbolGroup: String?
  /// `symbol(_:)`.
  package var symbol: BasicChartSymbolShape?
  /// `symbolSize(_:)`: the symbol's area in square points.
  package var symbolArea: CGFloat?
  /// `position(by:axis:span:)`: the group marks of one category are placed side by side by.
  package var positionGroup: String?
  package var positionAxis: Axis?
  package var positionSpan: MarkDimension = .automatic
  package var interpolation: InterpolationMethod?
  package var lineStyle: StrokeStyle?
  package var cornerRadius: CGFloat?
  package var cornerStyle: RoundedCornerStyle = .continuous
  package var opacity: Double = 1
  package var offset: CGSize = .zero
  package var annotations: [AnnotationRecord] = []

  package init(kind: Kind) { self.kind = kind }
}

/// A view placed next to a mark (`annotation(position:alignment:spacing:content:)`).
package struct AnnotationRecord {
  package var position: AnnotationPosition
  package var alignment: Alignment
  package var spacing: CGFloat?
  package var content: AnyView
}

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
  /// A centripetal Catmull–Rom spline through the points.
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

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
  package enum Storage: Hashable, Sendable {
    case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
  }
  package let storage: Storage
  /// Above a vertical bar's end, at a point's top: the chart's choice.
  public static let automatic = AnnotationPosition(storage: .automatic)
  /// Above the mark.
  public static let top = AnnotationPosition(storage: .top)
  /// Below the mark.
  public static let bottom = AnnotationPosition(storage: .bottom)
  /// Before the mark.
  public static let leading = AnnotationPosition(storage: .leading)
  /// After the mark.
  public static let trailing = AnnotationPosition(storage: .trailing)
  /// Over the mark, centred.
  public static let overlay = AnnotationPosition(storage: .overlay)
  /// Above and before the mark.
  public static let topLeading = AnnotationPosition(storage: .topLeading)
  /// Above and after the mark.
  public static let topTrailing = AnnotationPosition(storage: .topTrailing)
  /// Below and before the mark.
  public static let bottomLeading = AnnotationPosition(storage: .bottomLeading)
  /// Below and after the mark.
  public static let bottomTrailing = AnnotationPosition(storage: .bottomTrailing)
}

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
