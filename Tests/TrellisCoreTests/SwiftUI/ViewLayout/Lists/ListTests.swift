import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// List, inset grouped on an iPhone (390 × 844, safe area 47 / 34): the numbers of
/// docs/iOSControls.md §7 — cards 20 from the edges with 10-point outer corners, rows of 44
/// with their text 20 inside the card, hairlines from the text to the card's trailing edge,
/// footnote uppercased headers, and the 35 / 37.33 / 56.33 / 72.33 rhythm.
@MainActor
@Suite("Containers: List")
struct ListTests {
  private func languages(header: Bool = true) -> some View { LanguageList(header: header) }

  @Test("The list fills the safe area; its background runs under the status bar and home indicator")
  func fillsTheWindow() {
    let host = phoneHost(languages())
    #expect(host.frame(of: "list") == rect(0, 47, 390, 763))
    #expect(host.frame(named: "List") == rect(0, 0, 390, 844))
    #expect(host.fills.first?.bounds == rect(0, 0, 390, 844))
    #expect(host.fills.first?.color == "#F2F2F7FF")
  }

  @Test("Cards are inset 20 from the screen's edges; rows are 44 tall, one under the other")
  func cardInsetAndRowHeights() {
    let host = phoneHost(languages())
    let rows = host.rowFrames
    #expect(rows.count == 3)
    for (index, row) in rows.enumerated() {
      #expect(approximately(row, rect(20, 47 + 37 + 1.0 / 3 + CGFloat(index) * 44, 350, 44)))
    }
  }

  @Test("Row text starts 20 inside the card (x = 40) and is centred in the 44-point row, on the pixel grid")
  func textInsets() {
    let host = phoneHost(languages())
    let swift = host.unroundedFrame(of: "swift")!
    let row = host.rowFrames[0]
    #expect(swift.minX == 40)
    // (44 − 20.333) / 2 = 11.83, to the nearest third of a point.
    #expect(approximately(swift.minY - row.minY, 12))
  }

  @Test("Only the section's outer corners are rounded, with a radius of 10")
  func outerCornersOnly() throws {
    let host = phoneHost(languages())
    let rows = host.rowFrames
    let first = try #require(host.fills(at: rows[0]).first)
    let middle = try #require(host.fills(at: rows[1]).first)
    let last = try #require(host.fills(at: rows[2]).first)
    // The first row's outline starts 10 in from its top-left corner and curves at the top only.
    guard case .move(let start) = first.path.elements.first else { Issue.record("no start"); return }
    #expect(approximately(start.x, 30) && approximately(start.y, rows[0].minY))
    #expect(first.path.elements.filter { if case .curve = $0 { true } else { false } }.count == 2)
    #expect(middle.path.elements.count == 5)
    #expect(approximately(middle.path.boundingRect, rows[1]))
    #expect(last.path.elements.filter { if case .curve = $0 { true } else { false } }.count == 2)
    guard case .move(let lastStart) = last.path.elements.first else { Issue.record("no start"); return }
    #expect(approximately(lastStart.x, rows[2].minX) && approximately(lastStart.y, rows[2].minY))
    #expect([first, middle, last].allSatisfy { $0.color == "#FFFFFFFF" })
  }

  @Test("A section of one row is rounded at all four corners")
  func singleRowCard() throws {
    let host = phoneHost(List { Text("Alone") })
    let row = try #require(host.rowFrames.first)
    let fill = try #require(host.fills(at: row).first)
    #expect(fill.path.elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
  }

  @Test(
    "Separators: a hairline from the text (x = 40) to the card's trailing edge, none above the first row or below the last"
  )
  func separators() {
    let host = phoneHost(languages())
    let rows = host.rowFrames
    let separators = host.separatorFrames
    #expect(separators.count == 2)
    for (index, separator) in separators.enumerated() {
      #expect(approximately(separator, rect(40, rows[index].maxY - hairline, 330, hairline)))
    }
    #expect(host.fills(at: separators[0]).first?.color == "#3C3C434A")
  }

