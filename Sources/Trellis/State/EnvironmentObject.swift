import Combine
import Foundation
import TrellisCore

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `environmentObject(_:)`.
///
/// A view whose object is missing is not shown, with SwiftUI's message as a runtime issue
/// (SwiftUI stops the app).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, InstalledDynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
  /// Creates the property.
  public init() {}

  /// The object from the environment of the view whose body is being evaluated.
  public var wrappedValue: ObjectType {
    // Never read without the object: the view is not evaluated then (`install`).
    EnvironmentValues._current.object(of: ObjectIdentifier(ObjectType.self)) as! ObjectType
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }

  /// Checks that the object is there, and subscribes the view to its changes.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    guard let object = environment.object(of: ObjectIdentifier(ObjectType.self)) as? ObjectType else {
      let name = String(describing: ObjectType.self)
      RuntimeIssues.report(
        "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an "
          + "ancestor of this view; it is not shown.")
      return false
    }
    graph.storage(at: key) { ObjectSubscription() }.observe(object, in: graph)
    return true
  }
}

nonisolated extension View {
  /// Supplies an observable object to this view's subtree, where `@EnvironmentObject` reads it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    transformEnvironment(\.self) { $0.setObject(object, of: ObjectIdentifier(T.self)) }
  }
}
