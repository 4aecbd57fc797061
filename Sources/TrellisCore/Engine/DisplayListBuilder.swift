import Foundation

/// Walks a laid-out tree and collects what each node draws into a ``DisplayList``.
///
/// Children are visited before their parent, from an explicit post-order, so that deep trees
/// need no recursion; each node then arranges its children's items (background behind,
/// overlay in front, effects around) in its display frame.
enum DisplayListBuilder {
  static func build(
    tree: ViewTree, engine: LayoutEngine, root: NodeID, frame: (NodeID) -> CGRect?, canvas: CGSize
  ) -> DisplayList {
    var order: [NodeID] = []
    var work = [root]
    while let node = work.popLast() {
      guard frame(node) != nil else { continue }
      order.append(node)
      work.append(contentsOf: tree.children(of: node))
    }
    var items: [NodeID: [DisplayList.Item]] = [:]
    for node in order.reversed() {
      let children = tree.children(of: node).map { items.removeValue(forKey: $0) ?? [] }
      items[node] = tree.behavior(of: node).displayItems(
        in: frame(node) ?? .zero, children: children, context: LayoutContext(engine: engine, node: node))
    }
    return DisplayList(size: canvas, items: items[root] ?? [])
  }
}
