import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Toggle: a full-width row with the 51 × 31 switch at the trailing edge, its 27-point thumb 2 in
/// from the end that stands for the state (docs/iOSControls.md §5 Toggle).
@MainActor
@Suite("Controls: Toggle")
struct ToggleTests {
  private func wifi(_ isOn: Binding<Bool>) -> some View {
    Toggle(isOn: isOn) { Text("Wi-Fi").accessibilityIdentifier("label") }.accessibilityIdentifier("toggle")
  }

  @Test("A toggle fills the width: label at the leading edge, the 51 × 31 switch at the trailing edge")
  func fullWidthStructure() {
    let host = row(wifi(.constant(false)))
    #expect(host.frame(of: "toggle") == rect(0, 0, 390, 31))
    #expect(host.frame(of: "label") == rect(0, 5, 43, 21))
    #expect(host.frame(named: "Capsule") == rect(339, 0, 51, 31))
  }

  @Test(
    "The thumb is 27 points, 2 in from the leading end when off and the trailing end when on",
    arguments: [(false, 341), (true, 361)] as [(Bool, CGFloat)])
  func thumbPosition(isOn: Bool, x: CGFloat) {
    let host = row(wifi(.constant(isOn)))
    #expect(host.frame(named: "Circle") == rect(x, 2, 27, 27))
  }

  @Test("A long label wraps; the switch keeps its size at the trailing edge")
  func longLabelWraps() {
    // 141 points are left for the label (200 − 51 − the spacer's 8): four lines of at most 14
    // characters, 20.287 tall and 22 apart (`.body`'s leading): 86.287, 87 on the pixel grid.
    let host = row(Toggle("Allow notifications from every app on this device", isOn: .constant(true)), width: 200)
    #expect(host.frame(named: "Text") == rect(0, 0, 119, 87))
    #expect(host.frame(named: "Capsule") == rect(149, 28, 51, 31))
  }

  @Test(
    "The track's colour: systemGreen on, secondarySystemFill off, in both schemes",
    arguments: [
      (true, ColorScheme.light, "#34C759FF"), (false, .light, "#78788029"),
      (true, .dark, "#30D158FF"), (false, .dark, "#78788052"),
    ] as [(Bool, ColorScheme, String)])
  func trackColour(isOn: Bool, scheme: ColorScheme, colour: String) {
    let drawing = row(wifi(.constant(isOn)).colorScheme(scheme)).drawing
    #expect(drawing.contains("fill \(colour) (339, 0, 51, 31)"))
  }

  @Test("tint(_:) replaces the green of a switch that is on, not the fill of one that is off")
  func tintReplacesGreen() {
    #expect(row(wifi(.constant(true)).tint(.orange)).drawing.contains("fill #FF9500FF (339, 0, 51, 31)"))
    #expect(row(wifi(.constant(false)).tint(.orange)).drawing.contains("fill #78788029 (339, 0, 51, 31)"))
  }

