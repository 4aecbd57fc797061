import Foundation

/// Collects what each node of a ``LayoutResult`` draws into a ``DisplayList``.
///
/// Children are visited before their parent — the result's depth-first order read backwards —
/// so that deep trees need no recursion; each node then arranges its children's items
/// (background behind, overlay in front, effects around) in its display frame. Views that were
/// not placed draw nothing.
enum DisplayListBuilder {
  static func build(_ result: LayoutResult) -> DisplayList {
    let nodes = result.nodes
    var items: [NodeID: [DisplayList.Item]] = [:]
    for node in result.order.reversed() {
      guard let frame = result.layoutFrame(node) else { continue }
      let children = nodes.children(of: node).map { items.removeValue(forKey: $0) ?? [] }
      items[node] = nodes.behaviors[node].displayItems(
        in: frame.roundedToPixels(scale: result.displayScale), children: children,
        context: DisplayContext(result: result, node: node))
    }
    return DisplayList(size: result.size, items: nodes.root.flatMap { items[$0] } ?? [])
  }
}
