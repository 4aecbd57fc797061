import Foundation

/// A type used to represent table rows.
///
/// Like a view, custom row content composes others in its `tableRowBody`:
///
/// ```swift
/// struct StaffRows: TableRowContent {
///     let staff: [Person]
///
///     var tableRowBody: some TableRowContent<Person> {
///         ForEach(staff) { person in
///             TableRow(person)
///         }
///     }
/// }
/// ```
///
/// A table reads its rows once each time it is resolved: a custom body is evaluated then, on
/// the main actor, as a view's is.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
  /// The type of value represented by this table row content.
  associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue

  /// The type of content representing the body of this table row content.
  associatedtype TableRowBody: TableRowContent

  /// The composition of content that comprise the table row content.
  @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }

  /// Appends the values of the rows `content` makes to `rows`. Not for use by apps.
  nonisolated static func _makeRows(content: Self, rows: inout _TableRowList)
}

nonisolated extension TableRowContent {
  /// Evaluates the body, on the main actor as a view's `body` is, and appends its rows.
  public static func _makeRows(content: Self, rows: inout _TableRowList) {
    let body = mainActorCall({ $0.tableRowBody }, content)
    TableRowBody._makeRows(content: body, rows: &rows)
  }
}

/// The rows of a table, as its row content makes them: each row's value, in order. Not for use
/// by apps.
public struct _TableRowList {
  /// The rows' values, each a `TableRowValue` of the table.
  var values: [Any] = []
}

/// A row that has no body: it makes its rows itself.
nonisolated protocol PrimitiveTableRowContent: TableRowContent where TableRowBody == Never {}

nonisolated extension PrimitiveTableRowContent {
  /// Primitive row content has no body; asking for one is a programming error.
  public var tableRowBody: Never {
    return preconditionFailure("\(Self.self) is primitive table row content: it has no body")
  }
}

nonisolated extension Never: TableRowContent {
  /// The value of a row that cannot exist.
  public typealias TableRowValue = Never

  /// `Never` has no body.
  public var tableRowBody: Never { self }

  /// Makes no rows.
  public static func _makeRows(content: Self, rows: inout _TableRowList) {}
}

/// A row that represents a data value in a table.
///
/// Create instances of `TableRow` in the closure you provide to the `rows` parameter of the
/// ``Table`` initializers that take columns and rows. The table gives the row's value to each
/// of its columns, which make the row's cells.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Given Name", value: \.givenName)
/// } rows: {
///     TableRow(Person(givenName: "Tom", familyName: "Clark"))
/// }
/// ```
nonisolated public struct TableRow<Value: Identifiable>: PrimitiveTableRowContent {
  /// The type of value represented by this row.
  public typealias TableRowValue = Value

  let value: Value

  /// Creates a table row for the given value.
  ///
  /// - Parameters:
  ///   - value: The value of the row: the table gives it to each column, which makes the row's
  ///     cell in that column from it.
  public init(_ value: Value) {
    self.value = value
  }

  /// Appends the row's value.
  public static func _makeRows(content: Self, rows: inout _TableRowList) {
    rows.values.append(content.value)
  }
}

/// A type of table row content that creates table rows created by iterating over a collection.
///
/// You don't use this type directly: the ``Table`` initializers that take a collection of data
/// make it their rows, one row for each element. To make rows from a collection explicitly,
/// use `ForEach`.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: PrimitiveTableRowContent
where Data.Element: Identifiable {
  /// The type of value of the rows: the elements of the collection.
  public typealias TableRowValue = Data.Element

  let data: Data

  init(_ data: Data) {
    self.data = data
  }

  /// Appends a row for each element of the collection, in order.
  public static func _makeRows(content: Self, rows: inout _TableRowList) {
    for element in content.data { rows.values.append(element) }
  }
}

/// A type of table row content that creates table rows created from a Swift tuple of table rows.
///
/// You don't use this type directly: ``TableRowBuilder`` makes it from the rows of a `rows`
/// closure, and the size of the tuple is the number of rows written there.
nonisolated public struct TupleTableRowContent<Value: Identifiable, T>: PrimitiveTableRowContent {
  /// The type of value of the rows.
  public typealias TableRowValue = Value

  /// The value of a row presented by this content: the tuple of rows.
  public var value: T
  /// Appends each element's rows, in order.
  let makeRows: (inout _TableRowList) -> Void

  init<each Content: TableRowContent>(_ content: repeat each Content) where T == (repeat each Content) {
    value = (repeat each content)
    var parts: [(inout _TableRowList) -> Void] = []
    for element in repeat each content {
      parts.append { rows in Self.appendRows(of: element, to: &rows) }
    }
    makeRows = { rows in
      for part in parts { part(&rows) }
    }
  }

  private static func appendRows<Content: TableRowContent>(of content: Content, to rows: inout _TableRowList) {
    Content._makeRows(content: content, rows: &rows)
  }

  /// Appends the rows of each element of the tuple, in order.
  public static func _makeRows(content: Self, rows: inout _TableRowList) {
    content.makeRows(&rows)
  }
}

