import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// ColorPicker: the label leading and a 28-point colour well trailing, a ring of hues around a
/// swatch of the selection.
@MainActor
@Suite("Controls: ColorPicker")
struct ColorPickerTests {
  @Test("A full-width row: the label leading, the 28 × 28 well at the trailing edge")
  func frames() {
    let host = row(ColorPicker("Tint", selection: .constant(.red)).accessibilityIdentifier("picker"))
    #expect(host.frame(of: "picker") == rect(0, 0, 390, 28))
    #expect(host.frame(named: "frame(width: 28") == rect(362, 0, 28, 28))
    let lines = host.drawnLines
    #expect(lines.contains("text \"Tint\" (0, 4, 34, 21) #000000FF"))
    #expect(lines.contains { $0.hasPrefix("stroke angular gradient of 7 width 3 (362, 0, 28, 28)") })
    #expect(lines.contains { $0.hasPrefix("fill #FF3B30FF (367, 5, 18, 18)") })
  }

  @Test("Without opacity support the swatch is the colour made opaque")
  func opacity() {
    let translucent = Color.red.opacity(0.5)
    #expect(row(ColorPicker("Tint", selection: .constant(translucent))).drawing.contains("fill #FF3B3080"))
    #expect(
      row(ColorPicker("Tint", selection: .constant(translucent), supportsOpacity: false)).drawing.contains(
        "fill #FF3B30FF"))
  }

  @Test("labelsHidden() leaves only the well; the initialisers draw alike")
  func labels() {
    let host = row(ColorPicker("Tint", selection: .constant(.blue)).labelsHidden().accessibilityIdentifier("picker"))
    #expect(host.frame(of: "picker") == rect(0, 0, 28, 28))
    let key = row(ColorPicker(LocalizedStringKey("Tint"), selection: .constant(.blue))).drawing
    #expect(row(ColorPicker(String("Tint"), selection: .constant(.blue))).drawing == key)
    #expect(row(ColorPicker(selection: .constant(.blue)) { Text("Tint") }).drawing == key)
  }

  @Test("A tap on the well opens the system picker: it takes the tap and changes nothing")
  func tap() {
    let host = row(ColorPicker("Tint", selection: .constant(.blue)).accessibilityIdentifier("picker"))
    #expect(host.tap("picker"))
  }
}
