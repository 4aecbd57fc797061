import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// What a test's gestures did, in order.
@MainActor
final class Recorder<Value> {
  var values: [Value] = []
  func record(_ value: Value) { values.append(value) }
}

/// A 100 × 100 square in the middle of a 300 × 300 host: at (100, 100).
private let window = CGSize(width: 300, height: 300)

@MainActor
private func square() -> some View {
  Color.red.frame(width: 100, height: 100)
}

@MainActor
@Suite("Gestures: host drivers run what the gestures recognize")
struct GestureTests {
  @Test("A tap runs onTapGesture")
  func tapRunsTapGesture() {
    let taps = Recorder<String>()
    let host = LayoutHost(square().onTapGesture { taps.record("tap") }.accessibilityIdentifier("s"), size: window)
    #expect(host.tap("s"))
    #expect(taps.values == ["tap"])
  }

  @Test("A double-tap gesture needs two taps", arguments: [(1, [String]()), (2, ["double"])])
  func doubleTapNeedsTwoTaps(count: Int, expected: [String]) {
    let taps = Recorder<String>()
    let host = LayoutHost(
      square().onTapGesture(count: 2) { taps.record("double") }.accessibilityIdentifier("s"), size: window)
    host.tap("s", count: count)
    #expect(taps.values == expected)
  }

  @Test(
    "A single tap declared after a double tap waits for it: one of them runs",
    arguments: [(1, ["single"]), (2, ["double"])])
  func singleWaitsForDouble(count: Int, expected: [String]) {
    let taps = Recorder<String>()
    let view = square()
      .onTapGesture(count: 2) { taps.record("double") }
      .onTapGesture { taps.record("single") }
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    host.tap("s", count: count)
    #expect(taps.values == expected)
  }

