import Foundation

// Driving gestures from a test, as a finger would: each driver makes the touches of one motion
// — taps, a held press, a drag, a pinch, a rotation — on the view tagged with an identifier,
// hands them to the gestures and controls of that view and of the views around it, and runs the
// actions of the ones that recognize them, touch by touch, bringing the host up to date after
// each touch (docs/StateAndGestures.md §Gestures).

extension LayoutHost {
  /// Taps the view tagged `identifier` `count` times: runs a button's, link's or menu item's
  /// action, flips a toggle, steps a stepper up, and runs the tap gestures (`onTapGesture`,
  /// `TapGesture`, `SpatialTapGesture`) of the view and the views around it. A tap on a
  /// control's label taps the control, as a finger would; a tap on a text field marked with
  /// `focused` puts focus in it.
  ///
  /// ```swift
  /// let host = LayoutHost(CounterView(), device: .iPhone)
  /// host.tap("increment")
  /// #expect(host.root?.allNodes.contains { $0.name == "Text \"Count: 1\"" } == true)
  /// ```
  ///
  /// When several gestures could take the taps, the one that recognizes first wins, the view's
  /// own before its ancestors' (an ancestor's `highPriorityGesture` before the view's); a
  /// single tap waits for a double tap of higher priority to fail.
  ///
  /// - Parameters:
  ///   - identifier: The accessibility identifier of the view to tap.
  ///   - count: How many taps, 0.15 s apart on the host's clock.
  ///   - location: Where to tap, in the tagged view's coordinates; its centre by default.
  /// - Returns: Whether a gesture or control recognized the taps; if none could, a runtime
  ///   issue says so.
  @discardableResult
  public func tap(_ identifier: String, count: Int = 1, at location: CGPoint? = nil) -> Bool {
    drive(identifier, doing: "tap", at: location) { Self.taps(count, at: $0) }
  }

  /// The touches of `count` taps at `point`, 0.15 s apart, each lifted after 0.05 s.
  private static func taps(_ count: Int, at point: CGPoint) -> [_GestureInputs.Touch] {
    (0..<Swift.max(count, 1)).flatMap { tap in
      let time = Double(tap) * 0.15
      return [
        _GestureInputs.Touch(time: time, location: point, fingers: 1),
        _GestureInputs.Touch(time: time + 0.05, location: point, fingers: 0),
      ]
    }
  }

  /// Taps the window at `point`, as a finger would: the touch lands on the deepest view there —
  /// the last in depth-first order whose frame holds the point, which is drawn on top — and
  /// reaches its gestures and controls and those of the views around it, as ``tap(_:count:at:)``
  /// does for a tagged view. A tap on a button's label runs the button's action.
  ///
  /// ```swift
  /// host.tap(at: CGPoint(x: 195, y: 422))   // what a finger there would do
  /// ```
  ///
  /// Tools that show a picture use it: a click on the picture is a tap at that point, in the
  /// window's coordinates (points, from its top-left corner).
  ///
  /// Fidelity: partial — a point hits a view's rectangular frame; SwiftUI hits its content shape
  /// (`contentShape(_:)`, a `Shape`'s path, a `Text`'s glyphs), so a tap near a rounded corner or
  /// between the words of a label may differ.
  ///
  /// - Returns: Whether a gesture or control recognized the taps; if none could, or the point is
  ///   outside every view or not finite, a runtime issue says so.
  @discardableResult
  public func tap(at point: CGPoint, count: Int = 1) -> Bool {
    guard point.x.isFinite, point.y.isFinite else {
      log.append("LayoutHost: cannot tap at (\(point.x), \(point.y)): the point is not finite.")
      return false
    }
    let result = self.result
    guard let node = result.node(hitAt: point) else {
      log.append("LayoutHost: no view is at (\(point.x), \(point.y)), so there is nothing to tap.")
      return false
    }
    guard result.isReachable(node) else {
      log.append("LayoutHost: the point (\(point.x), \(point.y)) is under a presentation, so a finger cannot tap it.")
      return false
    }
    let candidates = result.gestureCandidates(touching: node)
    guard !candidates.exclusive.isEmpty || !candidates.simultaneous.isEmpty else {
      log.append(
        "LayoutHost: the view at (\(point.x), \(point.y)), \(result.nodes.behaviors[node].debugName), has nothing "
          + "to tap: it is no control, it is disabled, or it does not allow hit testing.")
      return false
    }
    return recognize(candidates, touches: Self.taps(count, at: point), during: nil)
  }

