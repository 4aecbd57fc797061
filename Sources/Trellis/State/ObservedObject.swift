import Combine
import Foundation
import TrellisCore

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the object changes.
///
/// ```swift
/// final class Cart: ObservableObject { @Published var items: [String] = [] }
/// struct CartView: View {
///     @ObservedObject var cart: Cart
///     var body: some View { Text("\(cart.items.count) items") }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, InstalledDynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
  /// The object.
  public var wrappedValue: ObjectType

  /// Creates the property for an object.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Creates the property for an object.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the object's properties: `$cart.items`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Subscribes the view to the object's changes for as long as the view is in its host.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    graph.storage(at: key) { ObjectSubscription() }.observe(wrappedValue, in: graph)
    return true
  }

  /// A wrapper of an observed object whose members are bindings to the object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

/// A view's subscription to an observable object's `objectWillChange`, kept by its host for as
/// long as the view is in the tree: a change tells the host to resolve its views again.
final class ObjectSubscription {
  private weak var object: AnyObject?
  private var cancellable: AnyCancellable?

  /// Subscribes to `object`, unless this subscription already follows it.
  func observe<Object: ObservableObject>(_ object: Object, in graph: ViewGraph)
  where Object.ObjectWillChangePublisher.Failure == Never {
    guard self.object !== object || cancellable == nil else { return }
    self.object = object
    // The view subscribing — the one being resolved — reads the object: it is evaluated again.
    let owner = graph.currentOwner
    cancellable = object.objectWillChange.sink { [weak graph] _ in graph?.valueChanged(owner: owner) }
  }
}
