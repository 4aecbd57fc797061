import Foundation

/// How a `Table` is drawn: as a list of its rows (ListAssembly.swift), in the list style its
/// table style and size class choose.
///
/// - Compact width: each row is its first column's cell, as a row of a list; no header.
/// - Regular width: each row lays its cells out in the columns (`TableColumnsLayout`); the
///   header row, the columns' titles, is the list's section header, so that it sits above the
///   rows at the rows' text inset and the columns line up.
enum TableAssembly {
  /// Resolves the table of `values` and `columns` in place, in the built-in style `kind`.
  static func make<Value: Identifiable>(
    values: [Value], columns: [TableColumnEntry], selection: ListSelection?, sorting: TableSorting?,
    kind: TableStyleKind, inputs: _ViewInputs
  ) {
    let environment = inputs.environment
    guard environment.horizontalSizeClass == .regular else {
      // Apple: "tables don't show headers and collapse all columns after the first".
      let first = columns.first
      let rows = ForEach(values, id: \.id) { value in
        TableCell(content: first.map { $0.cell(value) } ?? AnyView(EmptyView()))
      }
      ListAssembly.make(rows, kind: listStyle(kind, regular: false), selection: selection, inputs: inputs)
      return
    }
    let widths = columns.map(\.width)
    let rows = ForEach(values, id: \.id) { value in
      TableColumnsLayout(widths: widths) {
        TableCells(cells: columns.map { $0.cell(value) })
      }
    }
    if environment.tableColumnHeaders == .hidden {
      ListAssembly.make(rows, kind: listStyle(kind, regular: true), selection: selection, inputs: inputs)
    } else {
      let table = Section {
        rows
      } header: {
        TableHeaderRow(columns: columns, sorting: sorting)
      }
      ListAssembly.make(table, kind: listStyle(kind, regular: true), selection: selection, inputs: inputs)
    }
  }

  /// The list style a table of style `kind` is drawn in: inset in regular width; in compact
  /// width a plain list unless the table is `.inset` [uncertain].
  static func listStyle(_ kind: TableStyleKind, regular: Bool) -> ListStyleKind {
    regular || kind == .inset ? .inset : .plain
  }
}

/// The numbers of a table's regular-width layout, none of them measured.
enum TableMetrics {
  /// Between two columns [uncertain].
  static let columnSpacing: CGFloat = 8
  /// Between a header's title and its sort indicator [uncertain].
  static let indicatorSpacing: CGFloat = 4
  /// The header row's titles: footnote, semibold, in the secondary style [uncertain].
  static let headerFont = Font.footnote.weight(.semibold)
}

/// A table's sort order, type-erased: which column sorts and how, and what a tap on a column's
/// header does to the order.
struct TableSorting {
  /// The order of the table's primary sort when it is the column of `comparator`'s, else `nil`.
  let order: (AnyHashable) -> SortOrder?
  /// Sorts by the column of `comparator`, as a tap on its header does.
  let select: (AnyHashable) -> Void

  /// The sorting the binding `sortOrder` keeps.
  ///
  /// A tap on the header of the column that sorts first flips its order; a tap on another
  /// column's puts that column's comparator, in its own order, first, and drops any other
  /// comparator of that column from the order [uncertain: the Mac's rule, assumed on iPadOS].
  init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) {
    // Comparators of one column differ only in their order.
    func sameColumn(_ lhs: Sort, _ rhs: Sort) -> Bool {
      var (lhs, rhs) = (lhs, rhs)
      lhs.order = .forward
      rhs.order = .forward
      return lhs == rhs
    }
    order = { comparator in
      guard let comparator = comparator.base as? Sort, let first = sortOrder.wrappedValue.first,
        sameColumn(first, comparator)
      else { return nil }
      return first.order
    }
    select = { comparator in
      guard let comparator = comparator.base as? Sort else { return }
      var order = sortOrder.wrappedValue
      if let first = order.first, sameColumn(first, comparator) {
        order[0].order = first.order == .forward ? .reverse : .forward
      } else {
        order.removeAll { sameColumn($0, comparator) }
        order.insert(comparator, at: 0)
      }
      sortOrder.wrappedValue = order
    }
  }
}

/// A compact table's row: the first column's cell, one view however many its content makes.
nonisolated struct TableCell: View, PrimitiveView {
  let content: AnyView

  /// Resolves the cell as one view: several are stacked, leading-aligned.
  static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let context = inputs.context
    let single = inputs.inContainer(orientation: nil).asSingleView(in: .vStack)
    if let node = context.makeSingleView(
      inputs: single, content: { AnyView._makeViewList(view: view.content, inputs: $0) })
    {
      context.adopt(node)
    }
  }
}

/// The cells of a row in regular width, one view a column — an empty cell keeps its column's
/// place — for `TableColumnsLayout` to lay out.
nonisolated struct TableCells: View, PrimitiveView {
  let cells: [AnyView]

  /// Resolves each cell in a leading-aligned `ZStack`, in column order.
  static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendList(inputs: inputs) { inputs in
      for (index, cell) in view.cells.enumerated() {
        let wrapped = ZStack(alignment: .leading) { cell }
        ZStack<AnyView>._makeViewList(view: wrapped, inputs: inputs.appending(.index, UInt64(index)))
      }
    }
  }
}

