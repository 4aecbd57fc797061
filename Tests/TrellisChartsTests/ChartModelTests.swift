import Foundation
import Testing
import Trellis

@testable import TrellisCharts

/// How a chart's marks are placed by its scales: domains, bands, stacks, styles, sectors.
@MainActor
@Suite("Charts: marks placed by scales")
struct ChartModelTests {
  /// Main-actor state, as an app's model is.
  @MainActor final class Goal {
    var value = 8
  }

  /// Chart content of an app's own, whose body reads main-actor state (ChartContent is
  /// `@MainActor @preconcurrency`, as Apple declares it).
  struct GoalRule: ChartContent {
    let goal: Goal
    var body: some ChartContent {
      RuleMark(y: .value("Goal", goal.value))
      if goal.value > 5 {
        PointMark(x: .value("Day", "Mon"), y: .value("Goal", goal.value))
      } else {
        BarMark(x: .value("Day", "Mon"), y: .value("Goal", goal.value))
      }
    }
  }

  @Test("Chart content of your own that reads main-actor state gives its marks, through if/else")
  func customContent() {
    let marks = Plot { GoalRule(goal: Goal()) }.foregroundStyle(.red).marks()
    #expect(marks.map(\.kind) == [.rule, .point])
    #expect(marks.allSatisfy { $0.style != nil })
  }

  struct Sale: Identifiable {
    let day: String
    let count: Int
    var id: String { day }
  }

  static let sales = [Sale(day: "Mon", count: 3), Sale(day: "Tue", count: 7), Sale(day: "Wed", count: 5)]

  static func resolve<C: ChartContent>(
    _ configuration: ChartConfiguration = ChartConfiguration(), @ChartContentBuilder _ content: () -> C
  ) -> ResolvedChart {
    ResolvedChart(marks: content().marks(), configuration: configuration, defaultStyle: AnyShapeStyle(Color.blue))
  }

  @Test("Bars of categories: a band scale in order of appearance, values from zero to a nice maximum")
  func categoryBars() {
    let chart = Self.resolve {
      ForEach(Self.sales) { BarMark(x: .value("Day", $0.day), y: .value("Count", $0.count)) }
    }
    #expect(chart.xScale?.kind == .category(["Mon", "Tue", "Wed"]))
    #expect(chart.yScale?.lower == 0)
    #expect(chart.yScale?.upper == 8)
    #expect(chart.xScale?.band(of: "Tue") == (1.0 / 3)...(2.0 / 3))
  }

  @Test("An automatic domain includes zero; .automatic(includesZero: false) does not")
  func includesZero() {
    let content = { ForEach([10, 20], id: \.self) { PointMark(x: .value("X", $0), y: .value("Y", $0)) } }
    #expect(Self.resolve(ChartConfiguration(), content).yScale?.lower == 0)
    var configuration = ChartConfiguration()
    configuration.yScale.domain = .automatic(includesZero: false, reversed: nil)
    #expect(Self.resolve(configuration, content).yScale?.lower == 10)
  }

  @Test("An explicit domain is kept as given, without rounding")
  func explicitDomain() {
    var configuration = ChartConfiguration()
    configuration.yScale.domain = (0...9).specification
    let chart = Self.resolve(configuration) { BarMark(x: .value("Day", "Mon"), y: .value("Count", 3)) }
    #expect(chart.yScale?.upper == 9)
  }

  nonisolated static let stackings: [(MarkStackingMethod, [(Double, Double)])] = [
    (.standard, [(0, 3), (3, 7)]),
    (.normalized, [(0, 3.0 / 7), (3.0 / 7, 1)]),
    (.center, [(-3.5, -0.5), (-0.5, 3.5)]),
    (.unstacked, [(0, 3), (0, 4)]),
  ]

  @Test("Bars at one place stack by their stacking method", arguments: stackings)
  func stacking(method: MarkStackingMethod, expected: [(Double, Double)]) {
    let marks = TupleChartContent(
      BarMark(x: .value("Day", "Mon"), y: .value("Count", 3), stacking: method),
      BarMark(x: .value("Day", "Mon"), y: .value("Count", 4), stacking: method)
    ).marks()
    let stacks = Stacks(marks: marks, horizontal: false)
    for (index, pair) in expected.enumerated() {
      let extent = stacks.extent(of: index)
      #expect(abs((extent?.0 ?? .nan) - pair.0) < 1e-12 && abs((extent?.1 ?? .nan) - pair.1) < 1e-12)
    }
  }

