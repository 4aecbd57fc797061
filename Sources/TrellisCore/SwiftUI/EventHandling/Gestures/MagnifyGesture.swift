import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// ```swift
/// Image("map").scaleEffect(zoom).gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
/// ```
///
/// Two fingers: it starts once their span changed by `minimumScaleDelta`, reports a value at
/// every move and ends when they lift.
public struct MagnifyGesture: PrimitiveGesture, Sendable {
  /// The attributes of a magnify gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event, on the host's fixed clock.
    public var time: Date
    /// The relative amount that the gesture has magnified by: 2 when the fingers' span doubled.
    public var magnification: CGFloat
    /// The current magnification velocity, per second.
    public var velocity: CGFloat
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }

  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnify gesture with a given minimum delta for the gesture to start.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  /// Recognizes a pinch.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    recognizeTwoFingers(inputs: inputs) { abs($0.scale - 1) >= gesture.minimumScaleDelta }.mapValues { motion in
      Value(
        time: motion.time, magnification: motion.touch.scale, velocity: motion.scaleVelocity,
        startAnchor: motion.startAnchor, startLocation: motion.startLocation)
    }
  }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification
/// (the iOS 13 form, whose value is the magnification alone).
public struct MagnificationGesture: PrimitiveGesture, Sendable {
  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnification gesture with a given minimum delta for the gesture to start.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  /// Recognizes a pinch, reporting its magnification.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<CGFloat> {
    MagnifyGesture._makeGesture(gesture: MagnifyGesture(minimumScaleDelta: gesture.minimumScaleDelta), inputs: inputs)
      .mapValues(\.magnification)
  }
}

/// One moment of a two-finger motion, with what the values of a pinch or rotation derive from it.
struct TwoFingerMotion {
  var touch: _GestureInputs.Touch
  var time: Date
  var scaleVelocity: CGFloat
  var rotationVelocity: Angle
  var startAnchor: UnitPoint
  var startLocation: CGPoint
}

/// Recognizes a motion of two fingers that starts once `hasStarted` says the fingers moved
/// enough, reports every move and ends when they lift; one finger fails it.
func recognizeTwoFingers(
  inputs: _GestureInputs, hasStarted: (_GestureInputs.Touch) -> Bool
) -> _GestureOutputs<TwoFingerMotion> {
  let touches = inputs.touches
  guard let first = inputs.firstDown else { return .failed(at: touches.count) }
  guard touches[first].fingers == 2 else { return .failed(at: first) }
  let startLocation = inputs.convert(touches[first].location, to: .local)
  let startAnchor = UnitPoint(
    x: inputs.frame.width > 0 ? startLocation.x / inputs.frame.width : 0,
    y: inputs.frame.height > 0 ? startLocation.y / inputs.frame.height : 0)
  var started = false
  var scaleVelocity: CGFloat = 0
  var rotationVelocity = Angle.zero
  var outputs = _GestureOutputs<TwoFingerMotion>()
  for index in first..<touches.count {
    let touch = touches[index]
    if index > first, touch.time > touches[index - 1].time {
      let previous = touches[index - 1]
      let elapsed = touch.time - previous.time
      scaleVelocity = (touch.scale - previous.scale) / elapsed
      rotationVelocity = .radians((touch.rotation.radians - previous.rotation.radians) / elapsed)
    }
    if !started && touch.isDown { started = hasStarted(touch) }
    guard started else {
      if touch.isDown { continue }
      outputs.failure = index
      return outputs
    }
    let motion = TwoFingerMotion(
      touch: touch, time: inputs.date(of: index), scaleVelocity: scaleVelocity, rotationVelocity: rotationVelocity,
      startAnchor: startAnchor, startLocation: startLocation)
    outputs.steps.append(.init(index: index, phase: touch.isDown ? .changed(motion) : .ended(motion), claims: true))
    if !touch.isDown { return outputs }
  }
  outputs.failure = touches.count
  return outputs
}
