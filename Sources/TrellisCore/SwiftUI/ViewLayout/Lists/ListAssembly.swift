import Foundation

/// How a `List` or a `Form` turns its content into a list node: it resolves the content as a
/// list of views with the list's environment, sorts the views into sections (a `Section`'s
/// header, rows and footer; consecutive rows outside sections make a section of their own), and
/// wraps each row in a row node with its background, accessory and separators.
///
/// What a row asks for (`ListRowInsetsTraitKey` and the other row traits, a tag, an accessory,
/// a button's tap) is read here, once, from the views the row made; layout then only places.
enum ListAssembly {
  /// Resolves `content` into a list node styled by `appearance`, selecting with `selection`.
  static func make<Content: View>(
    _ content: Content, kind: ListStyleKind, selection: ListSelection?, inputs: _ViewInputs
  ) {
    let context = inputs.context
    let environment = inputs.environment
    var appearance = ListAppearance(kind, environment: environment)
    appearance.applyContentMargins(environment.scrollContentMargins, on: environment.scrollContentMarginEdges)
    let listContext = ListContext(appearance: appearance, sectionSpacing: environment.listSectionSpacing)

    // A list is lazy: its rows are made as they scroll into sight.
    var contentInputs = inputs.inLazyContainer(orientation: .vertical)
    contentInputs.environment.listContext = listContext
    contentInputs.environment.scrollContentMargins = EdgeInsets()
    contentInputs.environment.scrollContentMarginEdges = []
    contentInputs.environment.automaticButtonStyle = .primitive(ListRowButtonStyle())
    contentInputs.environment.automaticLabelStyle = AnyStyle(ListRowLabelStyle()) { $0.makeBody(configuration: $1) }
    contentInputs.environment.tagsForEachElements = selection != nil
    // Pickers in rows draw as rows: label leading, the selection and chevrons trailing.
    contentInputs.environment.pickerPlacement = .listRow
    // A navigation link in a row is the row: its label in the primary colour, the disclosure
    // chevron at the trailing inset, the whole width its tap target (NavigationLinkRowMarker.swift).
    contentInputs.environment.listRowDisclosure = .drawnByLink
    let made = context.makeNodes(content, inputs: contentInputs)

    // Sort the views into sections, in order.
    var sections: [PendingSection] = []
    for node in made {
      let item = SectionItemTraitKey.value(of: node, in: context)
      let id = item?.section
      if sections.isEmpty || sections[sections.count - 1].id != id
        || (item?.role == .header && sections[sections.count - 1].header != nil)
        || (item?.role != .footer && sections[sections.count - 1].footer != nil)
      {
        sections.append(PendingSection(id: id, spacingBefore: item?.spacingBefore))
      }
      switch item?.role ?? .row {
      case .header: sections[sections.count - 1].header = node
      case .row: sections[sections.count - 1].rows.append(node)
      case .footer: sections[sections.count - 1].footer = node
      }
    }

    let rowSpacing = environment.listRowSpacing.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
    var children: [NodeID] = []
    var plan = ListPlan()
    for section in sections {
      var entry = ListPlan.Section(header: nil, rows: 0..<0, footer: nil, spacingBefore: section.spacingBefore)
      if let header = section.header {
        entry.header = children.count
        children.append(header)
      }
      let start = children.count
      for (index, row) in section.rows.enumerated() {
        let position = RowPosition(
          isFirst: index == 0, isLast: index == section.rows.count - 1,
          next: index + 1 < section.rows.count ? section.rows[index + 1] : nil)
        children.append(
          makeRow(
            row, position: position, appearance: appearance, rowSpacing: rowSpacing, selection: selection,
            inputs: contentInputs))
      }
      entry.rows = start..<children.count
      if let footer = section.footer {
        entry.footer = children.count
        children.append(footer)
      }
      plan.sections.append(entry)
    }

    let pageFill =
      environment.scrollContentBackground == .hidden ? nil : appearance.pageBackground.resolve(in: environment)
    let list = context.makeNode(
      ListBehavior(
        plan: plan, appearance: appearance, pageFill: pageFill, rowSpacing: rowSpacing,
        sectionGap: appearance.sectionGap(for: environment.listSectionSpacing)),
      children: children, inputs: inputs)
    // The list scrolls under the bars: it reaches the window's edges where it touches the safe
    // area's, and insets its content by as much.
    let outer = context.makeNode(IgnoresSafeAreaBehavior(edges: .all), children: [list], inputs: inputs)
    // The space above a first card without a header, for a large title over the list (iOS 26
    // draws its card right under the title: `ListTopInsetTraitKey`).
    if sections.first?.header == nil, !sections.isEmpty {
      context.setTrait(ListTopInsetTraitKey.self, appearance.topInset, on: [outer])
    }
    context.adopt(outer)
  }

  /// A section's views, as the content made them.
  private struct PendingSection {
    var id: Int?
    var header: NodeID?
    var rows: [NodeID] = []
    var footer: NodeID?
    var spacingBefore: CGFloat?
  }

  /// Where a row is in its section, and the row after it.
  private struct RowPosition {
    var isFirst: Bool
    var isLast: Bool
    var next: NodeID?
  }

