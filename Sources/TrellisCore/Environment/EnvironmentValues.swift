import Foundation

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
  // Values are whatever keys declare, so they are boxed. A hierarchy is resolved on one
  // thread at a time, and the values are immutable once set, hence the unchecked Sendable.
  private var values: [ObjectIdentifier: AnyObject] = [:]
  /// Objects placed with `environment(_:)` or `environmentObject(_:)`, by their type.
  var objects: [ObjectIdentifier: AnyObject] = [:]
  /// The value of `LayoutDirectionKey`, kept beside `values` as well as in it: every node a
  /// view makes records its layout direction, and reading it from the dictionary cost about 400
  /// instructions a node (a hash and a dynamic cast; callgrind, Benchmarks/README.md "Step 3").
  /// The key's subscript sets both, so `self[LayoutDirectionKey.self]` and `layoutDirection`
  /// always agree.
  private(set) var storedLayoutDirection = LayoutDirection.leftToRight

  /// Creates an environment with every key at its default value.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      guard let box = values[ObjectIdentifier(key)] else { return K.defaultValue }
      // Only the setter below writes `values`, and it stores a `K.Value` under `K`'s identifier
      // alone: the box's type is known, so the checked cast it used to be (`as? K.Value` of an
      // `Any`, a dynamic cast on every read) is not needed.
      return unsafeDowncast(box, to: EnvironmentValueBox<K.Value>.self).value
    }
    set {
      values[ObjectIdentifier(key)] = EnvironmentValueBox(newValue)
      if K.self == LayoutDirectionKey.self, let direction = newValue as? LayoutDirection {
        storedLayoutDirection = direction
      }
    }
  }

  /// Whether a value is set for `key`, rather than its default.
  package func contains<K: EnvironmentKey>(_ key: K.Type) -> Bool {
    values[ObjectIdentifier(key)] != nil
  }

  /// The number of values set.
  public var description: String { "EnvironmentValues(\(values.count) values set)" }

  /// The environment of the view whose `body` is being evaluated.
  @TaskLocal static var current = EnvironmentValues()

  /// The environment of the view whose `body` is being evaluated, for dynamic properties
  /// declared outside the core.
  package static var _current: EnvironmentValues { current }
}

/// One value of an ``EnvironmentValues``, boxed so that it is read back with an unchecked
/// downcast rather than a dynamic cast of an `Any`.
private final class EnvironmentValueBox<Value> {
  let value: Value

  init(_ value: Value) { self.value = value }
}