/// The header row of a table in regular width: each column's title in its column, in the
/// secondary label colour as a list's section headers are, with the sort indicator of the column that sorts first; a tap on a sortable
/// column's title sorts by it.
nonisolated struct TableHeaderRow: View {
  let columns: [TableColumnEntry]
  let sorting: TableSorting?

  var body: some View {
    TableColumnsLayout(widths: columns.map(\.width)) {
      TableCells(cells: columns.map { AnyView(TableHeaderCell(column: $0, sorting: sorting)) })
    }
    .font(TableMetrics.headerFont)
    .foregroundStyle(Color.secondary)
    .textCase(nil)
  }
}

/// One column's title in the header row.
nonisolated struct TableHeaderCell: View {
  let column: TableColumnEntry
  let sorting: TableSorting?

  var body: some View {
    let title = HStack(spacing: TableMetrics.indicatorSpacing) {
      column.label
      if let comparator = column.comparator, let order = sorting?.order(comparator) {
        // Ascending points up, as the Mac's indicator does [uncertain on iPadOS].
        Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
      }
    }
    if let comparator = column.comparator, let sorting {
      title.contentShape(Rectangle()).onTapGesture { sorting.select(comparator) }
    } else {
      title
    }
  }
}

/// The columns of a table's row or header in regular width, side by side, each cell proposed
/// its column's width and centred vertically in the row.
///
/// Widths: a column `width(_:)` fixed has that width; the others share what is left, less
/// `TableMetrics.columnSpacing` between columns, equally — each no narrower than its `ideal`
/// (or `min`) and no wider than its `max`, the room a column's bound takes or leaves going to
/// the others.
struct TableColumnsLayout: Layout {
  let widths: [TableColumnWidth]

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let columns = columnWidths(in: proposal.width, subviews: subviews)
    let spacing = TableMetrics.columnSpacing * CGFloat(Swift.max(columns.count - 1, 0))
    var height: CGFloat = 0
    for (subview, width) in zip(subviews, columns) {
      height = Swift.max(height, subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
    }
    return CGSize(width: proposal.width ?? columns.reduce(spacing, +), height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for (subview, width) in zip(subviews, columnWidths(in: bounds.width, subviews: subviews)) {
      subview.place(
        at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: width, height: nil))
      x += width + TableMetrics.columnSpacing
    }
  }

  /// The width of each column in a row `width` wide; for no width, each column's ideal width.
  func columnWidths(in width: CGFloat?, subviews: Subviews) -> [CGFloat] {
    let count = Swift.min(widths.count, subviews.count)
    let specs = widths.prefix(count).map(Self.sanitized)
    guard let width, width.isFinite else {
      return (0..<count).map { index in
        let spec = specs[index]
        if let fixed = spec.fixed { return fixed }
        let natural = spec.ideal ?? subviews[index].sizeThatFits(.unspecified).width
        return Swift.min(Swift.max(natural, spec.min ?? 0), spec.max ?? .infinity)
      }
    }
    return Self.distribute(
      Swift.max(width - TableMetrics.columnSpacing * CGFloat(Swift.max(count - 1, 0)), 0), among: specs)
  }

  /// `spec` with its bad values (negative, not finite) left out.
  private static func sanitized(_ spec: TableColumnWidth) -> TableColumnWidth {
    func valid(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    var result = TableColumnWidth(fixed: valid(spec.fixed), min: valid(spec.min), ideal: valid(spec.ideal))
    // An infinite maximum is no maximum.
    result.max = spec.max.flatMap { $0 >= 0 && !$0.isNaN ? $0 : nil }
    return result
  }

  /// Widths for columns of `specs` sharing `available`: fixed columns first, then equal
  /// shares, a column held at a bound leaving the rest to the others.
  static func distribute(_ available: CGFloat, among specs: [TableColumnWidth]) -> [CGFloat] {
    var result = specs.map { $0.fixed ?? 0 }
    var open = specs.indices.filter { specs[$0].fixed == nil }
    var remaining = available - result.reduce(0, +)
    func lower(_ index: Int) -> CGFloat { specs[index].ideal ?? specs[index].min ?? 0 }
    func upper(_ index: Int) -> CGFloat { Swift.max(specs[index].max ?? .infinity, lower(index)) }
    while !open.isEmpty {
      let share = Swift.max(remaining, 0) / CGFloat(open.count)
      // Columns that cannot be as narrow as the share take their lower bound; then, if none,
      // columns that cannot be as wide take their upper bound; the rest take the share.
      var held = open.filter { share < lower($0) }
      var bound = lower
      if held.isEmpty {
        held = open.filter { share > upper($0) }
        bound = upper
      }
      guard !held.isEmpty else {
        for index in open { result[index] = share }
        break
      }
      for index in held {
        result[index] = bound(index)
        remaining -= result[index]
      }
      open.removeAll { held.contains($0) }
    }
    return result
  }
}
