import Foundation
import Trellis

/// A chart: marks placed by scales, with axes and a legend.
///
/// ```swift
/// Chart(steps) { day in
///     BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.count))
/// }
/// .chartYAxis { AxisMarks(position: .leading) }
/// ```
///
/// The chart takes the size it is offered (300 × 200 points when a dimension is unspecified
/// [uncertain]). The y axis is on the trailing side, the x axis below, the legend of
/// `foregroundStyle(by:)` below the plot with circle swatches.
///
/// Fidelity: partial — the palette order (blue, green, orange, purple, red, cyan, yellow) is
/// observed on iOS 18.3 (https://example-a.com/answer/79405781); axis label font, grid colour and
/// dash, bar band ratio and legend spacing are not measured from a render [uncertain];
/// docs/TrellisCharts.md.
public struct Chart<Content: ChartContent>: View {
  let content: Content
  @Environment(\.chartConfiguration) private var configuration
  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone

  /// A chart of the marks in `content`.
  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

  /// A chart of the marks `content` makes for each element of a collection of identifiable data.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(data, content: content)
  }

  /// A chart of the marks `content` makes for each element of a collection a key path identifies.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = ForEach(data, id: id, content: content)
  }

  /// The plot, its axes and its legend, composed of shapes and texts.
  public var body: some View {
    let configuration = self.configuration
    if !configuration.scrollableAxes.isEmpty {
      RuntimeIssues.reportOnce("chartScrollableAxes is not honoured by Trellis: the chart draws its whole domain.")
    }
    var calendar = self.calendar
    calendar.timeZone = timeZone
    let chart = ResolvedChart(
      marks: content.marks(), configuration: configuration, defaultStyle: AnyShapeStyle(Color.accentColor),
      calendar: calendar)
    var geometry = PlotGeometry()
    if let range = chart.xScale?.range { geometry.x.range = range }
    if let range = chart.yScale?.range { geometry.y.range = range }
    let xAxis =
      chart.isPolar
      ? ResolvedAxis() : ResolvedAxis(scale: chart.xScale, isX: true, settings: configuration.xAxis, locale: locale)
    let yAxis =
      chart.isPolar
      ? ResolvedAxis() : ResolvedAxis(scale: chart.yScale, isX: false, settings: configuration.yAxis, locale: locale)
    let showsLegend =
      configuration.legend.visibility != .hidden
      && (configuration.legend.content != nil || !chart.legend.isEmpty)
    let legendTop = configuration.legend.position.storage == .top
    if showsLegend, ![.automatic, .top, .bottom].contains(configuration.legend.position.storage) {
      RuntimeIssues.reportOnce(
        "chartLegend(position: .\(configuration.legend.position.storage)) is drawn below the plot by Trellis.")
    }
    for title in [configuration.xAxis.title, configuration.yAxis.title].compactMap({ $0 })
    where title.position != .automatic || title.alignment != nil {
      RuntimeIssues.reportOnce("An axis label's position and alignment are drawn as .automatic by Trellis.")
    }
    let layout = ChartLayout(
      geometry: geometry, annotations: chart.annotations, legendOnTop: legendTop,
      xTitleSpacing: configuration.xAxis.title?.spacing ?? 4, yTitleSpacing: configuration.yAxis.title?.spacing ?? 4,
      yLabelsLeading: yAxis.isLeadingOrTop,
      legendSpacing: configuration.legend.spacing ?? 8,
      legendAlignment: configuration.legend.alignment?.horizontal ?? .leading, polar: chart.isPolar)
    return layout {
      plot(chart: chart, geometry: geometry, xAxis: xAxis, yAxis: yAxis, configuration: configuration)
        .layoutValue(key: ChartSlotKey.self, value: .plot)
      ForEach(xAxis.labels.indices, id: \.self) { index in
        let label = xAxis.labels[index]
        label.view.offset(label.offset).layoutValue(
          key: ChartSlotKey.self,
          value: .xLabel(label.fraction, startsAtValue: label.startsAtValue, top: xAxis.isLeadingOrTop))
      }
      ForEach(yAxis.labels.indices, id: \.self) { index in
        let label = yAxis.labels[index]
        label.view.offset(label.offset).layoutValue(
          key: ChartSlotKey.self, value: .yLabel(label.fraction, leading: yAxis.isLeadingOrTop))
      }
      if let title = configuration.xAxis.title, !chart.isPolar {
        title.content.fixedSize().layoutValue(key: ChartSlotKey.self, value: .xTitle)
      }
      if let title = configuration.yAxis.title, !chart.isPolar {
        title.content.fixedSize().layoutValue(key: ChartSlotKey.self, value: .yTitle)
      }
      if showsLegend {
        Group {
          if let custom = configuration.legend.content {
            custom
          } else {
            ChartLegendView(entries: chart.legend)
          }
        }
        .layoutValue(key: ChartSlotKey.self, value: .legend)
      }
      ForEach(chart.annotations.indices, id: \.self) { index in
        chart.annotations[index].annotation.content.fixedSize()
          .layoutValue(key: ChartSlotKey.self, value: .annotation(index))
      }
    }
  }

  private func plot(
    chart: ResolvedChart, geometry: PlotGeometry, xAxis: ResolvedAxis, yAxis: ResolvedAxis,
    configuration: ChartConfiguration
  ) -> some View {
    let plot = ZStack {
      if let background = configuration.background {
        GeometryReader { proxy in
          background(ChartProxy(chart: chart, geometry: geometry, frame: proxy.frame(in: .global)))
        }
      }
      ForEach(yAxis.lines.indices, id: \.self) { index in
        let line = yAxis.lines[index]
        AxisLineShape(
          fraction: line.fraction, isX: false, isTick: line.isTick, length: line.length,
          outward: yAxis.isLeadingOrTop, geometry: geometry
        ).stroke(line.style, style: line.stroke)
      }
      ForEach(xAxis.lines.indices, id: \.self) { index in
        let line = xAxis.lines[index]
        AxisLineShape(
          fraction: line.fraction, isX: true, isTick: line.isTick, length: line.length,
          outward: xAxis.isLeadingOrTop, geometry: geometry
        ).stroke(line.style, style: line.stroke)
      }
      ForEach(chart.items.indices, id: \.self) { index in
        PlotItemView(item: chart.items[index], geometry: geometry)
      }
      if let overlay = configuration.overlay {
        GeometryReader { proxy in
          overlay(ChartProxy(chart: chart, geometry: geometry, frame: proxy.frame(in: .global)))
        }
      }
    }
    let content = ChartPlotContent(content: AnyView(plot))
    return Group {
      if let style = configuration.plotStyle {
        style(content)
      } else {
        content
      }
    }
  }
}

