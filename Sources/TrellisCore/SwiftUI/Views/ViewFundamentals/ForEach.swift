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
  /// Whether no two elements can have the same identifier, so that there is nothing to report:
  /// a `Range<Int>` whose elements are their own identifiers (`ForEach(0..<n)`,
  /// `ForEach(0..<n, id: \.self)`).
  let identifiersAreDistinct: Bool

  package init(
    data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
    identifiersAreDistinct: Bool = false
  ) {
    self.data = data
    self.idForElement = id
    self.content = content
    self.identifiersAreDistinct = identifiersAreDistinct
  }
}

nonisolated extension ForEach: View, PrimitiveView where Content: View {
  /// Creates views for the elements of `data`, identified by the key path `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(
      data: data, id: { $0[keyPath: id] }, content: content,
      identifiersAreDistinct: Data.self == Range<Int>.self && id as AnyKeyPath == \Data.Element.self as AnyKeyPath)
  }

  /// Resolves one view per element, in order. Duplicate identifiers are reported, as SwiftUI does.
  /// In a lazy container, at most `_ViewInputs.lazyElementLimit` elements are made.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    // Editing actions (`onDelete`) are this ForEach's, not its elements' (ListEditing.swift).
    let editing = inputs.environment.forEachEditing
    let limit = inputs.elementLimit ?? .max
    // The fields are read once, here: this code runs unspecialised (an `AnyView`'s content), where
    // each read of a field of `view` inside the closures below looked up the metadata of
    // `ForEach<Data, ID, Content>`, about 330 instructions a read (callgrind, Benchmarks/README.md
    // "Step 3").
    let (data, makeContent, idForElement, distinct) =
      (view.data, view.content, view.idForElement, view.identifiersAreDistinct)
    let count = data.count
    if count > limit {
      RuntimeIssues.report(
        "ForEach<\(Data.self), \(ID.self), \(Content.self)> in a lazy container has \(count) elements; "
          + "Trellis makes the first \(limit) (SwiftUI makes those scrolled into sight) and leaves the rest out.")
    }
    inputs.context.appendList(inputs: inputs) { inputs in
      // Distinct identifiers need no search: it cost about 560 instructions an element and
      // 330 a `ForEach` (the set's metadata; callgrind, Benchmarks/README.md "Step 5").
      var seen = distinct ? nil : RepeatedIdentifiers(capacity: Swift.min(count, limit))
      // Read once: an element's inputs differ from these only in `forEachEditing`.
      let tagsElements = inputs.environment.tagsForEachElements
      func resolve(_ element: Data.Element, at index: Data.Index, offset: Int) {
        let id = idForElement(element)
        // One hash serves both the identity and the search for repeated identifiers.
        let hash = ViewIdentity.hash(of: id)
        if seen?.isRepeated(id, hash: hash, before: index, in: data, idForElement: idForElement) == true {
          RuntimeIssues.report(
            "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id) occurs multiple times within the collection, this will give undefined results!"
          )
        }
        var elementInputs = inputs
        elementInputs.identity = inputs.identity.appending(identifierHash: hash)
        ForEachEditing.resolveElement(offset: offset, editing: editing, inputs: elementInputs) { inputs in
          guard tagsElements else {
            Content._makeViewList(view: makeContent(element), inputs: inputs)
            return
          }
          resolveTagged(makeContent(element), id: id, inputs: inputs)
        }
      }
      var offset = 0
      if Data.self == Range<Int>.self {
        // `ForEach(0..<n)`, the commonest data, walked with plain integers: a step of an
        // unspecialised `Range<Int>` (`formIndex(after:)` with its range check, and the
        // subscript) cost about 1,300 instructions an element (callgrind, Benchmarks/README.md
        // "Step 3"). Invariant of the casts: `Data` is `Range<Int>` (tested above, in every build),
        // so its elements and indices are `Int`s; asserted in debug builds.
        assert(Data.Element.self == Int.self && Data.Index.self == Int.self)
        let range = unsafeBitCast(data, to: Range<Int>.self)
        var value = range.lowerBound
        while value != range.upperBound && offset < limit {
          resolve(
            unsafeBitCast(value, to: Data.Element.self), at: unsafeBitCast(value, to: Data.Index.self), offset: offset)
          value += 1
          offset += 1
        }
        return
      }
      // Indices, not `enumerated()`: the loop runs unspecialised (the data's type is only known
      // at run time), where each step of an enumerated sequence looks up its generic metadata,
      // most of the cost of an element (callgrind, Benchmarks/README.md).
      var index = data.startIndex
      let end = data.endIndex
      while index != end && offset < limit {
        resolve(data[index], at: index, offset: offset)
        data.formIndex(after: &index)
        offset += 1
      }
    }
  }

  /// Resolves an element's view with its identifier as its tag, where a container selects
  /// (Tag.swift). A function of its own, so that the loop above looks up `TagValue`'s metadata
  /// only where tags are made.
  private static func resolveTagged(_ content: Content, id: ID, inputs: _ViewInputs) {
    let tag = TagValue(tag: id, includeOptional: true)
    inputs.context.setTraitIfAbsent(TagTraitKey.self, tag, inputs: inputs) { inputs in
      Content._makeViewList(view: content, inputs: inputs)
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
    self.init(data: data, id: { $0 }, content: content, identifiersAreDistinct: true)
  }
}

extension EnvironmentValues {
  /// Whether a `ForEach` tags each element's views with the element's identifier, as SwiftUI's
  /// does inside containers that select (a `List` with a selection): an explicit `tag(_:)` wins.
  @Entry var tagsForEachElements: Bool = false
}
