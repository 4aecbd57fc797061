import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCharts

/// Bad input never crashes or hangs a chart: empty, negative, enormous, non-finite, many.
@MainActor
@Suite("Charts: bad input")
struct ChartRobustnessTests {
  @Test("A chart offered no room lays out at zero size without issues")
  func zeroSize() {
    let host = LayoutHost(
      Chart { BarMark(x: .value("Day", "Mon"), y: .value("Count", 3)) }.frame(width: 0, height: 0),
      size: CGSize(width: 100, height: 100))
    #expect(host.runtimeIssues.isEmpty)
    #expect(host.root != nil)
  }

  @Test("Negative bars go down from zero, and the domain includes them")
  func negativeBars() {
    let chart = ResolvedChart(
      marks: TupleChartContent(
        BarMark(x: .value("Day", "Mon"), y: .value("Count", -3)),
        BarMark(x: .value("Day", "Tue"), y: .value("Count", 7))
      ).marks(), configuration: ChartConfiguration(), defaultStyle: AnyShapeStyle(Color.blue))
    // Every 5 from -5 to 10: four values, the nearest count to five.
    #expect(chart.yScale?.lower == -5)
    #expect(chart.yScale?.upper == 10)
    guard case .rect(_, let y, _, _) = chart.items[0].item else { Issue.record("a bar expected"); return }
    #expect(abs(y.span.lowerBound - 2.0 / 15) < 1e-12 && abs(y.span.upperBound - 5.0 / 15) < 1e-12)
  }

  @Test("Values beyond 1e300 are left out with a runtime issue; 1e200 is drawn")
  func enormous() {
    let host = LayoutHost(
      Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Count", 1e301))
        BarMark(x: .value("Day", "Tue"), y: .value("Count", 1e200))
      }, size: CGSize(width: 300, height: 200))
    #expect(host.runtimeIssues == ["Chart: a bar mark's value 1e+301 is not finite; the mark is left out."])
  }

  @Test("Sectors of zero, negative or NaN values draw nothing and do not crash")
  func degenerateSectors() {
    let host = LayoutHost(
      Chart {
        SectorMark(angle: .value("A", 0))
        SectorMark(angle: .value("B", -3))
        SectorMark(angle: .value("C", Double.nan))
      }, size: CGSize(width: 200, height: 200))
    #expect(host.runtimeIssues == ["Chart: a sector mark's value nan is not finite; the mark is left out."])
  }

  @Test("An empty data set draws an empty chart")
  func emptyData() {
    let empty: [Int] = []
    let host = LayoutHost(
      Chart(empty, id: \.self) { BarMark(x: .value("X", "\($0)"), y: .value("Y", $0)) },
      size: CGSize(width: 300, height: 200))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Two thousand points lay out in one pass, with ticks bounded")
  func manyPoints() {
    let host = LayoutHost(
      Chart {
        ForEach(0..<2_000) { index in
          LineMark(x: .value("X", index), y: .value("Y", sin(Double(index) / 50)))
        }
      }, size: CGSize(width: 300, height: 200))
    #expect(host.runtimeIssues.isEmpty)
    #expect((host.root?.allNodes.filter { $0.name.hasPrefix("Text") }.count ?? 0) < 20)
  }

  @Test("A date domain of one instant and a scale of one category do not divide by zero")
  func singleValues() {
    let host = LayoutHost(
      Chart {
        PointMark(x: .value("When", Date(timeIntervalSince1970: 0)), y: .value("Kind", "Only"))
      }, size: CGSize(width: 300, height: 200))
    #expect(host.runtimeIssues.isEmpty)
  }
}
