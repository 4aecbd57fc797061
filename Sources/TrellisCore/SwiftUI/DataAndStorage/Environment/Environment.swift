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
@propertyWrapper public struct Environment<Value>: DynamicProperty, InstalledDynamicProperty {
  /// Where the value comes from: a key path of the environment, or an `@Observable` object
  /// placed in it with `environment(_:)`.
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, name: String, isOptional: Bool)
  }

  private let source: Source
  /// The environment of the view, kept when the view is installed: a closure the body makes
  /// (a button's action calling `dismiss()`) reads it after the body was evaluated, as
  /// SwiftUI's `@Environment` keeps the value of its last update.
  private let installed = InstalledEnvironment()

  /// Creates a property that reads the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Creates a property that reads the `@Observable` object of this type from the environment,
  /// placed there by an ancestor's `environment(_:)`.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library
  /// ```
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), isOptional: false)
  }

  /// Creates a property that reads the `@Observable` object of this type from the environment,
  /// or `nil` when no ancestor placed one there.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), isOptional: true)
  }

  /// The value in the environment of the view: the one it was installed with, else the one
  /// of the body being evaluated.
  public var wrappedValue: Value {
    let environment = installed.environment ?? EnvironmentValues.current
    switch source {
    case .keyPath(let keyPath):
      return environment[keyPath: keyPath]
    case .object(let type, _, _):
      // A view whose required object is missing is never evaluated (``install(in:at:environment:)``);
      // the optional form reads `nil`.
      return environment.object(of: type) as! Value
    }
  }

  /// Keeps the view's environment and checks, before the body is evaluated, that a required
  /// environment object is there.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    installed.environment = environment
    guard case .object(let type, let name, false) = source, environment.object(of: type) == nil else { return true }
    RuntimeIssues.report(
      "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an "
        + "ancestor of this view; it is not shown.")
    return false
  }
}

/// The environment an `@Environment` property was installed with.
private final class InstalledEnvironment {
  var environment: EnvironmentValues?
}

extension EnvironmentValues {
  /// The object of the type `type` identifies placed in the environment, if any.
  package func object(of type: ObjectIdentifier) -> AnyObject? {
    objects[type]
  }

  /// Places `object` in the environment as the object of its type.
  package mutating func setObject(_ object: AnyObject?, of type: ObjectIdentifier) {
    objects[type] = object
  }
}

nonisolated extension View {
  /// Places an `@Observable` object in the environment of this view, where `@Environment(T.self)`
  /// reads it.
  ///
  /// ```swift
  /// ContentView().environment(library)
  /// ```
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    transformEnvironment(\.self) { $0.setObject(object, of: ObjectIdentifier(T.self)) }
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
