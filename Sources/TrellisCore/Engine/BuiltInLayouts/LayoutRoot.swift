import Foundation

/// A container view made from a `Layout` and its content: what `MyLayout { … }` builds.
nonisolated public struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  init(layout: L, content: Content) {
    self.layout = layout
    self.content = content
  }

  /// Adds a container node laid out by the layout, whose children are the content's views.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let name =
      L.self == AnyLayout.self ? (view.layout as? AnyLayout).map { "AnyLayout(\($0.storage.layoutName))" } : nil
    makeContainer(
      layout: view.layout, name: name ?? inputs.context.name(of: L.self), content: view.content, inputs: inputs)
  }

  /// Adds a node laid out by `layout` whose children are the views of `content`.
  static func makeContainer(layout: L, name: String, content: Content, inputs: _ViewInputs) {
    let facts = inputs.context.layoutFacts(of: L.self)
    let properties =
      facts.mayHaveInstanceProperties
      ? ((layout as? any InstanceLayoutProperties)?.instanceProperties ?? L.layoutProperties) : L.layoutProperties
    let orientation = properties.stackOrientation
    let childInputs =
      facts.isLazy ?? (layout is any LazyLayout)
      ? inputs.inLazyContainer(orientation: orientation) : inputs.inContainer(orientation: orientation)
    inputs.context.appendContainer(
      boxed: containerBehaviorBox(layout: layout, name: name, in: inputs.context), inputs: inputs,
      childInputs: childInputs
    ) { inputs in
      Content._makeViewList(view: content, inputs: inputs)
    }
  }
}

/// The layout of a container SwiftUI fills lazily, with the views scrolled into sight: a lazy
/// stack or grid. Trellis limits the elements a `ForEach` makes in it (`_ViewInputs.lazyElementLimit`).
protocol LazyLayout: Layout {}

/// A layout whose properties depend on the value, not only the type: `AnyLayout` (whatever it
/// wraps) and the lazy stacks (their axis).
protocol InstanceLayoutProperties {
  var instanceProperties: LayoutProperties { get }
}

/// A built-in container view: a thin view over a `Layout` value whose children are its
/// content's views, as SwiftUI's stacks are (style.md §2.3). `HStack`, `VStack`, `ZStack`,
/// `LazyVStack`, `LazyHStack` and `Grid` are one each; their node is named after the type.
nonisolated protocol LayoutContainer: View, PrimitiveView {
  associatedtype ContainerLayout: Layout
  associatedtype ContainerContent: View
  /// The layout that sizes and places the children.
  var layout: ContainerLayout { get }
  /// The children.
  var content: ContainerContent { get }
  /// The name of the container's node: the type's, without its generic arguments. Given by each
  /// type, where finding it by type (``ViewResolver/name(of:)``) hashed the type for every
  /// container (Benchmarks/README.md, step 12).
  static var containerName: String { get }
}

nonisolated extension LayoutContainer {
  /// Adds the container's node, laid out by its layout, with the content's views as children.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    _LayoutRoot.makeContainer(layout: view.layout, name: containerName, content: view.content, inputs: inputs)
  }
}
