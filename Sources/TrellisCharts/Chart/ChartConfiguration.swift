import Foundation
import Trellis

/// What the chart modifiers around a chart set: scales, axes, legend, plot style, overlay.
package struct ChartConfiguration {
  package struct ScaleSettings {
    package var domain: DomainSpecification?
    package var range: RangeSpecification?
    package var type: ScaleType?
  }
  package struct AxisSettings {
    package var visibility: Visibility = .automatic
    package var marks: [AxisMarksSpecification]?
    /// `chartXAxisLabel`/`chartYAxisLabel`: the axis' title.
    package var title: AxisTitle?

    /// The count the first `AxisMarks(values: .automatic(desiredCount:))` asks for: an automatic
    /// domain is rounded to the steps of that many ticks.
    package var desiredCount: Int? {
      guard let first = marks?.first, case .automatic(let count?, _, _, _) = first.values.storage else { return nil }
      return max(1, min(count, 100))
    }
  }
  /// The title of an axis and where it goes.
  package struct AxisTitle {
    package var content: AnyView
    package var position: AnnotationPosition
    package var alignment: Alignment?
    package var spacing: CGFloat?
  }
  package struct LegendSettings {
    package var visibility: Visibility = .automatic
    package var position: AnnotationPosition = .automatic
    package var alignment: Alignment?
    package var spacing: CGFloat?
    package var content: AnyView?
  }
  package var xScale = ScaleSettings()
  package var yScale = ScaleSettings()
  package var xAxis = AxisSettings()
  package var yAxis = AxisSettings()
  package var legend = LegendSettings()
  /// `chartForegroundStyleScale`: categories and their styles, in order.
  package var styleScale: [(String, AnyShapeStyle)]?
  /// `chartSymbolScale`: categories and their symbols.
  package var symbolScale: [(String, BasicChartSymbolShape)]?
  package var plotStyle: ((ChartPlotContent) -> AnyView)?
  package var overlay: ((ChartProxy) -> AnyView)?
  package var background: ((ChartProxy) -> AnyView)?
  /// Whether `chartXSelection(value:)` or `chartYSelection(value:)` bound a selection, which
  /// nothing writes in a render (no touch selects).
  package var hasSelection = false
  package var scrollableAxes: Axis.Set = []
}

private struct ChartConfigurationKey: EnvironmentKey {
  static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
  package var chartConfiguration: ChartConfiguration {
    get { self[ChartConfigurationKey.self] }
    set { self[ChartConfigurationKey.self] = newValue }
  }
}

/// The plot area of a chart, passed to `chartPlotStyle(content:)` to style.
public struct ChartPlotContent: View {
  let content: AnyView
  /// The plot.
  public var body: some View { content }
}

