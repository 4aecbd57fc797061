import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// A person, the row value of the tables below.
private struct Person: Identifiable, Hashable, Sendable {
  let id: Int
  let givenName: String
  let familyName: String
  let age: Int
}

/// Table: on an iPhone (compact width) only the first column, laid out as a plain `List` of its
/// cells; on an iPad (regular width, 1366 × 1024 at 2×, safe area 24 / 20) a header row and the
/// columns, in an inset list's rows — cards 23 from the edges, text 18 inside them, so the
/// columns share 1366 − 46 − 36 = 1284 points, 8 between columns.
@MainActor
@Suite("Containers: Table")
struct TableTests {
  fileprivate nonisolated static let people = [
    Person(id: 1, givenName: "Juan", familyName: "Chavez", age: 36),
    Person(id: 2, givenName: "Mei", familyName: "Chen", age: 29),
    Person(id: 3, givenName: "Tom", familyName: "Clark", age: 41),
  ]

  /// Three columns: two that share the room, and a fixed one of 100.
  private func peopleTable() -> some View {
    Table(Self.people) {
      TableColumn("Given Name", value: \.givenName)
      TableColumn("Family Name", value: \.familyName)
      TableColumn("Age") { Text("\($0.age)") }.width(100)
    }
  }

  // MARK: Compact width

  @Test("On an iPhone a table shows only its first column")
  func compactShowsFirstColumn() {
    let host = phoneHost(peopleTable())
    #expect(host.frame(named: "Text \"Juan\"") != nil)
    #expect(host.frame(named: "Text \"Chavez\"") == nil)
    #expect(host.frame(named: "Text \"36\"") == nil)
  }

  @Test("On an iPhone a table shows no column headers")
  func compactHidesHeaders() {
    let host = phoneHost(peopleTable().tableColumnHeaders(.visible))
    #expect(host.frame(named: "Text \"Given Name\"") == nil)
    #expect(!host.drawing.contains("Given Name"))
  }

  @Test("On an iPhone the rows are framed as a plain List of the first column's cells")
  func compactRowsAreAPlainList() {
    let table = phoneHost(peopleTable())
    let list = phoneHost(List(Self.people) { Text($0.givenName) }.listStyle(.plain))
    #expect(table.rowFrames.count == 3)
    #expect(table.rowFrames == list.rowFrames)
    #expect(table.rowFrames.first == rect(0, 47, 390, 44))
    #expect(table.frame(named: "Text \"Mei\"") == list.frame(named: "Text \"Mei\""))
    #expect(table.separatorFrames == list.separatorFrames)
    #expect(table.drawing == list.drawing)
  }

  @Test("On an iPhone an inset table's rows are framed as an inset List's")
  func compactInsetRowsAreAnInsetList() {
    let table = phoneHost(peopleTable().tableStyle(.inset))
    let list = phoneHost(List(Self.people) { Text($0.givenName) }.listStyle(.inset))
    #expect(table.rowFrames == list.rowFrames)
    #expect(table.rowFrames.first?.minX == 20)
    #expect(table.drawing == list.drawing)
  }

  @Test("A table fills the space offered, as a list does")
  func fillsTheWindow() {
    let host = phoneHost(peopleTable().accessibilityIdentifier("table"))
    #expect(host.frame(of: "table") == rect(0, 47, 390, 763))
    #expect(host.frame(named: "List") == rect(0, 0, 390, 844))
  }

  @Test("In an iPad's one-third split view (compact width) a table shows only its first column")
  func compactOnIPadSplit() {
    let host = phoneHost(peopleTable(), device: .iPadSplitOneThird)
    #expect(host.frame(named: "Text \"Juan\"") != nil)
    #expect(host.frame(named: "Text \"Chavez\"") == nil)
    #expect(host.frame(named: "Text \"Given Name\"") == nil)
  }

  // MARK: Regular width

