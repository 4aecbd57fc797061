import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// ```swift
/// Circle()
///     .offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
///
/// The drag starts once the finger has moved `minimumDistance` points from where it went down
/// (at once for 0), reports a value at every move, and ends when the finger lifts; a finger
/// that lifts before moving that far fails it.
public struct DragGesture: PrimitiveGesture, Sendable {
  /// The attributes of a drag gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the drag gesture's current event, on the host's fixed clock.
    public var time: Date
    /// The location of the drag gesture's current event.
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    public var startLocation: CGPoint
    /// The current drag velocity, in points per second.
    public var velocity: CGSize
    /// A prediction, based on the current drag velocity, of where the final location will be
    /// if dragging stopped now.
    public var predictedEndLocation: CGPoint

    /// The total translation from the start of the drag gesture to the current event.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// A prediction, based on the current drag velocity, of what the final translation will be
    /// if dragging stopped now.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// The minimum dragging distance before the gesture succeeds.
  public var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
  /// and the coordinate space of the gesture's location.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// Recognizes a drag: a value at every move once far enough, the last when the finger lifts.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    let touches = inputs.touches
    guard let first = inputs.firstDown else { return .failed(at: touches.count) }
    let start = touches[first].location
    var started = false
    var velocity = CGSize.zero
    var outputs = _GestureOutputs<Value>()
    for index in first..<touches.count {
      let touch = touches[index]
      if index > first {
        let previous = touches[index - 1]
        let elapsed = touch.time - previous.time
        if elapsed > 0 {
          velocity = CGSize(
            width: (touch.location.x - previous.location.x) / elapsed,
            height: (touch.location.y - previous.location.y) / elapsed)
        }
      }
      if !started && touch.isDown { started = distance(touch.location, start) >= gesture.minimumDistance }
      guard started else {
        if touch.isDown { continue }
        outputs.failure = index
        return outputs
      }
      let predicted = CGPoint(
        x: touch.location.x + velocity.width * decelerationProjection,
        y: touch.location.y + velocity.height * decelerationProjection)
      let value = Value(
        time: inputs.date(of: index), location: inputs.convert(touch.location, to: gesture.coordinateSpace),
        startLocation: inputs.convert(start, to: gesture.coordinateSpace), velocity: velocity,
        predictedEndLocation: inputs.convert(predicted, to: gesture.coordinateSpace))
      if touch.isDown {
        outputs.steps.append(.init(index: index, phase: .changed(value), claims: true))
      } else {
        outputs.steps.append(.init(index: index, phase: .ended(value), claims: true))
        return outputs
      }
    }
    outputs.failure = touches.count
    return outputs
  }
}

/// How far, in seconds of the current velocity, a drag is predicted to go on once the finger
/// lifts: the distance a scroll view's normal deceleration (a rate of 0.998 a millisecond,
/// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate/normal) covers,
/// `v / 1000 · r / (1 − r)`, is `v · 0.499`.
let decelerationProjection: CGFloat = 0.499
