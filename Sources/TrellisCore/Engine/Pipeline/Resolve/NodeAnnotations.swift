import Foundation

/// A kind of value that modifiers adding no node of their own record on the nodes of the views
/// they modify: gestures, focus bindings, accessibility properties, menus, animation values.
///
/// Each feature declares its key beside itself and reads its values back where it needs them
/// (a host driving a tap, a result answering about accessibility); the pipeline stores the
/// values by key without knowing what they are, as `EnvironmentValues` stores environment keys.
protocol NodeAnnotationKey {
  /// The type of the value recorded.
  associatedtype Value
  /// The value of a node no modifier annotated with this key.
  static var defaultValue: Value { get }
}

/// What modifiers recorded on one node, by ``NodeAnnotationKey``.
///
/// A node has annotations only where a modifier wrote some, so a tree keeps them in a
/// dictionary by node, and each node's values in a small dictionary by key.
struct NodeAnnotations {
  private var values: [ObjectIdentifier: Any] = [:]

  /// The value recorded for `key`, or the key's default when none was.
  subscript<Key: NodeAnnotationKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
