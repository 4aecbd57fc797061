import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisCharts
import TrellisTesting

/// What charts draw, pinned by reviewed PNG references in `__Snapshots__/ChartSnapshotTests`.
@MainActor
@Suite("Charts: snapshots")
struct ChartSnapshotTests {
  static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }
  static let monday = Date(timeIntervalSince1970: 1_762_128_000)
  static func day(_ offset: Int) -> Date { monday.addingTimeInterval(Double(offset) * 86_400) }

  func check(_ view: some View, named name: String, testName: String = #function) {
    let framed = view.frame(width: 320, height: 220).padding(12).background(Color.white)
    assertSnapshot(of: framed, as: .png(scale: 2), named: name, testName: testName)
  }

  @Test("Bars of categories with the y axis on the trailing side")
  func bars() {
    check(
      Chart {
        ForEach(Array(zip(["Mon", "Tue", "Wed", "Thu", "Fri"], [3, 7, 5, 6, 2])), id: \.0) { day, count in
          BarMark(x: .value("Day", day), y: .value("Count", count))
        }
      }, named: "bars")
  }

  @Test("Lines of two series over a week of dates, with symbols and a legend")
  func lines() {
    check(
      Chart {
        ForEach(0..<7) { index in
          LineMark(x: .value("Day", Self.day(index), unit: .day, calendar: Self.utc), y: .value("BPM", 60 + index % 3))
            .foregroundStyle(by: .value("Kind", "Resting"))
            .symbol(by: .value("Kind", "Resting"))
          LineMark(
            x: .value("Day", Self.day(index), unit: .day, calendar: Self.utc), y: .value("BPM", 100 + (index * 7) % 20)
          )
          .foregroundStyle(by: .value("Kind", "Walking"))
          .symbol(by: .value("Kind", "Walking"))
        }
        .interpolationMethod(.catmullRom)
      }
      .environment(\.locale, Locale(identifier: "en_US")), named: "lines")
  }

  @Test("A donut of four sectors with an inner radius of 0.618 and a legend")
  func donut() {
    check(
      Chart {
        ForEach(Array(zip(["Coffee", "Tea", "Pastries", "Juice"], [42.0, 23, 18, 9])), id: \.0) { name, sales in
          SectorMark(angle: .value("Sales", sales), innerRadius: .ratio(0.618), angularInset: 1.5)
            .foregroundStyle(by: .value("Product", name))
        }
      }, named: "donut")
  }

  @Test("Stacked bars by category and grouped bars by position")
  func stackedAndGrouped() {
    let data: [(String, String, Int)] = [
      ("Q1", "Online", 4), ("Q1", "Store", 3), ("Q2", "Online", 6), ("Q2", "Store", 2), ("Q3", "Online", 5),
      ("Q3", "Store", 5),
    ]
    check(
      HStack {
        Chart {
          ForEach(data.indices, id: \.self) { index in
            BarMark(x: .value("Quarter", data[index].0), y: .value("Sales", data[index].2))
              .foregroundStyle(by: .value("Channel", data[index].1))
          }
        }
        Chart {
          ForEach(data.indices, id: \.self) { index in
            BarMark(x: .value("Quarter", data[index].0), y: .value("Sales", data[index].2))
              .foregroundStyle(by: .value("Channel", data[index].1))
              .position(by: .value("Channel", data[index].1))
          }
        }
      }, named: "stacked-grouped")
  }

  @Test("Normalized stacked areas with monotone curves")
  func areas() {
    check(
      Chart {
        ForEach(0..<6) { x in
          AreaMark(x: .value("X", x), y: .value("Y", 1 + x % 3), stacking: .normalized)
            .foregroundStyle(by: .value("Series", "A"))
          AreaMark(x: .value("X", x), y: .value("Y", 3 - x % 2), stacking: .normalized)
            .foregroundStyle(by: .value("Series", "B"))
        }
        .interpolationMethod(.monotone)
      }, named: "areas-normalized")
  }

  @Test("Horizontal bars with annotations, a goal rule and rounded corners")
  func horizontalBars() {
    check(
      Chart {
        ForEach(Array(zip(["Design", "Build", "Test"], [12, 26, 18])), id: \.0) { phase, days in
          BarMark(x: .value("Days", days), y: .value("Phase", phase))
            .cornerRadius(6)
            .annotation(position: .trailing) { Text("\(days) d").font(.caption) }
        }
        RuleMark(x: .value("Goal", 25)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
      }, named: "horizontal-bars")
  }

  @Test("Points with symbols by group, on explicit domains with custom axis marks")
  func points() {
    let points: [(Double, Double, String)] = [
      (1, 2, "A"), (2, 3.5, "A"), (3, 2.8, "B"), (4, 4.2, "B"), (5, 1.5, "C"), (6, 3.1, "C"),
    ]
    check(
      Chart {
        ForEach(points.indices, id: \.self) { index in
          PointMark(x: .value("X", points[index].0), y: .value("Y", points[index].1))
            .foregroundStyle(by: .value("Group", points[index].2))
            .symbol(by: .value("Group", points[index].2))
            .symbolSize(80)
        }
      }
      .chartXScale(domain: 0...7)
      .chartYScale(domain: 0...5)
      .chartYAxis { AxisMarks(position: .leading, values: .stride(by: 1.0)) }
      .chartLegend(position: .top, alignment: .center), named: "points")
  }
}