/// One plot item, filled or stroked in its style.
struct PlotItemView: View {
  let item: StyledPlotItem
  let geometry: PlotGeometry

  var body: some View {
    let shape = PlotItemShape(item: item.item, geometry: geometry)
    Group {
      switch item.item {
      case .line(_, _, let stroke), .rule(_, _, let stroke):
        shape.stroke(item.style, style: stroke)
      default:
        shape.fill(item.style)
      }
    }
    .opacity(item.opacity)
    .offset(item.offset)
  }
}

/// Where a subview of a chart goes.
enum ChartSlot: Equatable {
  case plot
  case xLabel(Double, startsAtValue: Bool, top: Bool)
  case yLabel(Double, leading: Bool)
  case legend
  case annotation(Int)
  case xTitle
  case yTitle
}

struct ChartSlotKey: LayoutValueKey {
  static let defaultValue = ChartSlot.plot
}

/// Places a chart's plot, axis labels, legend and annotations.
struct ChartLayout: Layout {
  let geometry: PlotGeometry
  let annotations: [PlacedAnnotation]
  let legendOnTop: Bool
  let xTitleSpacing: CGFloat
  let yTitleSpacing: CGFloat
  let yLabelsLeading: Bool
  let legendSpacing: CGFloat
  let legendAlignment: HorizontalAlignment
  let polar: Bool