  @Test("A navigation link row ends its content 11.67 before the chevron, whose ink ends 1 inside the inset")
  func chevronGap() throws {
    let host = phoneHost(
      NavigationStack {
        List {
          NavigationLink {
            Text("Detail")
          } label: {
            HStack {
              Text("Storage")
              Spacer()
              Text("12 GB").accessibilityIdentifier("value")
            }
          }
        }
      })
    let value = try #require(host.unroundedFrame(of: "value"))
    let chevron = try #require(host.result.root?.frame(ofSource: "DisclosureIndicator"))
    // 21 from the card's edge at 370 (issue 33's measurements of iOS 18 renders).
    #expect(approximately(chevron.maxX, 350))
    #expect(approximately(chevron.minX - value.maxX, 35.0 / 3))
  }

  @Test("In a row of an icon and texts, the separator starts under the first text, not at the icon")
  func separatorUnderFirstText() {
    let host = phoneHost(
      List {
        HStack {
          Color.red.frame(width: 30, height: 30)
          VStack(alignment: .leading) {
            Text("Swift")
            Text("Apple")
          }
        }
        Text("Rust")
      })
    // The text starts 30 + 8 past the row's inset (x = 40).
    #expect(host.separatorFrames.first?.minX == 78)
    #expect(host.separatorFrames.first?.maxX == 370)
  }

  @Test("The header: footnote, uppercased, secondary, at the text inset; 16 below the safe area, 5.67 above the card")
  func header() throws {
    let host = phoneHost(languages())
    let header = try #require(host.unroundedFrame(of: "header"))
    #expect(header.minX == 40)
    #expect(approximately(header.minY, 47 + 16))
    #expect(approximately(header.height, footnoteLine))
    #expect(approximately(host.rowFrames[0].minY - header.maxY, 17.0 / 3))
    #expect(approximately(host.rowFrames[0].minY - 47, 37.333))
    #expect(host.drawing.contains("text \"CODE\" (40, 63, 26, 15.667) #3C3C4399"))
  }

  @Test("Without a header the first card is 35 below the safe area")
  func topInsetWithoutHeader() {
    let host = phoneHost(languages(header: false))
    #expect(approximately(host.rowFrames[0].minY, 47 + 35))
  }

  private func twoSections(footer: Bool) -> some View {
    List {
      Section {
        Text("One")
      } footer: {
        if footer { Text("Turned on by default.").accessibilityIdentifier("footer") }
      }
      Section("Second") {
        Text("Two")
      }
    }
  }

  @Test("Between cards across a header: 56.33; across a footer and a header: 72.33")
  func sectionSpacing() throws {
    let plain = phoneHost(twoSections(footer: false)).rowFrames
    #expect(approximately(plain[1].minY - plain[0].maxY, 56.333))
    let withFooter = phoneHost(twoSections(footer: true))
    let rows = withFooter.rowFrames
    #expect(approximately(rows[1].minY - rows[0].maxY, 72.333))
    let footer = try #require(withFooter.unroundedFrame(of: "footer"))
    #expect(approximately(footer.minY - rows[0].maxY, 19.0 / 3))
    #expect(footer.minX == 40)
    #expect(withFooter.drawing.contains("text \"Turned on by default.\""))
  }

  @Test("Between cards without a header: 35")
  func sectionSpacingWithoutHeader() {
    let rows = phoneHost(
      List {
        Section { Text("A") }; Section { Text("B") }
      }
    ).rowFrames
    #expect(approximately(rows[1].minY - rows[0].maxY, 35))
  }

  @Test("Rows outside sections make sections of their own")
  func looseRowsMakeSections() {
    let host = phoneHost(
      List {
        Text("A")
        Text("B")
        Section { Text("C") }
        Text("D")
      })
    let rows = host.rowFrames
    #expect(rows.count == 4)
    #expect(rows[1].minY == rows[0].maxY)
    #expect(approximately(rows[2].minY - rows[1].maxY, 35))
    #expect(approximately(rows[3].minY - rows[2].maxY, 35))
  }