extension View {
  func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
    transformEnvironment(\.chartConfiguration, transform: change)
  }

  /// Sets what a scale modifier gives of one axis' scale: the domain and range it names (an
  /// argument left out keeps what an inner modifier set) and its type.
  private func chartScale(
    _ scale: WritableKeyPath<ChartConfiguration, ChartConfiguration.ScaleSettings>, domain: (any ScaleDomain)?,
    range: (any ScaleRange)?, type: ScaleType?
  ) -> some View {
    let domainSpec = domain.map { ($0 as? any DomainSpecifying)?.specification }
    let rangeSpec = range.map { ($0 as? any RangeSpecifying)?.rangeSpecification }
    return chartConfiguration {
      if let domainSpec { $0[keyPath: scale].domain = domainSpec }
      if let rangeSpec { $0[keyPath: scale].range = rangeSpec }
      $0[keyPath: scale].type = type
    }
  }

  /// Sets the domain of a chart's x scale.
  ///
  /// ```swift
  /// Chart { ... }.chartXScale(domain: 0...100)
  /// ```
  public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    chartScale(\.xScale, domain: domain, range: nil, type: type)
  }

  /// Sets the domain and range of a chart's x scale.
  public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil)
    -> some View
  {
    chartScale(\.xScale, domain: domain, range: range, type: type)
  }

  /// Sets the range of a chart's x scale.
  public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    chartScale(\.xScale, domain: nil, range: range, type: type)
  }

  /// Sets the type of a chart's x scale.
  public func chartXScale(type: ScaleType? = nil) -> some View {
    chartScale(\.xScale, domain: nil, range: nil, type: type)
  }

  /// Sets the domain of a chart's y scale.
  ///
  /// ```swift
  /// Chart { ... }.chartYScale(domain: 0...10_000)
  /// ```
  public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    chartScale(\.yScale, domain: domain, range: nil, type: type)
  }

  /// Sets the domain and range of a chart's y scale.
  public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil)
    -> some View
  {
    chartScale(\.yScale, domain: domain, range: range, type: type)
  }

  /// Sets the range of a chart's y scale.
  public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    chartScale(\.yScale, domain: nil, range: range, type: type)
  }

  /// Sets the type of a chart's y scale.
  public func chartYScale(type: ScaleType? = nil) -> some View {
    chartScale(\.yScale, domain: nil, range: nil, type: type)
  }

  /// Shows or hides a chart's x axis.
  public func chartXAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.xAxis.visibility = visibility }
  }

  /// Replaces the marks of a chart's x axis.
  public func chartXAxis(@AxisContentBuilder content: () -> AxisContentList) -> some View {
    let marks = content().specifications
    return chartConfiguration { $0.xAxis.marks = marks }
  }

  /// Shows or hides a chart's y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.yAxis.visibility = visibility }
  }

  /// Replaces the marks of a chart's y axis.
  public func chartYAxis(@AxisContentBuilder content: () -> AxisContentList) -> some View {
    let marks = content().specifications
    return chartConfiguration { $0.yAxis.marks = marks }
  }

  /// Titles a chart's x axis: below its labels, centred [uncertain].
  ///
  /// ```swift
  /// Chart { ... }.chartXAxisLabel("Day")
  /// ```
  public func chartXAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View {
    chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }

  /// Titles a chart's x axis with a string.
  public func chartXAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }

  /// Titles a chart's x axis with a view.
  public func chartXAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View {
    chartAxisTitle(\.xAxis, position: position, alignment: alignment, spacing: spacing, content: content())
  }

  /// Sets one axis' title: the content in caption-size secondary text, where `position` says.
  private func chartAxisTitle<C: View>(
    _ axis: WritableKeyPath<ChartConfiguration, ChartConfiguration.AxisSettings>, position: AnnotationPosition,
    alignment: Alignment?, spacing: CGFloat?, content: C
  ) -> some View {
    let title = ChartConfiguration.AxisTitle(
      content: AnyView(content.font(.caption).foregroundStyle(.secondary)), position: position,
      alignment: alignment, spacing: spacing)
    return chartConfiguration { $0[keyPath: axis].title = title }
  }

  /// Titles a chart's y axis: above the plot, on the side of its labels [uncertain].
  public func chartYAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View {
    chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }

  /// Titles a chart's y axis with a string.
  public func chartYAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }

  /// Titles a chart's y axis with a view.
  public func chartYAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View {
    chartAxisTitle(\.yAxis, position: position, alignment: alignment, spacing: spacing, content: content())
  }

  /// Shows or hides a chart's legend.
  public func chartLegend(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.legend.visibility = visibility }
  }

  /// Places a chart's legend.
  ///
  /// ```swift
  /// Chart { ... }.chartLegend(position: .top, alignment: .center)
  /// ```
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  )
    -> some View
  {
    chartConfiguration {
      $0.legend.position = position
      $0.legend.alignment = alignment
      $0.legend.spacing = spacing
    }
  }

  /// Places a legend of your own in place of a chart's.
  public func chartLegend<Content: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    let view = AnyView(content())
    return chartConfiguration {
      $0.legend.position = position
      $0.legend.alignment = alignment
      $0.legend.spacing = spacing
      $0.legend.content = view
    }
  }

  /// Styles the categories of `foregroundStyle(by:)` as listed, in order.
  ///
  /// ```swift
  /// .chartForegroundStyleScale(["Sales": .blue, "Returns": .red])
  /// ```
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>)
    -> some View
  {
    let pairs = mapping.map { ($0.key.plotValue.groupName, AnyShapeStyle($0.value)) }
    return chartConfiguration { $0.styleScale = pairs }
  }

  /// Styles the categories of `foregroundStyle(by:)` in `domain` with the styles of `range`, in order.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(domain: [DataValue], range: [S])
    -> some View
  {
    let styles = range.map { AnyShapeStyle($0) }
    let pairs: [(String, AnyShapeStyle)] =
      styles.isEmpty ? [] : domain.enumerated().map { ($1.plotValue.groupName, styles[$0 % styles.count]) }
    return chartConfiguration { $0.styleScale = pairs }
  }

  /// Gives the categories of `symbol(by:)` the listed symbols.
  public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>)
    -> some View
  {
    let pairs = mapping.map { ($0.key.plotValue.groupName, $0.value.basicShape) }
    return chartConfiguration { $0.symbolScale = pairs }
  }

  /// Styles the plot area: a background, a border, a frame.
  ///
  /// ```swift
  /// .chartPlotStyle { plot in plot.background(.gray.opacity(0.1)).frame(height: 200) }
  /// ```
  public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View
  {
    chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
  }

  /// Places a view over the chart's plot, with a proxy that converts between positions and values.
  ///
  /// ```swift
  /// .chartOverlay { proxy in
  ///     GeometryReader { geometry in
  ///         Rectangle().fill(.clear).contentShape(Rectangle())
  ///     }
  /// }
  /// ```
  public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V)
    -> some View
  {
    chartConfiguration {
      $0.overlay = { AnyView(content($0).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)) }
    }
  }

  /// Places a view behind the chart's plot, with a proxy that converts between positions and values.
  public func chartBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  )
    -> some View
  {
    chartConfiguration {
      $0.background = { AnyView(content($0).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)) }
    }
  }

  /// Binds the x value a touch selects (iOS 17). Nothing touches a rendered chart, so the
  /// binding keeps its value; a tap through a test host does not select either.
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
    chartConfiguration { $0.hasSelection = true }
  }

  /// Binds the y value a touch selects (iOS 17), which a rendered chart leaves as it is.
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
    chartConfiguration { $0.hasSelection = true }
  }

  /// Makes a chart scroll along its axes (iOS 17). Trellis draws the whole domain at once, with
  /// a runtime issue.
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
    chartConfiguration { $0.scrollableAxes = axes }
  }
}
