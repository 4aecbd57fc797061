import Foundation

/// A container that presents rows of data arranged in one or more columns, optionally providing
/// the ability to select one or more members.
///
/// ```swift
/// struct PeopleTable: View {
///     @State private var selection = Set<Person.ID>()
///     @State private var sortOrder = [KeyPathComparator(\Person.givenName)]
///
///     var body: some View {
///         Table(people, selection: $selection, sortOrder: $sortOrder) {
///             TableColumn("Given Name", value: \.givenName)
///             TableColumn("Family Name", value: \.familyName)
///             TableColumn("E-Mail Address", value: \.emailAddress)
///         }
///         .onChange(of: sortOrder) { people.sort(using: sortOrder) }
///     }
/// }
/// ```
///
/// A table follows the rule Apple documents for it: "On iOS, and in other situations with a
/// compact horizontal size class, tables don't show headers and collapse all columns after the
/// first" ([Table](https://developer.apple.com/documentation/swiftui/table)). So on an iPhone a
/// table is a list of its rows, each its first column's cell — laid out exactly as a plain
/// `List` of those cells (`.listStyle(.inset)` for `.tableStyle(.inset)`) — and a first column
/// that shows more of a row in compact width is the way to adapt it.
///
/// In a regular horizontal size class (an iPad at full width) a table draws a header row, the
/// columns' titles in the secondary label colour, and each row's cells side by side in the columns: a
/// column `width(_:)` fixes keeps that width, the others share the rest equally within their
/// `width(min:ideal:max:)` bounds. The rows are an inset list's rows: inset from the table's
/// edges, separated by hairlines, the selected ones highlighted as a list's selection.
///
/// With a selection, a tap on a row selects it (alone, for a set, as a list outside edit mode
/// does). With a sort order, a tap on a sortable column's title in the header puts that column's
/// comparator first in the order, or flips its order if it is already first, and the column
/// that sorts first shows a chevron; the table does not sort its rows itself, as in SwiftUI —
/// sort the data when the order changes. Like a list, a table scrolls, fills the space it is
/// offered, and lays out only the rows that show.
///
/// Fidelity: partial — which rows show and where follow Apple's documented rule, and on an
/// iPhone a table is laid out as the equivalent `List`; that the compact rows are a plain list's
/// is a second-hand report (WWDC22's digital lounges, quoted in ming1016/SwiftPamphletApp#190,
/// "table defaults to a plain list") [uncertain]; the regular-width header (footnote semibold,
/// secondary), the 8-point column spacing, the inset list geometry, the chevron and the rule of
/// a header tap are not measured on an iPad [uncertain]; sections of rows, disclosure rows,
/// column customization and row modifiers (context menus, drag and drop) are not provided.
nonisolated public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View, PrimitiveView
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
  let rows: Rows
  let columns: Columns
  let selection: ListSelection?
  let sorting: TableSorting?

  init(rows: Rows, columns: Columns, selection: ListSelection?, sorting: TableSorting?) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
    self.sorting = sorting
  }

  /// Reads the columns and rows, and resolves the table in the current table style.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    var columnList = _TableColumnList()
    Columns._makeColumns(content: view.columns, columns: &columnList)
    var rowList = _TableRowList()
    Rows._makeRows(content: view.rows, rows: &rowList)
    let values = rowList.values.compactMap { $0 as? Value }
    let columns = columnList.columns
    let (selection, sorting) = (view.selection, view.sorting)
    let configuration = TableStyleConfiguration { kind, inputs in
      TableAssembly.make(
        values: values, columns: columns, selection: selection, sorting: sorting, kind: kind, inputs: inputs)
    }
    inputs.environment.tableStyle.resolve(configuration, inputs: inputs)
  }
}