nonisolated extension Optional: TableRowContent where Wrapped: TableRowContent {
  /// The type of value of the wrapped rows.
  public typealias TableRowValue = Wrapped.TableRowValue

  /// Optional rows have no body.
  public var tableRowBody: Never {
    return preconditionFailure("Optional table row content is primitive: it has no body")
  }

  /// Appends the wrapped rows, if there are any.
  public static func _makeRows(content: Self, rows: inout _TableRowList) {
    if let content { Wrapped._makeRows(content: content, rows: &rows) }
  }
}

nonisolated extension _ConditionalContent: TableRowContent
where
  TrueContent: TableRowContent, FalseContent: TableRowContent,
  TrueContent.TableRowValue == FalseContent.TableRowValue
{
  /// The type of value of the rows of either branch.
  public typealias TableRowValue = TrueContent.TableRowValue

  /// Conditional rows have no body.
  public var tableRowBody: Never {
    return preconditionFailure("Conditional table row content is primitive: it has no body")
  }

  /// Appends the rows of the branch that was taken.
  public static func _makeRows(content: Self, rows: inout _TableRowList) {
    switch content.storage {
    case .trueContent(let content): TrueContent._makeRows(content: content, rows: &rows)
    case .falseContent(let content): FalseContent._makeRows(content: content, rows: &rows)
    }
  }
}

nonisolated extension ForEach: TableRowContent where Content: TableRowContent {
  /// The type of value of the rows each element makes.
  public typealias TableRowValue = Content.TableRowValue

  /// The rows of a `ForEach` have no body.
  public var tableRowBody: Never {
    return preconditionFailure("ForEach is primitive table row content: it has no body")
  }

  /// Creates table rows for a collection of identifiable data, with the rows `content` makes
  /// from each element.
  ///
  /// ```swift
  /// Table(of: Person.self) {
  ///     TableColumn("Name", value: \.name)
  /// } rows: {
  ///     ForEach(people) { person in
  ///         TableRow(person)
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the table rows.
  ///   - content: A table row builder that creates the rows of one element.
  public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
    self.init(data: data, id: { $0.id }, content: content)
  }

  /// Creates table rows for a collection of data whose elements a key path identifies, with the
  /// rows `content` makes from each element.
  ///
  /// - Parameters:
  ///   - data: The data for computing the table rows.
  ///   - id: The key path to the provided data's identifier.
  ///   - content: A table row builder that creates the rows of one element.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TableRowValue {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }

  /// Appends the rows each element makes, in the order of the data.
  public static func _makeRows(content: Self, rows: inout _TableRowList) {
    let makeContent = content.content
    for element in content.data {
      Content._makeRows(content: makeContent(element), rows: &rows)
    }
  }
}

/// A result builder that creates table row content from closures.
///
/// You don't use this type directly: the `rows` parameter of the ``Table`` initializers is
/// marked `@TableRowBuilder`, so the compiler calls it. It takes any number of rows, `if`,
/// `if`/`else` and `switch`.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
  /// Passes a row content of the table's value type through.
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value {
    content
  }

  /// Creates a single row result.
  public static func buildBlock<C: TableRowContent>(_ content: C) -> C where C.TableRowValue == Value {
    content
  }

  /// Creates a row result from several sources.
  public static func buildBlock<each C: TableRowContent>(_ content: repeat each C) -> TupleTableRowContent<
    Value, (repeat each C)
  > {
    TupleTableRowContent(repeat each content)
  }

  /// An `if` without `else`: the rows, when the condition holds.
  public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where C.TableRowValue == Value {
    content
  }

  /// Creates a row result for the first of two row content alternatives.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F>
  where T.TableRowValue == Value, F.TableRowValue == Value {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Creates a row result for the second of two row content alternatives.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F>
  where T.TableRowValue == Value, F.TableRowValue == Value {
    _ConditionalContent(storage: .falseContent(second))
  }
}
