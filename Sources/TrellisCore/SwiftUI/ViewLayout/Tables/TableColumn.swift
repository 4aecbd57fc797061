import Foundation

/// A column that displays a view for each row in a table.
///
/// You create a column with a label, the content of its cells and, for a column that sorts, a
/// key path or a comparator. The table calls the content closure with the value of each row.
///
/// ```swift
/// Table(people, sortOrder: $sortOrder) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Age", value: \.age) { person in
///         Text("\(person.age)")
///     }
///     .width(60)
/// }
/// ```
///
/// For the common case of a `String` property, `TableColumn(_:value:)` shows the string
/// verbatim as a ``Text``.
///
/// On an iPhone, and wherever the horizontal size class is compact, a table shows only its first
/// column (see ``Table``).
///
/// Fidelity: partial — the forms that sort with a `SortDescriptor` over `NSObject` rows and the
/// iOS 17 forms (a label view, `customizationID`, `alignment`, `defaultVisibility`) are not
/// provided; the string comparator's default is `.lexical`, as Foundation on Linux has no
/// `.localizedStandard`.
nonisolated public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
  PrimitiveTableColumnContent
{
  /// The type of value of the rows the column presents.
  public typealias TableRowValue = RowValue
  /// The type of the column's sort comparator, `Never` for a column that does not sort.
  public typealias TableColumnSortComparator = Sort

  let label: Label
  let content: (RowValue) -> Content
  /// The comparator a tap on the header puts first in the table's sort order.
  let comparator: Sort?
  var widthConstraints = TableColumnWidth()

  init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
    self.label = label
    self.comparator = comparator
    self.content = content
  }

  /// Creates a fixed width table column that isn't user resizable.
  ///
  /// ```swift
  /// TableColumn("Age", value: \.age) { Text("\($0.age)") }
  ///     .width(60)
  /// ```
  ///
  /// - Parameters:
  ///   - width: A fixed width for the resulting column. If `width` is `nil`, the resulting
  ///     column has no change in sizing.
  /// - Returns: The column, with its width fixed.
  public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
    guard let width else { return self }
    var copy = self
    copy.widthConstraints = TableColumnWidth(fixed: width)
    return copy
  }

  /// Creates a resizable table column with the provided constraints.
  ///
  /// The column takes its share of the room the fixed columns leave, as the others do, but no
  /// less than `ideal` (or `min`) and no more than `max`.
  ///
  /// - Parameters:
  ///   - min: The minimum width of a resizable column. If non-`nil`, the value must be greater
  ///     than or equal to `0`.
  ///   - ideal: The ideal width of the column, used to determine the initial width of the
  ///     table column. The column always starts at least as large as the set ideal size, but may
  ///     be larger if table was sized larger than the ideal of all of its columns.
  ///   - max: The maximum width of a resizable column. If non-`nil`, the value must be greater
  ///     than `0`. Pass `infinity` to indicate unconstrained maximum width.
  /// - Returns: The column, with its width constrained.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<
    RowValue, Sort, Content, Label
  > {
    var copy = self
    copy.widthConstraints = TableColumnWidth(fixed: nil, min: min, ideal: ideal, max: max)
    return copy
  }

  /// Appends the column.
  public static func _makeColumns(content: Self, columns: inout _TableColumnList) {
    let makeCell = content.content
    columns.columns.append(
      TableColumnEntry(
        label: AnyView(content.label),
        cell: { value in (value as? RowValue).map { AnyView(makeCell($0)) } ?? AnyView(EmptyView()) },
        width: content.widthConstraints,
        comparator: content.comparator.map { AnyHashable($0) }))
  }
}

// MARK: Columns that do not sort

extension TableColumn where Sort == Never, Label == Text {
  /// Creates an unsortable column that generates its label from a localized string key.
  ///
  /// ```swift
  /// TableColumn("Full Name") { person in
  ///     Text(person.fullName)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key for the column's localized title.
  ///   - content: The view content to display for each row in a table.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// Creates an unsortable column with a text label.
  ///
  /// - Parameters:
  ///   - text: The column's label.
  ///   - content: The view content to display for each row in a table.
  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, comparator: nil, content: content)
  }

  /// Creates an unsortable column that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the column.
  ///   - content: The view content to display for each row in a table.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), comparator: nil, content: content)
  }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
  /// Creates an unsortable column that displays a string property, and generates its label
  /// from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the column's localized title.
  ///   - value: The path to the property associated with the column, to display verbatim as
  ///     text in each row of a table.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
  }

  /// Creates an unsortable column that displays a string property, and has a text label.
  ///
  /// - Parameters:
  ///   - text: The column's label.
  ///   - value: The path to the property associated with the column, to display verbatim as
  ///     text in each row of a table.
  public init(_ text: Text, value: KeyPath<RowValue, String>) {
    self.init(label: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
  }

  /// Creates an unsortable column that displays a string property, and generates its label
  /// from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the column.
  ///   - value: The path to the property associated with the column, to display verbatim as
  ///     text in each row of a table.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
    self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
  }
}

