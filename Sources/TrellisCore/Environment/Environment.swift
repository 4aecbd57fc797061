import Foundation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// struct AdaptiveRow: View {
///     @Environment(\.horizontalSizeClass) var sizeClass
///     var body: some View {
///         if sizeClass == .compact { VStack { Text("a"); Text("b") } } else { HStack { Text("a"); Text("b") } }
///     }
/// }
/// ```
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>

  /// Creates a property that reads the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment of the view whose `body` is being evaluated.
  public var wrappedValue: Value {
    EnvironmentValues.current[keyPath: keyPath]
  }
}

/// An interface for a stored variable that updates an external property of a view.
///
/// The view's dynamic properties (`@State`, `@Environment`, `@Binding`, …, and your own types
/// that hold them) are brought up to date before its `body` is evaluated.
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value. Called before the view's body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing: most dynamic properties read their value when it is used.
  public mutating func update() {}
}