  @Test("On an iPad the header row shows each column's title at its column's leading edge")
  func regularHeaderRow() throws {
    let host = phoneHost(peopleTable(), device: .iPad)
    let given = try #require(host.frame(named: "Text \"Given Name\""))
    let family = try #require(host.frame(named: "Text \"Family Name\""))
    let age = try #require(host.frame(named: "Text \"Age\""))
    // 16 below the safe area's top (24), as a section header; footnote, 6.5 a character.
    #expect(given.origin == CGPoint(x: 41, y: 40))
    #expect(given.width == 65)
    #expect(family.origin == CGPoint(x: 633, y: 40))
    #expect(age.origin == CGPoint(x: 1225, y: 40))
  }

  @Test("The header's titles are footnote, in the secondary colour, as written (not uppercased)")
  func regularHeaderStyle() {
    let host = phoneHost(peopleTable(), device: .iPad)
    let lines = host.drawing.split(separator: "\n").filter { $0.contains("Given Name") }
    #expect(lines.count == 1)
    #expect(lines.first?.contains("#3C3C4399") == true)
    #expect(!host.drawing.contains("GIVEN NAME"))
  }

  @Test("Columns without a width share the room a fixed column leaves, 8 apart")
  func regularColumnWidths() throws {
    let host = phoneHost(peopleTable(), device: .iPad)
    // (1284 − 2 × 8 − 100) / 2 = 584 for each flexible column.
    #expect(host.frame(named: "Text \"Juan\"")?.minX == 41)
    #expect(host.frame(named: "Text \"Chavez\"")?.minX == CGFloat(41 + 584 + 8))
    #expect(host.frame(named: "Text \"36\"")?.minX == CGFloat(41 + 584 + 8 + 584 + 8))
  }

