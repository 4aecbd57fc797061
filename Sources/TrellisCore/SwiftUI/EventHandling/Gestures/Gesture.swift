import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// ```swift
/// struct DraggableCard: View {
///     @GestureState private var offset = CGSize.zero
///     var body: some View {
///         RoundedRectangle(cornerRadius: 12)
///             .offset(offset)
///             .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
///     }
/// }
/// ```
///
/// A host drives gestures as a finger would (``LayoutHost/tap(_:count:at:)``,
/// ``LayoutHost/longPress(_:duration:at:)``, ``LayoutHost/drag(_:by:from:steps:duration:during:)``,
/// ``LayoutHost/magnify(_:by:steps:)``, ``LayoutHost/rotate(_:by:steps:)``): the touches go to the
/// gestures of the view and of its ancestors, which recognize them or fail, and the actions of
/// the one that wins run in order, the host updating after each touch.
///
/// Fidelity: partial — recognition follows each gesture's documented parameters (minimum
/// distance, duration, scale and angle deltas); the allowable movement of a tap (10 pt) and the
/// arbitration between gestures of a view and its ancestors are Trellis's model of UIKit's
/// (docs/StateAndGestures.md §Gestures).
public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value

  /// The type of gesture representing the body of `Self`.
  associatedtype Body: Gesture

  /// The content and behavior of the gesture.
  var body: Body { get }

  /// Recognizes the gesture in the touches of `inputs`. Not for use by apps: built-in gestures
  /// implement it; yours get it from their `body`.
  static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value>
}

extension Gesture where Value == Body.Value {
  /// Recognizes the gesture's body.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    Body._makeGesture(gesture: gesture.body, inputs: inputs)
  }
}

/// A gesture Trellis recognizes itself: it has no body.
protocol PrimitiveGesture: Gesture where Body == Never {}

extension PrimitiveGesture {
  /// Primitive gestures have no body; asking for one is a programming error, as in SwiftUI.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive gesture: it has no body")
  }
}

nonisolated extension Never: Gesture {
  /// `Never` is the body of primitive gestures.
  public typealias Value = Never

  /// Never called: there is no value of type `Never`.
  public static func _makeGesture(gesture: Never, inputs: _GestureInputs) -> _GestureOutputs<Never> {}
}

/// What a gesture recognizes: the touches a host makes, and where the view the gesture is
/// attached to is. Not for use by apps.
public struct _GestureInputs {
  /// The touches, in time order.
  let touches: [Touch]
  /// The first touch this gesture sees: a gesture that follows another (`sequenced(before:)`)
  /// starts where the first ended.
  var start: Int
  /// The frame of the view the gesture is attached to, in host coordinates: its `.local`
  /// coordinate space.
  let frame: CGRect

  /// One moment of the touches a host makes: where the fingers are, how many are down, and for
  /// two fingers the scale and rotation of their span since they went down.
  struct Touch {
    /// Seconds since the touches began, on the host's fixed clock.
    var time: TimeInterval
    /// Where the touch is — the centre of the fingers — in host coordinates.
    var location: CGPoint
    /// How many fingers are down: 0 once they are lifted.
    var fingers: Int
    /// The span of two fingers over their span when they went down: 1 for one finger.
    var scale: CGFloat = 1
    /// The angle the two fingers turned through since they went down.
    var rotation: Angle = .zero

    var isDown: Bool { fingers > 0 }
  }

  /// The host's reference date: the time of every gesture value is counted from it, so that
  /// values are the same from run to run.
  static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

  /// `point`, in host coordinates, in `space`.
  func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
    switch space {
    case .global: point
    case .local: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }
  }

  /// The date of touch `index`.
  func date(of index: Int) -> Date { Self.referenceDate.addingTimeInterval(touches[index].time) }

  /// The index of the first touch from `start` on at which a finger is down, if any: where a
  /// gesture begins.
  var firstDown: Int? { touches.indices.dropFirst(start).first { touches[$0].isDown } }
}

/// What a gesture made of the touches: the values it reported, touch by touch, with the actions
/// its modifiers attached to them, and whether it ended or failed. Not for use by apps.
public struct _GestureOutputs<Value> {
  /// A touch at which the gesture reported a value or has actions to run.
  struct Step {
    /// The index of the touch.
    var index: Int
    /// The value reported, and whether it is the last; `nil` for a step that only carries
    /// actions (those of a gesture inside a combination that reports nothing then).
    var phase: Phase?
    /// Whether the step makes the gesture the one that handles the touches, so that gestures it
    /// competes with fail: a drag that moved far enough, a tap or long press that ended. A long
    /// press that is still pressing reports a value without claiming.
    var claims: Bool
    /// What runs at this touch: `onChanged`, `onEnded`, `updating` bodies, in that order of
    /// modifiers.
    var actions: [() -> Void] = []
  }

  /// What a step reports.
  enum Phase {
    case changed(Value)
    case ended(Value)

    var value: Value {
      switch self {
      case .changed(let value), .ended(let value): value
      }
    }
  }

  /// What runs when the gesture stops, ended, failed or beaten by another, at the touch it stops
  /// at or earlier if it is stopped earlier: resetting `@GestureState`, a long press's
  /// `onPressingChanged(false)`.
  struct Finish {
    var index: Int
    var action: () -> Void
  }

