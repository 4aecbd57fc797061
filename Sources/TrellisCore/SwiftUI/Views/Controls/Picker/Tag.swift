import Foundation

// A view's tag: the value a picker (or a tab view, or a list's selection) stands for when that
// view is chosen.
//
// The rule for matching a tag against a selection is SwiftUI's as OpenSwiftUI reads it
// (`Sources/OpenSwiftUICore/View/Tag.swift`, "Audited for 6.5.4") and as Apple documents
// `tag(_:includeOptional:)`: a tag of type `V` is written for `V` and, unless `includeOptional`
// is false, for `Optional<V>`. A container whose selection is of type `S` looks for a tag of
// type `S` exactly — so `Text("Red").tag(Color.red)` matches a `Color` or `Color?` selection,
// while `.tag(1)` (an `Int`) never matches a `UInt8` selection, and `.tag(Optional(x))` matches
// only an `Optional` selection. A `ForEach` tags each of its views with the element's id in the
// same way unless the view is tagged already.

/// A view's tag, with its type kept, so that a selection of any type can ask whether it matches.
protocol ViewTag: CustomStringConvertible {
  /// The tag as a value of type `S`, when the tag matches a selection of that type: a tag of
  /// type `S`, or of type `V` with `S == Optional<V>` when written for the optional too.
  func value<S: Hashable>(as type: S.Type) -> S?
}

/// A tag of type `V`.
struct TagValue<V: Hashable>: ViewTag {
  let tag: V
  /// Whether the tag is also written for `Optional<V>`.
  let includeOptional: Bool

  func value<S: Hashable>(as type: S.Type) -> S? {
    // Invariant: the types are compared exactly, in every build, so the casts below cannot
    // change the value (docs/UnsafeCode.md).
    if S.self == V.self { return unsafeBitCast(tag, to: S.self) }
    if includeOptional && S.self == Optional<V>.self { return unsafeBitCast(Optional(tag), to: S.self) }
    return nil
  }

  var description: String { String(describing: tag) }
}

/// The tag a view carries as a trait, for containers that read it while laying out.
struct TagTraitKey: LayoutValueKey {
  static var defaultValue: (any ViewTag)? { nil }
}

/// Writes a tag on the views it modifies: a trait for layout containers, and a value a
/// picker finds in its content (``PickerOptions``).
nonisolated public struct _TagModifier<V: Hashable>: PrimitiveViewModifier {
  let tag: TagValue<V>

  /// Sets the tag trait on each view the content makes.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    inputs.context.setTrait(TagTraitKey.self, modifier.tag, inputs: inputs, content: body)
  }
}

/// A modifier that writes a tag, whatever the tag's type.
protocol TagWriting {
  var viewTag: any ViewTag { get }
}

extension _TagModifier: TagWriting {
  var viewTag: any ViewTag { tag }
}

nonisolated extension View {
  /// Sets the unique tag value of this view: the value a ``Picker`` selects when this option is
  /// chosen.
  ///
  /// The tag is written for `V` and, when `includeOptional` is true, for `Optional<V>` too, so
  /// that an option tagged with a `Flavor` is selectable by a picker whose selection is a
  /// `Flavor?`. A tag whose type is neither the selection's type nor its optional never
  /// matches.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///     Text("Chocolate").tag(Flavor.chocolate)
  ///     Text("Vanilla").tag(Flavor.vanilla)
  /// }
  /// ```
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(_TagModifier(tag: TagValue(tag: tag, includeOptional: includeOptional)))
  }
}
