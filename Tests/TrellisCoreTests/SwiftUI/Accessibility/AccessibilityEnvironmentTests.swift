import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// The accessibility settings a view reads from its environment.
@MainActor
@Suite("Accessibility: environment values")
struct AccessibilityEnvironmentTests {
  private struct Probe: View {
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiate
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver

    var body: some View {
      Text("\(differentiate ? "shapes" : "colour") \(voiceOver ? "spoken" : "silent")")
    }
  }

  @Test("Both settings are off by default, as the system ships them")
  func defaults() {
    #expect(drawnText(Probe())?.string == "colour silent")
    #expect(EnvironmentValues().accessibilityDifferentiateWithoutColor == false)
    #expect(EnvironmentValues().accessibilityVoiceOverEnabled == false)
  }

  @Test("A host or a test can turn either on for the views inside")
  func set() {
    #expect(drawnText(Probe().environment(\.accessibilityDifferentiateWithoutColor, true))?.string == "shapes silent")
    #expect(drawnText(Probe().environment(\.accessibilityVoiceOverEnabled, true))?.string == "colour spoken")
  }
}
