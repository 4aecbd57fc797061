import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// ```swift
/// Rectangle().rotationEffect(angle).gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: PrimitiveGesture, Sendable {
  /// The attributes of a rotation gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event, on the host's fixed clock.
    public var time: Date
    /// The angle of the gesture's rotation since it began.
    public var rotation: Angle
    /// The current rotation velocity, per second.
    public var velocity: Angle
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }

  /// The minimum required delta before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  /// Recognizes a two-finger rotation.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    recognizeTwoFingers(inputs: inputs) { abs($0.rotation.radians) >= gesture.minimumAngleDelta.radians }
      .mapValues { motion in
        Value(
          time: motion.time, rotation: motion.touch.rotation, velocity: motion.rotationVelocity,
          startAnchor: motion.startAnchor, startLocation: motion.startLocation)
      }
  }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation (the iOS 13
/// form, whose value is the angle alone).
public struct RotationGesture: PrimitiveGesture, Sendable {
  /// The minimum delta required before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  /// Recognizes a two-finger rotation, reporting its angle.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Angle> {
    RotateGesture._makeGesture(gesture: RotateGesture(minimumAngleDelta: gesture.minimumAngleDelta), inputs: inputs)
      .mapValues(\.rotation)
  }
}
