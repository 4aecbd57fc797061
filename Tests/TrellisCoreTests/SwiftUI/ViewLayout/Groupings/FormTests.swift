import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Form: on iOS an inset-grouped list of control rows (docs/iOSControls.md §7, "Defaults"):
/// labels at the text inset, controls and values at the trailing inset, 44-point rows.
@MainActor
@Suite("Containers: Form")
struct FormTests {
  private struct Settings: View {
    @State private var airplane = false
    @State private var copies = 2

    var body: some View {
      Form {
        Section("General") {
          Toggle("Airplane Mode", isOn: $airplane).accessibilityIdentifier("airplane")
          LabeledContent("Version", value: "17.2").accessibilityIdentifier("version")
          Stepper("Copies: \(copies)", value: $copies, in: 1...5).accessibilityIdentifier("copies")
        }
        Section {
          Button("Reset All Settings") {}.accessibilityIdentifier("reset")
        }
      }
    }
  }

  @Test("A form is an inset-grouped list: same drawing")
  func formIsInsetGrouped() {
    let form = phoneHost(Form { Section("A") { Text("Row") } }).drawing
    let list = phoneHost(List { Section("A") { Text("Row") } }.listStyle(.insetGrouped)).drawing
    #expect(form == list)
    #expect(form == phoneHost(Form { Section("A") { Text("Row") } }.formStyle(.grouped)).drawing)
  }

  @Test("A List inside a form's Section draws its rows in that section's card, as iOS does (issue 33)")
  func listInsideSectionAddsItsRows() {
    let nested = phoneHost(
      Form {
        Section("Recent") {
          List {
            Text("One")
            Text("Two")
          }
        }
      })
    let flat = phoneHost(Form {
        Section("Recent") {
          Text("One")
          Text("Two")
        }
      })
    #expect(nested.rowFrames.count == 2)
    #expect(nested.rowFrames == flat.rowFrames)
    #expect(nested.drawing == flat.drawing)
  }

  @Test("A form ignores the list style around it")
  func formIgnoresListStyle() {
    let form = phoneHost(Form { Text("Row") }.listStyle(.plain))
    #expect(form.rowFrames[0].minX == 20)
  }

  @Test("Control rows: label at x = 40, control or value ending at x = 350, each row 44 tall")
  func rows() throws {
    let host = phoneHost(Settings())
    #expect(host.runtimeIssues.isEmpty)
    #expect(host.rowFrames.count == 4)
    #expect(host.rowFrames.allSatisfy { $0.height == 44 && $0.minX == 20 && $0.width == 350 })
    for identifier in ["airplane", "version", "copies"] {
      let frame = try #require(host.unroundedFrame(of: identifier))
      #expect(frame.minX == 40, "\(identifier)")
      #expect(approximately(frame.maxX, 350), "\(identifier)")
    }
    // The switch reaches 2 past the trailing inset, 18 from the card's edge (issue 33).
    #expect(approximately(host.frame(named: "Capsule")!.maxX, 352))
  }

  @Test("The toggle row toggles, the stepper row steps, the button row is tinted")
  func interactions() {
    let host = phoneHost(Settings())
    #expect(host.tap("airplane"))
    #expect(host.drawing.contains("fill #34C759FF"))
    #expect(host.drawing.contains("text \"Reset All Settings\" (40, "))
    #expect(host.drawing.contains("#007AFFFF"))
  }

  @Test(
    "A picker row: the label at x = 40, the selection and chevrons in the secondary colour at the trailing inset; a text field row fills the row from x = 40"
  )
  func pickerAndTextFieldRows() throws {
    let host = phoneHost(
      Form {
        Picker("Size", selection: .constant(1)) {
          Text("Small").tag(1)
          Text("Large").tag(2)
        }
        .accessibilityIdentifier("size")
        TextField("Name", text: .constant("")).accessibilityIdentifier("name")
      })
    #expect(host.runtimeIssues.isEmpty)
    #expect(host.rowFrames.count == 2)
    #expect(host.rowFrames.allSatisfy { $0.height == 44 && $0.minX == 20 && $0.width == 350 })
    let size = try #require(host.unroundedFrame(of: "size"))
    #expect(size.minX == 40)
    #expect(approximately(size.maxX, 350))
    let lines = host.drawing.split(separator: "\n")
    #expect(lines.contains { $0.contains("text \"Size\" (40, ") })
    #expect(lines.contains { $0.contains("text \"Small\"") && $0.hasSuffix("#3C3C4399") })
    let name = try #require(host.unroundedFrame(of: "name"))
    #expect(name.minX == 40)
    #expect(approximately(name.maxX, 350))
  }

  @Test(".columns lays the rows out in a scroll view, not as cards [uncertain]")
  func columns() {
    let host = phoneHost(Form { Text("Row").accessibilityIdentifier("row") }.formStyle(.columns))
    #expect(host.rowFrames.isEmpty)
    #expect(host.frame(named: "ScrollView") != nil)
    #expect(host.unroundedFrame(of: "row")?.minX == 20)
  }
}
