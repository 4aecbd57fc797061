// The shapes of anchor_bench.py, generated in Swift, so that `swift package benchmark` needs no
// Python. AnchorCompare checks that each one equals the script's dump, node for node.

extension AnchorShape {
  /// Shape a: a row of `leaves` fixed 10 × 10 leaves that do not shrink, in a 1000 × 1000 root.
  public static func flatRow(leaves: Int = 10_000) -> AnchorShape {
    enum Key { case root, leaf }
    return flattened(
      name: "a flat row \(leaves) leaves", available: [1000, 1000], root: Key.root,
      node: { key in
        key == .root
          ? AnchorNode(parent: -1, direction: .row, width: 1000, height: 1000)
          : AnchorNode(parent: -1, width: 10, height: 10, shrink: 0)
      },
      children: { key in key == .root ? Array(repeating: .leaf, count: leaves) : [] })
  }

  /// Shape b: `levels` levels of `branching` children; every node a 10 × 10 that grows and
  /// shrinks, rows and columns alternating by level, in a 1000 × 1000 root.
  public static func wideDeep(levels: Int = 10, branching: Int = 4) -> AnchorShape {
    flattened(
      name: "b wide+deep \(levels) lvls x\(branching)", available: [1000, 1000], root: 0,
      node: { depth in
        let side: Double = depth == 0 ? 1000 : 10
        return AnchorNode(
          parent: -1, direction: depth % 2 == 0 ? .row : .col, width: side, height: side, grow: 1, shrink: 1)
      },
      children: { depth in depth < levels - 1 ? Array(repeating: depth + 1, count: branching) : [] })
  }

  /// Shape c: `depth` nested columns, each padded by 1, around a 10 × 10 leaf; the root is its
  /// content's size.
  public static func chain(depth: Int = 1_000) -> AnchorShape {
    flattened(
      name: "c chain \(depth) padded", available: [nil, nil], root: 0,
      node: { level in
        level == depth
          ? AnchorNode(parent: -1, width: 10, height: 10) : AnchorNode(parent: -1, direction: .col, padding: 1)
      },
      children: { level in level < depth ? [level + 1] : [] })
  }

  /// Shapes d and dm: a column, 390 wide, of `rows` message rows. A row is padded by 8 and centres
  /// a 40 × 40 circle (right margin 8) and a column that takes the rest of the width, holding a
  /// title 18 tall and a subtitle 14 tall: fixed heights, or measured texts when `measured`.
  public static func messages(rows: Int = 1_000, measured: Bool = false) -> AnchorShape {
    enum Key: Equatable { case root, row(Int), circle, column(Int), title(Int), subtitle(Int) }
    func text(characters: Int, lineHeight: Double) -> AnchorNode {
      measured
        ? AnchorNode(parent: -1, text: .init(characters: characters, lineHeight: lineHeight))
        : AnchorNode(parent: -1, height: lineHeight)
    }
    return flattened(
      name: measured ? "dm \(rows) rows, measured text" : "d \(rows) message rows", available: [390, nil],
      root: Key.root,
      node: { key in
        switch key {
        case .root: AnchorNode(parent: -1, direction: .col, width: 390)
        case .row: AnchorNode(parent: -1, direction: .row, padding: 8, center: true)
        case .circle: AnchorNode(parent: -1, width: 40, height: 40, shrink: 0, marginRight: 8)
        case .column: AnchorNode(parent: -1, direction: .col, grow: 1, shrink: 1, basisZero: true)
        case .title(let row): text(characters: 12 + row % 20, lineHeight: 18)
        case .subtitle(let row): text(characters: 30 + (row * 7) % 60, lineHeight: 14)
        }
      },
      children: { key in
        switch key {
        case .root: (0..<rows).map { .row($0) }
        case .row(let row): [.circle, .column(row)]
        case .column(let row): [.title(row), .subtitle(row)]
        case .circle, .title, .subtitle: []
        }
      })
  }

  /// The shape the script names `key` (a, b, c, d or dm), at the script's default size.
  public static func standard(_ key: String) -> AnchorShape? {
    switch key {
    case "a": flatRow()
    case "b": wideDeep()
    case "c": chain()
    case "d": messages()
    case "dm": messages(measured: true)
    default: nil
    }
  }

  /// The tree below `root` as a node list in the order of the script's `flatten`: a node's
  /// children are appended together, and the last child with children is expanded first.
  private static func flattened<Key>(
    name: String, available: [Double?], root: Key, node: (Key) -> AnchorNode, children: (Key) -> [Key]
  ) -> AnchorShape {
    var nodes = [node(root)]
    var work = [(parent: 0, children: children(root))]
    while let (parent, keys) = work.popLast() {
      for key in keys {
        var child = node(key)
        child.parent = parent
        nodes.append(child)
        let grandchildren = children(key)
        if !grandchildren.isEmpty { work.append((nodes.count - 1, grandchildren)) }
      }
    }
    return AnchorShape(name: name, available: available, nodes: nodes)
  }
}
