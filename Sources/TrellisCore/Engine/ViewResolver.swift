import Foundation

/// Turns a view value into nodes of a ``ViewTree``: the step between the view API and layout.
///
/// Each view appends the nodes it makes to `pending`; a container takes the nodes its content
/// appended and becomes their parent. Composite views evaluate their `body` with their
/// environment installed, so `@Environment` properties read the values in force where they are.
final class ViewResolver {
  let tree: ViewTree
  /// Nodes made but not yet adopted by a parent.
  private var pending: [NodeID] = []

  init(tree: ViewTree) { self.tree = tree }

  /// Resolves a view and returns the top-level nodes it made (several for a `TupleView` or `ForEach`).
  func makeNodes<V: View>(_ view: V, inputs: _ViewInputs) -> [NodeID] {
    let start = pending.count
    V._makeViewList(view: view, inputs: inputs)
    let made = Array(pending[start...])
    pending.removeSubrange(start...)
    return made
  }

  /// Resolves a type-erased view.
  func resolve(_ view: any View, inputs: _ViewInputs) {
    resolveOpened(view, inputs: inputs)
  }

  private func resolveOpened<V: View>(_ view: V, inputs: _ViewInputs) {
    V._makeViewList(view: view, inputs: inputs)
  }

  /// Resolves a composite view's body, recording the view's type for the dumps.
  func resolveBody<V: View>(of view: V, inputs: _ViewInputs) {
    let start = pending.count
    let body = withEnvironment(inputs.environment) { view.body }
    V.Body._makeViewList(view: body, inputs: inputs)
    let name = typeName(V.self)
    for node in pending[start...] { tree.recordSource(name, for: node) }
  }

  /// Runs `body` with `environment` as the one `@Environment` properties read.
  func withEnvironment<R>(_ environment: EnvironmentValues, _ body: () -> R) -> R {
    EnvironmentValues.$current.withValue(environment, operation: body)
  }

  // MARK: Making nodes

  /// Adds a node with no children.
  func appendLeaf(_ behavior: any LayoutBehavior, inputs: _ViewInputs) {
    pending.append(
      tree.append(behavior, children: EmptyCollection(), layoutDirection: inputs.environment.layoutDirection))
  }

  /// Adds a container node whose children are the nodes `content` makes.
  func appendContainer(
    _ behavior: any LayoutBehavior, inputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    let start = pending.count
    content(inputs)
    let node = tree.append(
      behavior, children: pending[start...], layoutDirection: inputs.environment.layoutDirection)
    pending.removeSubrange(start...)
    pending.append(node)
  }

  /// Wraps each node that `content` makes in a modifier node made by `behavior`.
  ///
  /// A modifier applied to a group applies to each of its views, as in SwiftUI. The wrapped
  /// node's traits (layout values) move outward to the modifier node.
  func wrapEach(
    inputs: _ViewInputs, content: (_ViewInputs) -> Void, behavior: (NodeID) -> any LayoutBehavior
  ) {
    let start = pending.count
    content(inputs)
    for index in start..<pending.count {
      let child = pending[index]
      pending[index] = tree.append(
        behavior(child), children: CollectionOfOne(child), layoutDirection: inputs.environment.layoutDirection,
        traits: tree[child].traits)
    }
  }

  /// Wraps each node `content` makes in a node with `secondary` as a second child
  /// (background and overlay). Several secondary views are gathered in an implicit `ZStack`.
  func wrapEach(
    inputs: _ViewInputs, content: (_ViewInputs) -> Void, secondary: (_ViewInputs) -> Void,
    secondaryAlignment: Alignment, behavior: any LayoutBehavior
  ) {
    let start = pending.count
    content(inputs)
    for index in start..<pending.count {
      let primary = pending[index]
      let layer = makeUnary(
        inputs: inputs.inContainer(orientation: nil),
        implicitContainer: CustomLayoutBehavior(layout: ZStackLayout(alignment: secondaryAlignment), name: "ZStack"),
        content: secondary)
      var children = [primary]
      if let layer { children.append(layer) }
      pending[index] = tree.append(
        behavior, children: children, layoutDirection: inputs.environment.layoutDirection,
        traits: tree[primary].traits)
    }
  }

  /// Resolves `content` into exactly one node, gathering several in `implicitContainer` (a
  /// `ZStack` behind a background, a `VStack` in a scroll view); `nil` when it makes none.
  func makeUnary(
    inputs: _ViewInputs, implicitContainer: @autoclosure () -> any LayoutBehavior, content: (_ViewInputs) -> Void
  ) -> NodeID? {
    let start = pending.count
    content(inputs)
    let made = pending.count - start
    if made == 0 { return nil }
    if made > 1 {
      let node = tree.append(
        implicitContainer(), children: pending[start...], layoutDirection: inputs.environment.layoutDirection)
      pending.removeSubrange(start...)
      return node
    }
    return pending.removeLast()
  }

  /// Adds a node made elsewhere (by ``makeUnary(inputs:implicitContainer:content:)``) to the current list.
  func adopt(_ node: NodeID) {
    pending.append(node)
  }

  /// Applies `update` to each node `content` makes, without adding nodes.
  func forEachMade(inputs: _ViewInputs, content: (_ViewInputs) -> Void, update: (NodeID) -> Void) {
    let start = pending.count
    content(inputs)
    for node in pending[start...] { update(node) }
  }
}

/// A type's name without its generic arguments: `HStack` for `HStack<TupleView<…>>`.
func typeName(_ type: Any.Type) -> String {
  let full = String(describing: type)
  guard let bracket = full.firstIndex(of: "<") else { return full }
  return String(full[..<bracket])
}
