import Foundation

/// A type used to represent columns within a table.
///
/// Like a view, custom column content composes others in its
/// `tableColumnBody`:
///
/// ```swift
/// struct NameColumns: TableColumnContent {
///     var tableColumnBody: some TableColumnContent<Person, Never> {
///         TableColumn("Given Name", value: \.givenName)
///         TableColumn("Family Name", value: \.familyName)
///     }
/// }
/// ```
///
/// A table reads its columns once each time it is resolved: a custom body is evaluated then, on
/// the main actor, as a view's is.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of value of rows presented by this column content.
  associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue

  /// The type of sort comparator associated with this table column content.
  associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator

  /// The type of content representing the body of this table column content.
  associatedtype TableColumnBody: TableColumnContent

  /// The composition of content that comprise the table column content.
  @TableColumnBuilder<TableRowValue, TableColumnSortComparator> var tableColumnBody: TableColumnBody { get }

  /// Appends the columns `content` makes to `columns`. Not for use by apps.
  nonisolated static func _makeColumns(content: Self, columns: inout _TableColumnList)
}

nonisolated extension TableColumnContent {
  /// Evaluates the body, on the main actor as a view's `body` is, and appends its columns.
  public static func _makeColumns(content: Self, columns: inout _TableColumnList) {
    let body = mainActorCall({ $0.tableColumnBody }, content)
    TableColumnBody._makeColumns(content: body, columns: &columns)
  }
}

/// The columns of a table, as its column content makes them, in order. Not for use by apps.
public struct _TableColumnList {
  /// The columns, type-erased.
  var columns: [TableColumnEntry] = []
}

/// One column of a table, type-erased: its header label, its cells, its width and its sort
/// comparator.
struct TableColumnEntry {
  /// The column's title, drawn in the header row.
  var label: AnyView
  /// Makes the cell of a row from the row's value (a `TableRowValue` of the table).
  var cell: (Any) -> AnyView
  /// The widths `width(_:)` or `width(min:ideal:max:)` set.
  var width: TableColumnWidth
  /// The column's sort comparator, `nil` for a column that does not sort.
  var comparator: AnyHashable?
}

/// The width constraints of a column.
struct TableColumnWidth: Hashable {
  /// The width of a column `width(_:)` fixed; the other constraints are then ignored.
  var fixed: CGFloat?
  /// The constraints of a resizable column, from `width(min:ideal:max:)`.
  var min: CGFloat?
  var ideal: CGFloat?
  var max: CGFloat?
}

/// Column content that has no body: it makes its columns itself.
nonisolated protocol PrimitiveTableColumnContent: TableColumnContent where TableColumnBody == Never {}

nonisolated extension PrimitiveTableColumnContent {
  /// Primitive column content has no body; asking for one is a programming error.
  public var tableColumnBody: Never {
    return preconditionFailure("\(Self.self) is primitive table column content: it has no body")
  }
}

nonisolated extension Never: TableColumnContent {
  /// The sort comparator of a column that cannot exist.
  public typealias TableColumnSortComparator = Never

  /// `Never` has no body.
  public var tableColumnBody: Never { self }

  /// Makes no columns.
  public static func _makeColumns(content: Self, columns: inout _TableColumnList) {}
}

