import Foundation

/// A key for a value that a view passes to its container's `Layout`.
///
/// ```swift
/// struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subview[Rank.self]
/// ```
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that does not set one.
  static var defaultValue: Value { get }
}