  /// Presses the view tagged `identifier` and holds it for `duration` seconds before lifting:
  /// runs `onLongPressGesture` and `LongPressGesture`s whose minimum duration has passed.
  ///
  /// - Returns: Whether a gesture recognized the press; if none could, a runtime issue says so.
  @discardableResult
  public func longPress(_ identifier: String, duration: TimeInterval = 1, at location: CGPoint? = nil) -> Bool {
    let held = duration.isFinite && duration >= 0 ? duration : 0
    if held != duration { log.append("LayoutHost: invalid long press duration \(duration); using 0.") }
    return drive(identifier, doing: "long-press", at: location) { point in
      [
        .init(time: 0, location: point, fingers: 1),
        .init(time: held, location: point, fingers: 1),
        .init(time: held, location: point, fingers: 0),
      ]
    }
  }

  /// Drags the view tagged `identifier` by `translation`, in `steps` equal moves over
  /// `duration` seconds, then lifts the finger: `DragGesture`s get a value at every move they
  /// see (`onChanged`, `updating`) and the last one when the finger lifts (`onEnded`), and
  /// `@GestureState`s go back to their initial values after it.
  ///
  /// ```swift
  /// var offsets: [CGFloat] = []
  /// host.drag("card", by: CGSize(width: 100, height: 0), steps: 4) { _ in
  ///     offsets.append(host.frame(of: "card")!.minX)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The accessibility identifier of the view to drag.
  ///   - translation: How far the finger moves, in points.
  ///   - start: Where the finger goes down, in the tagged view's coordinates; its centre by default.
  ///   - steps: How many equal moves the finger makes (at least 1).
  ///   - duration: How long the moves take, in seconds on the host's clock.
  ///   - during: Called after each touch — the finger down, each move, the lift — once the host
  ///     is up to date, with the touch's number (0 for the finger going down).
  /// - Returns: Whether a gesture recognized the drag; if none could, a runtime issue says so.
  ///   A NaN or infinite translation is reported and taken as 0.
  @discardableResult
  public func drag(
    _ identifier: String, by translation: CGSize, from start: CGPoint? = nil, steps: Int = 4,
    duration: TimeInterval = 0.25, during: ((Int) -> Void)? = nil
  ) -> Bool {
    let finite = CGSize(
      width: translation.width.isFinite ? translation.width : 0,
      height: translation.height.isFinite ? translation.height : 0)
    if finite != translation { log.append("LayoutHost: invalid drag translation \(translation); using \(finite).") }
    let moves = Swift.max(steps, 1)
    let time = duration.isFinite && duration > 0 ? duration : 0.25
    return drive(identifier, doing: "drag", at: start, during: during) { point in
      var touches = [_GestureInputs.Touch(time: 0, location: point, fingers: 1)]
      for move in 1...moves {
        let fraction = CGFloat(move) / CGFloat(moves)
        touches.append(
          .init(
            time: time * Double(fraction),
            location: CGPoint(x: point.x + finite.width * fraction, y: point.y + finite.height * fraction),
            fingers: 1))
      }
      touches.append(.init(time: time, location: touches[touches.count - 1].location, fingers: 0))
      return touches
    }
  }

  /// Pinches the view tagged `identifier` with two fingers until their span is `scale` times
  /// what it was, in `steps` equal changes over half a second: runs `MagnifyGesture`s and
  /// `MagnificationGesture`s.
  ///
  /// - Returns: Whether a gesture recognized the pinch; if none could, a runtime issue says so.
  @discardableResult
  public func magnify(_ identifier: String, by scale: CGFloat, steps: Int = 4) -> Bool {
    let finite = scale.isFinite && scale > 0 ? scale : 1
    if finite != scale { log.append("LayoutHost: invalid magnification \(scale); using 1.") }
    return drive(identifier, doing: "magnify", at: nil) { point in
      Self.twoFingerTouches(at: point, steps: steps) { fraction in (1 + (finite - 1) * fraction, .zero) }
    }
  }

