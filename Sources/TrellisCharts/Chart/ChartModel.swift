import Foundation
import Trellis

/// A place on one axis of the plot: a span of fractions and, optionally, a size of the span's
/// points the mark takes, centred in it.
package struct AxisPlace: Sendable {
  package var span: ClosedRange<Double>
  package var size: MarkDimension?
  package var automaticRatio: CGFloat = 1

  /// The points the place covers along a plot dimension of `length` points.
  package func points(along length: CGFloat, mapping: AxisMapping) -> ClosedRange<CGFloat> {
    let a = mapping.point(span.lowerBound, length: length)
    let b = mapping.point(span.upperBound, length: length)
    let (low, high) = (min(a, b), max(a, b))
    guard let size else { return low...high }
    let available = high - low
    let width = size.resolve(in: available, automatic: available * automaticRatio)
    let middle = (low + high) / 2
    return (middle - width / 2)...(middle + width / 2)
  }
}

/// How fractions of one axis become points.
package struct AxisMapping: Hashable, Sendable {
  package var range: RangeSpecification = .plotDimension(start: 0, end: 0)
  package var flipped = false

  /// The point of `fraction` along a dimension of `length` points, from the leading or top edge.
  package func point(_ fraction: Double, length: CGFloat) -> CGFloat {
    let (start, end): (CGFloat, CGFloat)
    switch range {
    case .plotDimension(let a, let b): (start, end) = (a, length - b)
    case .points(let a, let b): (start, end) = (a, b)
    }
    let f = flipped ? 1 - fraction : fraction
    let value = start + (end - start) * CGFloat(f)
    return value.isFinite ? max(-1e6, min(1e6, value)) : 0
  }
}

/// One drawable element of the plot, in fractions of the plot.
package enum PlotItem: Sendable {
  case rect(x: AxisPlace, y: AxisPlace, cornerRadius: CGFloat, cornerStyle: RoundedCornerStyle)
  case line(points: [(Double, Double)], interpolation: InterpolationMethod, stroke: StrokeStyle)
  case area(top: [(Double, Double)], bottom: [(Double, Double)], interpolation: InterpolationMethod)
  case symbol(x: Double, y: Double, shape: BasicChartSymbolShape, area: CGFloat)
  case rule(x: ClosedRange<Double>, y: ClosedRange<Double>, stroke: StrokeStyle)
  case sector(start: Double, end: Double, inner: MarkDimension, outer: MarkDimension, inset: CGFloat)
}

/// A drawable element with its style.
package struct StyledPlotItem {
  package var item: PlotItem
  package var style: AnyShapeStyle
  package var opacity: Double
  package var offset: CGSize
}

/// An annotation with the place of its mark.
package struct PlacedAnnotation {
  package var x: AxisPlace
  package var y: AxisPlace
  package var annotation: AnnotationRecord
  /// Whether the mark is a vertical bar (an automatic annotation goes above its end).
  package var vertical: Bool
}

/// A chart's marks placed by its scales: what the plot draws, in fractions, and the scales.
package struct ResolvedChart {
  package var xScale: ChartScale?
  package var yScale: ChartScale?
  package var items: [StyledPlotItem] = []
  package var annotations: [PlacedAnnotation] = []
  /// The categories of `foregroundStyle(by:)` and their styles, in order: the legend.
  package var legend: [LegendEntry] = []
  /// Whether the chart is a pie or a donut (sectors, no axes).
  package var isPolar = false
}

/// One category of the legend: its name, its style and, when `symbol(by:)` shapes the same
/// category, its symbol.
package struct LegendEntry {
  package var name: String
  package var style: AnyShapeStyle
  package var symbol: BasicChartSymbolShape?
  /// The place of its colour in the default palette, when the palette styles it.
  package var paletteIndex: Int?
}

/// The default palette of `foregroundStyle(by:)`: blue, green, orange, purple, red, cyan,
/// yellow, cycled — observed on iOS 18.3 (https://example-a.com/answer/79405781) and the brief's
/// known facts; the colours are Trellis' iOS 26 system colours.
package let chartPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

