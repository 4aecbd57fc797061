import Foundation

/// A key for accessing values in the environment.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when none is set.
  static var defaultValue: Value { get }
}
