import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Picker: its options read from its content with their tags, drawn by the menu, segmented,
/// inline, wheel and navigation-link styles (docs/iOSControls.md §5 Picker); a tap on an option
/// selects it; a selection no tag matches is reported.
@MainActor
@Suite("Controls: Picker")
struct PickerTests {
  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
  }

  /// A picker over `Flavor` with `@State`, as an app writes it, and a text showing the choice.
  private struct FlavorPicker<S: PickerStyle>: View {
    let style: S
    @State private var flavor = Flavor.chocolate

    var body: some View {
      VStack {
        Picker("Flavor", selection: $flavor) {
          ForEach(Flavor.allCases) { flavor in
            Text(flavor.rawValue.capitalized).accessibilityIdentifier(flavor.rawValue)
          }
        }
        .pickerStyle(style)
        .accessibilityIdentifier("picker")
        Text("Chosen: \(flavor.rawValue)")
      }
    }
  }

  private func chosen(_ host: LayoutHost) -> String? {
    host.root?.allNodes.first { $0.name.hasPrefix("Text \"Chosen: ") }?.name
  }

  /// The fonts of the drawn texts, by string.
  private func fonts(_ host: LayoutHost) -> [String: Font] {
    var fonts: [String: Font] = [:]
    func walk(_ items: [DisplayList.Item]) {
      for item in items {
        switch item {
        case .text(let request, _, _): for run in request.runs { fonts[run.string] = run.font }
        case .group(let items, _): walk(items)
        default: break
        }
      }
    }
    walk(host.displayList().items)
    return fonts
  }

  private var listRow: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.pickerPlacement = .listRow
    return environment
  }

  // MARK: Menu

  @Test(
    "The default menu picker is a button: the selection in the tint, then the 8.33 × 12 chevrons 6 after it; no label")
  func menuButton() {
    let host = row(
      Picker("Flavor", selection: .constant("b")) {
        Text("A").tag("a")
        Text("B").tag("b")
      }
      .accessibilityIdentifier("picker"))
    #expect(host.unroundedFrame(of: "picker") == rect(0, 0, 15 + 25.0 / 3, 21))
    #expect(host.frame(named: "UpDownChevron") == rect(15, 4.5, 25.0 / 3, 12))
    let lines = host.drawnLines
    #expect(lines.contains("text \"B\" (0, 0, 9, 21) #007AFFFF"))
    #expect(lines.contains("fill #007AFFFF (15, 5, 8, 12) 14 elements"))
    #expect(!host.drawing.contains("Flavor"))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("tint(_:) colours the menu button; disabled, it is tertiaryLabel")
  func menuButtonTintAndDisabled() {
    let picker = Picker("Flavor", selection: .constant(1)) { Text("One").tag(1) }
    #expect(row(picker.tint(.green)).drawnLines.contains("text \"One\" (0, 0, 26, 21) #34C759FF"))
    #expect(row(picker.disabled(true)).drawnLines.contains("text \"One\" (0, 0, 26, 21) #3C3C434D"))
  }

  @Test(
    "In a list row: the label leading; the selection and chevrons trailing in secondaryLabel, their ink 2 inside the edge"
  )
  func menuRow() {
    let host = row(
      Picker("Flavor", selection: .constant("b")) {
        Text("A").tag("a")
        Text("B").tag("b")
      }
      .accessibilityIdentifier("picker"), environment: listRow)
    #expect(host.frame(of: "picker") == rect(0, 0, 390, 21))
    #expect(host.frame(named: "UpDownChevron")?.maxX == 388)
    let lines = host.drawnLines
    #expect(lines.contains("text \"Flavor\" (0, 0, 51, 21) #000000FF"))
    #expect(lines.contains { $0.hasPrefix("text \"B\" (365, 0, 9, 21) #3C3C4399") })
    #expect(lines.contains { $0.hasPrefix("fill #3C3C4399 (380, 5, 8, 12)") })
  }

  @Test("The closed menu keeps every option, hidden; tapping one selects it and the button shows it")
  func menuOptionsAreTappable() {
    let host = controlHost(FlavorPicker(style: .menu))
    #expect(host.frame(of: "vanilla")?.size == CGSize(width: 60, height: 21))
    #expect(host.tap("vanilla"))
    #expect(chosen(host) == "Text \"Chosen: vanilla\"")
    #expect(
      host.drawing.contains("text \"Vanilla\"")
        && host.drawnLines.contains { $0.contains("\"Vanilla\"") && $0.hasSuffix("#007AFFFF") })
    // Tapping the picker itself opens the menu: nothing is selected.
    #expect(host.tap("picker"))
    #expect(chosen(host) == "Text \"Chosen: vanilla\"")
  }

  // MARK: Segmented

  @Test("Segmented: 32 tall, filling the width, three equal segments inside a 3-point inset")
  func segmentedGeometry() {
    let host = row(
      Picker("Size", selection: .constant("m")) {
        Text("S").tag("s")
        Text("M").tag("m")
        Text("L").tag("l")
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier("picker"))
    #expect(host.frame(of: "picker") == rect(0, 0, 390, 32))
    #expect(host.frames(named: "overlay").map(\.width) == [128, 128, 128])
    #expect(host.frames(named: "overlay").map(\.minX) == [3, 131, 259])
    let lines = host.drawnLines
    #expect(lines.first == "fill #7676801F (0, 0, 390, 32) 18 elements")
    // The thumb: white, 1 past its segment at each side, 2 from the top and bottom.
    #expect(lines.contains("    fill #FFFFFFFF (130, 2, 130, 28) 18 elements"))
    #expect(!host.drawing.contains("Size"))
  }

  @Test("Segment titles are 13-point Medium, Semibold when selected, in the label colour")
  func segmentedFonts() {
    let host = row(
      Picker("Size", selection: .constant("m")) {
        Text("S").tag("s")
        Text("M").tag("m")
      }
      .pickerStyle(.segmented))
    #expect(fonts(host)["S"] == .system(size: 13, weight: .medium))
    #expect(fonts(host)["M"] == .system(size: 13, weight: .semibold))
    #expect(host.drawnLines.contains("text \"S\" (96, 8, 7, 16) #000000FF"))
  }

  @Test(
    "A 1 × 18 separator in systemGray at 30 % divides neighbours the thumb is not on",
    arguments: [(0, [195, 291]), (1, [291]), (3, [99, 195])] as [(Int, [CGFloat])])
  func segmentedSeparators(selected: Int, centres: [CGFloat]) {
    let host = row(
      Picker("Quarter", selection: .constant(selected)) {
        ForEach(0..<4) { Text("Q\($0 + 1)") }
      }
      .pickerStyle(.segmented))
    let separators = host.frames(named: "Rectangle")
    #expect(separators.map(\.midX) == centres)
    #expect(separators.allSatisfy { $0.size == CGSize(width: 1, height: 18) && $0.minY == 7 })
    #expect(host.drawing.contains("fill #8E8E934D"))
  }

  @Test("Without a width, a segment is the widest title plus 11 at each side")
  func segmentedIdealWidth() {
    let host = LayoutHost(
      Picker("Size", selection: .constant(0)) {
        Text("Small").tag(0)
        Text("XL").tag(1)
      }
      .pickerStyle(.segmented).accessibilityIdentifier("picker"), proposal: .unspecified)
    // "Small" in 13 points is 32.5, 33 on the pixel grid: segments of 55, inside the 3-point
    // inset.
    #expect(host.frame(of: "picker") == rect(0, 0, 116, 32))
  }

  @Test("Dark segmented control: the thumb is 99, 99, 102")
  func segmentedDark() {
    let host = row(
      Picker("Size", selection: .constant(0)) { Text("A").tag(0) }.pickerStyle(.segmented).colorScheme(.dark))
    #expect(host.drawing.contains("fill #636366FF"))
  }

  @Test("Tapping a segment selects its option")
  func segmentedTap() {
    let host = controlHost(FlavorPicker(style: .segmented))
    #expect(host.tap("strawberry"))
    #expect(chosen(host) == "Text \"Chosen: strawberry\"")
  }

  @Test("palette draws as segments outside menus")
  func palette() {
    let options = Picker("Size", selection: .constant(0)) {
      Text("A").tag(0)
      Text("B").tag(1)
    }
    #expect(row(options.pickerStyle(.palette)).drawing == row(options.pickerStyle(.segmented)).drawing)
  }

  // MARK: Wheel and inline

  @Test("Wheel: 216 tall, filling the width, the selected row centred on a 32-point band 9 in from the sides")
  func wheel() {
    let host = row(
      Picker("Number", selection: .constant(2)) {
        ForEach(0..<5) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
      }
      .pickerStyle(.wheel)
      .accessibilityIdentifier("picker"))
    #expect(host.frame(of: "picker") == rect(0, 0, 390, 216))
    #expect(host.drawnLines.first == "fill #7676801F (9, 92, 372, 32) 18 elements")
    #expect(host.unroundedFrame(of: "row2")?.midY == 108)
    // Neighbours sit closer than 32 and fade with the wheel's turn.
    let above = host.unroundedFrame(of: "row1")!.midY
    let further = host.unroundedFrame(of: "row0")!.midY
    #expect(108 - above < 32 && above - further < 108 - above)
    // The neighbours at 0.447 × cos(turn); the selected row magnified to 23.5 points.
    #expect(host.drawing.contains("opacity 0.43\n      text \"Row 1\""))
    #expect(fonts(host)["Row 2"] == .system(size: 23.5))
    #expect(fonts(host)["Row 1"] == .system(size: 21))
    #expect(!host.drawing.contains("Number"))
  }

  @Test("A wheel row takes taps like any option")
  func wheelTap() {
    let host = controlHost(FlavorPicker(style: .wheel))
    #expect(host.tap("vanilla"))
    #expect(chosen(host) == "Text \"Chosen: vanilla\"")
  }

  @Test("Inline outside a list is a wheel")
  func inlineStandalone() {
    let options = Picker("Size", selection: .constant(0)) {
      Text("A").tag(0)
      Text("B").tag(1)
    }
    #expect(row(options.pickerStyle(.inline)).drawing == row(options.pickerStyle(.wheel)).drawing)
  }

  @Test("Inline in a list: 44-point rows divided by separators, a tinted checkmark on the selected one")
  func inlineRows() {
    let host = row(
      Picker("Size", selection: .constant(1)) {
        Text("A").tag(0)
        Text("B").tag(1)
        Text("C").tag(2)
      }
      .pickerStyle(.inline).accessibilityIdentifier("picker"), environment: listRow)
    #expect(host.frame(of: "picker")?.height == 134)
    let checkmark = host.frame(named: "Image")
    #expect(checkmark?.maxX == 390)
    #expect(checkmark?.midY == 67)
    #expect(host.drawing.contains("symbol checkmark") && host.drawing.contains("#007AFFFF"))
    #expect(host.frames(named: "Divider").count == 2)
  }

  // MARK: Navigation link

  @Test(
    "navigationLink: the label, then the selection in secondaryLabel and a 6.5 × 11.5 chevron in tertiaryLabel at the edge"
  )
  func navigationLink() {
    let host = row(
      Picker("Flavor", selection: .constant("b")) {
        Text("A").tag("a")
        Text("B").tag("b")
      }
      .pickerStyle(.navigationLink))
    let lines = host.drawnLines
    #expect(lines.contains("text \"Flavor\" (0, 0, 51, 21) #000000FF"))
    #expect(lines.contains { $0.hasPrefix("text \"B\" (367, 0, 9, 21) #3C3C4399") })
    #expect(host.frame(named: "DisclosureChevron") == rect(383.5, 4.75, 6.5, 11.5))
    #expect(host.drawing.contains("fill #3C3C434D"))
  }

  // MARK: Tags and selection

  @Test("A selection no tag matches selects nothing and is reported with SwiftUI's message")
  func invalidSelection() {
    let host = row(
      Picker("Flavor", selection: .constant("x")) {
        Text("A").tag("a")
        Text("B").tag("b")
      }
      .accessibilityIdentifier("picker"))
    #expect(
      host.runtimeIssues == [
        "Picker: the selection \"x\" is invalid and does not have an associated tag, this will give undefined results."
      ])
    // Only the chevrons are shown.
    #expect(host.unroundedFrame(of: "picker")?.width == 25.0 / 3)
  }

  @Test("An empty ForEach makes an empty picker in every style, without trapping")
  func emptyContent() {
    let items: [String] = []
    for style in [AnyPickerStyleBox(.menu), AnyPickerStyleBox(.segmented), AnyPickerStyleBox(.wheel)] {
      let host = row(style.apply(Picker("Items", selection: .constant("")) { ForEach(items, id: \.self) { Text($0) } }))
      #expect(host.root != nil)
    }
  }

  /// A picker style to try on a picker, whichever it is.
  private struct AnyPickerStyleBox {
    let apply: (Picker<Text, String, ForEach<[String], String, Text>>) -> AnyView
    init<S: PickerStyle>(_ style: S) { apply = { AnyView($0.pickerStyle(style)) } }
  }

  @Test("A tag of the wrapped type matches an Optional selection; with includeOptional: false it does not")
  func optionalSelection() {
    let selection = Box<Flavor?>(.vanilla)
    let matching = row(
      Picker("Flavor", selection: selection.binding) {
        Text("Chocolate").tag(Flavor.chocolate)
        Text("Vanilla").tag(Flavor.vanilla)
      })
    #expect(matching.runtimeIssues.isEmpty)
    #expect(matching.drawnLines.contains { $0.hasPrefix("text \"Vanilla\" (0, 0") && $0.hasSuffix("#007AFFFF") })
    let strict = row(
      Picker("Flavor", selection: selection.binding) {
        Text("Vanilla").tag(Flavor.vanilla, includeOptional: false)
      })
    #expect(strict.runtimeIssues.count == 1)
  }

  @Test("nil is selectable through a tag of the optional type; without one, a nil selection is reported")
  func nilSelection() {
    let selection = Box<Flavor?>(nil)
    let withNone = row(
      Picker("Flavor", selection: selection.binding) {
        Text("None").tag(Flavor?.none)
        Text("Vanilla").tag(Flavor.vanilla)
      }
      .accessibilityIdentifier("picker"))
    #expect(withNone.runtimeIssues.isEmpty)
    #expect(withNone.drawnLines.contains { $0.hasPrefix("text \"None\" (0, 0") })
    let without = row(Picker("Flavor", selection: selection.binding) { Text("Vanilla").tag(Flavor.vanilla) })
    #expect(
      without.runtimeIssues == [
        "Picker: the selection \"nil\" is invalid and does not have an associated tag, this will give undefined results."
      ])
  }

  @Test("A tag of another type never matches: an Int tag and a UInt8 selection")
  func tagTypeMustMatch() {
    let host = row(Picker("Number", selection: .constant(UInt8(1))) { Text("One").tag(1) })
    #expect(host.runtimeIssues.count == 1)
  }

  @Test("ForEach tags its views with their ids; a tag inside wins over the id")
  func forEachTags() throws {
    let selection = Box(0)
    let host = row(
      Picker("Number", selection: selection.binding) {
        ForEach(0..<3) { index in
          if index == 2 {
            Text("Ten").tag(10).accessibilityIdentifier("ten")
          } else {
            Text("N\(index)").accessibilityIdentifier("n\(index)")
          }
        }
      })
    #expect(host.runtimeIssues.isEmpty)
    #expect(host.tap("n1"))
    #expect(selection.value == 1)
    #expect(host.tap("ten"))
    #expect(selection.value == 10)
  }

  @Test("An untagged option is shown but takes no tap")
  func untagged() {
    let host = row(
      Picker("Size", selection: .constant(0)) {
        Text("A").tag(0)
        Text("Other").accessibilityIdentifier("other")
      }
      .pickerStyle(.segmented))
    #expect(host.drawing.contains("text \"Other\""))
    #expect(host.tap("other") == false)
  }

  @Test("A disabled picker's options take no taps")
  func disabled() {
    let host = row(
      Picker("Size", selection: .constant(0)) {
        Text("A").tag(0)
        Text("B").tag(1).accessibilityIdentifier("b")
      }
      .pickerStyle(.segmented).disabled(true))
    #expect(host.tap("b") == false)
  }

  @Test("Every initialiser makes the same options; the label forms differ only in the label")
  func initialisers() {
    let selection = Binding.constant(1)
    let key = row(Picker(LocalizedStringKey("Count"), selection: selection) { Text("One").tag(1) }).drawing
    let string = row(Picker(String("Count"), selection: selection) { Text("One").tag(1) }).drawing
    let custom = row(
      Picker(selection: selection) {
        Text("One").tag(1)
      } label: {
        Text("Count")
      }
    ).drawing
    let labelView = row(Picker(selection: selection, label: Text("Count")) { Text("One").tag(1) }).drawing
    #expect(Set([key, string, custom, labelView]).count == 1)
    var environment = EnvironmentValues()
    environment.pickerPlacement = .listRow
    let symbol = row(
      Picker("Count", systemImage: "number", selection: selection) { Text("One").tag(1) }, environment: environment)
    #expect(symbol.drawing.contains("symbol number"))
  }

  private struct HomemadeStyle: PickerStyle {}

  @Test("A picker style Trellis does not draw is reported and the current style kept")
  func unknownStyle() {
    let picker = Picker("Size", selection: .constant(0)) { Text("A").tag(0) }
    let host = row(picker.pickerStyle(HomemadeStyle()).pickerStyle(.segmented))
    #expect(host.drawing == row(picker.pickerStyle(.segmented)).drawing)
    #expect(
      host.runtimeIssues == [
        "pickerStyle(_:): HomemadeStyle is not a picker style Trellis draws; keeping the current style."
      ])
  }

  @Test("pickerStyle(.automatic) is the menu; a container's recommendation replaces it")
  func automatic() {
    let picker = Picker("Size", selection: .constant(0)) { Text("A").tag(0) }
    #expect(row(picker.pickerStyle(.automatic)).drawing == row(picker.pickerStyle(.menu)).drawing)
    #expect(
      row(picker.automaticPickerStyle(SegmentedPickerStyle())).drawing == row(picker.pickerStyle(.segmented)).drawing)
    #expect(
      row(picker.pickerStyle(.automatic).automaticPickerStyle(DefaultPickerStyle())).drawing == row(picker).drawing)
  }
}
