import Foundation

/// A gesture that runs an action each time its content's value changes. Made by
/// ``Gesture/onChanged(_:)``.
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture where Content.Value: Equatable {
  let content: Content
  let action: (Content.Value) -> Void

  /// The content's outputs, with the action at each change to a new value.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Content.Value> {
    let action = gesture.action
    return Content._makeGesture(gesture: gesture.content, inputs: inputs).adding { phase, previous in
      guard case .changed(let value) = phase, value != previous else { return nil }
      return { action(value) }
    }
  }
}

/// A gesture that runs an action when its content ends. Made by ``Gesture/onEnded(_:)``.
public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
  let content: Content
  let action: (Content.Value) -> Void

  /// The content's outputs, with the action where it ends.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Content.Value> {
    let action = gesture.action
    return Content._makeGesture(gesture: gesture.content, inputs: inputs).adding { phase, _ in
      guard case .ended(let value) = phase else { return nil }
      return { action(value) }
    }
  }
}

/// A gesture whose values are its content's, transformed. Made by ``Gesture/map(_:)``.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
  let content: Content
  let transform: (Content.Value) -> Value

  /// The content's outputs, transformed.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    Content._makeGesture(gesture: gesture.content, inputs: inputs).mapValues(gesture.transform)
  }
}

/// A gesture that updates a `@GestureState` as its content changes, and resets it when the
/// content stops. Made by ``Gesture/updating(_:body:)``.
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
  /// The originating gesture.
  public var base: Base
  /// A value that changes as the user performs the gesture.
  public var state: GestureState<State>
  /// The updating gesture containing the originating gesture's value, the updated state of the
  /// gesture, and a transaction.
  public var body: (GestureStateGesture.Value, inout State, inout Transaction) -> Void

  /// The type representing the gesture's value.
  public typealias Value = Base.Value

  /// Creates a new gesture that's the result of an ongoing gesture.
  public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
    self.base = base
    self.state = state
    self.body = body
  }

  /// The base's outputs, with the state updated at every change and reset when the base stops.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Base.Value> {
    let (state, body) = (gesture.state, gesture.body)
    var outputs = Base._makeGesture(gesture: gesture.base, inputs: inputs).adding { phase, _ in
      guard case .changed(let value) = phase else { return nil }
      return { state.update { current, transaction in body(value, &current, &transaction) } }
    }
    if let first = outputs.steps.first(where: { $0.phase != nil }) {
      outputs.finishes.append(.init(index: outputs.stop ?? first.index) { state.reset() })
    }
    return outputs
  }
}

extension Gesture {
  /// Adds an action to perform when the gesture's value changes.
  ///
  /// ```swift
  /// DragGesture().onChanged { value in offset = value.translation }
  /// ```
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// Adds an action to perform when the gesture ends.
  ///
  /// ```swift
  /// TapGesture().onEnded { isSelected.toggle() }
  /// ```
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Returns a gesture that's the result of mapping the values of this one.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// Updates the provided gesture state property as the gesture's value changes; the property
  /// goes back to its initial value when the gesture stops.
  ///
  /// ```swift
  /// @GestureState private var dragOffset = CGSize.zero
  /// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
  /// ```
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: PrimitiveGesture {
  private let make: (_GestureInputs) -> _GestureOutputs<Value>

  /// Creates an instance from another gesture.
  public init<T: Gesture>(_ gesture: T) where Value == T.Value {
    make = { T._makeGesture(gesture: gesture, inputs: $0) }
  }

  /// The wrapped gesture's outputs.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    gesture.make(inputs)
  }
}