  /// What the views of a row ask the row for: an accessory, and the taps of its buttons.
  private static func scan(_ row: NodeID, in context: ResolveContext) -> (ListRowAccessory?, [() -> Void]) {
    var accessory: ListRowAccessory?
    var actions: [() -> Void] = []
    var work = [row]
    while let node = work.popLast() {
      if accessory == nil { accessory = ListRowAccessoryTraitKey.value(of: node, in: context) }
      if let action = ListRowTapTraitKey.value(of: node, in: context), context.hasInteraction(node) {
        actions.append(action)
      }
      work.append(contentsOf: context.children(of: node).reversed())
    }
    return (accessory, actions)
  }

  /// Wraps the row `content` in a row node: its background, accessory and separators.
  private static func makeRow(
    _ content: NodeID, position: RowPosition, appearance: ListAppearance, rowSpacing: CGFloat?,
    selection: ListSelection?, inputs: _ViewInputs
  ) -> NodeID {
    let context = inputs.context
    let environment = inputs.environment
    let direction = environment.layoutDirection
    var parts: [ListRowBehavior.Part] = []
    var children: [NodeID] = []

    if let background = ListRowBackgroundTraitKey.value(of: content, in: context) {
      let node = context.makeSingleView(
        inputs: inputs.inContainer(orientation: nil).asSingleView(in: .zStack(.center))
      ) {
        AnyView._makeViewList(view: background, inputs: $0)
      }
      if let node {
        parts.append(.background)
        children.append(node)
      }
    }
    parts.append(.content)
    children.append(content)

    let (accessory, actions) = scan(content, in: context)
    if let accessory {
      let node = context.makeSingleView(inputs: inputs.inContainer(orientation: nil).asSingleView(in: .vStack)) {
        AnyView._makeViewList(view: AnyView(accessory.view), inputs: $0)
      }
      if let node {
        parts.append(.accessory)
        children.append(node)
      }
    }

    // Separators: none when rows stand apart; between rows unless either side hides it; the
    // section's outer lines in the styles that draw them.
    let separators = ListRowSeparatorTraitKey.value(of: content, in: context)
    let tints = ListRowSeparatorTintTraitKey.value(of: content, in: context)
    if rowSpacing == nil, let next = position.next, separators.bottom != .hidden,
      ListRowSeparatorTraitKey.value(of: next, in: context).top != .hidden
    {
      let tint = tints.bottom ?? ListRowSeparatorTintTraitKey.value(of: next, in: context).top
      parts.append(.separator)
      children.append(separatorNode(tint ?? appearance.separator.color, inputs: inputs))
    }
    if appearance.drawsSectionSeparators && rowSpacing == nil {
      let sectionSeparators = ListSectionSeparatorTraitKey.value(of: content, in: context)
      let sectionTints = ListSectionSeparatorTintTraitKey.value(of: content, in: context)
      if position.isFirst && sectionSeparators.top != .hidden {
        parts.append(.sectionTop)
        children.append(separatorNode(sectionTints.top ?? appearance.separator.color, inputs: inputs))
      }
      if position.isLast && sectionSeparators.bottom != .hidden {
        parts.append(.sectionBottom)
        children.append(separatorNode(sectionTints.bottom ?? appearance.separator.color, inputs: inputs))
      }
    }

    let tag = TagTraitKey.value(of: content, in: context)
    let isSelected = tag.map { tag in selection?.isSelected(tag) ?? false } ?? false
    let radius = appearance.cornerRadius
    let alone = rowSpacing != nil
    let setInsets = ListRowInsetsTraitKey.value(of: content, in: context)
    let behavior = ListRowBehavior(
      parts: parts,
      insets: setInsets.resolved(appearance.rowInsets),
      minHeight: environment.defaultMinListRowHeight,
      topRadius: position.isFirst || alone ? radius : 0,
      bottomRadius: position.isLast || alone ? radius : 0,
      cornerStyle: appearance.cornerStyle,
      separator: appearance.separator,
      accessoryTrailingInset: appearance.accessoryTrailingInset,
      fill: parts.contains(.background) ? nil : appearance.rowBackground.resolve(in: environment),
      highlight: isSelected ? appearance.selectedRowBackground.resolve(in: environment) : nil,
      textRhythm: setInsets.top == nil && setInsets.bottom == nil
        ? TextRowRhythm(minHeight: environment.defaultMinListRowHeight) : nil)
    let row = context.makeNode(behavior, children: children, inputs: inputs, traits: context.traits(of: content))

    // A tap on the row selects it if it is tagged and the list selects; else runs its buttons.
    if environment.isEnabled {
      if let selection, let tag {
        context.setInteraction(.tap { selection.select(tag) }, of: row)
      } else if !actions.isEmpty {
        context.setInteraction(.tap { for action in actions { action() } }, of: row)
      }
    }
    return row
  }

  /// A hairline node in `color`.
  private static func separatorNode(_ color: Color, inputs: _ViewInputs) -> NodeID {
    inputs.context.makeNode(
      ListSeparatorBehavior(color: color.resolve(in: inputs.environment)), children: [], inputs: inputs)
  }
}
