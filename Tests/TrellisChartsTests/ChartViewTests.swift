import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCharts

/// What a chart lays out and draws: the plot, its labels, its legend, its proxy and its issues.
@MainActor
@Suite("Charts: laid out and drawn")
struct ChartViewTests {
  struct Sale: Identifiable {
    let day: String
    let count: Int
    var id: String { day }
  }

  static let sales = [Sale(day: "Mon", count: 3), Sale(day: "Tue", count: 7), Sale(day: "Wed", count: 5)]

  func host(_ view: some View, size: CGSize = CGSize(width: 300, height: 200)) -> LayoutHost {
    LayoutHost(view, size: size)
  }

  func textFrames(_ host: LayoutHost) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    for node in host.root?.allNodes ?? [] where node.name.hasPrefix("Text \"") {
      frames[String(node.name.dropFirst(6).dropLast())] = node.layoutFrame
    }
    return frames
  }

  var barChart: some View {
    Chart(Self.sales) { BarMark(x: .value("Day", $0.day), y: .value("Count", $0.count)) }
      .chartOverlay { _ in Color.clear.accessibilityIdentifier("plot") }
  }

  @Test("The y labels are on the trailing side, 4 points after the plot, centred on their values")
  func trailingYLabels() throws {
    let host = host(barChart)
    let plot = try #require(host.unroundedFrame(of: "plot"))
    let texts = textFrames(host)
    let eight = try #require(texts["8"])
    let zero = try #require(texts["0"])
    #expect(eight.minX == plot.maxX + 4)
    #expect(eight.midY == plot.minY)
    #expect(zero.midY == plot.maxY)
    #expect(plot.minX == 0)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("The x labels of categories are centred in their bands, 4 points below the plot")
  func categoryLabels() throws {
    let host = host(barChart)
    let plot = try #require(host.unroundedFrame(of: "plot"))
    let tue = try #require(textFrames(host)["Tue"])
    #expect(abs(tue.midX - plot.midX) < 0.001)
    #expect(tue.minY == plot.maxY + 4)
  }

  @Test("chartXAxis(.hidden) and chartYAxis(.hidden) leave out labels and give the plot the room")
  func hiddenAxes() throws {
    let host = host(barChart.chartXAxis(.hidden).chartYAxis(.hidden))
    #expect(textFrames(host).isEmpty)
    #expect(host.unroundedFrame(of: "plot") == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test("A legend of foregroundStyle(by:) sits below the x labels, leading, with one entry per category")
  func legend() throws {
    let host = host(
      Chart(Self.sales) {
        BarMark(x: .value("Day", $0.day), y: .value("Count", $0.count)).foregroundStyle(by: .value("Day", $0.day))
      }
      .chartXAxis(.hidden)
    )
    let texts = textFrames(host)
    let mon = try #require(texts["Mon"])
    let tue = try #require(texts["Tue"])
    // Swatch 8 + spacing 4 before the name; 12 between entries.
    #expect(mon.minX == 12)
    #expect(tue.minX == mon.maxX + 12 + 8 + 4)
    #expect(mon.maxY == 200)
  }

  @Test("chartLegend(.hidden) leaves the legend out")
  func hiddenLegend() {
    let host = host(
      Chart(Self.sales) {
        BarMark(x: .value("Day", $0.day), y: .value("Count", $0.count)).foregroundStyle(by: .value("Day", $0.day))
      }
      .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
    )
    #expect(textFrames(host).isEmpty)
  }

  @Test("A bar is drawn in the accent colour, 0.8 of its band wide, from zero to its value")
  func barPixels() throws {
    let view = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Count", 10)) }
      .chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 100, height: 100).background(Color.white)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    let image = try #require(DecodedPNG(try renderer.pngData()))
    // Opaque pixels: premultiplied channels are the colour's.
    func pixel(_ x: Int, _ y: Int) -> [Int] {
      let value = image.pixels[y * 2 * image.width + x * 2]
      return [Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF)]
    }
    // iOS 26's system blue is (0, 136, 255).
    #expect(pixel(50, 50) == [0, 136, 255])
    #expect(pixel(11, 50) == [0, 136, 255])
    #expect(pixel(9, 50) == [255, 255, 255])
    #expect(pixel(91, 50) == [255, 255, 255])
  }

  @Test("A non-finite value leaves its mark out with a runtime issue")
  func nonFinite() {
    let host = host(
      Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Count", Double.nan))
        BarMark(x: .value("Day", "Tue"), y: .value("Count", 3))
      })
    #expect(host.runtimeIssues == ["Chart: a bar mark's value nan is not finite; the mark is left out."])
    #expect(textFrames(host)["Tue"] != nil)
    #expect(textFrames(host)["Mon"] == nil)
  }

  @Test("An empty chart draws an empty plot without issues")
  func empty() {
    let host = host(Chart { EmptyChartContent() })
    #expect(host.runtimeIssues.isEmpty)
    #expect(host.root != nil)
  }

  @Test("chartScrollableAxes is reported as not honoured")
  func scrollable() {
    let host = host(barChart.chartScrollableAxes(.horizontal))
    #expect(host.runtimeIssues == ["chartScrollableAxes is not honoured by Trellis: the chart draws its whole domain."])
  }

  @Test("The proxy converts x and y values to positions in the plot and back")
  func proxy() throws {
    var configuration = ChartConfiguration()
    configuration.xScale.domain = (0...100).specification
    configuration.yScale.domain = (0...10).specification
    let chart = ResolvedChart(
      marks: PointMark(x: .value("X", 50), y: .value("Y", 5)).marks(), configuration: configuration,
      defaultStyle: AnyShapeStyle(Color.blue))
    let proxy = ChartProxy(chart: chart, geometry: PlotGeometry(), frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(proxy.position(forX: 25) == 50)
    #expect(proxy.position(forY: 10) == 0)
    #expect(proxy.position(forY: 0.0) == 100)
    #expect(proxy.value(atX: 150, as: Double.self) == 75)
    #expect(proxy.value(atY: 50, as: Double.self) == 5)
  }

  @Test("AxisMarks(values:) with a format labels exactly the listed values")
  func customAxis() throws {
    let host = host(
      barChart.chartYAxis {
        AxisMarks(values: [0, 5]) { _ in
          AxisGridLine()
          AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent(locale: Locale(identifier: "en_US")))
        }
      })
    let labels = textFrames(host).keys.sorted()
    #expect(labels == ["0%", "500%", "Mon", "Tue", "Wed"])
  }

  @Test("An annotation sits 4 points above its bar, centred")
  func annotation() throws {
    let host = host(
      Chart { BarMark(x: .value("Day", "Mon"), y: .value("Count", 10)).annotation(position: .top) { Text("Top") } }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...20)
        .chartOverlay { _ in Color.clear.accessibilityIdentifier("plot") })
    let plot = try #require(host.unroundedFrame(of: "plot"))
    let label = try #require(textFrames(host)["Top"])
    #expect(label.maxY == plot.midY - 4)
    #expect(abs(label.midX - plot.midX) < 0.001)
  }

  @Test("chartXAxisLabel sits centred below the x labels; chartYAxisLabel above the plot on the labels' side")
  func axisTitles() throws {
    let host = host(barChart.chartXAxisLabel("Day").chartYAxisLabel("Count"))
    let plot = try #require(host.unroundedFrame(of: "plot"))
    let texts = textFrames(host)
    let day = try #require(texts["Day"])
    let count = try #require(texts["Count"])
    let tue = try #require(texts["Tue"])
    let eight = try #require(texts["8"])
    #expect(abs(day.midX - plot.midX) < 0.001)
    #expect(day.minY == tue.maxY + 4)
    #expect(day.maxY == 200)
    #expect(count.maxX == 300)
    #expect(count.maxY == eight.minY - 4)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("AxisMarkValues' rounding of the domain is reported as not honoured")
  func roundingReported() {
    let host = host(barChart.chartYAxis { AxisMarks(values: .automatic(roundUpperBound: false)) })
    #expect(
      host.runtimeIssues == [
        "AxisMarkValues' roundLowerBound and roundUpperBound are not honoured by Trellis: the scale's domain is its own."
      ])
  }
}
