import Foundation

/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// An element whose children key path gives a collection is a ``DisclosureGroup`` labelled by
/// its view, holding its children's views; an element whose children are `nil` is its view.
/// Groups start collapsed. In a list, each level is indented by 20 points.
///
/// ```swift
/// OutlineGroup(files, children: \.children) { file in
///     Label(file.name, systemImage: file.icon)
/// }
/// ```
///
/// Fidelity: partial — the structure is Apple's documented one; the indentation per level is
/// [uncertain].
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let id: (Data.Element) -> ID
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// Creates an outline group from a collection of root data elements and a key path to each
  /// element's children, identifying elements by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.children = children
    self.content = content
  }

  /// The elements, each a leaf or a disclosure group of its children.
  public var body: some View {
    OutlineLevel(group: self, elements: Array(data), depth: 0)
  }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
  /// Creates an outline group from a collection of identifiable root data elements and a key
  /// path to each element's children.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }
}

/// One level of an outline: its elements, at `depth`.
nonisolated private struct OutlineLevel<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let group: OutlineGroup<Data, ID, Leaf>
  let elements: [Data.Element]
  let depth: Int
  @Environment(\.listContext) private var listContext

  var body: some View {
    // Read here: `@Environment` values are read while the body is evaluated, not when the
    // `ForEach` makes its elements.
    let indent = listContext == nil ? 0 : CGFloat(depth) * 20
    return ForEach(data: elements, id: group.id) { element in node(element, indent: indent) }
  }

  /// An element's view, or a disclosure group of its children labelled by it (type-erased: the
  /// levels nest without end in the type system).
  private func node(_ element: Data.Element, indent: CGFloat) -> AnyView {
    let leaf = group.content(element).padding(.leading, indent)
    guard let children = element[keyPath: group.children] else { return AnyView(leaf) }
    return AnyView(
      DisclosureGroup {
        OutlineLevel(group: group, elements: Array(children), depth: depth + 1)
      } label: {
        leaf
      })
  }
}