  @Test(
    "Page and card colours, light and dark (docs/iOSControls.md §3.2)",
    arguments: [
      (ColorScheme.light, "#F2F2F7FF", "#FFFFFFFF", "#3C3C434A"),
      (.dark, "#000000FF", "#1C1C1EFF", "#54545899"),
    ] as [(ColorScheme, String, String, String)])
  func colours(scheme: ColorScheme, page: String, card: String, separator: String) {
    let host = phoneHost(languages().colorScheme(scheme))
    #expect(host.fills.first?.color == page)
    #expect(host.fills(at: host.rowFrames[1]).first?.color == card)
    #expect(host.fills(at: host.separatorFrames[0]).first?.color == separator)
  }

  @Test("A Label row: the icon at the text inset, the title and the separator 44 in")
  func labelRows() throws {
    let host = phoneHost(
      List {
        Label("Favourites", systemImage: "star").accessibilityIdentifier("first")
        Label("Recents", systemImage: "clock")
      })
    let title = try #require(host.frame(named: "Text"))
    #expect(title.minX == 84)
    #expect(host.frame(named: "frame(minWidth: 30)")?.minX == 40)
    #expect(host.separatorFrames.first?.minX == 84)
    #expect(host.separatorFrames.first?.maxX == 370)
  }

  @Test("A button in a row: its label in the tint at the text inset; a tap anywhere on the row runs it")
  func buttonRows() throws {
    let taps = TapCounter()
    let host = phoneHost(
      List {
        Button("Sign Out", action: taps.tap).accessibilityIdentifier("button")
        HStack {
          Image(systemName: "star").accessibilityIdentifier("icon")
          Button("Rate", action: taps.tap)
        }
      })
    #expect(host.drawing.contains("text \"Sign Out\" (40, "))
    #expect(host.drawing.contains("#007AFFFF"))
    let row = host.rowFrames[0]
    // The far right of the row, beyond the label: still the button.
    #expect(host.interaction(at: CGPoint(x: row.maxX - 5, y: row.midY))?.tap() == true)
    #expect(taps.count == 1)
    #expect(host.tap("icon"))
    #expect(taps.count == 2)
  }

  @Test("A destructive button in a row is red; a disabled one takes no tap")
  func buttonRoles() {
    let host = phoneHost(
      List {
        Button("Delete", role: .destructive) {}
        Button("Off") {}.disabled(true).accessibilityIdentifier("off")
      })
    #expect(host.drawing.contains("text \"Delete\" (40, 94, 51, 20.333) #FF3B30FF"))
    #expect(host.result.interaction(of: "off") == nil)
  }

  @Test("A toggle row stays 44 tall, the switch 2 past the trailing inset (x = 301…352), 18 from the card's edge")
  func toggleRow() {
    let host = phoneHost(List { Toggle("Wi-Fi", isOn: .constant(true)) })
    #expect(host.rowFrames[0].height == 44)
    // iOS 18 renders the switch 18 from the card's edge where text ends 20 from it (issue 33's
    // measurement of real renders; iOS 26 likewise draws it 14 from the edge, docs/iOS26Controls.md §5.1).
    #expect(approximately(host.frame(named: "Capsule")!, rect(301, 47 + 35 + 6 + 2.0 / 3, 51, 31)))
  }

  @Test("LabeledContent in a row: label at the text inset, value at the trailing inset in secondary")
  func labeledContentRow() throws {
    let host = phoneHost(List { LabeledContent("Version", value: "17.2") })
    let texts = host.frames(named: "Text")
    #expect(texts[0].minX == 40)
    #expect(approximately(texts[1].maxX, 350))
    #expect(host.drawing.contains("text \"17.2\" (316, 94, 34, 20.333) #3C3C4399"))
  }