/// A type of table column content that creates table columns created from a Swift tuple of
/// table columns.
///
/// You don't use this type directly: ``TableColumnBuilder`` makes it from the columns of a
/// `columns` closure, and the size of the tuple is the number of columns written there.
nonisolated public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>:
  PrimitiveTableColumnContent
{
  /// The type of value of the rows the columns present.
  public typealias TableRowValue = RowValue
  /// The type of sort comparator of the columns.
  public typealias TableColumnSortComparator = Sort

  /// The value of a row presented by this column content: the tuple of columns.
  public var value: T
  /// Appends each element's columns, in order.
  let makeColumns: (inout _TableColumnList) -> Void

  init<each Content: TableColumnContent>(_ content: repeat each Content) where T == (repeat each Content) {
    value = (repeat each content)
    var parts: [(inout _TableColumnList) -> Void] = []
    for element in repeat each content {
      parts.append { columns in Self.appendColumns(of: element, to: &columns) }
    }
    makeColumns = { columns in
      for part in parts { part(&columns) }
    }
  }

  private static func appendColumns<Content: TableColumnContent>(
    of content: Content, to columns: inout _TableColumnList
  ) {
    Content._makeColumns(content: content, columns: &columns)
  }

  /// Appends the columns of each element of the tuple, in order.
  public static func _makeColumns(content: Self, columns: inout _TableColumnList) {
    content.makeColumns(&columns)
  }
}

nonisolated extension Optional: TableColumnContent where Wrapped: TableColumnContent {
  /// The type of value of the rows the wrapped columns present.
  public typealias TableRowValue = Wrapped.TableRowValue
  /// The type of sort comparator of the wrapped columns.
  public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator

  /// Optional columns have no body.
  public var tableColumnBody: Never {
    return preconditionFailure("Optional table column content is primitive: it has no body")
  }

  /// Appends the wrapped columns, if there are any.
  public static func _makeColumns(content: Self, columns: inout _TableColumnList) {
    if let content { Wrapped._makeColumns(content: content, columns: &columns) }
  }
}

nonisolated extension _ConditionalContent: TableColumnContent
where
  TrueContent: TableColumnContent, FalseContent: TableColumnContent,
  TrueContent.TableRowValue == FalseContent.TableRowValue,
  TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
  /// The type of value of the rows either branch's columns present.
  public typealias TableRowValue = TrueContent.TableRowValue
  /// The type of sort comparator of either branch's columns.
  public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator

  /// Conditional columns have no body.
  public var tableColumnBody: Never {
    return preconditionFailure("Conditional table column content is primitive: it has no body")
  }

  /// Appends the columns of the branch that was taken.
  public static func _makeColumns(content: Self, columns: inout _TableColumnList) {
    switch content.storage {
    case .trueContent(let content): TrueContent._makeColumns(content: content, columns: &columns)
    case .falseContent(let content): FalseContent._makeColumns(content: content, columns: &columns)
    }
  }
}

/// A result builder that creates table column content from closures.
///
/// You don't use this type directly: the `columns` parameter of the ``Table`` initializers is
/// marked `@TableColumnBuilder`, so the compiler calls it. In a sortable table (`Sort` a
/// comparator, not `Never`) a column that sorts with the table's comparator and a column that
/// does not sort (`TableColumn("Notes") { … }`) can stand side by side; where a column could be
/// either (`TableColumn("Name", value: \.name)`), the one that sorts with the table's comparator
/// is chosen.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  /// Passes a column that sorts with the table's comparator through.
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    column
  }

  /// Passes any other column through: one that does not sort (its comparator `Never`), or one
  /// that sorts in a table that does not.
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue {
    column
  }

  /// Creates a single column result.
  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue {
    column
  }

  /// Creates a column result from several sources.
  public static func buildBlock<each Column: TableColumnContent>(
    _ column: repeat each Column
  ) -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
    TupleTableColumnContent(repeat each column)
  }

  /// An `if` without `else`: the column, when the condition holds.
  public static func buildIf<C: TableColumnContent>(_ content: C?) -> C? where C.TableRowValue == RowValue {
    content
  }

  /// Creates a column result for the first of two column content alternatives.
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
  where
    T.TableRowValue == RowValue, F.TableRowValue == RowValue,
    T.TableColumnSortComparator == F.TableColumnSortComparator
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Creates a column result for the second of two column content alternatives.
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
  where
    T.TableRowValue == RowValue, F.TableRowValue == RowValue,
    T.TableColumnSortComparator == F.TableColumnSortComparator
  {
    _ConditionalContent(storage: .falseContent(second))
  }
}