/// The default band ratio of a bar in a category's band or a date unit [uncertain].
package let barBandRatio: CGFloat = 0.8
/// The default line width [uncertain, the brief's "line width 2"].
package let defaultLineWidth: CGFloat = 2
/// The default symbol area, in square points (an 8-point circle) [uncertain].
package let defaultSymbolArea: CGFloat = 50

extension ResolvedChart {
  /// Places `marks` with the chart's settings.
  ///
  /// - Parameter calendar: The calendar dates are counted in where the content names none of its
  ///   own: the environment's (a host's is Gregorian in UTC, so that a chart draws the same on
  ///   every machine). A unit's `calendar: .current`, Apple's default, is this calendar too.
  package init(
    marks: [MarkRecord], configuration: ChartConfiguration, defaultStyle: AnyShapeStyle,
    calendar: Calendar = EnvironmentValues().calendar
  ) {
    let current = Calendar.current
    let marks = marks.filter(Self.isPlottable).map { mark in
      var mark = mark
      for path in [\MarkRecord.x, \.y, \.xStart, \.xEnd, \.yStart, \.yEnd]
      where mark[keyPath: path]?.unit?.calendar == current {
        mark[keyPath: path]?.unit?.calendar = calendar
      }
      return mark
    }
    isPolar = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }

    // Styles: explicit categories first (the scale's order), then the data's in order.
    var styleNames: [String] = configuration.styleScale?.map(\.0) ?? []
    for mark in marks { if let group = mark.styleGroup, !styleNames.contains(group) { styleNames.append(group) } }
    var symbolNames: [String] = configuration.symbolScale?.map(\.0) ?? []
    for mark in marks { if let group = mark.symbolGroup, !symbolNames.contains(group) { symbolNames.append(group) } }
    func style(of mark: MarkRecord) -> AnyShapeStyle {
      if let style = mark.style { return style }
      guard let group = mark.styleGroup else { return defaultStyle }
      if let pair = configuration.styleScale?.first(where: { $0.0 == group }) { return pair.1 }
      let index = styleNames.firstIndex(of: group) ?? 0
      return AnyShapeStyle(chartPalette[index % chartPalette.count])
    }
    func symbol(of mark: MarkRecord) -> BasicChartSymbolShape? {
      if let symbol = mark.symbol { return symbol }
      guard let group = mark.symbolGroup else { return nil }
      if let pair = configuration.symbolScale?.first(where: { $0.0 == group }) { return pair.1 }
      let index = symbolNames.firstIndex(of: group) ?? 0
      return BasicChartSymbolShape.palette[index % BasicChartSymbolShape.palette.count]
    }
    let styledNames = marks.contains { $0.styleGroup != nil } ? styleNames : []
    legend = styledNames.map { name in
      let mark = marks.first { $0.styleGroup == name }
      let symbol = mark.flatMap { $0.symbolGroup == name ? symbol(of: $0) : nil }
      if let style = configuration.styleScale?.first(where: { $0.0 == name })?.1 {
        return LegendEntry(name: name, style: style, symbol: symbol, paletteIndex: nil)
      }
      let index = (styleNames.firstIndex(of: name) ?? 0) % chartPalette.count
      return LegendEntry(name: name, style: AnyShapeStyle(chartPalette[index]), symbol: symbol, paletteIndex: index)
    }

    if isPolar {
      resolveSectors(marks, style: style)
      return
    }

    // Which axis carries the bars' values: the one that is not categories or date units.
    let horizontal = Self.isHorizontal(marks)
    let stacks = Stacks(marks: marks, horizontal: horizontal)
    xScale = Self.scale(
      for: marks, axis: .horizontal, settings: configuration.xScale, stacked: horizontal ? stacks : nil,
      desiredCount: configuration.xAxis.desiredCount, calendar: calendar)
    yScale = Self.scale(
      for: marks, axis: .vertical, settings: configuration.yScale, stacked: horizontal ? nil : stacks,
      desiredCount: configuration.yAxis.desiredCount, calendar: calendar)
    guard let xScale, let yScale else { return }

