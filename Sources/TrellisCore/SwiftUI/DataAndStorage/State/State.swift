import Foundation

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
///
/// The value lives with the view's identity in its host: it survives the host laying the view
/// out again and its parent re-evaluating, and goes when the view leaves the tree.
@propertyWrapper
public struct State<Value>: DynamicProperty, InstalledDynamicProperty {
  let box: StateBox<Value>

  /// Creates the state with an initial value.
  public init(wrappedValue value: Value) {
    box = StateBox(initial: value)
  }

  /// Creates the state with an initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the state: `$count`.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State {
  /// Connects the state to the value its host keeps for the view, made from the initial value
  /// the first time.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    box.link(in: graph, at: key)
    return true
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates the state with `nil` as its initial value.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// Where a `@State` reads and writes its value: the storage its host keeps for the view's
/// identity once the view is resolved in a host, its initial value until then.
final class StateBox<Value> {
  private let initial: Value
  /// The host's storage for this state, once the view is resolved in a host.
  var storage: StateStorage<Value>?

  init(initial: Value) { self.initial = initial }

  var value: Value {
    get { storage?.value ?? unlinked ?? initial }
    set {
      if let storage { storage.value = newValue } else { unlinked = newValue }
    }
  }

  /// A value written before the box was linked to a host's storage: it becomes the initial value.
  private var unlinked: Value?

  /// The value storage starts from.
  var initialValue: Value { unlinked ?? initial }

  /// Links the box to the storage `graph` keeps at `key`, made from the initial value the
  /// first time; a change to it tells the host that the view owning the state — the one being
  /// resolved — must be evaluated again.
  func link(in graph: ViewGraph, at key: ViewIdentity) {
    let initialValue = self.initialValue
    storage = graph.storage(at: key) {
      let owner = graph.currentOwner
      return StateStorage(value: initialValue) { [weak graph] in graph?.valueChanged(owner: owner) }
    }
  }
}

/// The value of one `@State` of one view, kept by the host.
final class StateStorage<Value> {
  var value: Value {
    didSet { onChange() }
  }
  /// Tells the host the view must be evaluated again.
  var onChange: () -> Void

  init(value: Value, onChange: @escaping () -> Void) {
    self.value = value
    self.onChange = onChange
  }
}

extension ResolveContext {
  /// A value the host keeps for a view at `key`, whose changes resolve the views again, as a
  /// view's `@State` does: a navigation stack's path, a tab view's selection.
  func stateStorage<Value>(at key: ViewIdentity, initial: () -> Value) -> StateStorage<Value> {
    hosted(at: key).stateStorage(initial: initial)
  }
}

extension _HostedModifierContext {
  /// The state storage the host keeps for the view, made with `initial` the first time.
  func stateStorage<Value>(initial: () -> Value) -> StateStorage<Value> {
    let graph = self.graph
    return graph.storage(at: key) { StateStorage(value: initial()) { [weak graph] in graph?.valueChanged() } }
  }
}