  @Test("The thumb is white with two shadows 3 points down: blur 8 at 15 %, blur 1 at 6 %")
  func thumbShadows() {
    let drawing = row(wifi(.constant(true))).drawing
    #expect(
      drawing.contains(
        """
            shadow #0000000F radius 1 offset (0, 3)
              shadow #00000026 radius 8 offset (0, 3)
                fill #FFFFFFFF (361, 2, 27, 27)
        """))
  }

  @Test("A disabled switch is drawn at half opacity and takes no taps")
  func disabled() {
    let host = row(wifi(.constant(true)).disabled(true))
    #expect(host.drawing.contains("opacity 0.5\n    fill #34C759FF (339, 0, 51, 31)"))
    #expect(host.result.interaction(of: "toggle") == nil)
  }

  @Test("Tapping the toggle flips its binding, from the toggle or from its label")
  func tapFlips() throws {
    let isOn = Box(false)
    let host = row(wifi(isOn.binding))
    try #require(host.result.interaction(of: "toggle")?.toggleBinding).wrappedValue.toggle()
    #expect(isOn.value)
    try #require(host.result.interaction(of: "label")?.toggleBinding).wrappedValue.toggle()
    #expect(!isOn.value)
  }

  @Test("A toggle made from a title and a binding is a Text label", arguments: ["Wi-Fi", "Bluetooth"])
  func titleInitialisers(title: String) {
    let fromKey = row(Toggle(LocalizedStringKey(title), isOn: .constant(true))).drawing
    let fromString = row(Toggle(title, isOn: .constant(true))).drawing
    #expect(fromKey == fromString)
    #expect(fromKey.contains("text \"\(title)\""))
  }

  @Test("A toggle with a system image shows the icon before the title")
  func systemImage() {
    let host = row(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true)))
    let icon = host.frame(named: "Image")!
    let title = host.frame(named: "Text")!
    #expect(icon.minX == 0)
    #expect(title.minX > icon.maxX)
    #expect(host.frame(named: "Capsule") == rect(339, 0, 51, 31))
  }

  @Test("labelsHidden() leaves only the switch, 51 × 31")
  func labelsHidden() {
    let host = row(wifi(.constant(true)).labelsHidden())
    #expect(host.frame(of: "toggle") == rect(0, 0, 51, 31))
    #expect(host.frame(of: "label") == nil)
  }

  @Test("A toggle for several sources is on when all are, mixed when some are, and sets all")
  func sources() throws {
    let alarms = Box([true, false, true])
    let bindings = (0..<3).map { index in
      Binding(get: { alarms.value[index] }, set: { alarms.value[index] = $0 })
    }
    let seen = Box<(isOn: Bool, isMixed: Bool)?>(nil)
    let host = row(
      Toggle(sources: bindings, isOn: \.self) { Text("All") }
        .toggleStyle(RecordingStyle(seen: seen))
        .accessibilityIdentifier("all"))
    #expect(seen.value?.isOn == false)
    #expect(seen.value?.isMixed == true)
    try #require(host.result.interaction(of: "all")?.toggleBinding).wrappedValue.toggle()
    #expect(alarms.value == [true, true, true])
  }

  private struct Alarm {
    var isEnabled: Bool
  }

  @Test("Toggle(sources:) takes a binding to a collection and a key path through it, as in SwiftUI")
  func sourcesFromABindingToACollection() throws {
    let alarms = Box([Alarm(isEnabled: false), Alarm(isEnabled: false)])
    let host = row(Toggle(sources: alarms.binding, isOn: \.isEnabled) { Text("All") }.accessibilityIdentifier("all"))
    #expect(host.frame(named: "Circle") == rect(341, 2, 27, 27))
    try #require(host.result.interaction(of: "all")?.toggleBinding).wrappedValue.toggle()
    #expect(alarms.value.map(\.isEnabled) == [true, true])
  }

  private struct RecordingStyle: ToggleStyle {
    let seen: Box<(isOn: Bool, isMixed: Bool)?>
    func makeBody(configuration: Configuration) -> some View {
      seen.value = (configuration.isOn, configuration.isMixed)
      return configuration.label
    }
  }

  private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.square" : "square").accessibilityIdentifier("box")
        configuration.label
      }
    }
  }

  @Test("A custom style draws the toggle, and tapping it still flips the binding")
  func customStyle() throws {
    let isOn = Box(true)
    let host = row(wifi(isOn.binding).toggleStyle(CheckboxStyle()))
    #expect(host.frame(of: "box") == rect(0, 2, 17, 17))
    #expect(host.frame(of: "label") == rect(25, 0, 43, 21))
    #expect(host.frame(named: "Capsule") == nil)
    try #require(host.result.interaction(of: "box")?.toggleBinding).wrappedValue.toggle()
    #expect(!isOn.value)
  }

  private struct PaddedStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Toggle(configuration).padding(10)
    }
  }

  @Test("Toggle(configuration) in a style draws with the next style out: the switch")
  func configurationUsesTheNextStyle() {
    let host = row(wifi(.constant(true)).toggleStyle(PaddedStyle()))
    #expect(host.frame(of: "toggle") == rect(0, 0, 390, 51))
    #expect(host.frame(named: "Capsule") == rect(329, 10, 51, 31))
  }

  @Test("The button style hugs its label: 12 points each side, 6.5 above and below")
  func buttonStyleSize() {
    let host = row(wifi(.constant(true)).toggleStyle(.button))
    #expect(host.frame(of: "toggle") == rect(0, 0, 67, 34))
    #expect(host.result.unroundedFrame(of: "label") == rect(12, 6.5, 43, 21))
  }

  @Test(
    "The button style fills with the tint and a white label when on, gray with a tinted label when off",
    arguments: [(true, "#007AFFFF", "#FFFFFFFF"), (false, "#78788029", "#007AFFFF")] as [(Bool, String, String)])
  func buttonStyleColours(isOn: Bool, fill: String, label: String) {
    let drawing = row(wifi(.constant(isOn)).toggleStyle(.button)).drawing
    #expect(drawing.contains("fill \(fill) (0, 0, 67, 34)"))
    #expect(drawing.contains("text \"Wi-Fi\" (12, 7, 43, 21) \(label)"))
  }

  @Test("The automatic style is the switch; toggleStyle(.automatic) inside .button restores it")
  func automaticIsTheSwitch() {
    let host = row(wifi(.constant(true)).toggleStyle(.automatic).toggleStyle(.button))
    #expect(host.frame(named: "Capsule") == rect(339, 0, 51, 31))
  }
}
