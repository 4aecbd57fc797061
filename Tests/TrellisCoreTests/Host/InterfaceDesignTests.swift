import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Which design a host draws: iOS 26's by default, iOS 18's when a device, an environment or an
/// app's Info.plist asks for it (docs/iOS26Controls.md §11, §14).
@MainActor
@Suite("Host: the interface design")
struct InterfaceDesignTests {
  @Test("With nothing chosen, the environment draws iOS 26's Liquid Glass")
  func defaultIsLiquidGlass() {
    #expect(EnvironmentValues().interfaceDesign == .iOS26)
    #expect(InterfaceDesign.current == .iOS26)
  }

  @Test("A device's design reaches the views it lays out", arguments: InterfaceDesign.allCases)
  func deviceDesign(_ design: InterfaceDesign) {
    let host = LayoutHost(DesignProbe(), device: Device.iPhone.design(design), textMeasurer: FixedAdvanceTextMeasurer())
    #expect(host.frame(of: design.rawValue) != nil)
  }

  @Test("UIDesignRequiresCompatibility set to true, YES or 1 asks for iOS 18; false, NO or absent keeps iOS 26")
  func infoPlist() {
    #expect(InterfaceDesign.required(byInfoPlist: ["UIDesignRequiresCompatibility": true]) == .iOS18)
    #expect(InterfaceDesign.required(byInfoPlist: ["UIDesignRequiresCompatibility": "YES"]) == .iOS18)
    #expect(InterfaceDesign.required(byInfoPlist: ["UIDesignRequiresCompatibility": NSNumber(value: 1)]) == .iOS18)
    #expect(InterfaceDesign.required(byInfoPlist: ["UIDesignRequiresCompatibility": false]) == .iOS26)
    #expect(InterfaceDesign.required(byInfoPlist: ["UIDesignRequiresCompatibility": "NO"]) == .iOS26)
    #expect(InterfaceDesign.required(byInfoPlist: [:]) == .iOS26)
    // A plist's <integer>: 1 opts out, 0 does not; anything else (a date, an array) is ignored.
    #expect(InterfaceDesign.required(byInfoPlist: ["UIDesignRequiresCompatibility": 1]) == .iOS18)
    #expect(InterfaceDesign.required(byInfoPlist: ["UIDesignRequiresCompatibility": 0]) == .iOS26)
    #expect(InterfaceDesign.required(byInfoPlist: ["UIDesignRequiresCompatibility": [true]]) == .iOS26)
  }

  @Test(
    "The system colours iOS 26 changed resolve per design; the grays did not change",
    arguments: [
      (Color.blue, "#0088FFFF", "#007AFFFF"),
      (Color.red, "#FF383CFF", "#FF3B30FF"),
      (Color.accentColor, "#0088FFFF", "#007AFFFF"),
      (Color.gray, "#8E8E93FF", "#8E8E93FF"),
    ])
  func systemColours(color: Color, iOS26: String, iOS18: String) {
    var environment = EnvironmentValues()
    #expect(color.resolve(in: environment).description == iOS26)
    environment.interfaceDesign = .iOS18
    #expect(color.resolve(in: environment).description == iOS18)
  }

  @Test("A colour made translucent keeps both designs' components")
  func opacityKeepsDesigns() {
    var environment = EnvironmentValues()
    environment.interfaceDesign = .iOS18
    #expect(Color.blue.opacity(0.5).resolve(in: environment).description == "#007AFF80")
  }
}

/// Tags itself with the design its environment draws.
private struct DesignProbe: View {
  @Environment(\.interfaceDesign) private var design

  var body: some View { Color.clear.accessibilityIdentifier(design.rawValue) }
}
