import Foundation

/// The index of a node in a ``ViewTree``.
typealias NodeID = Int

/// The resolved tree: every view that takes part in layout, flattened into arrays.
///
/// Views resolve into nodes (see ``ViewResolver``); composite views (those with a `body`)
/// leave no node of their own, as in SwiftUI. Nodes live in one array and refer to their
/// children by index, so a 10,000-deep tree is freed without recursion and a 350,000-node
/// tree costs a few arrays, not 350,000 objects.
final class ViewTree {
  struct Node {
    /// How the node sizes and places itself and its children.
    var behavior: any LayoutBehavior
    /// The node's children are `childPool[childStart ..< childStart + childCount]`.
    var childStart: Int32
    var childCount: Int32
    /// The layout direction of the environment the node was resolved in.
    var layoutDirection: LayoutDirection
    /// Values a `Layout` reads through `LayoutSubview[key]`; carried outward by modifiers.
    var traits: ViewTraits?
  }

  private(set) var nodes: [Node] = []
  private(set) var childPool: [NodeID] = []
  /// Nodes tagged with `accessibilityIdentifier(_:)`, in the order they were resolved.
  private(set) var identifiers: [String: [NodeID]] = [:]
  /// The composite views (`struct Row: View`) whose body produced a node, for dumps.
  private(set) var sourceViews: [NodeID: [String]] = [:]

  var count: Int { nodes.count }

  // A plain getter, not a `_read` coroutine: a coroutine's access to `nodes` would stay open
  // while the caller runs the node's behaviour, which recurses, and the runtime's exclusivity
  // bookkeeping would then grow with the depth of the tree.
  subscript(node: NodeID) -> Node { nodes[node] }

  func children(of node: NodeID) -> ArraySlice<NodeID> {
    let entry = nodes[node]
    let start = Int(entry.childStart)
    return childPool[start..<start + Int(entry.childCount)]
  }

  func append(
    _ behavior: any LayoutBehavior, children: some Collection<NodeID>, layoutDirection: LayoutDirection,
    traits: ViewTraits? = nil
  ) -> NodeID {
    let start = childPool.count
    childPool.append(contentsOf: children)
    nodes.append(
      Node(
        behavior: behavior, childStart: Int32(start), childCount: Int32(children.count),
        layoutDirection: layoutDirection, traits: traits))
    return nodes.count - 1
  }

  /// Gives `node` a new list of children: used when a `GeometryReader` resolves its content during placement.
  func setChildren(of node: NodeID, to children: some Collection<NodeID>) {
    let start = childPool.count
    childPool.append(contentsOf: children)
    nodes[node].childStart = Int32(start)
    nodes[node].childCount = Int32(children.count)
  }

  func setTraits(_ traits: ViewTraits?, of node: NodeID) {
    nodes[node].traits = traits
  }

  func tag(_ node: NodeID, identifier: String) {
    identifiers[identifier, default: []].append(node)
  }

  func recordSource(_ typeName: String, for node: NodeID) {
    sourceViews[node, default: []].append(typeName)
  }
}

/// Values attached to a view for its container's `Layout` to read, such as `LayoutValueKey`s.
///
/// Like SwiftUI's view traits, they stay with the view when later modifiers wrap it.
final class ViewTraits {
  var values: [ObjectIdentifier: Any]

  init(values: [ObjectIdentifier: Any] = [:]) { self.values = values }

  func setting(_ key: ObjectIdentifier, to value: Any) -> ViewTraits {
    var copy = values
    copy[key] = value
    return ViewTraits(values: copy)
  }
}