  @Test("listRowInsets moves the content; nil edges keep the style's, the innermost modifier wins")
  func listRowInsets() throws {
    let host = phoneHost(
      List {
        Text("A").accessibilityIdentifier("a").listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
        Text("B").accessibilityIdentifier("b").listRowInsets(.leading, 30).listRowInsets(.leading, 90)
        Text("C").accessibilityIdentifier("c").listRowInsets(nil)
      })
    #expect(host.unroundedFrame(of: "a")?.minX == 80)
    #expect(host.unroundedFrame(of: "b")?.minX == 50)
    #expect(host.unroundedFrame(of: "c")?.minX == 40)
    // The separator follows the content.
    #expect(host.separatorFrames[0].minX == 80)
  }

  @Test("listRowBackground replaces the card colour, clipped to the section's rounded corners")
  func listRowBackground() {
    let host = phoneHost(List { Text("Warning").listRowBackground(Color.yellow) })
    let drawing = host.drawing
    #expect(!drawing.contains("fill #FFFFFFFF"))
    #expect(drawing.contains("clip (20, 82, 350, 44)\n      fill #FFCC00FF (20, 82, 350, 44)"))
  }

  @Test("listRowSeparator(.hidden) hides a row's separator; either row of a pair can hide it")
  func hiddenSeparators() {
    let host = phoneHost(
      List {
        Text("A").listRowSeparator(.hidden, edges: .bottom)
        Text("B")
        Text("C").listRowSeparator(.hidden, edges: .top)
        Text("D")
      })
    #expect(host.separatorFrames.count == 1)
    #expect(approximately(host.separatorFrames[0].maxY, host.rowFrames[3].minY))
  }

  @Test("listRowSeparatorTint colours a row's separator")
  func separatorTint() {
    let host = phoneHost(
      List {
        Text("A").listRowSeparatorTint(.red); Text("B")
      })
    #expect(host.fills(at: host.separatorFrames[0]).first?.color == "#FF3B30FF")
  }

  @Test("listRowSpacing sets rows apart, each a card of its own, with no separators")
  func rowSpacing() throws {
    let host = phoneHost(
      List {
        Text("A"); Text("B")
      }.listRowSpacing(10))
    let rows = host.rowFrames
    #expect(approximately(rows[1].minY - rows[0].maxY, 10))
    #expect(host.separatorFrames.isEmpty)
    let fill = try #require(host.fills(at: rows[1]).first)
    #expect(fill.path.elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
  }

  @Test("listSectionSpacing: a custom gap between sections, on the list or on one section")
  func sectionSpacingModifier() {
    let onList = phoneHost(
      List {
        Section { Text("A") }; Section { Text("B") }
      }.listSectionSpacing(12)
    ).rowFrames
    #expect(approximately(onList[1].minY - onList[0].maxY, 12))
    let onSection = phoneHost(
      List {
        Section { Text("A") }
        Section { Text("B") }.listSectionSpacing(.custom(4))
        Section { Text("C") }
      }
    ).rowFrames
    #expect(approximately(onSection[1].minY - onSection[0].maxY, 4))
    #expect(approximately(onSection[2].minY - onSection[1].maxY, 35))
  }

  @Test("defaultMinListRowHeight is 44 in iOS 18's design, and sets the rows' minimum")
  func minimumRowHeight() {
    var environment = EnvironmentValues()
    environment.interfaceDesign = .iOS18
    #expect(environment.defaultMinListRowHeight == 44)
    let host = phoneHost(List { Text("A") }.environment(\.defaultMinListRowHeight, 60))
    #expect(host.rowFrames[0].height == 60)
  }

  @Test("A tall row grows with its content: the content plus 5 above and below")
  func tallRow() {
    let host = phoneHost(List { Color.blue.frame(height: 80) })
    #expect(host.rowFrames[0].height == 90)
  }

  @Test("scrollContentBackground(.hidden) leaves the page undrawn, the cards drawn")
  func hiddenBackground() {
    let host = phoneHost(List { Text("A") }.scrollContentBackground(.hidden))
    #expect(!host.drawing.contains("#F2F2F7FF"))
    #expect(host.drawing.contains("fill #FFFFFFFF (20, 82, 350, 44)"))
  }