  @Test("A spatial tap reports its location in the view's own and the host's coordinates")
  func spatialTapLocation() {
    let locations = Recorder<CGPoint>()
    let view = square()
      .gesture(SpatialTapGesture().onEnded { locations.record($0.location) })
      .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded { locations.record($0.location) })
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    host.tap("s", at: CGPoint(x: 5, y: 7))
    #expect(locations.values == [CGPoint(x: 5, y: 7), CGPoint(x: 105, y: 107)])
  }

  @Test("onTapGesture with a coordinate space gets the location, the centre by default")
  func onTapGestureLocation() {
    let locations = Recorder<CGPoint>()
    let host = LayoutHost(
      square().onTapGesture(coordinateSpace: .local) { locations.record($0) }.accessibilityIdentifier("s"),
      size: window)
    host.tap("s")
    #expect(locations.values == [CGPoint(x: 50, y: 50)])
  }

  @Test("A long press runs onLongPressGesture, telling onPressingChanged when pressing starts and stops")
  func longPressRuns() {
    let events = Recorder<String>()
    let view = square()
      .onLongPressGesture(minimumDuration: 0.5) {
        events.record("perform")
      } onPressingChanged: {
        events.record("pressing \($0)")
      }
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    #expect(host.longPress("s", duration: 1))
    #expect(events.values == ["pressing true", "perform", "pressing false"])
  }

  @Test("A press shorter than the minimum duration fails the long press", arguments: [0.2, 0.49])
  func shortPressFailsLongPress(duration: Double) {
    let events = Recorder<String>()
    let view = square().onLongPressGesture(minimumDuration: 0.5) { events.record("perform") }
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    #expect(!host.longPress("s", duration: duration))
    #expect(events.values.isEmpty)
  }

  @Test("A tap and a long press on one view: each motion runs its own", arguments: ["tap", "longPress"])
  func tapAndLongPressCoexist(motion: String) {
    let events = Recorder<String>()
    let view = square()
      .onTapGesture { events.record("tap") }
      .onLongPressGesture { events.record("longPress") }
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    if motion == "tap" { host.tap("s") } else { host.longPress("s") }
    #expect(events.values == [motion])
  }

  @Test("A drag reports each move's translation, then the last when the finger lifts")
  func dragTranslations() {
    let changes = Recorder<CGSize>()
    let ends = Recorder<CGSize>()
    let view = square()
      .gesture(
        DragGesture()
          .onChanged { changes.record($0.translation) }
          .onEnded { ends.record($0.translation) })
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    #expect(host.drag("s", by: CGSize(width: 100, height: -40), steps: 4))
    #expect(
      changes.values == [
        CGSize(width: 25, height: -10), CGSize(width: 50, height: -20), CGSize(width: 75, height: -30),
        CGSize(width: 100, height: -40),
      ])
    #expect(ends.values == [CGSize(width: 100, height: -40)])
  }

  @Test("A drag starts once the finger moved the minimum distance", arguments: [(0, 5), (10, 4), (30, 3), (101, 0)])
  func dragMinimumDistance(minimumDistance: CGFloat, changes: Int) {
    let values = Recorder<CGSize>()
    let view = square()
      .gesture(DragGesture(minimumDistance: minimumDistance).onChanged { values.record($0.translation) })
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    host.drag("s", by: CGSize(width: 100, height: 0), steps: 4)
    #expect(values.values.count == changes)
  }

  @Test("Drag values: start and current location, velocity and predicted end, in local and global coordinates")
  func dragValue() {
    let ends = Recorder<DragGesture.Value>()
    let view = square()
      .gesture(DragGesture().onEnded { ends.record($0) })
      .simultaneousGesture(DragGesture(coordinateSpace: .global).onEnded { ends.record($0) })
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    host.drag("s", by: CGSize(width: 100, height: 0), from: CGPoint(x: 10, y: 20), steps: 4, duration: 0.25)
    let local = ends.values[0]
    #expect(local.startLocation == CGPoint(x: 10, y: 20))
    #expect(local.location == CGPoint(x: 110, y: 20))
    #expect(local.velocity == CGSize(width: 400, height: 0))
    #expect(local.predictedEndTranslation == CGSize(width: 100 + 400 * 0.499, height: 0))
    #expect(local.time == Date(timeIntervalSinceReferenceDate: 0.25))
    #expect(ends.values[1].startLocation == CGPoint(x: 110, y: 120))
    #expect(ends.values[1].location == CGPoint(x: 210, y: 120))
  }

  /// A card that follows the finger through a gesture state.
  private struct DraggableCard: View {
    @GestureState private var offset = CGSize.zero
    var body: some View {
      Color.blue.frame(width: 50, height: 50)
        .offset(offset)
        .accessibilityIdentifier("card")
        .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
    }
  }

  @Test("@GestureState follows the drag, touch by touch, and is reset once the finger lifts")
  func gestureStateDuringDrag() {
    let host = LayoutHost(DraggableCard(), size: window)
    var positions: [CGFloat] = []
    host.drag("card", by: CGSize(width: 100, height: 0), steps: 4) { _ in
      positions.append(host.root!.frame(named: "Color")!.minX)
    }
    #expect(positions == [125, 150, 175, 200, 225, 125])
    #expect(host.root?.frame(named: "Color")?.minX == 125)
  }

  /// A gesture state with a reset closure, recording what it resets.
  private struct ResettingState: View {
    let resets: Recorder<Int>
    @GestureState private var moves: Int
    init(resets: Recorder<Int>) {
      self.resets = resets
      _moves = GestureState(wrappedValue: 0) { value, transaction in
        transaction.animation = .default
        resets.record(value)
      }
    }
    var body: some View {
      Color.blue.frame(width: 50, height: 50)
        .accessibilityIdentifier("s")
        .gesture(DragGesture().updating($moves) { _, state, _ in state += 1 })
    }
  }

  @Test("A gesture state's reset closure gets the value it resets")
  func gestureStateResetClosure() {
    let resets = Recorder<Int>()
    let host = LayoutHost(ResettingState(resets: resets), size: window)
    host.drag("s", by: CGSize(width: 0, height: 60), steps: 3)
    #expect(resets.values == [3])
  }

  /// A press indicator whose state resets in a transaction of its own.
  private struct PressIndicator: View {
    let seen: Recorder<Bool>
    @GestureState(resetTransaction: Transaction(animation: .easeOut)) private var isPressing = false
    var body: some View {
      seen.record(isPressing)
      return Color.blue.frame(width: 50, height: 50)
        .accessibilityIdentifier("s")
        .gesture(LongPressGesture(minimumDuration: 0.5).updating($isPressing) { value, state, _ in state = value })
    }
  }

  @Test("A gesture state with a reset transaction shows the press while it lasts and resets after it")
  func gestureStateResetTransaction() {
    let seen = Recorder<Bool>()
    let host = LayoutHost(PressIndicator(seen: seen), size: window)
    host.longPress("s", duration: 1)
    #expect(seen.values == [false, true, false])
  }

  @Test("A tap on a view with a tap and a drag runs the tap; a drag runs the drag", arguments: ["tap", "drag"])
  func tapOrDrag(motion: String) {
    let events = Recorder<String>()
    let view = square()
      .onTapGesture { events.record("tap") }
      .gesture(DragGesture().onEnded { _ in events.record("drag") })
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    if motion == "tap" { host.tap("s") } else { host.drag("s", by: CGSize(width: 40, height: 0)) }
    #expect(events.values == [motion])
  }

  @Test("A drag with no minimum distance claims the touch before a tap can end")
  func immediateDragBeatsTap() {
    let events = Recorder<String>()
    let view = square()
      .onTapGesture { events.record("tap") }
      .gesture(DragGesture(minimumDistance: 0).onEnded { _ in events.record("drag") })
      .accessibilityIdentifier("s")
    LayoutHost(view, size: window).tap("s")
    #expect(events.values == ["drag"])
  }

  @Test("A child's gesture comes before its parent's; a parent's high-priority gesture before the child's")
  func priorities() {
    let events = Recorder<String>()
    let normal = VStack { square().onTapGesture { events.record("child") }.accessibilityIdentifier("s") }
      .onTapGesture { events.record("parent") }
    LayoutHost(normal, size: window).tap("s")
    let high = VStack { square().onTapGesture { events.record("child") }.accessibilityIdentifier("s") }
      .highPriorityGesture(TapGesture().onEnded { events.record("high parent") })
    LayoutHost(high, size: window).tap("s")
    #expect(events.values == ["child", "high parent"])
  }

  @Test("A parent's gesture beats a child's button only at high priority")
  func parentGestureAndButton() {
    let events = Recorder<String>()
    let view = VStack { Button("Go") { events.record("button") }.accessibilityIdentifier("b") }
      .highPriorityGesture(TapGesture().onEnded { events.record("parent") })
    LayoutHost(view, size: window).tap("b")
    #expect(events.values == ["parent"])
  }

  @Test(
    "A gesture mask turns off the gesture, the subviews' gestures, or both",
    arguments: [
      (GestureMask.all, ["child"]), (.gesture, ["parent"]), (.subviews, ["child"]), (.none, []),
    ])
  func gestureMask(mask: GestureMask, expected: [String]) {
    let events = Recorder<String>()
    let view = VStack { square().onTapGesture { events.record("child") }.accessibilityIdentifier("s") }
      .gesture(TapGesture().onEnded { events.record("parent") }, including: mask)
    LayoutHost(view, size: window).tap("s")
    #expect(events.values == expected)
  }

  @Test("A simultaneous gesture runs alongside the one that wins")
  func simultaneousGestureRunsAlongside() {
    let events = Recorder<String>()
    let view = VStack { square().onTapGesture { events.record("child") }.accessibilityIdentifier("s") }
      .simultaneousGesture(TapGesture().onEnded { events.record("parent") })
    LayoutHost(view, size: window).tap("s")
    #expect(events.values == ["child", "parent"])
  }

  @Test("A disabled view takes no gesture, and the driver says nothing recognized it")
  func disabledTakesNoGesture() {
    let events = Recorder<String>()
    let host = LayoutHost(
      square().onTapGesture { events.record("tap") }.accessibilityIdentifier("s").disabled(true), size: window)
    #expect(!host.tap("s"))
    #expect(events.values.isEmpty)
    #expect(host.runtimeIssues.contains { $0.contains("has nothing to tap") })
  }

  @Test("A long press sequenced before a drag drags from where the press was recognized")
  func sequencedLongPressDrag() {
    let values = Recorder<String>()
    let gesture = LongPressGesture(minimumDuration: 0)
      .sequenced(before: DragGesture(minimumDistance: 0))
      .onChanged { value in
        switch value {
        case .first(let pressing): values.record("first \(pressing)")
        case .second(let pressed, let drag): values.record("second \(pressed) \(drag?.translation.width ?? -1)")
        }
      }
    let host = LayoutHost(square().gesture(gesture).accessibilityIdentifier("s"), size: window)
    host.drag("s", by: CGSize(width: 40, height: 0), steps: 2)
    #expect(values.values == ["second true -1.0", "second true 0.0", "second true 20.0", "second true 40.0"])
  }

  @Test("An exclusive gesture reports the first gesture when it succeeds, else the second", arguments: [1, 2])
  func exclusiveGesture(count: Int) {
    let values = Recorder<String>()
    let gesture = TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
      .onEnded { value in
        switch value {
        case .first(let name), .second(let name): values.record(name)
        }
      }
    let host = LayoutHost(square().gesture(gesture).accessibilityIdentifier("s"), size: window)
    host.tap("s", count: count)
    #expect(values.values == [count == 2 ? "double" : "single"])
  }

  @Test("A simultaneous gesture's value holds both gestures' values")
  func simultaneousValue() {
    let values = Recorder<String>()
    let gesture = TapGesture().simultaneously(with: LongPressGesture(minimumDuration: 0.5)).onEnded { value in
      values.record("\(value.first != nil) \(value.second.map(String.init(describing:)) ?? "nil")")
    }
    let host = LayoutHost(square().gesture(gesture).accessibilityIdentifier("s"), size: window)
    host.longPress("s", duration: 1)
    #expect(values.values == ["true true"])
  }

  @Test("A pinch reports each magnification; a rotation each angle")
  func magnifyAndRotate() {
    let scales = Recorder<CGFloat>()
    let angles = Recorder<Double>()
    let view = square()
      .gesture(MagnifyGesture().onChanged { scales.record($0.magnification) })
      .simultaneousGesture(RotationGesture().onChanged { angles.record($0.degrees) })
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    #expect(host.magnify("s", by: 2, steps: 4))
    #expect(host.rotate("s", by: .degrees(90), steps: 2))
    #expect(scales.values == [1.25, 1.5, 1.75, 2])
    #expect(angles.values == [45, 90])
  }

  @Test("One finger does not pinch")
  func fingerCounts() {
    let events = Recorder<String>()
    let view = square()
      .gesture(MagnificationGesture().onEnded { _ in events.record("magnify") })
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    #expect(!host.drag("s", by: CGSize(width: 50, height: 0)))
    #expect(events.values.isEmpty)
  }

  @Test("A drag by a non-finite translation is reported and taken as no movement")
  func nonFiniteDrag() {
    let values = Recorder<CGSize>()
    let view = square()
      .gesture(DragGesture(minimumDistance: 0).onEnded { values.record($0.translation) })
      .accessibilityIdentifier("s")
    let host = LayoutHost(view, size: window)
    host.drag("s", by: CGSize(width: CGFloat.nan, height: .infinity))
    #expect(values.values == [.zero])
    #expect(host.runtimeIssues.contains { $0.contains("invalid drag translation") })
  }

  @Test("Gesture drivers on an identifier no view has report it", arguments: ["tap", "longPress", "drag", "magnify", "rotate"])
  func missingIdentifier(driver: String) {
    let host = LayoutHost(square(), size: window)
    let recognized: Bool
    switch driver {
    case "tap": recognized = host.tap("ghost")
    case "longPress": recognized = host.longPress("ghost")
    case "drag": recognized = host.drag("ghost", by: CGSize(width: 10, height: 0))
    case "magnify": recognized = host.magnify("ghost", by: 2)
    default: recognized = host.rotate("ghost", by: .degrees(10))
    }
    #expect(!recognized)
    #expect(host.runtimeIssues.contains { $0.contains("no view is tagged 'ghost'") })
  }

  /// A user's gesture, made of a built-in one.
  private struct SwipeRight: Gesture {
    let action: () -> Void
    var body: some Gesture {
      DragGesture().onEnded { value in if value.translation.width > 50 { action() } }
    }
  }

  @Test("A gesture of your own runs its body")
  func customGesture() {
    let events = Recorder<String>()
    let view = square().gesture(SwipeRight { events.record("swipe") }).accessibilityIdentifier("s")
    LayoutHost(view, size: window).drag("s", by: CGSize(width: 80, height: 0))
    #expect(events.values == ["swipe"])
  }

  @Test("A type-erased gesture runs the gesture it wraps")
  func anyGesture() {
    let events = Recorder<String>()
    let gesture = AnyGesture(TapGesture().onEnded { events.record("tap") })
    LayoutHost(square().gesture(gesture).accessibilityIdentifier("s"), size: window).tap("s")
    #expect(events.values == ["tap"])
  }
}
