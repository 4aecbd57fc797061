import Foundation

/// A gesture that's a sequence of two gestures. Made by ``Gesture/sequenced(before:)``.
///
/// The second gesture sees the touches from the one at which the first ended: a long press
/// then a drag starts dragging where the press was recognized, with the finger still down.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
  /// so the second gesture can start.
  public enum Value {
    /// The first gesture hasn't ended.
    case first(First.Value)
    /// The first gesture has ended; the second gesture's value, once it has one.
    case second(First.Value, Second.Value?)
  }

  /// The first gesture in a sequence of two gestures.
  public var first: First
  /// The second gesture in a sequence of two gestures.
  public var second: Second

  /// Creates a sequence gesture with two gestures.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Runs the first gesture, and the second from where the first ended.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    let a = First._makeGesture(gesture: gesture.first, inputs: inputs)
    var outputs = _GestureOutputs<Value>()
    outputs.blocking = a.blocking
    outputs.finishes = a.finishes.map { .init(index: $0.index, action: $0.action) }
    guard let end = a.end, case .ended(let firstValue)? = a.steps.last(where: { $0.phase != nil })?.phase else {
      outputs.steps = a.mapValues { Value.first($0) }.steps
      outputs.failure = a.failure
      return outputs
    }
    outputs.steps = a.steps.map { step in
      var mapped = _GestureOutputs<Value>.Step(
        index: step.index, phase: nil, claims: step.claims, actions: step.actions)
      switch step.phase {
      case .changed(let value)?: mapped.phase = .changed(.first(value))
      case .ended?: mapped.phase = .changed(.second(firstValue, nil))
      case nil: break
      }
      return mapped
    }
    var secondInputs = inputs
    secondInputs.start = end
    let b = Second._makeGesture(gesture: gesture.second, inputs: secondInputs).mapValues {
      Value.second(firstValue, $0)
    }
    outputs.steps += b.steps
    outputs.finishes += b.finishes
    outputs.blocking += b.blocking
    outputs.failure = b.failure
    return outputs
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// Sequences a gesture with another one to create a new gesture, which results in the second
  /// gesture only receiving events after the first gesture succeeds.
  ///
  /// ```swift
  /// LongPressGesture().sequenced(before: DragGesture())
  /// ```
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}
