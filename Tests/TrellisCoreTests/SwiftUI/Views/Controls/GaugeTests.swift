import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Gauge: on iOS by default a linear capacity bar, the label above and the value labels around
/// it (docs/iOSControls.md §5 Gauge).
@MainActor
@Suite("Controls: Gauge")
struct GaugeTests {
  @Test("The default gauge is a full-width bar under its label, filled to the value's place in the range")
  func defaultIsLinearCapacity() {
    let host = row(Gauge(value: 15, in: 10...20) { Text("Level").accessibilityIdentifier("label") })
    #expect(host.frame(of: "label") == rect(0, 0, 43, 21))
    #expect(host.frame(named: "ValueTrackLayout") == rect(0, 25, 390, 4))
    #expect(host.drawing.contains("fill #007AFFFF (0, 25, 195, 4)"))
  }

  @Test("The bound labels sit at the bar's ends and the current value label below, in the caption font")
  func valueLabels() {
    let host = row(
      Gauge(value: 0.5) {
        Text("Level")
      } currentValueLabel: {
        Text("50").accessibilityIdentifier("current")
      } minimumValueLabel: {
        Text("0").accessibilityIdentifier("min")
      } maximumValueLabel: {
        Text("1").accessibilityIdentifier("max")
      })
    // Caption characters are 6 wide and a caption line 15 tall; the bar row is as tall as they are.
    #expect(host.frame(of: "min") == rect(0, 25, 6, 15))
    #expect(host.frame(of: "max") == rect(384, 25, 6, 15))
    #expect(host.frame(named: "ValueTrackLayout") == rect(14, 30.5, 362, 4))
    #expect(host.frame(of: "current") == rect(0, 44, 12, 15))
  }

  @Test(
    "A value outside the range is drawn clamped and reported",
    arguments: [(25.0, 390), (5.0, 0)] as [(Double, CGFloat)])
  func clamped(value: Double, width: CGFloat) {
    let host = row(Gauge(value: value, in: 10...20) { Text("Level") })
    #expect(host.frames(named: "Capsule").last?.width == width)
    #expect(host.runtimeIssues == ["Gauge value \(value) is outside its range 10.0...20.0; drawing it clamped."])
  }

  @Test(
    "The circular accessory styles are 58-point squares",
    arguments: [AnyGaugeStyleBox(.accessoryCircular), AnyGaugeStyleBox(.accessoryCircularCapacity)])
  func circularSize(style: AnyGaugeStyleBox) {
    let host = LayoutHost(style.apply(Gauge(value: 0.4) { Text("Level") }), proposal: .unspecified)
    #expect(host.result.size == CGSize(width: 58, height: 58))
  }

  @Test("The accessory linear style puts a marker at the value")
  func accessoryLinearMarker() {
    let host = row(Gauge(value: 0.25) { Text("Level") }.gaugeStyle(.accessoryLinear))
    #expect(host.frame(named: "Circle")?.midX == 4 + 0.25 * 382)
  }

  private struct PercentStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text("\(Int(configuration.value * 100)) %")
      }
    }
  }

  @Test("A custom style gets the value as a fraction of the range")
  func customStyle() {
    let drawing = row(Gauge(value: 12, in: 10...20) { Text("Level") }.gaugeStyle(PercentStyle())).drawing
    #expect(drawing.contains("\"20 %\""))
  }
}

/// A gauge style to pass as a test argument.
struct AnyGaugeStyleBox: CustomTestStringConvertible, Sendable {
  let name: String
  let apply: @Sendable (Gauge<Text, EmptyView, EmptyView, EmptyView>) -> AnyView

  init<S: GaugeStyle>(_ style: @autoclosure @escaping @Sendable () -> S) {
    name = "\(S.self)"
    apply = { AnyView($0.gaugeStyle(style())) }
  }

  var testDescription: String { name }
}
