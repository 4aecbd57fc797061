import Foundation

/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
public struct GestureMask: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt8

  /// Creates a gesture mask from a raw value.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Disable all gestures in the subview hierarchy, including the added gesture.
  public static let none: GestureMask = []
  /// Enable the added gesture but disable all gestures in the subview hierarchy.
  public static let gesture = GestureMask(rawValue: 1)
  /// Enable all gestures in the subview hierarchy but disable the added gesture.
  public static let subviews = GestureMask(rawValue: 2)
  /// Enable both the added gesture as well as all other gestures on the view and its subviews.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture attached to a view, as a host finds it when a test drives the view.
struct GestureAttachment {
  /// How the gesture competes with the gestures of the view and its subviews.
  enum Priority {
    /// `gesture(_:including:)`: the subviews' gestures come first.
    case normal
    /// `highPriorityGesture(_:including:)`: it comes before the subviews' gestures.
    case high
    /// `simultaneousGesture(_:including:)`: it does not compete; it recognizes alongside.
    case simultaneous
  }

  let priority: Priority
  let mask: GestureMask
  /// Recognizes the gesture in touches, its value erased: the actions are what matters to a host.
  let recognize: (_GestureInputs) -> _GestureOutputs<Void>
}

/// Attaches a gesture to each view of its content. Not for use by apps.
nonisolated public struct _AddGestureModifier<G: Gesture>: PrimitiveViewModifier {
  let gesture: G
  let priority: GestureAttachment.Priority
  let mask: GestureMask

  /// Records the gesture on each view of the content; a disabled view, or one that touches
  /// cannot reach (`allowsHitTesting(false)`), takes no gesture.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    guard inputs.environment.isEnabled, inputs.environment.allowsHitTesting else {
      body(inputs)
      return
    }
    let gesture = modifier.gesture
    let attachment = GestureAttachment(priority: modifier.priority, mask: modifier.mask) { inputs in
      G._makeGesture(gesture: gesture, inputs: inputs).mapValues { _ in () }
    }
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { node in
      context.annotate(node, GesturesAnnotationKey.self) { $0.append(attachment) }
    }
  }
}

nonisolated extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view's
  /// subviews.
  ///
  /// ```swift
  /// Circle().gesture(TapGesture().onEnded { isOn.toggle() })
  /// ```
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_AddGestureModifier(gesture: gesture, priority: .normal, mask: mask))
  }

  /// Attaches a gesture to the view with a higher precedence than gestures defined by the
  /// view's subviews.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_AddGestureModifier(gesture: gesture, priority: .high, mask: mask))
  }

  /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_AddGestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
  }
}

/// The node annotation of ``NodeAnnotations/gestures``.
enum GesturesAnnotationKey: NodeAnnotationKey {
  static var defaultValue: [GestureAttachment] { [] }
}

extension NodeAnnotations {
  /// The gestures attached with `gesture`, `simultaneousGesture`, `highPriorityGesture` and the
  /// `on…Gesture` modifiers, innermost modifier first.
  var gestures: [GestureAttachment] {
    get { self[GesturesAnnotationKey.self] }
    set { self[GesturesAnnotationKey.self] = newValue }
  }
}
