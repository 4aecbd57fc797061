import Trellis
import TrellisCharts

/// A fitness and sales dashboard: steps as bars over a week, heart rate as lines over dates, and
/// a donut of sales by product — Swift Charts code as an app writes it.
struct ChartsDashboardScreen: View {
    struct DailySteps: Identifiable {
        let date: Date
        let steps: Int
        var id: Date { date }
    }

    struct HeartRate: Identifiable {
        let date: Date
        let bpm: Double
        let kind: String
        var id: String { kind + "\(date.timeIntervalSinceReferenceDate)" }
    }

    struct ProductSales: Identifiable {
        let name: String
        let sales: Double
        var id: String { name }
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// Monday 3 November 2025, so that the screen draws the same week every time.
    private static let start = Date(timeIntervalSince1970: 1_762_128_000)

    private let steps: [DailySteps] = [6_204, 8_890, 7_412, 10_560, 9_310, 12_004, 4_870].enumerated().map {
        DailySteps(date: calendar.date(byAdding: .day, value: $0.offset, to: start)!, steps: $0.element)
    }

    private let heartRates: [HeartRate] = [62, 65, 61, 64, 60, 58, 63].enumerated().flatMap { index, resting in
        let date = calendar.date(byAdding: .day, value: index, to: start)!
        return [
            HeartRate(date: date, bpm: Double(resting), kind: "Resting"),
            HeartRate(date: date, bpm: Double(resting + 48 + (index * 7) % 20), kind: "Walking"),
        ]
    }

    private let sales: [ProductSales] = [
        ProductSales(name: "Coffee", sales: 42),
        ProductSales(name: "Tea", sales: 23),
        ProductSales(name: "Pastries", sales: 18),
        ProductSales(name: "Juice", sales: 9),
    ]

    private let goal = 10_000

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    card("Steps", subtitle: "This week") {
                        Chart(steps) { day in
                            BarMark(
                                x: .value("Day", day.date, unit: .day, calendar: Self.calendar),
                                y: .value("Steps", day.steps)
                            )
                            .foregroundStyle(day.steps >= goal ? Color.green : Color.blue)
                            RuleMark(y: .value("Goal", goal))
                                .foregroundStyle(.orange)
                                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                        }
                        .chartXAxis {
                            AxisMarks(values: .stride(by: .day, calendar: Self.calendar)) { _ in
                                AxisGridLine()
                                AxisValueLabel(format: Self.weekdayFormat)
                            }
                        }
                        .frame(height: 180)
                    }

                    card("Heart Rate", subtitle: "Beats per minute") {
                        Chart(heartRates) { sample in
                            LineMark(
                                x: .value("Day", sample.date, unit: .day, calendar: Self.calendar),
                                y: .value("BPM", sample.bpm)
                            )
                            .foregroundStyle(by: .value("Kind", sample.kind))
                            .symbol(by: .value("Kind", sample.kind))
                            .interpolationMethod(.catmullRom)
                        }
                        .chartXAxis {
                            AxisMarks(values: .stride(by: .day, calendar: Self.calendar)) { _ in
                                AxisGridLine()
                                AxisValueLabel(format: Self.weekdayFormat)
                            }
                        }
                        .frame(height: 180)
                    }

                    card("Sales", subtitle: "By product") {
                        Chart(sales) { product in
                            SectorMark(
                                angle: .value("Sales", product.sales),
                                innerRadius: .ratio(0.618),
                                angularInset: 1.5
                            )
                            .foregroundStyle(by: .value("Product", product.name))
                        }
                        .frame(height: 200)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Dashboard")
        }
    }

    private static var weekdayFormat: Date.FormatStyle {
        var format = Date.FormatStyle.dateTime.weekday(.abbreviated)
        format.timeZone = calendar.timeZone
        format.locale = Locale(identifier: "en_US")
        return format
    }

    private func card<Content: View>(_ title: String, subtitle: String, @ViewBuilder content: () -> Content)
        -> some View
    {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
            content()
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

#Preview {
    ChartsDashboardScreen()
}
