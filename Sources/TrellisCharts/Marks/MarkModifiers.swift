import Foundation
import Trellis

/// Chart content whose marks a modifier changed.
nonisolated public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  let content: Content
  let modify: (inout MarkRecord) -> Void
  nonisolated init(content: Content, modify: @escaping (inout MarkRecord) -> Void) {
    self.content = content
    self.modify = modify
  }
  /// Primitive content has no body.
  public var body: Never { fatalError("ModifiedChartContent is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) {
    var inner: [MarkRecord] = []
    content.collect(into: &inner, depth: 0)
    for index in inner.indices { modify(&inner[index]) }
    marks += inner
  }
}

/// A shape a chart's symbols can take.
public protocol ChartSymbolShape {
  /// The basic shape the chart draws for this symbol.
  var basicShape: BasicChartSymbolShape { get }
}

extension BasicChartSymbolShape: ChartSymbolShape {
  /// The shape itself.
  public var basicShape: BasicChartSymbolShape { self }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  /// A filled circle.
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
  /// A filled square.
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
  /// A filled triangle.
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
  /// A filled diamond.
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
  /// A filled pentagon.
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
  /// A plus sign.
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
  /// A diagonal cross.
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
  /// An asterisk.
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}

extension ChartContent {
  nonisolated func modified(_ modify: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self, modify: modify)
  }

  /// Fills or strokes the marks with a style (a colour, a gradient).
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    let style = AnyShapeStyle(style)
    return modified { $0.style = style }
  }

  /// Styles the marks by a category, from the chart's style scale: the default palette or
  /// `chartForegroundStyleScale(_:)`. The chart shows a legend of the categories.
  nonisolated public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    let group = value.plotValue.groupName
    return modified { $0.styleGroup = group }
  }

  /// Gives the marks' points a symbol by a category, from the chart's symbol scale (circle,
  /// square, triangle, diamond, pentagon).
  nonisolated public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    let group = value.plotValue.groupName
    return modified { $0.symbolGroup = group }
  }

  /// Gives the marks' points a symbol.
  nonisolated public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
    let shape = symbol.basicShape
    return modified { $0.symbol = shape }
  }

  /// Sets the area of the marks' symbols, in square points.
  nonisolated public func symbolSize(_ size: CGFloat) -> some ChartContent {
    modified { $0.symbolArea = size }
  }

  /// Sets the size of the marks' symbols; the chart draws a symbol of the same area.
  nonisolated public func symbolSize(_ size: CGSize) -> some ChartContent {
    modified { $0.symbolArea = size.width * size.height }
  }

  /// Places marks with the same place side by side, one slot per category of `value`, instead
  /// of stacking them.
  ///
  /// - Parameters:
  ///   - value: The category of the mark's slot.
  ///   - axis: The axis the slots divide; by default the axis of the marks' categories or units.
  ///   - span: The width of the slots together, of the band the marks share.
  nonisolated public func position<P: Plottable>(
    by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
  ) -> some ChartContent {
    let group = value.plotValue.groupName
    return modified {
      $0.positionGroup = group
      $0.positionAxis = axis
      $0.positionSpan = span
    }
  }

  /// Sets the curve of a line or an area between its points.
  nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    modified { $0.interpolation = method }
  }

  /// Sets the stroke of a line or a rule.
  nonisolated public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    modified { $0.lineStyle = style }
  }

  /// Rounds the corners of bars and rectangles.
  nonisolated public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent
  {
    modified {
      $0.cornerRadius = radius.isFinite ? max(0, radius) : nil
      $0.cornerStyle = style
    }
  }

  /// Makes the marks translucent.
  nonisolated public func opacity(_ opacity: Double) -> some ChartContent {
    modified { $0.opacity *= opacity.isFinite ? max(0, min(1, opacity)) : 1 }
  }

  /// Moves the marks by a number of points.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    modified {
      $0.offset.width += x.isFinite ? x : 0
      $0.offset.height += y.isFinite ? y : 0
    }
  }

  /// Moves the marks by a number of points.
  nonisolated public func offset(_ offset: CGSize) -> some ChartContent {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Places a view next to each mark.
  ///
  /// ```swift
  /// BarMark(x: .value("Day", day), y: .value("Count", count))
  ///     .annotation(position: .top) { Text("\(count)").font(.caption) }
  /// ```
  nonisolated public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some ChartContent {
    let annotation = AnnotationRecord(
      position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
    return modified { $0.annotations.append(annotation) }
  }
}

extension PlotValue {
  /// The name a category of styles, symbols or positions is known by.
  var groupName: String {
    switch self {
    case .category(let name): name
    case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .date(let date): date.formatted(.iso8601)
    }
  }
}