  @Test("An empty list draws its background only")
  func emptyList() {
    let host = phoneHost(List {})
    #expect(host.rowFrames.isEmpty)
    #expect(host.fills.count == 1)
    #expect(host.fills.first?.bounds == rect(0, 0, 390, 844))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Headers: textCase(nil) keeps the header as written; headerProminence(.increased) is larger and not uppercased")
  func headerCase() {
    let keep = phoneHost(
      List {
        Section {
          Text("A")
        } header: {
          Text("Code").textCase(nil)
        }
      })
    #expect(keep.drawing.contains("text \"Code\""))
    let prominent = phoneHost(List { Section("Code") { Text("A") }.headerProminence(.increased) })
    #expect(prominent.drawing.contains("text \"Code\""))
    #expect(prominent.drawing.contains("#000000FF"))
  }

  @Test("On an iPad (regular width) cards are inset 23 and text 18 inside them")
  func iPad() {
    let host = phoneHost(List { Text("A").accessibilityIdentifier("a") }, device: .iPad)
    #expect(host.rowFrames[0].minX == 23)
    #expect(approximately(host.rowFrames[0].width, 1366 - 46))
    #expect(host.unroundedFrame(of: "a")?.minX == 41)
  }

  @Test("In landscape the cards are inset from the safe area's sides")
  func landscape() {
    let host = phoneHost(List { Text("A").accessibilityIdentifier("a") }, device: .iPhoneLandscape)
    #expect(host.rowFrames[0].minX == 67)
    #expect(approximately(host.rowFrames[0].maxX, 844 - 67))
    #expect(host.unroundedFrame(of: "a")?.minX == 87)
  }

  @Test("A list inside a scroll view has no height, as in SwiftUI")
  func listInScrollView() {
    let host = phoneHost(ScrollView { List { Text("A") }.accessibilityIdentifier("list") })
    #expect(host.frame(of: "list")?.height == 0)
  }

  @Test("A list below other views starts at its own top, not under the status bar")
  func listBelowAHeader() {
    let host = phoneHost(
      VStack(spacing: 0) {
        Color.red.frame(height: 100)
        List { Text("A") }.accessibilityIdentifier("list")
      })
    #expect(host.frame(of: "list") == rect(0, 147, 390, 663))
    #expect(approximately(host.rowFrames[0].minY, 147 + 35))
    #expect(host.frame(named: "List") == rect(0, 147, 390, 697))
  }

  @Test("Data initialisers: Identifiable data, an id key path, a range")
  func dataInitialisers() {
    struct Fruit: Identifiable {
      let id: Int
      let name: String
    }
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    #expect(phoneHost(List(fruits) { Text($0.name) }).rowFrames.count == 2)
    #expect(phoneHost(List(["a", "b", "c"], id: \.self) { Text($0) }).rowFrames.count == 3)
    #expect(phoneHost(List(0..<4) { Text("\($0)") }).rowFrames.count == 4)
  }

  @Test("Rows below the screen are neither sized nor placed: 10,000 rows cost one screen")
  func tenThousandRows() {
    let host = phoneHost(List(0..<10_000) { Text("Row \($0)").accessibilityIdentifier("row\($0)") })
    #expect(host.frame(of: "row0") != nil)
    #expect(host.frame(of: "row9999") == nil)
    let rows = host.rowFrames.filter { $0.height > 0 }.count
    // The screen shows the rows that start above its bottom edge (844 − 82) / 44 → 18.
    #expect(rows == 18)
    // Every size question is about a placed row's views: a bounded number per row.
    #expect(host.statistics.sizeQueries < 40 * rows)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Selection: a tap on a tagged row selects it; the selected row is drawn systemGray4")
  func selection() {
    let selection = Box<String?>(nil)
    let view = List(["Inbox", "Sent"], id: \.self, selection: selection.binding) { name in
      Text(name).accessibilityIdentifier(name)
    }
    let host = phoneHost(view)
    #expect(host.tap("Sent"))
    #expect(selection.value == "Sent")
    let selected = phoneHost(view)
    #expect(selected.fills(at: selected.rowFrames[1]).map(\.color) == ["#FFFFFFFF", "#D1D1D6FF"])
    #expect(selected.fills(at: selected.rowFrames[0]).map(\.color) == ["#FFFFFFFF"])
  }

  @Test("Selection by tag(_:), with a set: a tap selects that row alone")
  func setSelection() {
    enum Box2: Hashable { case inbox, sent }
    let selection = Box<Set<Box2>>([.inbox])
    let host = phoneHost(
      List(selection: selection.binding) {
        Text("Inbox").tag(Box2.inbox)
        Text("Sent").tag(Box2.sent).accessibilityIdentifier("sent")
      })
    #expect(host.fills(at: host.rowFrames[0]).count == 2)
    #expect(host.tap("sent"))
    #expect(selection.value == [.sent])
  }

  @Test(
    "The disclosure hook: a row marked .disclosureIndicator shows chevron.right in tertiaryLabel at the text inset from the trailing edge"
  )
  func disclosureAccessory() throws {
    let host = phoneHost(
      List {
        Text("General").accessibilityIdentifier("general").listRowAccessory(.disclosureIndicator)
      })
    let chevron = try #require(host.frame(named: "Image"))
    #expect(approximately(chevron.maxX, 350))
    #expect(approximately(chevron.midY, host.rowFrames[0].midY))
    #expect(host.drawing.contains("symbol chevron.right"))
    #expect(host.drawing.contains("#3C3C434D"))
  }

  @Test("The tap hook: listRowTapAction makes the whole row run the action")
  func tapAccessory() {
    let taps = TapCounter()
    let host = phoneHost(List { Text("Open").listRowTapAction(taps.tap) })
    let row = host.rowFrames[0]
    #expect(host.interaction(at: CGPoint(x: row.maxX - 2, y: row.midY))?.tap() == true)
    #expect(taps.count == 1)
  }

  @Test("The list style is .insetGrouped by default; .automatic is the same")
  func automaticIsInsetGrouped() {
    let automatic = phoneHost(languages().listStyle(.automatic)).drawing
    #expect(automatic == phoneHost(languages()).drawing)
    #expect(automatic == phoneHost(languages().listStyle(.insetGrouped)).drawing)
  }

  @Test("Plain: white page, rows from edge to edge, text 20 in, no top inset [uncertain]")
  func plainStyle() {
    let host = phoneHost(
      List {
        Text("A").accessibilityIdentifier("a"); Text("B")
      }.listStyle(.plain))
    #expect(host.fills.first?.color == "#FFFFFFFF")
    #expect(host.rowFrames[0] == rect(0, 47, 390, 44))
    #expect(host.unroundedFrame(of: "a")?.minX == 20)
    #expect(host.separatorFrames[0] == rect(20, 91 - hairline, 370, hairline))
  }

  @Test("Grouped: rows from edge to edge on the grouped background, hairlines above and below the section [uncertain]")
  func groupedStyle() {
    let host = phoneHost(
      List {
        Text("A"); Text("B")
      }.listStyle(.grouped))
    #expect(host.fills.first?.color == "#F2F2F7FF")
    #expect(host.rowFrames[0] == rect(0, 82, 390, 44))
    let lines = host.separatorFrames
    #expect(lines.count == 3)
    #expect(lines.contains { approximately($0, rect(0, 82, 390, hairline)) })
    #expect(lines.contains { approximately($0, rect(0, 170 - hairline, 390, hairline)) })
  }
}

/// A `NavigationLink` as a list row (the hook NavigationLinkRowMarker.swift describes).
@MainActor
@Suite("Containers: navigation links in lists")
struct ListNavigationLinkTests {
  @Test(
    "A NavigationLink row: the label in the primary colour at x = 40, filling the row to the trailing inset; a tap pushes"
  )
  func navigationLinkRow() throws {
    let host = phoneHost(
      NavigationStack {
        List {
          NavigationLink("General") { Text("Detail").accessibilityIdentifier("detail") }
            .accessibilityIdentifier("general")
        }
      })
    #expect(host.runtimeIssues.isEmpty)
    #expect(host.rowFrames.count == 1)
    #expect(host.rowFrames[0].height == 44)
    let link = try #require(host.unroundedFrame(of: "general"))
    #expect(link.minX == 40)
    #expect(approximately(link.maxX, 350))
    #expect(
      host.drawing.split(separator: "\n").contains {
        $0.contains("text \"General\" (40, ") && $0.hasSuffix("#000000FF")
      })
    #expect(host.tap("general"))
    #expect(host.unroundedFrame(of: "detail") != nil)
  }
}

/// What a still picture of a list does not show — swipes, pulls, drags, edit mode — compiles,
/// leaves the list as it is at rest, and is driven from tests where a driver exists.
@MainActor
@Suite("Containers: list editing")
struct ListEditingTests {
  private struct Item: Identifiable {
    let id: Int
  }

