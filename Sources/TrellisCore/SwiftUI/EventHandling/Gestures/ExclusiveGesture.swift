import Foundation

/// A gesture that consists of two gestures where only one of them can succeed. Made by
/// ``Gesture/exclusively(before:)``.
///
/// The first gesture takes precedence: the second wins only if it claims the touches before
/// the first does, and not while the first holds it back (a double tap keeps a single tap
/// waiting until it fails).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// An enumeration that represents the value of the gesture that succeeds.
  public enum Value {
    /// The first of two gestures succeeded.
    case first(First.Value)
    /// The second of two gestures succeeded.
    case second(Second.Value)
  }

  /// The first of two gestures.
  public var first: First
  /// The second of two gestures.
  public var second: Second

  /// Creates a gesture from two gestures where only one of them succeeds.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Runs both gestures on the same touches; the loser is cancelled where the winner claims.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    let a = First._makeGesture(gesture: gesture.first, inputs: inputs).mapValues { Value.first($0) }
    let b = Second._makeGesture(gesture: gesture.second, inputs: inputs).mapValues { Value.second($0) }
    let (winner, parts) = arbitrate([a, b])
    var outputs = _GestureOutputs<Value>()
    outputs.steps = (parts[0].steps + parts[1].steps).enumerated()
      .sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
    outputs.finishes = parts[0].finishes + parts[1].finishes
    outputs.blocking = a.blocking + b.blocking
    if let winner {
      outputs.failure = parts[winner].end == nil ? parts[winner].failure : nil
    } else {
      outputs.failure = Swift.max(a.stop ?? inputs.touches.count, b.stop ?? inputs.touches.count)
    }
    return outputs
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
  /// giving precedence to the first gesture.
  ///
  /// ```swift
  /// TapGesture(count: 2).onEnded { zoom() }.exclusively(before: TapGesture().onEnded { select() })
  /// ```
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