  var steps: [Step] = []
  var finishes: [Finish] = []
  /// The touch at which the gesture failed, if it did.
  var failure: Int?
  /// Touches during which the gesture holds back gestures of lower priority that would end: a
  /// tap that wants more taps than it has seen.
  var blocking: [Range<Int>] = []

  /// The touch of the first step that claims the touches.
  var claim: Int? { steps.first { $0.claims }?.index }
  /// The touch at which the gesture ended, if it did.
  var end: Int? {
    guard let last = steps.last(where: { $0.phase != nil }), case .ended? = last.phase else { return nil }
    return last.index
  }
  /// The touch at which the gesture stopped, ended or failed.
  var stop: Int? { end ?? failure }

  /// A gesture that failed at touch `index` without reporting anything.
  static func failed(at index: Int) -> Self {
    var outputs = Self()
    outputs.failure = index
    return outputs
  }

  /// The same outputs with each reported value transformed.
  func mapValues<T>(_ transform: (Value) -> T) -> _GestureOutputs<T> {
    _GestureOutputs<T>(
      steps: steps.map { step in
        let phase: _GestureOutputs<T>.Phase? =
          switch step.phase {
          case .changed(let value)?: .changed(transform(value))
          case .ended(let value)?: .ended(transform(value))
          case nil: nil
          }
        return _GestureOutputs<T>.Step(index: step.index, phase: phase, claims: step.claims, actions: step.actions)
      },
      finishes: finishes.map { _GestureOutputs<T>.Finish(index: $0.index, action: $0.action) },
      failure: failure, blocking: blocking)
  }

  /// The same outputs with `action` run at each step whose phase `select` picks, given the
  /// value of the step before with a phase.
  func adding(_ select: (Phase, Value?) -> (() -> Void)?) -> Self {
    var copy = self
    var previous: Value?
    for index in copy.steps.indices {
      guard let phase = copy.steps[index].phase else { continue }
      if let action = select(phase, previous) { copy.steps[index].actions.append(action) }
      previous = phase.value
    }
    return copy
  }

  /// The same outputs stopped at touch `index` because another gesture won: steps from then
  /// on are dropped, steps before it that claimed are dropped with them (they waited for a
  /// gesture that won), and every finish still to come runs at `index`.
  func cancelled(at index: Int) -> Self {
    var copy = self
    copy.steps = steps.filter { $0.index < index && !$0.claims }.map { step in
      var silent = step
      silent.phase = nil
      return silent
    }
    copy.finishes = finishes.map { Finish(index: Swift.min($0.index, index), action: $0.action) }
    copy.failure = index
    return copy
  }

  /// The same outputs with the steps that claim before `index` held back until it: the
  /// gesture won, but only once a gesture of higher priority stopped holding it back.
  func deferred(to index: Int) -> Self {
    var copy = self
    var held: [Step] = []
    var kept: [Step] = []
    for step in steps {
      if step.claims && step.index < index {
        var moved = step
        moved.index = index
        held.append(moved)
      } else {
        kept.append(step)
      }
    }
    copy.steps = (kept + held).sorted { $0.index < $1.index }
    return copy
  }

  /// Every action in the order it runs: each touch's steps, then the finishes at that touch.
  var schedule: [(index: Int, action: () -> Void)] {
    var items: [(index: Int, order: Int, action: () -> Void)] = []
    for step in steps {
      for action in step.actions { items.append((step.index, 0, action)) }
    }
    for finish in finishes { items.append((finish.index, 1, finish.action)) }
    // A stable sort: actions at one touch keep the order they were attached in.
    return items.enumerated().sorted {
      ($0.element.index, $0.element.order, $0.offset) < ($1.element.index, $1.element.order, $1.offset)
    }
    .map { ($0.element.index, $0.element.action) }
  }
}

/// Decides which of several gestures that compete for the same touches wins, in order of
/// priority (highest first): the one that claims the touches first, a tie going to the higher
/// priority. A gesture that claims while one of higher priority holds it back (a double tap
/// that may still see its second tap) waits until that one stops holding it back.
///
/// - Returns: Each gesture's outputs as they run: the winner's whole, the others' cancelled at
///   the touch the winner claimed.
func arbitrate<Value>(_ candidates: [_GestureOutputs<Value>]) -> (winner: Int?, outputs: [_GestureOutputs<Value>]) {
  var effective: [Int?] = []
  for (rank, candidate) in candidates.enumerated() {
    guard var claim = candidate.claim else {
      effective.append(nil)
      continue
    }
    // Held back by higher gestures' blocking windows, which may chain.
    var moved = true
    while moved {
      moved = false
      for higher in candidates[..<rank] {
        for window in higher.blocking where window.contains(claim) {
          claim = window.upperBound
          moved = true
        }
      }
    }
    effective.append(claim)
  }
  var winner: Int?
  for (rank, claim) in effective.enumerated() {
    guard let claim else { continue }
    if let current = winner, let best = effective[current], best <= claim { continue }
    winner = rank
  }
  guard let winner, let claimed = effective[winner] else { return (nil, candidates) }
  let outputs = candidates.enumerated().map { rank, candidate in
    rank == winner
      ? candidate.deferred(to: claimed) : candidate.cancelled(at: Swift.min(claimed, candidate.stop ?? .max))
  }
  return (winner, outputs)
}