  @Test("onDelete, onMove, swipeActions, refreshable, deleteDisabled and moveDisabled change no frame")
  func acceptedModifiers() {
    let items = [Item(id: 1), Item(id: 2)]
    let plain = phoneHost(List { ForEach(items) { Text("\($0.id)") } })
    let edited = phoneHost(
      List {
        ForEach(items) { item in
          Text("\(item.id)")
            .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {} }
            .deleteDisabled(item.id == 1)
            .moveDisabled(true)
        }
        .onDelete { _ in }
        .onMove { _, _ in }
      }
      .refreshable {})
    #expect(edited.drawing == plain.drawing)
    #expect(edited.runtimeIssues.isEmpty)
  }

  @Test("onDelete: a full trailing swipe on a row deletes it, called with the row's offset")
  func onDeleteSwipe() {
    let deleted = Box(IndexSet())
    let host = phoneHost(
      List {
        ForEach([Item(id: 1), Item(id: 2), Item(id: 3)]) { Text("\($0.id)").accessibilityIdentifier("row\($0.id)") }
          .onDelete { deleted.value = $0 }
      })
    #expect(host.swipe("row2"))
    #expect(deleted.value == IndexSet(integer: 1))
    let actions = host.swipeActions(of: "row3")
    #expect(actions?.drawing.contains("text \"Delete\"") == true)
  }