  @Test("position(by:) puts bars of one place side by side instead of stacking them")
  func dodged() throws {
    let chart = Self.resolve {
      BarMark(x: .value("Day", "Mon"), y: .value("Count", 3)).position(by: .value("Kind", "A"))
      BarMark(x: .value("Day", "Mon"), y: .value("Count", 4)).position(by: .value("Kind", "B"))
    }
    guard case .rect(let first, let firstY, _, _) = chart.items[0].item,
      case .rect(let second, _, _, _) = chart.items[1].item
    else { Issue.record("bars expected"); return }
    // The two slots share the bar's 0.8 of the band, 0.4 each, centred.
    #expect(abs(first.span.lowerBound - 0.1) < 1e-12 && abs(first.span.upperBound - 0.5) < 1e-12)
    #expect(abs(second.span.lowerBound - 0.5) < 1e-12 && abs(second.span.upperBound - 0.9) < 1e-12)
    #expect(firstY.span.lowerBound == 0)
  }

  @Test("foregroundStyle(by:) colours categories blue, green, orange, purple, red, cyan, yellow, then again")
  func palette() {
    let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
    let chart = Self.resolve {
      ForEach(names, id: \.self) { name in
        BarMark(x: .value("Name", name), y: .value("Count", 1)).foregroundStyle(by: .value("Name", name))
      }
    }
    #expect(chartPalette == [.blue, .green, .orange, .purple, .red, .cyan, .yellow])
    #expect(chart.legend.map(\.paletteIndex) == [0, 1, 2, 3, 4, 5, 6, 0])
    #expect(chart.legend.map(\.name) == names)
  }

  @Test("chartForegroundStyleScale names the categories' styles and their legend order")
  func styleScale() {
    var configuration = ChartConfiguration()
    configuration.styleScale = [("Returns", AnyShapeStyle(Color.red)), ("Sales", AnyShapeStyle(Color.mint))]
    let chart = Self.resolve(configuration) {
      BarMark(x: .value("Day", "Mon"), y: .value("Count", 1)).foregroundStyle(by: .value("Kind", "Sales"))
      BarMark(x: .value("Day", "Mon"), y: .value("Count", 1)).foregroundStyle(by: .value("Kind", "Returns"))
    }
    #expect(chart.legend.map(\.name) == ["Returns", "Sales"])
    #expect(chart.legend.map(\.paletteIndex) == [nil, nil])
  }

  @Test("Sectors are shares of the total from 12 o'clock, in order")
  func sectors() {
    let chart = Self.resolve {
      SectorMark(angle: .value("A", 1), innerRadius: .ratio(0.618))
      SectorMark(angle: .value("B", 3), innerRadius: .ratio(0.618))
    }
    #expect(chart.isPolar)
    guard case .sector(let s0, let e0, let inner, _, _) = chart.items[0].item,
      case .sector(let s1, let e1, _, _, _) = chart.items[1].item
    else { Issue.record("sectors expected"); return }
    #expect([s0, e0, s1, e1] == [0, 0.25, 0.25, 1])
    #expect(inner == .ratio(0.618))
  }

  @Test("Lines of one series are one line, in data order; a series per style category")
  func lineSeries() {
    let chart = Self.resolve {
      ForEach(0..<3) { x in
        LineMark(x: .value("X", x), y: .value("Y", x)).foregroundStyle(by: .value("S", "a"))
        LineMark(x: .value("X", x), y: .value("Y", 2 * x)).foregroundStyle(by: .value("S", "b"))
      }
    }
    let lines = chart.items.compactMap { item -> Int? in
      if case .line(let points, _, let stroke) = item.item, stroke.lineWidth == 2 { return points.count }
      return nil
    }
    #expect(lines == [3, 3])
  }

