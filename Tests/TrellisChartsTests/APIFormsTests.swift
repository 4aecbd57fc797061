import Foundation
import Testing
import Trellis
import TrellisCharts
import TrellisTesting

/// The forms of Swift Charts' API that iOS code uses compile unchanged and lay out: each view
/// below is written as an app writes it.
@MainActor
@Suite("Charts: Apple's API forms")
struct APIFormsTests {
  struct Sample: Identifiable {
    let day: Date
    let city: String
    let count: Int
    var id: String { city + "\(day.timeIntervalSinceReferenceDate)" }
  }

  enum Fruit: String, Plottable, CaseIterable {
    case apple, pear, plum
  }

  /// A type of the app's own, plotted as its name.
  struct Team: Plottable {
    let name: String
    var primitivePlottable: String { name }
    init(name: String) { self.name = name }
    init?(primitivePlottable: String) { self.init(name: primitivePlottable) }
  }

  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
  static let start = Date(timeIntervalSince1970: 1_762_128_000)
  static let samples: [Sample] = (0..<7).flatMap { day in
    ["Paris", "Rome"].map { city in
      Sample(
        day: calendar.date(byAdding: .day, value: day, to: start)!, city: city,
        count: (day * 37 + city.count * 11) % 50 + 10)
    }
  }

  struct SelectionChart: View {
    @State private var selectedDay: Date?
    var body: some View {
      Chart(APIFormsTests.samples) { sample in
        LineMark(
          x: .value("Day", sample.day, unit: .day),
          y: .value("Count", sample.count),
          series: .value("City", sample.city)
        )
        .foregroundStyle(by: .value("City", sample.city))
        .symbol(by: .value("City", sample.city))
        .interpolationMethod(.monotone)
        .lineStyle(StrokeStyle(lineWidth: 3))
        if let selectedDay {
          RuleMark(x: .value("Selected", selectedDay, unit: .day))
            .foregroundStyle(.gray.opacity(0.3))
            .annotation(position: .top, alignment: .center, spacing: 0) { Text("Selected") }
        }
      }
      .chartXSelection(value: $selectedDay)
      .chartForegroundStyleScale(["Paris": Color.purple, "Rome": Color.orange])
      .chartXAxis {
        AxisMarks(values: .stride(by: .day, count: 2)) { value in
          AxisGridLine()
          AxisTick()
          if let date = value.as(Date.self) {
            AxisValueLabel { Text(date, format: .dateTime.day()) }
          }
        }
      }
      .chartYAxis {
        AxisMarks(position: .leading, values: .automatic(desiredCount: 4))
      }
      .chartLegend(position: .bottom, alignment: .leading, spacing: 10)
    }
  }

  struct EverythingChart: View {
    let showRule: Bool
    var body: some View {
      VStack {
        Chart {
          ForEach(Fruit.allCases, id: \.self) { fruit in
            BarMark(x: .value("Fruit", fruit), y: .value("Count", fruit.rawValue.count), width: .ratio(0.6))
              .cornerRadius(4)
              .opacity(0.9)
              .annotation(position: .top) { Text("\(fruit.rawValue.count)").font(.caption) }
          }
          if showRule {
            RuleMark(y: .value("Average", 4.0)).lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
          } else {
            RuleMark(y: .value("Average", 3.0))
          }
        }
        .chartYScale(domain: 0...8, range: .plotDimension(padding: 4), type: .linear)
        .chartPlotStyle { plot in plot.background(Color.gray.opacity(0.1)) }
        .chartOverlay { proxy in
          GeometryReader { geometry in
            if let frame = proxy.plotFrame, let x = proxy.position(forX: Fruit.pear) {
              Rectangle().fill(Color.red).frame(width: 1).offset(x: geometry[frame].origin.x + x)
            }
          }
        }
        Chart([Team(name: "Reds"), Team(name: "Blues")], id: \.name) { team in
          BarMark(xStart: .value("Start", 0), xEnd: .value("End", team.name.count), y: .value("Team", team))
          PointMark(x: .value("Score", team.name.count), y: .value("Team", team))
            .symbol(.diamond)
            .symbolSize(60)
            .offset(x: 4)
        }
        .chartXScale(domain: 0...10)
        Chart {
          ForEach(APIFormsTests.samples) { sample in
            AreaMark(x: .value("Day", sample.day), y: .value("Count", sample.count), stacking: .center)
              .foregroundStyle(by: .value("City", sample.city))
            RectangleMark(x: .value("Day", sample.day), y: .value("City", sample.city), width: 10, height: 10)
          }
        }
        .chartForegroundStyleScale(domain: ["Paris", "Rome"], range: [Color.mint, Color.indigo])
        .chartXAxis(.hidden)
        .chartLegend(.hidden)
        Chart {
          BarMark(x: .value("Day", "Mon"), yStart: .value("Low", 2), yEnd: .value("High", 5))
          AreaMark(x: .value("X", "Mon"), yStart: .value("Low", 1), yEnd: .value("High", 2))
          LineMark(x: .value("Day", "Mon"), y: .value("Count", 3))
            .interpolationMethod(.stepStart)
          SectorMark(angle: .value("Share", 1), innerRadius: .inset(10), outerRadius: .fixed(60), angularInset: 2)
        }
        .chartXAxis { AxisMarks(values: ["Mon"]) }
        .chartYAxis { AxisMarks(values: .stride(by: 1.0)) }
      }
    }
  }

  @Test("A selection chart with @State, if-let content, a style scale and custom axes lays out")
  func selectionChart() {
    let host = LayoutHost(SelectionChart().frame(width: 320, height: 240), size: CGSize(width: 320, height: 240))
    #expect(host.runtimeIssues.isEmpty)
    #expect(host.root != nil)
  }

  @Test("Every mark initializer, plottable enums and app types, plot style and overlay compile and lay out")
  func everything() {
    let host = LayoutHost(EverythingChart(showRule: true), size: CGSize(width: 320, height: 800))
    #expect(host.root != nil)
    // Sectors mixed with other marks are not a pie: they are left out of the xy chart.
    #expect(host.runtimeIssues.allSatisfy { $0.contains("SectorMark") })
  }
}