  @Test("The cells of a row are centred in it, and the rows are an inset list's rows")
  func regularRows() throws {
    let host = phoneHost(peopleTable(), device: .iPad)
    let rows = host.rowFrames
    #expect(rows.count == 3)
    let header = try #require(host.frame(named: "Text \"Given Name\""))
    // The first row 17 / 3 below the header, on the 2× pixel grid.
    #expect(rows[0].minY == ((header.maxY + 17.0 / 3) * 2).rounded() / 2)
    for (index, row) in rows.enumerated() {
      #expect(row.minX == 23 && row.width == 1320 && row.height == 44)
      if index > 0 { #expect(row.minY == rows[index - 1].maxY) }
    }
    let juan = try #require(host.frame(named: "Text \"Juan\""))
    #expect(abs(juan.midY - rows[0].midY) <= 0.5)
    #expect(host.separatorFrames.count == 2)
    #expect(host.separatorFrames.first?.minX == 41)
  }

  @Test("width(min:ideal:max:): a column no narrower than its ideal nor wider than its max; the rest shared")
  func widthConstraints() {
    let specs = [
      TableColumnWidth(fixed: 100), TableColumnWidth(ideal: 500), TableColumnWidth(), TableColumnWidth(max: 50),
    ]
    // 900 left after the fixed column: 300 a share is below the ideal 500, which it takes; of
    // the 400 left, 200 a share is above the maximum 50; the last column takes 350.
    #expect(TableColumnsLayout.distribute(1000, among: specs) == [100, 500, 350, 50])
    #expect(TableColumnsLayout.distribute(300, among: [TableColumnWidth(min: 200), TableColumnWidth()]) == [200, 100])
  }

  @Test("width(min:ideal:max:) in a table: the column keeps its ideal width")
  func widthIdealInTable() {
    let host = phoneHost(
      Table(Self.people) {
        TableColumn("Given Name", value: \.givenName).width(min: 100, ideal: 800, max: 900)
        TableColumn("Family Name", value: \.familyName)
      },
      device: .iPad)
    // 1284 − 8 = 1276 shared: 638 is below the ideal 800, so the second column gets 476.
    #expect(host.frame(named: "Text \"Chavez\"")?.minX == CGFloat(41 + 800 + 8))
  }

  @Test("width(nil) changes nothing")
  func widthNil() {
    let host = phoneHost(
      Table(Self.people) {
        TableColumn("Given Name", value: \.givenName).width(nil)
        TableColumn("Family Name", value: \.familyName)
      },
      device: .iPad)
    #expect(host.frame(named: "Text \"Chavez\"")?.minX == CGFloat(41 + 638 + 8))
  }

  @Test("A table without rows shows its header row alone")
  func emptyTable() {
    let host = phoneHost(
      Table([Person]()) {
        TableColumn("Given Name", value: \.givenName)
      },
      device: .iPad)
    #expect(host.rowFrames.isEmpty)
    #expect(host.frame(named: "Text \"Given Name\"")?.origin == CGPoint(x: 41, y: 40))
  }

  @Test("tableColumnHeaders(.hidden) removes the header row; the rows start 35 below the safe area")
  func headersHidden() {
    let host = phoneHost(peopleTable().tableColumnHeaders(.hidden), device: .iPad)
    #expect(host.frame(named: "Text \"Given Name\"") == nil)
    #expect(host.rowFrames.first?.minY == CGFloat(24 + 35))
  }

  // MARK: Selection

  @Test("Single selection: a tap on a row selects its ID")
  func singleSelection() {
    let selection = Box<Int?>(nil)
    let host = phoneHost(
      Table(Self.people, selection: selection.binding) {
        TableColumn("Given Name") { Text($0.givenName).accessibilityIdentifier($0.givenName) }
      })
    #expect(host.tap("Mei"))
    #expect(selection.value == 2)
  }

  @Test("The selected row is highlighted as a list's selection, systemGray4")
  func selectionHighlight() {
    let selection = Box<Int?>(3)
    let host = phoneHost(
      Table(Self.people, selection: selection.binding) {
        TableColumn("Given Name", value: \.givenName)
        TableColumn("Family Name", value: \.familyName)
      },
      device: .iPad)
    let rows = host.rowFrames
    #expect(host.fills(at: rows[2]).map(\.color) == ["#FFFFFFFF", "#D1D1D6FF"])
    #expect(host.fills(at: rows[0]).map(\.color) == ["#FFFFFFFF"])
  }

  @Test("Multiple selection: a tap on a row selects it alone")
  func multipleSelection() {
    let selection = Box<Set<Int>>([1, 3])
    let host = phoneHost(
      Table(Self.people, selection: selection.binding) {
        TableColumn("Given Name") { Text($0.givenName).accessibilityIdentifier($0.givenName) }
        TableColumn("Family Name", value: \.familyName)
      },
      device: .iPad)
    #expect(host.fills(at: host.rowFrames[0]).count == 2)
    #expect(host.fills(at: host.rowFrames[2]).count == 2)
    #expect(host.tap("Tom"))
    #expect(selection.value == [3])
  }

  // MARK: Sorting

  private func sortableTable(_ order: Box<[KeyPathComparator<Person>]>) -> some View {
    Table(Self.people, sortOrder: order.binding) {
      TableColumn("Given Name", value: \.givenName)
      TableColumn("Family Name", value: \.familyName)
      TableColumn("Notes") { _ in Text("—") }
    }
  }

  @Test("A tap on a sortable column's title puts its comparator first in the sort order")
  func sortByTappedColumn() throws {
    let order = Box([KeyPathComparator(\Person.givenName)])
    let host = phoneHost(sortableTable(order), device: .iPad)
    let family = try #require(host.frame(named: "Text \"Family Name\""))
    #expect(host.tap(at: CGPoint(x: family.midX, y: family.midY)))
    #expect(order.value.map(\.order) == [.forward, .forward])
    #expect(order.value.first == KeyPathComparator(\Person.familyName, comparator: String.StandardComparator.lexical))
    #expect(order.value.last == KeyPathComparator(\Person.givenName))
  }

  @Test("A tap on the title of the column that sorts first flips its order")
  func sortFlipsOrder() throws {
    let order = Box([KeyPathComparator(\Person.givenName, comparator: String.StandardComparator.lexical)])
    let host = phoneHost(sortableTable(order), device: .iPad)
    let given = try #require(host.frame(named: "Text \"Given Name\""))
    #expect(host.tap(at: CGPoint(x: given.midX, y: given.midY)))
    #expect(order.value.count == 1)
    #expect(order.value.first?.order == .reverse)
  }

  @Test("The column that sorts first shows a chevron after its title: up ascending, down descending")
  func sortIndicator() throws {
    let order = Box([KeyPathComparator(\Person.familyName, comparator: String.StandardComparator.lexical)])
    let host = phoneHost(sortableTable(order), device: .iPad)
    let chevron = try #require(host.frame(named: "Image systemName: \"chevron.up\""))
    let family = try #require(host.frame(named: "Text \"Family Name\""))
    #expect(chevron.minX == family.maxX + 4)
    order.value[0].order = .reverse
    let reversed = phoneHost(sortableTable(order), device: .iPad)
    #expect(reversed.frame(named: "Image systemName: \"chevron.down\"") != nil)
    #expect(reversed.frame(named: "Image systemName: \"chevron.up\"") == nil)
  }

  @Test("A comparator of a column's key path marks that column, whatever its string comparator")
  func sortIndicatorByKeyPath() throws {
    let order = Box([KeyPathComparator(\Person.givenName)])
    let host = phoneHost(sortableTable(order), device: .iPad)
    let chevron = try #require(host.frame(named: "Image systemName: \"chevron.up\""))
    let given = try #require(host.frame(named: "Text \"Given Name\""))
    #expect(chevron.minX == given.maxX + 4)
  }

  @Test("A tap on a column that does not sort leaves the order alone")
  func unsortableColumn() throws {
    let order = Box([KeyPathComparator(\Person.givenName)])
    let host = phoneHost(sortableTable(order), device: .iPad)
    let notes = try #require(host.frame(named: "Text \"Notes\""))
    host.tap(at: CGPoint(x: notes.midX, y: notes.midY))
    #expect(order.value == [KeyPathComparator(\Person.givenName)])
  }

  @Test("sortUsing: a tap puts the column's own comparator first")
  func sortUsingComparator() throws {
    let order = Box([KeyPathComparator(\Person.givenName)])
    let host = phoneHost(
      Table(Self.people, sortOrder: order.binding) {
        TableColumn("Given Name", value: \.givenName) { Text($0.givenName) }
        TableColumn("Age", sortUsing: KeyPathComparator(\Person.age, order: .reverse)) { Text("\($0.age)") }
      },
      device: .iPad)
    let age = try #require(host.frame(named: "Text \"Age\""))
    #expect(host.tap(at: CGPoint(x: age.midX, y: age.midY)))
    #expect(order.value.first == KeyPathComparator(\Person.age, order: .reverse))
  }

  // MARK: Rows and columns

  @Test("Explicit rows: TableRow, ForEach and if, in order")
  func explicitRows() {
    let extra = Person(id: 4, givenName: "Gita", familyName: "Kumar", age: 33)
    func table(showExtra: Bool) -> some View {
      Table(of: Person.self) {
        TableColumn("Given Name", value: \.givenName)
      } rows: {
        TableRow(Self.people[2])
        ForEach(Self.people.prefix(2)) { TableRow($0) }
        if showExtra { TableRow(extra) }
      }
    }
    let host = phoneHost(table(showExtra: true))
    let names = ["Tom", "Juan", "Mei", "Gita"].map { host.frame(named: "Text \"\($0)\"")?.minY ?? -1 }
    #expect(names == names.sorted() && !names.contains(-1))
    #expect(phoneHost(table(showExtra: false)).rowFrames.count == 3)
  }

  @Test("Custom row and column content: their bodies make the rows and columns")
  func customContent() {
    struct StaffRows: TableRowContent {
      let staff: [Person]
      var tableRowBody: some TableRowContent<Person> {
        ForEach(staff, id: \.id) { TableRow($0) }
      }
    }
    struct NameColumns: TableColumnContent {
      var tableColumnBody: some TableColumnContent<Person, Never> {
        TableColumn("Given Name", value: \.givenName)
        TableColumn("Family Name", value: \.familyName)
      }
    }
    let host = phoneHost(
      Table(of: Person.self) {
        NameColumns()
      } rows: {
        StaffRows(staff: Self.people)
      },
      device: .iPad)
    #expect(host.rowFrames.count == 3)
    #expect(host.frame(named: "Text \"Clark\"")?.minX == CGFloat(41 + 638 + 8))
  }

  @Test("if in the columns: the column shows when the condition holds")
  func conditionalColumn() {
    func table(showAge: Bool) -> some View {
      Table(Self.people) {
        TableColumn("Given Name", value: \.givenName)
        if showAge {
          TableColumn("Age") { Text("\($0.age)") }
        }
      }
    }
    #expect(phoneHost(table(showAge: true), device: .iPad).frame(named: "Text \"Age\"") != nil)
    #expect(phoneHost(table(showAge: false), device: .iPad).frame(named: "Text \"Age\"") == nil)
  }

  @Test("Every initialiser makes the table's rows")
  func initialisers() {
    let single = Box<Int?>(nil)
    let set = Box<Set<Int>>([])
    let order = Box([KeyPathComparator(\Person.age)])
    let data: [AnyView] = [
      AnyView(Table(Self.people) { TableColumn("Name", value: \.givenName) }),
      AnyView(Table(Self.people, selection: single.binding) { TableColumn("Name", value: \.givenName) }),
      AnyView(Table(Self.people, selection: set.binding) { TableColumn("Name", value: \.givenName) }),
      AnyView(Table(Self.people, sortOrder: order.binding) { TableColumn("Name", value: \.givenName) }),
      AnyView(
        Table(Self.people, selection: single.binding, sortOrder: order.binding) {
          TableColumn("Name", value: \.givenName)
        }),
      AnyView(
        Table(Self.people, selection: set.binding, sortOrder: order.binding) {
          TableColumn("Name", value: \.givenName)
        }),
    ]
    let rows: [AnyView] = [
      AnyView(
        Table(of: Person.self) {
          TableColumn("Name", value: \.givenName)
        } rows: {
          Self.rows
        }),
      AnyView(
        Table(of: Person.self, selection: single.binding) {
          TableColumn("Name", value: \.givenName)
        } rows: {
          Self.rows
        }),
      AnyView(
        Table(of: Person.self, selection: set.binding) {
          TableColumn("Name", value: \.givenName)
        } rows: {
          Self.rows
        }),
      AnyView(
        Table(sortOrder: order.binding) {
          TableColumn("Name", value: \.givenName)
        } rows: {
          Self.rows
        }),
      AnyView(
        Table(selection: single.binding, sortOrder: order.binding) {
          TableColumn("Name", value: \.givenName)
        } rows: {
          Self.rows
        }),
      AnyView(
        Table(of: Person.self, selection: set.binding, sortOrder: order.binding) {
          TableColumn("Name", value: \.givenName)
        } rows: {
          Self.rows
        }),
    ]
    for table in data + rows {
      #expect(phoneHost(table).rowFrames.count == 3)
    }
  }

  /// The people, as explicit rows.
  @TableRowBuilder<Person>
  private static var rows: some TableRowContent<Person> {
    ForEach(people) { TableRow($0) }
  }

  // MARK: Styles

  @Test("tableStyle(.automatic) is the default; .inset draws the same on an iPad")
  func builtInStyles() {
    let automatic = phoneHost(peopleTable(), device: .iPad).drawing
    #expect(phoneHost(peopleTable().tableStyle(.automatic), device: .iPad).drawing == automatic)
    #expect(phoneHost(peopleTable().tableStyle(.inset), device: .iPad).drawing == automatic)
  }

  @Test("A custom style's body is drawn in place of the table, and can wrap a built-in style")
  func customStyle() {
    struct Framed: TableStyle {
      func makeBody(configuration: Configuration) -> some View {
        InsetTableStyle().makeBody(configuration: configuration).accessibilityIdentifier("framed")
      }
    }
    let host = phoneHost(peopleTable().tableStyle(Framed()))
    #expect(host.frame(of: "framed") == rect(0, 47, 390, 763))
    #expect(host.rowFrames.first?.minX == 20)
  }
}