  /// Turns two fingers on the view tagged `identifier` through `angle`, in `steps` equal
  /// changes over half a second: runs `RotateGesture`s and `RotationGesture`s.
  ///
  /// - Returns: Whether a gesture recognized the rotation; if none could, a runtime issue says so.
  @discardableResult
  public func rotate(_ identifier: String, by angle: Angle, steps: Int = 4) -> Bool {
    let finite = angle.radians.isFinite ? angle : .zero
    if finite != angle { log.append("LayoutHost: invalid rotation \(angle.radians) radians; using 0.") }
    return drive(identifier, doing: "rotate", at: nil) { point in
      Self.twoFingerTouches(at: point, steps: steps) { fraction in (1, .radians(finite.radians * fraction)) }
    }
  }

  /// Two fingers down at `point`, `steps` changes of their span and angle over half a second,
  /// then lifted.
  private static func twoFingerTouches(
    at point: CGPoint, steps: Int, motion: (CGFloat) -> (scale: CGFloat, rotation: Angle)
  ) -> [_GestureInputs.Touch] {
    let moves = Swift.max(steps, 1)
    var touches = [_GestureInputs.Touch(time: 0, location: point, fingers: 2)]
    for move in 1...moves {
      let fraction = CGFloat(move) / CGFloat(moves)
      let (scale, rotation) = motion(fraction)
      touches.append(.init(time: 0.5 * fraction, location: point, fingers: 2, scale: scale, rotation: rotation))
    }
    var lift = touches[touches.count - 1]
    lift.fingers = 0
    touches.append(lift)
    return touches
  }

  /// Makes the touches of one motion on the view tagged `identifier`, hands them to the gestures
  /// that can see them, and runs what the gestures do, touch by touch.
  private func drive(
    _ identifier: String, doing what: String, at location: CGPoint?, during: ((Int) -> Void)? = nil,
    touches makeTouches: (CGPoint) -> [_GestureInputs.Touch]
  ) -> Bool {
    let result = self.result
    guard let tagged = taggedNode(identifier, in: result, doing: what) else { return false }
    guard result.isReachable(tagged) else {
      log.append("LayoutHost: the view tagged '\(identifier)' is under a presentation, so a finger cannot \(what) it.")
      return false
    }
    let frame = result.displayFrame(tagged)
    let point =
      location.map { CGPoint(x: frame.minX + $0.x, y: frame.minY + $0.y) } ?? CGPoint(x: frame.midX, y: frame.midY)
    let candidates = result.gestureCandidates(touching: result.touchNode(under: tagged))
    guard !candidates.exclusive.isEmpty || !candidates.simultaneous.isEmpty else {
      // A tap on a text field puts focus in it, as on the device.
      if what == "tap", result.takesText(around: identifier), result.focusTarget(of: identifier) != nil {
        return focus(identifier)
      }
      if result.takesText(around: identifier) {
        log.append("LayoutHost: the text field tagged '\(identifier)' takes text, not taps: use enterText(_:into:).")
      } else {
        log.append(
          "LayoutHost: the view tagged '\(identifier)' has nothing to \(what): it is no control, it is disabled, "
            + "or it does not allow hit testing (allowsHitTesting(false)).")
      }
      return false
    }
    return recognize(candidates, touches: makeTouches(point), during: during)
  }