extension Table {
  /// Creates a table that computes its rows based on a collection of identifiable data.
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the table rows.
  ///   - columns: The columns to display in the table.
  public init<Data>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
    self.init(rows: TableForEachContent(data), columns: columns(), selection: nil, sorting: nil)
  }

  /// Creates a table that computes its rows based on a collection of identifiable data, and
  /// that supports selecting zero or one row.
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the table rows.
  ///   - selection: A binding to the optional selected row ID: a tap on a row selects it.
  ///   - columns: The columns to display in the table.
  public init<Data>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
    self.init(rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection), sorting: nil)
  }

  /// Creates a table that computes its rows based on a collection of identifiable data, and
  /// that supports selecting multiple rows.
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the table rows.
  ///   - selection: A binding to a set that identifies the selected rows IDs: a tap on a row
  ///     selects it alone.
  ///   - columns: The columns to display in the table.
  public init<Data>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
    self.init(rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection), sorting: nil)
  }

  /// Creates a sortable table that computes its rows based on a collection of identifiable
  /// data.
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the table rows.
  ///   - sortOrder: A binding to the ordered sorting of columns: a tap on a sortable column's
  ///     header in regular width updates it.
  ///   - columns: The columns to display in the table.
  public init<Data, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
    Data.Element == Sort.Compared
  {
    self.init(rows: TableForEachContent(data), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
  }

  /// Creates a sortable table that computes its rows based on a collection of identifiable
  /// data, and supports selecting zero or one row.
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the table rows.
  ///   - selection: A binding to the optional selected row ID: a tap on a row selects it.
  ///   - sortOrder: A binding to the ordered sorting of columns: a tap on a sortable column's
  ///     header in regular width updates it.
  ///   - columns: The columns to display in the table.
  public init<Data, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
    Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection),
      sorting: TableSorting(sortOrder))
  }

  /// Creates a sortable table that computes its rows based on a collection of identifiable
  /// data, and supports selecting multiple rows.
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the table rows.
  ///   - selection: A binding to a set that identifies the selected rows IDs: a tap on a row
  ///     selects it alone.
  ///   - sortOrder: A binding to the ordered sorting of columns: a tap on a sortable column's
  ///     header in regular width updates it.
  ///   - columns: The columns to display in the table.
  public init<Data, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
    Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection),
      sorting: TableSorting(sortOrder))
  }
}

extension Table {
  /// Creates a table with the given columns and rows that generates its contents using values
  /// of the given type.
  ///
  /// - Parameters:
  ///   - valueType: The type of value used to derive the table's contents.
  ///   - columns: The columns to display in the table.
  ///   - rows: The rows to display in the table.
  public init(
    of valueType: Value.Type = Value.self,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
  }

  /// Creates a table with the given columns and rows that supports selecting zero or one row.
  ///
  /// - Parameters:
  ///   - valueType: The type of value used to derive the table's contents.
  ///   - selection: A binding to the optional selected row ID: a tap on a row selects it.
  ///   - columns: The columns to display in the table.
  ///   - rows: The rows to display in the table.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sorting: nil)
  }

  /// Creates a table with the given columns and rows that supports selecting multiple rows.
  ///
  /// - Parameters:
  ///   - valueType: The type of value used to derive the table's contents.
  ///   - selection: A binding to a set that identifies the selected rows IDs: a tap on a row
  ///     selects it alone.
  ///   - columns: The columns to display in the table.
  ///   - rows: The rows to display in the table.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sorting: nil)
  }

  /// Creates a sortable table with the given columns and rows.
  ///
  /// - Parameters:
  ///   - valueType: The type of value used to derive the table's contents.
  ///   - sortOrder: A binding to the ordered sorting of columns: a tap on a sortable column's
  ///     header in regular width updates it.
  ///   - columns: The columns to display in the table.
  ///   - rows: The rows to display in the table.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
  }

  /// Creates a sortable table with the given columns and rows that supports selecting zero or
  /// one row.
  ///
  /// - Parameters:
  ///   - valueType: The type of value used to derive the table's contents.
  ///   - selection: A binding to the optional selected row ID: a tap on a row selects it.
  ///   - sortOrder: A binding to the ordered sorting of columns: a tap on a sortable column's
  ///     header in regular width updates it.
  ///   - columns: The columns to display in the table.
  ///   - rows: The rows to display in the table.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sorting: TableSorting(sortOrder))
  }

  /// Creates a sortable table with the given columns and rows that supports selecting
  /// multiple rows.
  ///
  /// - Parameters:
  ///   - valueType: The type of value used to derive the table's contents.
  ///   - selection: A binding to a set that identifies the selected rows IDs: a tap on a row
  ///     selects it alone.
  ///   - sortOrder: A binding to the ordered sorting of columns: a tap on a sortable column's
  ///     header in regular width updates it.
  ///   - columns: The columns to display in the table.
  ///   - rows: The rows to display in the table.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sorting: TableSorting(sortOrder))
  }
}
