import Foundation

/// A container that presents rows of data arranged in a single column, optionally providing
/// the ability to select one or more members.
///
/// On iOS a list is drawn `.insetGrouped` unless `listStyle(_:)` says otherwise: on the grouped
/// background, each section a white card with rounded outer corners inset 20 points from the
/// screen's edges, rows at least 44 tall with their text 20 points inside the card, separated by
/// hairlines that start at the text (docs/iOSControls.md §7). Rows outside any `Section` make
/// sections of their own.
///
/// ```swift
/// List {
///     Section("Fruit") {
///         ForEach(fruits) { fruit in
///             Text(fruit.name)
///         }
///     }
/// }
/// ```
///
/// A list is a scroll view: it fills the space it is offered and a still picture shows it at
/// its top, its background running under the status bar and home indicator. Only the rows that
/// show are laid out, so a list of many rows lays out as fast as one screen of them. A button in
/// a row makes the whole row its tap target; with a selection, a tap on a tagged row selects it
/// and a selected row is drawn highlighted.
///
/// Fidelity: verified — the inset-grouped geometry and colours are measured on iOS 17 and 18 and
/// pinned by ListTests (see `ListAppearance` for what is [uncertain]); swipe actions (and
/// `onDelete`'s Delete) are driven from tests, not drawn; edit mode and scrolling are not
/// reproduced.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content
  let selection: ListSelection?

  /// Creates a list with the given content that supports selecting multiple rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map(ListSelection.init)
  }

  /// Creates a list with the given content that supports selecting a single row that is optional.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map(ListSelection.init)
  }

  /// Creates a list with the given content that supports selecting a single row that is not optional.
  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(selection)
  }

  init(content: Content, selection: ListSelection?) {
    self.content = content
    self.selection = selection
  }

  /// Adds the list's node with its rows (`ListAssembly`). A list inside another list's or a
  /// form's content — `List { … }` in a `Form`'s `Section` — adds its rows to the enclosing
  /// section instead, as iOS draws them: in that section's card, not as a scroll view of its own
  /// (which, asked for its ideal height inside a row, would be 0 tall and show nothing).
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    guard inputs.environment.listContext == nil else {
      inputs.context.appendList(inputs: inputs) { inputs in
        Content._makeViewList(view: view.content, inputs: inputs)
      }
      return
    }
    ListAssembly.make(view.content, kind: inputs.environment.listStyle, selection: view.selection, inputs: inputs)
  }
}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: nil)
  }

  /// Creates a list that computes its rows on demand from an underlying collection of
  /// identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: nil)
  }

  /// Creates a list that identifies its rows based on a key path to the identifier of the
  /// underlying data.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
  }

  /// Creates a list that computes its views on demand over a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent), selection: nil)
  }

  /// Creates a hierarchical list that computes its rows on demand from an underlying
  /// collection of identifiable data: elements with children are disclosure groups.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
  }

  /// Creates a hierarchical list that identifies its rows based on a key path to the identifier
  /// of the underlying data.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent> {
    self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
  }
}

extension List {
  /// Creates a list that computes its rows on demand from identifiable data, optionally
  /// allowing users to select multiple rows.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init))
  }

  /// Creates a list that computes its rows on demand from identifiable data, optionally
  /// allowing users to select a single row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init))
  }

  /// Creates a list that identifies its rows by a key path, optionally allowing users to
  /// select multiple rows.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.init))
  }

  /// Creates a list that identifies its rows by a key path, optionally allowing users to
  /// select a single row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.init))
  }

  /// Creates a list over a constant range, optionally allowing users to select multiple rows.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init))
  }

  /// Creates a list over a constant range, optionally allowing users to select a single row.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init))
  }

  /// Creates a hierarchical list of identifiable data, optionally allowing users to select a
  /// single row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(
      content: OutlineGroup(data, children: children, content: rowContent), selection: selection.map(ListSelection.init)
    )
  }

  /// Creates a hierarchical list of identifiable data, optionally allowing users to select
  /// multiple rows.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(
      content: OutlineGroup(data, children: children, content: rowContent), selection: selection.map(ListSelection.init)
    )
  }
}
