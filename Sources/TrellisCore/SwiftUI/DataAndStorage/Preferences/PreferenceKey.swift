import Foundation

/// A named value produced by a view, which the views above it read, combined from every view
/// that sets it.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
/// }
/// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
/// ```
///
/// Preferences travel up the tree as the views are resolved, so they carry values the views
/// decide (a navigation title, toolbar items, a tab's label); values that depend on layout
/// (an `Anchor`, a frame read through a `GeometryReader`) reach the readers of the next update.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value

  /// The value when no view sets one.
  static var defaultValue: Value { get }

  /// Combines the value a view set with the next one, in the views' order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`: no view set a value.
  public static var defaultValue: Value { nil }
}

/// The preference values a subtree set, by key.
struct PreferenceValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// The value of `key`: the subtree's combined value, or the key's default.
  subscript<K: PreferenceKey>(key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Whether any view of the subtree set `key`.
  func contains<K: PreferenceKey>(_ key: K.Type) -> Bool { values[ObjectIdentifier(key)] != nil }

  /// Replaces the value of `key`.
  mutating func replace<K: PreferenceKey>(_ key: K.Type, with value: K.Value) {
    register(key)
    values[ObjectIdentifier(key)] = value
  }

  /// Combines `value` into the value of `key`, after what is there.
  mutating func write<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
    register(key)
    let id = ObjectIdentifier(key)
    guard var current = values[id] as? K.Value else {
      var initial = K.defaultValue
      K.reduce(value: &initial) { value }
      values[id] = initial
      return
    }
    K.reduce(value: &current) { value }
    values[id] = current
  }

  /// Combines every value of `other`, which came after, into these.
  mutating func merge(_ other: PreferenceValues) {
    for (id, value) in other.values {
      guard let existing = values[id], let combine = other.combiners[id] else {
        values[id] = value
        combiners[id] = other.combiners[id]
        continue
      }
      values[id] = combine(existing, value)
    }
  }

  /// How each key's values are combined, for merging a child's values into its parent's.
  private var combiners: [ObjectIdentifier: (Any, Any) -> Any] = [:]

  /// Records how `key` combines, the first time it is written.
  mutating func register<K: PreferenceKey>(_ key: K.Type) {
    let id = ObjectIdentifier(key)
    guard combiners[id] == nil else { return }
    combiners[id] = { first, next in
      var value = first as! K.Value
      K.reduce(value: &value) { next as! K.Value }
      return value
    }
  }
}
