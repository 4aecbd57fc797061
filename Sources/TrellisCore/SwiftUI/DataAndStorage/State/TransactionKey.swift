import Foundation

/// A key for accessing values in a transaction.
///
/// ```swift
/// private struct IsFromSyncKey: TransactionKey {
///     static let defaultValue = false
/// }
/// extension Transaction {
///     var isFromSync: Bool {
///         get { self[IsFromSyncKey.self] }
///         set { self[IsFromSyncKey.self] = newValue }
///     }
/// }
/// ```
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value
  /// The value when none is set.
  static var defaultValue: Value { get }
}

extension Transaction {
  /// The value for `key`, or its default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
