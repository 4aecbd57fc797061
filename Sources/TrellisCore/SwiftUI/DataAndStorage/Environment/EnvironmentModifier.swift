import Foundation

/// A modifier that sets a value in the environment of the view it modifies.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ImmediateViewModifier {
  /// The key path of the value to set.
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// The value to set.
  public var value: Value

  /// Creates a modifier that sets `value` at `keyPath`.
  public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }

  /// Resolves the content with the modified environment.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    var inputs = inputs
    inputs.environment[keyPath: modifier.keyPath] = modifier.value
    body(inputs)
  }
}

nonisolated extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  ///
  /// ```swift
  /// ContentView().environment(\.horizontalSizeClass, .compact)
  /// ```
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }
}

/// A modifier that changes a value in the environment of the view it modifies.
nonisolated public struct _EnvironmentKeyTransformModifier<Value>: ImmediateViewModifier {
  /// The key path of the value to change.
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// The change.
  public var transform: (inout Value) -> Void

  /// Creates a modifier that applies `transform` to the value at `keyPath`.
  public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void) {
    self.keyPath = keyPath
    self.transform = transform
  }

  /// Resolves the content with the changed environment.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    var inputs = inputs
    modifier.transform(&inputs.environment[keyPath: modifier.keyPath])
    body(inputs)
  }
}

nonisolated extension View {
  /// Changes the environment value at `keyPath` for this view and its descendants.
  ///
  /// ```swift
  /// Text("Hi").transformEnvironment(\.font) { font in font = font ?? .body }
  /// ```
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
  }
}
