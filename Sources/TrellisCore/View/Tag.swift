import Foundation

/// The value a view stands for in a selection: a `List` row's, a picker option's. Set by
/// `tag(_:)`, and by a `ForEach` for each of its elements (its identifier) where a container
/// collects tags.
struct TagTraitKey: LayoutValueKey {
  static var defaultValue: AnyHashable? { nil }
}

/// Sets a view's tag for its container.
struct TagModifier: PrimitiveViewModifier {
  let tag: AnyHashable

  static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    inputs.resolver.setTrait(TagTraitKey.self, modifier.tag, inputs: inputs, content: body)
  }
}

extension View {
  /// Sets the unique tag value of this view: what a `List` row or a `Picker` option stands for
  /// in the selection.
  ///
  /// ```swift
  /// List(selection: $selection) {
  ///     Text("Inbox").tag(Mailbox.inbox)
  ///     Text("Sent").tag(Mailbox.sent)
  /// }
  /// ```
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag)))
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
