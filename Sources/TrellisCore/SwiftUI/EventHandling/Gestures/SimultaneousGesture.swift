import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other. Made by ``Gesture/simultaneously(with:)``.
///
/// Its value holds each gesture's latest value (`nil` until it has one); it ends once both
/// gestures have stopped and at least one ended, and fails if both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
  public struct Value {
    /// The value of the first gesture.
    public var first: First.Value?
    /// The value of the second gesture.
    public var second: Second.Value?
  }

  /// The first of two gestures that can happen simultaneously.
  public var first: First
  /// The second of two gestures that can happen simultaneously.
  public var second: Second

  /// Creates a gesture with two gestures that can receive updates or succeed independently of
  /// each other.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Runs both gestures on the same touches and reports their values together.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    let a = First._makeGesture(gesture: gesture.first, inputs: inputs)
    let b = Second._makeGesture(gesture: gesture.second, inputs: inputs)
    let ends = a.end != nil || b.end != nil
    let stop = Swift.max(a.stop ?? inputs.touches.count, b.stop ?? inputs.touches.count)
    var outputs = _GestureOutputs<Value>()
    outputs.finishes =
      a.finishes.map { .init(index: $0.index, action: $0.action) }
      + b.finishes.map {
        .init(index: $0.index, action: $0.action)
      }
    outputs.blocking = a.blocking + b.blocking
    var value = Value()
    var reported = false
    let indices = Set(a.steps.map(\.index) + b.steps.map(\.index) + (ends ? [stop] : [])).sorted()
    for index in indices {
      var step = _GestureOutputs<Value>.Step(index: index, phase: nil, claims: false)
      for part in a.steps where part.index == index {
        if let phase = part.phase { value.first = phase.value }
        step.actions += part.actions
        step.claims = step.claims || part.claims
        reported = reported || part.phase != nil
      }
      for part in b.steps where part.index == index {
        if let phase = part.phase { value.second = phase.value }
        step.actions += part.actions
        step.claims = step.claims || part.claims
        reported = reported || part.phase != nil
      }
      if ends && index == stop {
        step.phase = .ended(value)
        step.claims = true
      } else if a.steps.contains(where: { $0.index == index && $0.phase != nil })
        || b.steps.contains(where: { $0.index == index && $0.phase != nil })
      {
        step.phase = .changed(value)
      }
      outputs.steps.append(step)
    }
    if !ends { outputs.failure = stop }
    return outputs
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// Combines a gesture with another gesture to create a new gesture that recognizes both
  /// gestures at the same time.
  ///
  /// ```swift
  /// MagnifyGesture().simultaneously(with: RotateGesture())
  /// ```
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }
}