  /// Hands `touches` to `candidates`, runs the actions of the ones that recognize them touch by
  /// touch, and brings the host up to date after each touch.
  ///
  /// - Returns: Whether a gesture or control recognized the touches.
  private func recognize(
    _ candidates: (exclusive: [GestureCandidate], simultaneous: [GestureCandidate]),
    touches: [_GestureInputs.Touch], during: ((Int) -> Void)?
  ) -> Bool {
    func outputs(_ candidate: GestureCandidate) -> _GestureOutputs<Void> {
      RuntimeIssues.$log.withValue(log) {
        candidate.recognize(_GestureInputs(touches: touches, start: 0, frame: candidate.frame))
      }
    }
    let (winner, exclusive) = arbitrate(candidates.exclusive.map(outputs))
    let simultaneous = candidates.simultaneous.map(outputs)
    let schedule = (exclusive + simultaneous).flatMap(\.schedule).enumerated()
      .sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
    let lastTouch = Swift.max(touches.count - 1, schedule.last?.index ?? 0)
    var next = schedule.startIndex
    for index in 0...lastTouch {
      RuntimeIssues.$log.withValue(log) {
        while next < schedule.endIndex && schedule[next].index <= index {
          schedule[next].action()
          next += 1
        }
      }
      update()
      if index < touches.count { during?(index) }
    }
    return winner != nil || simultaneous.contains { $0.claim != nil }
  }
}

/// A gesture or control a touch can reach, with the frame of the view it is attached to.
struct GestureCandidate {
  let recognize: (_GestureInputs) -> _GestureOutputs<Void>
  let frame: CGRect
}

extension LayoutResult {
  /// The view a touch on `tagged` lands on: the first view in its subtree, depth first, with a
  /// gesture or control, else `tagged` itself — a tap on a row's identifier taps the button in it.
  func touchNode(under tagged: NodeID) -> NodeID {
    var work = [tagged]
    while let node = work.popLast() {
      if nodes.annotations[node]?.interaction != nil || nodes.annotations[node]?.gestures.isEmpty == false {
        return node
      }
      work.append(contentsOf: nodes.children(of: node).reversed())
    }
    return tagged
  }

  /// The gestures and controls a touch on `node` reaches, on it and its ancestors: those that
  /// compete, highest priority first, and those that recognize alongside.
  ///
  /// Going down from the root, an attached gesture whose mask leaves out `.subviews` turns off
  /// every gesture and control below it (and the gestures attached inside it on the same view),
  /// and one whose mask leaves out `.gesture` is off itself. Of the rest, ancestors'
  /// `highPriorityGesture`s come first, outermost first; then the view's own gestures and
  /// controls before its ancestors', innermost first.
  func gestureCandidates(touching node: NodeID) -> (exclusive: [GestureCandidate], simultaneous: [GestureCandidate]) {
    var path: [NodeID] = []
    var current: Int32 = Int32(node)
    while current >= 0 {
      path.append(Int(current))
      current = nodes.structures[Int(current)].parent
    }
    var enabled = true
    var high: [GestureCandidate] = []
    var normal: [GestureCandidate] = []
    var simultaneous: [GestureCandidate] = []
    for node in path.reversed() {
      let frame = displayFrame(node)
      for attachment in (nodes.annotations[node]?.gestures ?? []).reversed() {
        if enabled && attachment.mask.contains(.gesture) {
          let candidate = GestureCandidate(recognize: attachment.recognize, frame: frame)
          switch attachment.priority {
          case .normal: normal.append(candidate)
          case .high: high.append(candidate)
          case .simultaneous: simultaneous.append(candidate)
          }
        }
        if !attachment.mask.contains(.subviews) { enabled = false }
      }
      if enabled, let interaction = nodes.annotations[node]?.interaction, let tap = interaction.tapAction {
        normal.append(
          GestureCandidate(
            recognize: {
              TapGesture._makeGesture(gesture: TapGesture(), inputs: $0).adding { phase, _ in
                guard case .ended = phase else { return nil }
                return tap
              }
            }, frame: frame))
      }
    }
    return (high + normal.reversed(), simultaneous)
  }
}

extension Interaction {
  /// What a tap does to the control, if a tap does anything: a text field takes text instead.
  var tapAction: (() -> Void)? {
    switch self {
    case .tap(let action): action
    case .toggle(let isOn): { isOn.wrappedValue.toggle() }
    case .value(let value, let range, let tap):
      // A tap on a stepper presses its "+" (its step, issue 35: a step of 10 went up by 1); on
      // another value control it steps the value up by one.
      tap ?? { value.wrappedValue = Swift.min(value.wrappedValue + 1, range.upperBound) }
    case .text, .textField: nil
    }
  }
}