  @Test("A row marked deleteDisabled, or with trailing swipe actions of its own, has no Delete action from onDelete")
  func onDeleteExceptions() {
    let deleted = Box(IndexSet())
    let archived = Box(false)
    let host = phoneHost(
      List {
        ForEach([Item(id: 1), Item(id: 2)]) { item in
          if item.id == 1 {
            Text("1").accessibilityIdentifier("row1").deleteDisabled(true)
          } else {
            Text("2").accessibilityIdentifier("row2").swipeActions { Button("Archive") { archived.value = true } }
          }
        }
        .onDelete { deleted.value = $0 }
      })
    #expect(host.swipeActions(of: "row1") == nil)
    #expect(host.swipe("row2"))
    #expect(archived.value)
    #expect(deleted.value.isEmpty)
  }

  @Test("EditButton toggles the edit mode binding: Edit, then Done")
  func editButton() {
    let mode = Box(EditMode.inactive)
    let host = phoneHost(EditButton().accessibilityIdentifier("edit").environment(\.editMode, mode.binding))
    #expect(host.drawing.contains("text \"Edit\""))
    #expect(host.tap("edit"))
    #expect(mode.value == .active)
    #expect(mode.value.isEditing)
    let editing = phoneHost(EditButton().environment(\.editMode, mode.binding))
    #expect(editing.drawing.contains("text \"Done\""))
  }
}
