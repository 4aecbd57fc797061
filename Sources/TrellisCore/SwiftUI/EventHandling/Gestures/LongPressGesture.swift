import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// ```swift
/// Circle()
///     .gesture(LongPressGesture(minimumDuration: 1).updating($isPressing) { current, state, _ in state = current })
/// ```
///
/// Its value is `true` from the moment the finger goes down (a change that does not yet claim
/// the touches); it ends, with `true`, once the finger has stayed down `minimumDuration`
/// seconds within `maximumDistance` points of where it went down, and fails if the finger
/// lifts or moves farther first.
public struct LongPressGesture: PrimitiveGesture, Sendable {
  /// The minimum duration of the long press that must elapse before the gesture succeeds.
  public var minimumDuration: Double
  /// The maximum distance that the long press can move before the gesture fails.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture with a minimum duration and a maximum distance that the
  /// interaction can move before the gesture fails.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  /// Recognizes a press held long enough.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Bool> {
    let touches = inputs.touches
    guard let first = inputs.firstDown else { return .failed(at: touches.count) }
    let origin = touches[first].location
    let began = touches[first].time
    var outputs = _GestureOutputs<Bool>()
    for index in first..<touches.count {
      let touch = touches[index]
      guard touch.fingers == 1, distance(touch.location, origin) <= gesture.maximumDistance else {
        outputs.failure = index
        return outputs
      }
      if touch.time - began >= gesture.minimumDuration {
        outputs.steps.append(.init(index: index, phase: .ended(true), claims: true))
        return outputs
      }
      if index == first { outputs.steps.append(.init(index: index, phase: .changed(true), claims: false)) }
    }
    outputs.failure = touches.count
    return outputs
  }
}

nonisolated extension View {
  /// Adds an action to perform when this view recognizes a long press gesture.
  ///
  /// `onPressingChanged` runs with `true` when the finger goes down and with `false` when the
  /// press stops — recognized, lifted, moved too far or beaten by another gesture.
  ///
  /// ```swift
  /// Text("Hold me").onLongPressGesture(minimumDuration: 1) { isHeld = true }
  /// ```
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      PressingGesture(
        base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        onPressingChanged: onPressingChanged
      ).onEnded { _ in action() })
  }

  /// Adds an action to perform when this view recognizes a long press gesture, and one for when
  /// the pressing state changes (the iOS 13 form).
  @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }
}

/// A long press that tells `onPressingChanged` when pressing begins and ends.
struct PressingGesture: PrimitiveGesture {
  let base: LongPressGesture
  let onPressingChanged: ((Bool) -> Void)?

  static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Bool> {
    var outputs = LongPressGesture._makeGesture(gesture: gesture.base, inputs: inputs)
    guard let onPressingChanged = gesture.onPressingChanged, let first = outputs.steps.first else { return outputs }
    outputs.steps[0].actions.append { onPressingChanged(true) }
    outputs.finishes.append(.init(index: outputs.stop ?? first.index) { onPressingChanged(false) })
    return outputs
  }
}
