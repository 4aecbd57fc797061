import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// ```swift
/// VStack {
///     ForEach(names, id: \.self) { name in
///         Text(name)
///     }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection of data.
  public var data: Data
  /// A function that makes the view for one element.
  public var content: (Data.Element) -> Content
  let idForElement: (Data.Element) -> ID

  init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.idForElement = id
    self.content = content
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  /// Creates views for the elements of `data`, identified by the key path `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }

  /// Resolves one view per element, in order. Duplicate identifiers are reported, as SwiftUI does.
  /// In a lazy container, at most `_ViewInputs.lazyElementLimit` elements are made.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    // Editing actions (`onDelete`) are this ForEach's, not its elements' (ListEditing.swift).
    let editing = inputs.environment.forEachEditing
    let limit = inputs.elementLimit ?? .max
    if view.data.count > limit {
      RuntimeIssues.report(
        "ForEach<\(Data.self), \(ID.self), \(Content.self)> in a lazy container has \(view.data.count) elements; "
          + "Trellis makes the first \(limit) (SwiftUI makes those scrolled into sight) and leaves the rest out.")
    }
    inputs.resolver.appendList(inputs: inputs) { inputs in
      var seen = Set<ID>()
      seen.reserveCapacity(Swift.min(view.data.count, limit))
      // Read once: an element's inputs differ from these only in `forEachEditing`.
      let tagsElements = inputs.environment.tagsForEachElements
      // Indices, not `enumerated()`: the loop runs unspecialised (the data's type is only known
      // at run time), where each step of an enumerated sequence looks up its generic metadata,
      // most of the cost of an element (callgrind, Benchmarks/README.md).
      var offset = 0
      var index = view.data.startIndex
      let end = view.data.endIndex
      while index != end && offset < limit {
        let element = view.data[index]
        defer {
          view.data.formIndex(after: &index)
          offset += 1
        }
        let id = view.idForElement(element)
        if !seen.insert(id).inserted {
          RuntimeIssues.report(
            "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id) occurs multiple times within the collection, this will give undefined results!"
          )
        }
        var elementInputs = inputs
        elementInputs.identity = inputs.identity.appending(identifier: id)
        ForEachEditing.resolveElement(offset: offset, editing: editing, inputs: elementInputs) { inputs in
          guard tagsElements else {
            Content._makeViewList(view: view.content(element), inputs: inputs)
            return
          }
          // The element's identifier is its tag where a container selects (Tag.swift).
          let tag = TagValue(tag: id, includeOptional: true)
          inputs.resolver.setTraitIfAbsent(TagTraitKey.self, tag, inputs: inputs) { inputs in
            Content._makeViewList(view: view.content(element), inputs: inputs)
          }
        }
      }
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  /// Creates views for a collection of identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, id: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates views for a constant range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, id: { $0 }, content: content)
  }
}

private struct TagsForEachElementsKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether a `ForEach` tags each element's views with the element's identifier, as SwiftUI's
  /// does inside containers that select (a `List` with a selection): an explicit `tag(_:)` wins.
  var tagsForEachElements: Bool {
    get { self[TagsForEachElementsKey.self] }
    set { self[TagsForEachElementsKey.self] = newValue }
  }
}

extension ViewResolver {
  /// Attaches `value` for `Key` to each node `content` makes that has no value for it yet.
  func setTraitIfAbsent<Key: LayoutValueKey>(
    _ key: Key.Type, _ value: Key.Value, inputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    forEachMade(inputs: inputs, content: content) { node in
      let traits = tree.traits(of: node) ?? ViewTraits()
      guard traits.values[ObjectIdentifier(Key.self)] == nil else { return }
      tree.setTraits(traits.setting(ObjectIdentifier(Key.self), to: value), of: node)
    }
  }
}