  @Test("A date with a unit spans the unit: a day's bar covers its day")
  func dateUnitBar() {
    let monday = TickTests.monday
    let chart = Self.resolve {
      BarMark(x: .value("Day", monday, unit: .day, calendar: TickTests.utc), y: .value("Steps", 10))
      BarMark(
        x: .value("Day", monday.addingTimeInterval(86_400), unit: .day, calendar: TickTests.utc),
        y: .value("Steps", 20))
    }
    #expect(chart.xScale?.kind == .date)
    #expect(chart.xScale?.lower == monday.timeIntervalSinceReferenceDate)
    #expect(chart.xScale?.upper == monday.timeIntervalSinceReferenceDate + 2 * 86_400)
    guard case .rect(let x, _, _, _) = chart.items[0].item else { Issue.record("a bar expected"); return }
    #expect(x.span == 0...0.5)
  }

  @Test("automatic(minimumStride:) marks the smallest nice step of at least the minimum")
  func minimumStride() {
    var scale = ChartScale(kind: .numeric)
    scale.upper = 10
    #expect(scale.tickValues(.automatic(minimumStride: 3.0)) == [0, 5, 10].map(PlotValue.number))
    #expect(scale.tickValues(.automatic(desiredCount: 3)) == [0, 5, 10].map(PlotValue.number))
    #expect(scale.tickValues(.stride(by: 2.5)) == [0, 2.5, 5, 7.5, 10].map(PlotValue.number))
  }

  @Test("AxisMarks(values: .automatic(desiredCount: 4)) rounds an automatic domain to its steps: 0…1234 to 1500")
  func desiredCountRoundsDomain() {
    var configuration = ChartConfiguration()
    configuration.yAxis.marks = AxisMarks(values: .automatic(desiredCount: 4)).specifications
    let chart = Self.resolve(configuration) { BarMark(x: .value("Month", "Mar"), y: .value("Revenue", 1234)) }
    #expect(chart.yScale?.upper == 1500)
    #expect(chart.yScale?.tickValues(.automatic(desiredCount: 4)) == [0, 500, 1000, 1500].map(PlotValue.number))
  }

  @Test("A unit's default calendar (.current) is the environment's: a host counts days in UTC")
  func defaultCalendar() {
    let lateMonday = TickTests.monday.addingTimeInterval(23.5 * 3_600)
    let chart = Self.resolve { BarMark(x: .value("Day", lateMonday, unit: .day), y: .value("Steps", 1)) }
    #expect(chart.xScale?.lower == TickTests.monday.timeIntervalSinceReferenceDate)
    #expect(chart.xScale?.calendar.timeZone == TimeZone(secondsFromGMT: 0))
  }

  @Test("A horizontal area spans from xStart to xEnd at each y")
  func horizontalArea() {
    let chart = Self.resolve {
      AreaMark(xStart: .value("Low", 0), xEnd: .value("High", 4), y: .value("Y", 0))
      AreaMark(xStart: .value("Low", 2), xEnd: .value("High", 10), y: .value("Y", 10))
    }
    guard case .area(let top, let bottom, _) = chart.items.first?.item else { Issue.record("an area expected"); return }
    #expect(top.map(\.0) == [0.4, 1])
    #expect(bottom.map(\.0) == [0, 0.2])
    #expect(top.map(\.1) == [0, 1])
  }

  @Test("Between inner points a uniform Catmull–Rom spline (alpha 0) is the cardinal spline of tension 0")
  func catmullRom() {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 30), CGPoint(x: 20, y: 5), CGPoint(x: 60, y: 10)]
    func controls(_ path: Path) -> [CGPoint] {
      var result: [CGPoint] = []
      path.forEach { if case .curve(_, let c1, let c2) = $0 { result += [c1, c2] } }
      return result
    }
    let uniform = controls(PlotItemShape.curve(points, .catmullRom(alpha: 0)))
    let cardinal = controls(PlotItemShape.curve(points, .cardinal))
    // The middle segment's two control points.
    for index in 2...3 {
      #expect(abs(uniform[index].x - cardinal[index].x) < 1e-9 && abs(uniform[index].y - cardinal[index].y) < 1e-9)
    }
    #expect(controls(PlotItemShape.curve(points, .catmullRom))[2] != uniform[2])
  }
}
