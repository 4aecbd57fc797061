import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Slider: full width, 34 tall, a 4-point track 1 point inside the ends, a 28-point thumb whose
/// centre travels from 14 to width − 14 (docs/iOSControls.md §5 Slider).
@MainActor
@Suite("Controls: Slider")
struct SliderTests {
  @Test("A slider fills the width and is 34 tall")
  func size() {
    let host = row(Slider(value: .constant(0.5)).accessibilityIdentifier("slider"))
    #expect(host.frame(of: "slider") == rect(0, 0, 390, 34))
  }

  @Test("The track is a 4-point capsule from 1 to width − 1, centred vertically")
  func track() {
    let host = row(Slider(value: .constant(0.5)))
    #expect(host.frames(named: "Capsule").first == rect(1, 15, 388, 4))
  }

  @Test(
    "The thumb's centre is 14 + fraction × (width − 28)",
    arguments: [(0, 14), (0.25, 104.5), (0.5, 195), (0.75, 285.5), (1, 376)] as [(Double, CGFloat)])
  func thumbPosition(value: Double, centre: CGFloat) {
    let host = row(Slider(value: .constant(value)))
    #expect(host.frame(named: "Circle") == rect(centre - 14, 3, 28, 28))
  }

  @Test(
    "The fraction is the value's place in the range", arguments: [(10, 14), (15, 195), (20, 376)] as [(Float, CGFloat)])
  func fractionInRange(value: Float, centre: CGFloat) {
    let host = row(Slider(value: .constant(value), in: 10...20))
    #expect(host.frame(named: "Circle")?.midX == centre)
  }

  @Test("The minimum track, in the tint, ends under the thumb's centre; the maximum track is systemFill")
  func minimumTrack() {
    let drawing = row(Slider(value: .constant(0.25))).drawing
    #expect(drawing.contains("fill #78788033 (1, 15, 388, 4)"))
    #expect(drawing.contains("fill #007AFFFF (1, 15, 104, 4)"))
    #expect(row(Slider(value: .constant(0.25)).tint(.orange)).drawing.contains("fill #FF9500FF (1, 15, 104, 4)"))
  }

  @Test(
    "A value outside the range or NaN is drawn clamped and reported; the binding is left alone",
    arguments: [(2, 376), (-1, 14), (.nan, 14)] as [(Double, CGFloat)])
  func badValueIsClamped(value: Double, centre: CGFloat) {
    let box = Box(value)
    let host = row(Slider(value: box.binding))
    #expect(host.frame(named: "Circle")?.midX == centre)
    #expect(host.runtimeIssues.count == 1)
    #expect(host.runtimeIssues.first?.hasPrefix("Slider value") == true)
    #expect(box.value.isNaN ? value.isNaN : box.value == value)
  }

  @Test("A range with bounds out of order is reported and swapped, without trapping")
  func invertedRangeIsSwapped() {
    let host = row(Slider(value: .constant(15.0), in: invertedRange(20, 10)))
    #expect(host.frame(named: "Circle")?.midX == 195)
    #expect(host.runtimeIssues == ["Slider range 20.0...10.0 is inverted; using 10.0...20.0."])
  }

  @Test("A range of one value puts the thumb at the start")
  func emptyRange() {
    let host = row(Slider(value: .constant(3.0), in: 3...3))
    #expect(host.frame(named: "Circle")?.midX == 14)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Setting the value moves the binding, clamped to the range, between onEditingChanged calls")
  func setValue() throws {
    let value = Box(0.5)
    let editing = Box<[Bool]>([])
    let host = row(
      Slider(value: value.binding, in: 0...10, onEditingChanged: { editing.value.append($0) })
        .accessibilityIdentifier("slider"))
    let (binding, range) = try #require(host.result.interaction(of: "slider")?.valueBinding)
    #expect(range == 0...10)
    binding.wrappedValue = 7.25
    #expect(value.value == 7.25)
    binding.wrappedValue = 12
    #expect(value.value == 10)
    #expect(editing.value == [true, false, true, false])
  }

  @Test(
    "With a step, a set value snaps to the nearest step from the lower bound",
    arguments: [(0.33, 0.3), (0.36, 0.4), (0.99, 1.0)] as [(Double, Double)])
  func stepSnaps(set: Double, expected: Double) throws {
    let value = Box<Float>(0)
    let host = row(Slider(value: value.binding, in: 0...1, step: 0.1).accessibilityIdentifier("slider"))
    try #require(host.result.interaction(of: "slider")?.valueBinding).binding.wrappedValue = set
    #expect(abs(Double(value.value) - expected) < 1e-6)
  }

  @Test("A step that is not positive and finite is reported and ignored", arguments: [0, -0.5, .nan] as [Double])
  func badStep(step: Double) throws {
    let value = Box(0.0)
    let host = row(Slider(value: value.binding, in: 0...1, step: step).accessibilityIdentifier("slider"))
    #expect(host.runtimeIssues == ["Slider step \(step) is not positive and finite; ignoring it."])
    try #require(host.result.interaction(of: "slider")?.valueBinding).binding.wrappedValue = 0.37
    #expect(value.value == 0.37)
  }

  @Test("The value labels sit at the ends, the track between them; the label is not drawn")
  func valueLabels() {
    let host = row(
      Slider(value: .constant(50.0), in: 0...100) {
        Text("Speed").accessibilityIdentifier("label")
      } minimumValueLabel: {
        Text("0").accessibilityIdentifier("min")
      } maximumValueLabel: {
        Text("100").accessibilityIdentifier("max")
      })
    #expect(host.frame(of: "label") == nil)
    #expect(host.frame(of: "min") == rect(0, 7, 9, 21))
    #expect(host.frame(of: "max") == rect(364, 7, 26, 21))
    #expect(host.frame(named: "ValueTrackLayout") == rect(17, 0, 339, 34))
  }

  @Test("A disabled slider is drawn at half opacity and takes no value")
  func disabled() {
    let host = row(Slider(value: .constant(0.5)).disabled(true).accessibilityIdentifier("slider"))
    #expect(host.drawing.contains("opacity 0.5"))
    #expect(host.result.interaction(of: "slider") == nil)
  }

  @Test("Without a proposed width a slider is as wide as its thumb")
  func idealWidth() {
    let host = LayoutHost(Slider(value: .constant(0.5)), proposal: .unspecified)
    #expect(host.result.size == CGSize(width: 28, height: 34))
  }
}
