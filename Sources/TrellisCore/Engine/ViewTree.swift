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
  /// A node as one value: what ``subscript(_:)`` returns.
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

  /// Where a node's children are, and its layout direction: plain data, read on every question.
  private struct Structure {
    var childStart: Int32
    var childCount: Int32
    var layoutDirection: LayoutDirection
  }

  // The parts of the nodes live in parallel arrays, so that asking a node's children or
  // direction copies no behaviour (an existential) and retains no traits.
  //
  // They are read on every size question, and no access to them is held across a call that
  // could reach them again, so the runtime's dynamic exclusivity checks are turned off.
  @exclusivity(unchecked) private var behaviors: [any LayoutBehavior] = []
  @exclusivity(unchecked) private var structures: [Structure] = []
  @exclusivity(unchecked) private var nodeTraits: [ViewTraits?] = []
  @exclusivity(unchecked) private(set) var childPool: [NodeID] = []
  /// Nodes tagged with `accessibilityIdentifier(_:)`, in the order they were resolved.
  private(set) var identifiers: [String: [NodeID]] = [:]
  /// The composite views (`struct Row: View`) whose body produced a node, for dumps.
  private(set) var sourceViews: [NodeID: [String]] = [:]

  var count: Int { structures.count }

  // Plain getters, not `_read` coroutines: a GeometryReader appends nodes while its node is
  // being placed, which would move an array a coroutine still reads from.
  subscript(node: NodeID) -> Node {
    let structure = structures[node]
    return Node(
      behavior: behaviors[node], childStart: structure.childStart, childCount: structure.childCount,
      layoutDirection: structure.layoutDirection, traits: nodeTraits[node])
  }

  /// How `node` sizes and places itself.
  func behavior(of node: NodeID) -> any LayoutBehavior { behaviors[node] }

  /// The layout direction of the environment `node` was resolved in.
  func layoutDirection(of node: NodeID) -> LayoutDirection { structures[node].layoutDirection }

  /// The values a `Layout` reads from `node` through `LayoutSubview[key]`.
  func traits(of node: NodeID) -> ViewTraits? { nodeTraits[node] }

  func childCount(of node: NodeID) -> Int { Int(structures[node].childCount) }

  func children(of node: NodeID) -> ArraySlice<NodeID> {
    let structure = structures[node]
    let start = Int(structure.childStart)
    return childPool[start..<start + Int(structure.childCount)]
  }

  func append(
    _ behavior: any LayoutBehavior, children: some Collection<NodeID>, layoutDirection: LayoutDirection,
    traits: ViewTraits? = nil
  ) -> NodeID {
    let start = childPool.count
    childPool.append(contentsOf: children)
    behaviors.append(behavior)
    structures.append(
      Structure(childStart: Int32(start), childCount: Int32(children.count), layoutDirection: layoutDirection))
    nodeTraits.append(traits)
    return structures.count - 1
  }

  /// Gives `node` a new list of children: used when a `GeometryReader` resolves its content during placement.
  func setChildren(of node: NodeID, to children: some Collection<NodeID>) {
    let start = childPool.count
    childPool.append(contentsOf: children)
    structures[node].childStart = Int32(start)
    structures[node].childCount = Int32(children.count)
  }

  func setTraits(_ traits: ViewTraits?, of node: NodeID) {
    nodeTraits[node] = traits
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
