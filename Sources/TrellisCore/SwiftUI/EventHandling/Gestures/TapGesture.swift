import Foundation

/// A gesture that recognizes one or more taps.
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { isZoomed.toggle() })
/// ```
///
/// It ends when the finger lifts for the `count`-th time, each press staying within 10 points
/// of where it went down; until the last tap it holds back gestures of lower priority that
/// would end (a single tap waits for a double tap to fail).
public struct TapGesture: PrimitiveGesture, Sendable {
  /// The required number of tap events.
  public var count: Int

  /// Creates a tap gesture with the number of required taps.
  public init(count: Int = 1) {
    self.count = count
  }

  /// Recognizes `count` taps.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Void> {
    recognizeTaps(count: gesture.count, inputs: inputs).mapValues { _ in () }
  }
}

/// A gesture that recognizes one or more taps and reports their location.
///
/// ```swift
/// Rectangle().gesture(SpatialTapGesture().onEnded { value in marker = value.location })
/// ```
public struct SpatialTapGesture: PrimitiveGesture, Sendable {
  /// The attributes of a tap gesture.
  public struct Value: Equatable, Sendable {
    /// The location of the tap gesture's current event, in the gesture's coordinate space.
    public var location: CGPoint
  }

  /// The required number of tap events.
  public var count: Int
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// Creates a tap gesture with the number of required taps and the coordinate space of the
  /// gesture's location.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  /// Recognizes `count` taps and reports where the last one lifted.
  public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
    recognizeTaps(count: gesture.count, inputs: inputs).mapValues {
      Value(location: inputs.convert($0, to: gesture.coordinateSpace))
    }
  }
}

/// How far a finger may move during a tap or long press before the gesture fails: UIKit's
/// `allowableMovement` of a long press, 10 points
/// (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement).
let tapAllowableMovement: CGFloat = 10

/// Recognizes `count` taps of one finger, reporting the host location of the last lift.
func recognizeTaps(count requested: Int, inputs: _GestureInputs) -> _GestureOutputs<CGPoint> {
  var count = requested
  if count < 1 {
    RuntimeIssues.report("TapGesture count \(requested) is less than 1; using 1.")
    count = 1
  }
  let touches = inputs.touches
  guard let first = inputs.firstDown else { return .failed(at: touches.count) }
  var seen = 0
  var pressedAt: CGPoint?
  var firstLift: Int?
  var outputs = _GestureOutputs<CGPoint>()
  func fail(at index: Int) -> _GestureOutputs<CGPoint> {
    outputs.failure = index
    if let firstLift { outputs.blocking = [firstLift..<index] }
    return outputs
  }
  for index in first..<touches.count {
    let touch = touches[index]
    if touch.fingers > 1 { return fail(at: index) }
    if let origin = pressedAt, distance(touch.location, origin) > tapAllowableMovement { return fail(at: index) }
    if touch.isDown {
      if pressedAt == nil { pressedAt = touch.location }
      continue
    }
    guard pressedAt != nil else { continue }
    pressedAt = nil
    seen += 1
    if seen == count {
      outputs.steps = [.init(index: index, phase: .ended(touch.location), claims: true)]
      if let firstLift { outputs.blocking = [firstLift..<index] }
      return outputs
    }
    if firstLift == nil { firstLift = index }
  }
  // No more taps come: the gesture fails once the wait for the next one is over.
  return fail(at: touches.count)
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

nonisolated extension View {
  /// Adds an action to perform when this view recognizes a tap gesture: `TapGesture(count:)`
  /// with `action` run when it ends.
  ///
  /// A test taps the view with ``LayoutHost/tap(_:count:at:)``; under `disabled(true)` the
  /// view takes no tap.
  ///
  /// ```swift
  /// Text("Details").onTapGesture { showDetails = true }
  /// ```
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded(action))
  }

  /// Adds an action to perform when this view recognizes a tap gesture, and provides the
  /// action with the location of the interaction in `coordinateSpace`.
  ///
  /// ```swift
  /// Rectangle().onTapGesture(coordinateSpace: .global) { location in tapped = location }
  /// ```
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }
}