    // Marks of one series draw one line or area.
    var lineSeries: [String: [Int]] = [:]
    var seriesOrder: [String] = []
    for (index, mark) in marks.enumerated() where mark.kind == .line || mark.kind == .area {
      let key = "\(mark.kind.rawValue)|" + (mark.series?.value.groupName ?? mark.styleGroup ?? "")
      if lineSeries[key] == nil { seriesOrder.append(key) }
      lineSeries[key, default: []].append(index)
    }
    let positionGroups = Self.positionGroups(marks)

    for (index, mark) in marks.enumerated() {
      let markStyle = style(of: mark)
      func add(_ item: PlotItem) {
        items.append(StyledPlotItem(item: item, style: markStyle, opacity: mark.opacity, offset: mark.offset))
      }
      switch mark.kind {
      case .bar, .rectangle:
        guard
          var (x, y) = Self.rectPlace(mark, index: index, x: xScale, y: yScale, stacks: stacks, horizontal: horizontal)
        else { continue }
        if mark.positionGroup != nil, mark.positionSpan != .automatic {
          RuntimeIssues.reportOnce("position(by:span:) is drawn with the automatic span by Trellis.")
        }
        if let group = mark.positionGroup, let groups = positionGroups[mark.positionKey(horizontal: horizontal)] {
          let axisIsX = (mark.positionAxis ?? (horizontal ? .vertical : .horizontal)) == .horizontal
          Self.dodge(&x, &y, axisIsX: axisIsX, slot: groups.firstIndex(of: group) ?? 0, count: groups.count)
        }
        add(.rect(x: x, y: y, cornerRadius: mark.cornerRadius ?? 0, cornerStyle: mark.cornerStyle))
        for annotation in mark.annotations {
          annotations.append(PlacedAnnotation(x: x, y: y, annotation: annotation, vertical: !horizontal))
        }
      case .point:
        guard let x = mark.x.flatMap(xScale.center), let y = mark.y.flatMap(yScale.center) else { continue }
        add(.symbol(x: x, y: y, shape: symbol(of: mark) ?? .circle, area: mark.symbolArea ?? defaultSymbolArea))
        for annotation in mark.annotations {
          annotations.append(
            PlacedAnnotation(
              x: AxisPlace(span: x...x), y: AxisPlace(span: y...y), annotation: annotation, vertical: true))
        }
      case .rule:
        let x =
          mark.xStart != nil
          ? Self.range(mark.xStart, mark.xEnd, xScale) : mark.x.flatMap(xScale.center).map { $0...$0 }
        let y =
          mark.yStart != nil
          ? Self.range(mark.yStart, mark.yEnd, yScale) : mark.y.flatMap(yScale.center).map { $0...$0 }
        guard x != nil || y != nil else { continue }
        let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 1)
        add(.rule(x: x ?? 0...1, y: y ?? 0...1, stroke: stroke))
        for annotation in mark.annotations {
          annotations.append(
            PlacedAnnotation(
              x: AxisPlace(span: x ?? 0...1), y: AxisPlace(span: y ?? 0...1), annotation: annotation, vertical: true))
        }
      case .sector:
        RuntimeIssues.reportOnce(
          "SectorMark is drawn by Trellis only in a chart of sectors alone; beside other marks it is left out.")
      case .line, .area:
        continue
      }
    }

    for key in seriesOrder {
      guard let indices = lineSeries[key], let first = indices.first else { continue }
      let mark = marks[first]
      let markStyle = style(of: mark)
      let interpolation = mark.interpolation ?? .linear
      if mark.kind == .line {
        var points: [(Double, Double)] = []
        for index in indices {
          guard let x = marks[index].x.flatMap(xScale.center), let y = marks[index].y.flatMap(yScale.center) else {
            continue
          }
          points.append((x, y))
        }
        let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: defaultLineWidth, lineCap: .round, lineJoin: .round)
        items.append(
          StyledPlotItem(
            item: .line(points: points, interpolation: interpolation, stroke: stroke), style: markStyle,
            opacity: mark.opacity, offset: mark.offset))
        if let shape = symbol(of: mark) {
          for point in points {
            items.append(
              StyledPlotItem(
                item: .symbol(x: point.0, y: point.1, shape: shape, area: mark.symbolArea ?? defaultSymbolArea),
                style: markStyle, opacity: mark.opacity, offset: mark.offset))
          }
        }
      } else {
        var top: [(Double, Double)] = []
        var bottom: [(Double, Double)] = []
        for index in indices {
          let area = marks[index]
          // A horizontal area (`xStart:xEnd:y:`) spans x at each y.
          if let start = area.xStart, let end = area.xEnd, let y = area.y.flatMap(yScale.center) {
            top.append((xScale.fraction(end.center), y))
            bottom.append((xScale.fraction(start.center), y))
            continue
          }
          guard let x = area.x.flatMap(xScale.center) else { continue }
          let low: Double
          let high: Double
          if let start = area.yStart, let end = area.yEnd {
            low = yScale.fraction(start.center)
            high = yScale.fraction(end.center)
          } else if let (from, to) = stacks.extent(of: index) {
            low = yScale.fraction(from)
            high = yScale.fraction(to)
          } else {
            continue
          }
          top.append((x, high))
          bottom.append((x, low))
        }
        items.append(
          StyledPlotItem(
            item: .area(top: top, bottom: bottom, interpolation: interpolation), style: markStyle,
            opacity: mark.opacity, offset: mark.offset))
      }
      for index in indices {
        let m = marks[index]
        guard let x = m.x.flatMap(xScale.center), let y = m.y.flatMap(yScale.center) else { continue }
        for annotation in m.annotations {
          annotations.append(
            PlacedAnnotation(
              x: AxisPlace(span: x...x), y: AxisPlace(span: y...y), annotation: annotation, vertical: true))
        }
      }
    }
  }

  /// Sectors: shares of the total, from 12 o'clock clockwise.
  mutating func resolveSectors(_ marks: [MarkRecord], style: (MarkRecord) -> AnyShapeStyle) {
    if marks.contains(where: { $0.cornerRadius ?? 0 > 0 }) {
      RuntimeIssues.reportOnce("SectorMark's cornerRadius is not drawn by Trellis: sectors have sharp corners.")
    }
    let values = marks.map { max(0, $0.angle?.value.continuous ?? 0) }.map { $0.isFinite ? $0 : 0 }
    let total = values.reduce(0, +)
    guard total > 0 else { return }
    var start = 0.0
    for (mark, value) in zip(marks, values) {
      let end = start + value / total
      items.append(
        StyledPlotItem(
          item: .sector(
            start: start, end: end, inner: mark.innerRadius, outer: mark.outerRadius, inset: mark.angularInset ?? 0),
          style: style(mark), opacity: mark.opacity, offset: mark.offset))
      start = end
    }
  }

  static func isPlottable(_ mark: MarkRecord) -> Bool {
    let channels = [mark.x, mark.y, mark.xStart, mark.xEnd, mark.yStart, mark.yEnd, mark.angle].compactMap { $0 }
    return channels.allSatisfy { channel in
      if case .category = channel.value { return true }
      let value = channel.value.continuous
      if !value.isFinite || abs(value) > 1e300 {
        RuntimeIssues.report(
          "Chart: a \(mark.kind.rawValue) mark's value \(value) is not finite; the mark is left out.")
        return false
      }
      return true
    }
  }

  /// Whether bars run horizontally: their y is categories or date units and their x is not.
  static func isHorizontal(_ marks: [MarkRecord]) -> Bool {
    for mark in marks where mark.kind == .bar || mark.kind == .area {
      if mark.xStart != nil, mark.xEnd != nil, mark.y != nil { return true }
      if let y = mark.y, let x = mark.x {
        let yBand = y.isBanded
        let xBand = x.isBanded
        if yBand && !xBand { return true }
        if xBand { return false }
      }
    }
    return false
  }

  /// The categories `position(by:)` places side by side, per place on the band axis.
  static func positionGroups(_ marks: [MarkRecord]) -> [String: [String]] {
    var groups: [String: [String]] = [:]
    let horizontal = isHorizontal(marks)
    for mark in marks {
      guard let group = mark.positionGroup else { continue }
      let key = mark.positionKey(horizontal: horizontal)
      if !(groups[key]?.contains(group) ?? false) { groups[key, default: []].append(group) }
    }
    // Every place shares the chart-wide order, so that a category keeps its slot.
    var all: [String] = []
    for mark in marks { if let group = mark.positionGroup, !all.contains(group) { all.append(group) } }
    return groups.mapValues { _ in all }
  }

  static func dodge(_ x: inout AxisPlace, _ y: inout AxisPlace, axisIsX: Bool, slot: Int, count: Int) {
    func split(_ place: inout AxisPlace) {
      var bandSpan = place.span
      if place.size != nil {
        // The slots share the bar's automatic share of the band.
        let width = (bandSpan.upperBound - bandSpan.lowerBound) * Double(barBandRatio)
        let middle = (bandSpan.lowerBound + bandSpan.upperBound) / 2
        bandSpan = (middle - width / 2)...(middle + width / 2)
      }
      let width = (bandSpan.upperBound - bandSpan.lowerBound) / Double(max(1, count))
      let start = bandSpan.lowerBound + width * Double(slot)
      place = AxisPlace(span: start...(start + width), size: nil)
    }
    if axisIsX { split(&x) } else { split(&y) }
  }

  static func range(_ start: PlotChannel?, _ end: PlotChannel?, _ scale: ChartScale) -> ClosedRange<Double>? {
    guard let start, let end, let a = scale.center(of: start), let b = scale.center(of: end) else { return nil }
    return min(a, b)...max(a, b)
  }

  /// A bar's or a rectangle's place on both axes.
  static func rectPlace(
    _ mark: MarkRecord, index: Int, x xScale: ChartScale, y yScale: ChartScale, stacks: Stacks, horizontal: Bool
  ) -> (AxisPlace, AxisPlace)? {
    func place(
      _ channel: PlotChannel?, start: PlotChannel?, end: PlotChannel?, scale: ChartScale, size: MarkDimension,
      isValueAxis: Bool
    ) -> AxisPlace? {
      if let start, let end {
        guard let range = range(start, end, scale) else { return nil }
        return AxisPlace(span: range)
      }
      guard let channel else { return nil }
      if isValueAxis, mark.kind == .bar, let (from, to) = stacks.extent(of: index) {
        let (a, b) = (scale.fraction(from), scale.fraction(to))
        return AxisPlace(span: min(a, b)...max(a, b))
      }
      guard let span = scale.span(of: channel) else { return nil }
      if span.lowerBound == span.upperBound {
        // A bar or a rectangle at a quantitative place: a fixed automatic size [uncertain].
        if case .automatic = size.storage { return AxisPlace(span: span, size: .fixed(mark.kind == .bar ? 12 : 20)) }
        return AxisPlace(span: span, size: size)
      }
      if mark.kind == .rectangle, case .automatic = size.storage { return AxisPlace(span: span) }
      return AxisPlace(span: span, size: size, automaticRatio: barBandRatio)
    }
    let xIsValue = mark.kind == .bar && horizontal
    let yIsValue = mark.kind == .bar && !horizontal
    guard
      let x = place(mark.x, start: mark.xStart, end: mark.xEnd, scale: xScale, size: mark.width, isValueAxis: xIsValue),
      let y = place(mark.y, start: mark.yStart, end: mark.yEnd, scale: yScale, size: mark.height, isValueAxis: yIsValue)
    else { return nil }
    return (x, y)
  }
}

extension PlotChannel {
  /// Whether the channel is a band: a category or a date with a unit.
  var isBanded: Bool {
    if case .category = value { return true }
    return unit != nil
  }
}

extension MarkRecord {
  func positionKey(horizontal: Bool) -> String {
    let channel = horizontal ? y : x
    return channel.map { "\($0.value.groupName)" } ?? ""
  }
}
