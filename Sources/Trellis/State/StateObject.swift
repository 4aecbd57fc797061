import Combine
import Foundation
import TrellisCore

/// A property wrapper type that instantiates an observable object once for the life of its view.
///
/// ```swift
/// struct LibraryView: View {
///     @StateObject private var library = Library()
///     var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// The object is made the first time the view is resolved in its host, kept by the view's
/// identity — through re-layouts and its parent's re-evaluations — and dropped when the view
/// leaves the tree, as SwiftUI keeps it.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, InstalledDynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
  private let box: StateObjectBox<ObjectType>

  /// Creates the property with a function that makes the object, called once.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(make: thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType { box.object }

  /// Bindings to the object's properties: `$library.title`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }

  /// Connects the property to the object its host keeps for the view, made the first time, and
  /// subscribes the view to the object's changes.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    let storage = graph.storage(at: key) { StateObjectStorage(object: box.make()) }
    box.storage = storage
    storage.subscription.observe(storage.object, in: graph)
    return true
  }
}

/// Where a `@StateObject` finds its object: the host's storage once resolved; until then an
/// object of its own, made when first read.
final class StateObjectBox<Object: ObservableObject> {
  let make: () -> Object
  var storage: StateObjectStorage<Object>?
  private lazy var unhosted: Object = make()

  init(make: @escaping () -> Object) { self.make = make }

  var object: Object { storage?.object ?? unhosted }
}

/// The object of one `@StateObject` of one view, kept by the host, and the view's subscription to it.
final class StateObjectStorage<Object: ObservableObject> {
  let object: Object
  let subscription = ObjectSubscription()

  init(object: Object) { self.object = object }
}