  /// The gap between the plot and its labels [uncertain].
  static let labelGap: CGFloat = 4
  /// The size a chart takes where the proposal leaves a dimension unspecified [uncertain].
  static let defaultSize = CGSize(width: 300, height: 200)

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions(by: Self.defaultSize)
    return CGSize(
      width: size.width.isFinite ? max(0, size.width) : Self.defaultSize.width,
      height: size.height.isFinite ? max(0, size.height) : Self.defaultSize.height)
  }

  func plotRect(in bounds: CGRect, subviews: Subviews) -> CGRect {
    var leading: CGFloat = 0
    var trailing: CGFloat = 0
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    var yLabelHeight: CGFloat = 0
    var yTitleHeight: CGFloat = 0
    var legendTop: CGFloat = 0
    for subview in subviews {
      switch subview[ChartSlotKey.self] {
      case .yLabel(_, let isLeading):
        let size = subview.sizeThatFits(.unspecified)
        yLabelHeight = max(yLabelHeight, size.height)
        if isLeading {
          leading = max(leading, size.width + Self.labelGap)
        } else {
          trailing = max(trailing, size.width + Self.labelGap)
        }
      case .xLabel(_, _, let isTop):
        let size = subview.sizeThatFits(.unspecified)
        if isTop {
          top = max(top, size.height + Self.labelGap)
        } else {
          bottom = max(bottom, size.height + Self.labelGap)
        }
      case .legend:
        let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
        if legendOnTop { legendTop = size.height + legendSpacing } else { bottom += size.height + legendSpacing }
      case .xTitle:
        bottom += subview.sizeThatFits(.unspecified).height + xTitleSpacing
      case .yTitle:
        yTitleHeight = subview.sizeThatFits(.unspecified).height + yTitleSpacing
      default: break
      }
    }
    // The top y label is centred on the plot's top edge: the plot starts half a label lower.
    top = legendTop + max(top, yLabelHeight / 2 + yTitleHeight)
    let width = max(0, bounds.width - leading - trailing)
    let height = max(0, bounds.height - top - bottom)
    var rect = CGRect(x: bounds.minX + leading, y: bounds.minY + top, width: width, height: height)
    if polar {
      let side = min(width, height)
      rect = CGRect(x: rect.midX - side / 2, y: rect.minY + (height - side) / 2, width: side, height: side)
    }
    return rect
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let plot = plotRect(in: bounds, subviews: subviews)
    var xLabelBottom = plot.maxY
    for subview in subviews {
      if case .xLabel(_, _, false) = subview[ChartSlotKey.self] {
        xLabelBottom = max(xLabelBottom, plot.maxY + Self.labelGap + subview.sizeThatFits(.unspecified).height)
      }
    }
    for subview in subviews where subview[ChartSlotKey.self] == .xTitle {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(
        at: CGPoint(x: plot.midX - size.width / 2, y: xLabelBottom + xTitleSpacing), proposal: .unspecified)
      xLabelBottom += xTitleSpacing + size.height
    }
    for subview in subviews {
      switch subview[ChartSlotKey.self] {
      case .plot:
        subview.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
      case .xLabel(let fraction, let startsAtValue, let isTop):
        let size = subview.sizeThatFits(.unspecified)
        let x = plot.minX + geometry.x.point(fraction, length: plot.width)
        let left = startsAtValue ? x + 2 : x - size.width / 2
        let y = isTop ? plot.minY - Self.labelGap - size.height : plot.maxY + Self.labelGap
        subview.place(at: CGPoint(x: left, y: y), proposal: .unspecified)
      case .yLabel(let fraction, let isLeading):
        let size = subview.sizeThatFits(.unspecified)
        let y = plot.minY + geometry.y.point(fraction, length: plot.height) - size.height / 2
        let x = isLeading ? plot.minX - Self.labelGap - size.width : plot.maxX + Self.labelGap
        subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
      case .legend:
        let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
        let y = legendOnTop ? bounds.minY : xLabelBottom + legendSpacing
        let x: CGFloat =
          legendAlignment == .center
          ? bounds.midX - size.width / 2 : legendAlignment == .trailing ? bounds.maxX - size.width : bounds.minX
        subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
      case .xTitle:
        continue
      case .yTitle:
        let size = subview.sizeThatFits(.unspecified)
        let x = yLabelsLeading ? bounds.minX : bounds.maxX - size.width
        let halfLabel =
          subviews.filter { if case .yLabel = $0[ChartSlotKey.self] { true } else { false } }
          .map { $0.sizeThatFits(.unspecified).height / 2 }.max() ?? 0
        subview.place(
          at: CGPoint(x: x, y: plot.minY - halfLabel - yTitleSpacing - size.height), proposal: .unspecified)
      case .annotation(let index):
        guard annotations.indices.contains(index) else { continue }
        place(annotation: annotations[index], subview: subview, plot: plot)
      }
    }
  }

  func place(annotation placed: PlacedAnnotation, subview: LayoutSubview, plot: CGRect) {
    let size = subview.sizeThatFits(.unspecified)
    let mark = geometry.rect(placed.x, placed.y, in: plot)
    let spacing = placed.annotation.spacing ?? 4
    var position = placed.annotation.position.storage
    if position == .automatic { position = placed.vertical ? .top : .trailing }
    let alignment = placed.annotation.alignment
    func horizontal() -> CGFloat {
      switch alignment.horizontal {
      case .leading: mark.minX
      case .trailing: mark.maxX - size.width
      default: mark.midX - size.width / 2
      }
    }
    func vertical() -> CGFloat {
      switch alignment.vertical {
      case .top: mark.minY
      case .bottom: mark.maxY - size.height
      default: mark.midY - size.height / 2
      }
    }
    let origin: CGPoint
    switch position {
    case .top: origin = CGPoint(x: horizontal(), y: mark.minY - spacing - size.height)
    case .bottom: origin = CGPoint(x: horizontal(), y: mark.maxY + spacing)
    case .leading: origin = CGPoint(x: mark.minX - spacing - size.width, y: vertical())
    case .trailing: origin = CGPoint(x: mark.maxX + spacing, y: vertical())
    case .topLeading: origin = CGPoint(x: mark.minX - spacing - size.width, y: mark.minY - spacing - size.height)
    case .topTrailing: origin = CGPoint(x: mark.maxX + spacing, y: mark.minY - spacing - size.height)
    case .bottomLeading: origin = CGPoint(x: mark.minX - spacing - size.width, y: mark.maxY + spacing)
    case .bottomTrailing: origin = CGPoint(x: mark.maxX + spacing, y: mark.maxY + spacing)
    case .overlay, .automatic: origin = CGPoint(x: horizontal(), y: vertical())
    }
    subview.place(at: origin, proposal: .unspecified)
  }
}
