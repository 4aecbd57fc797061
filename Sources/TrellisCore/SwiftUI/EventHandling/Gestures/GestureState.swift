import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and resets
/// the property back to its initial state when the gesture ends.
///
/// ```swift
/// @GestureState private var isDetectingLongPress = false
/// var body: some View {
///     Circle()
///         .fill(isDetectingLongPress ? .red : .green)
///         .gesture(LongPressGesture().updating($isDetectingLongPress) { current, state, _ in state = current })
/// }
/// ```
///
/// Like `@State`, the value lives with the view's identity in its host; only a gesture's
/// `updating(_:body:)` changes it. It goes back to its initial value once the gesture ends,
/// fails or is beaten by another — after the gesture's `onEnded` actions at that touch — and
/// the reset runs the `reset` closure given at creation, if any, with the value being reset.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, InstalledDynamicProperty {
  let box: StateBox<Value>
  private let resetAction: (Value, inout Transaction) -> Void

  /// Creates a view state that's derived from a gesture, with an initial value.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, reset: { _, _ in })
  }

  /// Creates a view state that's derived from a gesture, with an initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Creates a view state that's derived from a gesture, with an initial value and the
  /// transaction to reset it in.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
  }

  /// Creates a view state that's derived from a gesture, with an initial value and the
  /// transaction to reset it in.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// Creates a view state that's derived from a gesture, with an initial value and a closure
  /// that runs when the state resets, with the value being reset and the reset's transaction.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    box = StateBox(initial: wrappedValue)
    resetAction = reset
  }

  /// Creates a view state that's derived from a gesture, with an initial value and a closure
  /// that runs when the state resets.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The wrapped value: the state the gesture set, or the initial value.
  public var wrappedValue: Value { box.value }

  /// The gesture state itself, for `updating(_:body:)`: `$dragOffset`.
  public var projectedValue: GestureState<Value> { self }

  /// Connects the state to the value its host keeps for the view, as `@State` does.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    box.link(in: graph, at: key)
    return true
  }

  /// Lets a gesture change the value.
  func update(_ body: (inout Value, inout Transaction) -> Void) {
    var value = box.value
    var transaction = Transaction()
    body(&value, &transaction)
    box.value = value
  }

  /// Puts the initial value back, telling the reset closure first.
  func reset() {
    var transaction = Transaction()
    resetAction(box.value, &transaction)
    box.value = box.initialValue
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Creates a view state that's derived from a gesture, initially `nil`, with the
  /// transaction to reset it in.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// Creates a view state that's derived from a gesture, initially `nil`, with a closure that
  /// runs when the state resets.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}