// MARK: Columns that sort by a key path

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// Creates a sortable column that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the column's localized title.
  ///   - value: The path to the property associated with the column, used to update the
  ///     table's sorting state.
  ///   - content: The view content to display for each row in a table.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
  }

  /// Creates a sortable column that has a text label.
  ///
  /// - Parameters:
  ///   - text: The column's label.
  ///   - value: The path to the property associated with the column, used to update the
  ///     table's sorting state.
  ///   - content: The view content to display for each row in a table.
  public init<V: Comparable>(
    _ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: KeyPathComparator(sendable(value)), content: content)
  }

  /// Creates a sortable column that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the column.
  ///   - value: The path to the property associated with the column, used to update the
  ///     table's sorting state.
  ///   - content: The view content to display for each row in a table.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: KeyPathComparator(sendable(value)), content: content)
  }

  /// Creates a sortable column that compares its values with `comparator`, and generates its
  /// label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the column's localized title.
  ///   - value: The path to the property associated with the column, used to update the
  ///     table's sorting state.
  ///   - comparator: The `SortComparator` used to order the values.
  ///   - content: The view content to display for each row in a table.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
  }

  /// Creates a sortable column that compares its values with `comparator`, and has a text
  /// label.
  ///
  /// - Parameters:
  ///   - text: The column's label.
  ///   - value: The path to the property associated with the column, used to update the
  ///     table's sorting state.
  ///   - comparator: The `SortComparator` used to order the values.
  ///   - content: The view content to display for each row in a table.
  public init<V, C: SortComparator>(
    _ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
  }

  /// Creates a sortable column that compares its values with `comparator`, and generates its
  /// label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the column.
  ///   - value: The path to the property associated with the column, used to update the
  ///     table's sorting state.
  ///   - comparator: The `SortComparator` used to order the values.
  ///   - content: The view content to display for each row in a table.
  @_disfavoredOverload
  public init<S: StringProtocol, V, C: SortComparator>(
    _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
  /// Creates a sortable column that displays a string property, and generates its label from a
  /// localized string key.
  ///
  /// ```swift
  /// Table(people, sortOrder: $sortOrder) {
  ///     TableColumn("Given Name", value: \.givenName)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key for the column's localized title.
  ///   - value: The path to the property associated with the column, to display verbatim as
  ///     text in each row of a table, and the key path used to create a sort comparator when
  ///     sorting the column.
  ///   - comparator: The `SortComparator` used to order the string values.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  /// Creates a sortable column that displays a string property, and has a text label.
  ///
  /// - Parameters:
  ///   - text: The column's label.
  ///   - value: The path to the property associated with the column, to display verbatim as
  ///     text in each row of a table, and the key path used to create a sort comparator when
  ///     sorting the column.
  ///   - comparator: The `SortComparator` used to order the string values.
  public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
    self.init(label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  /// Creates a sortable column that displays a string property, and generates its label from a
  /// string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the column.
  ///   - value: The path to the property associated with the column, to display verbatim as
  ///     text in each row of a table, and the key path used to create a sort comparator when
  ///     sorting the column.
  ///   - comparator: The `SortComparator` used to order the string values.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
  ) {
    self.init(label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
      Text(verbatim: $0[keyPath: value])
    }
  }
}

// MARK: Columns that sort with a comparator

extension TableColumn where Label == Text {
  /// Creates a sortable column that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the column's localized title.
  ///   - comparator: The prototype sort comparator to use when representing this column. When
  ///     a person taps the column header, the containing table's `sortOrder` incorporates this
  ///     value, potentially with a flipped order.
  ///   - content: The view content to display for each row in a table.
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: comparator, content: content)
  }

  /// Creates a sortable column that has a text label.
  ///
  /// - Parameters:
  ///   - text: The column's label.
  ///   - comparator: The prototype sort comparator to use when representing this column. When
  ///     a person taps the column header, the containing table's `sortOrder` incorporates this
  ///     value, potentially with a flipped order.
  ///   - content: The view content to display for each row in a table.
  public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, comparator: comparator, content: content)
  }

  /// Creates a sortable column that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the column.
  ///   - comparator: The prototype sort comparator to use when representing this column. When
  ///     a person taps the column header, the containing table's `sortOrder` incorporates this
  ///     value, potentially with a flipped order.
  ///   - content: The view content to display for each row in a table.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: comparator, content: content)
  }
}

/// `keyPath`, as the `Sendable` key path Foundation's `KeyPathComparator` takes on Linux; Apple's
/// `TableColumn` takes a plain key path. A key path is immutable, so sharing one is safe; the
/// cast only adds the marker protocol, and always succeeds.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
  (keyPath as AnyKeyPath) as! KeyPath<Root, Value> & Sendable
}
