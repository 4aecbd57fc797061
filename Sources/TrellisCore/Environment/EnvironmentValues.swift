import Foundation

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
  // Values are whatever keys declare, so they are `Any`. A hierarchy is resolved on one
  // thread at a time, and the values are immutable once set, hence the unchecked Sendable.
  private var values: [ObjectIdentifier: Any] = [:]
  /// Objects placed with `environment(_:)` or `environmentObject(_:)`, by their type.
  var objects: [ObjectIdentifier: AnyObject] = [:]

  /// Creates an environment with every key at its default value.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
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
