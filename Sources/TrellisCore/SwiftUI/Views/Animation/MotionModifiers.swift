import Foundation

/// What a view's animation modifiers say: values that only show over time, recorded on the view
/// for a test to read (``LayoutHost/animations(of:)``, ``LayoutHost/transition(of:)``,
/// ``LayoutHost/contentTransition(of:)``). Innermost first, as the modifiers are nested.
struct MotionProperties {
  /// `animation(_:value:)` and `animation(_:)`: the animation, and the value it watches (`nil`
  /// for the deprecated form, which animates every change).
  var animations: [(animation: Animation?, value: AnyHashable?)] = []
  var transition: AnyTransition?
  var contentTransition: ContentTransition?
  /// `geometryGroup()`: the view's geometry animates as one value from its parent's.
  var isGeometryGroup = false
}

/// Records motion properties on each view of its content. Not for use by apps.
nonisolated public struct _MotionModifier: PrimitiveViewModifier {
  let change: (inout MotionProperties) -> Void

  /// Records the change on each node the content makes.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { node in
      context.annotate(node, MotionAnnotationKey.self) { modifier.change(&$0) }
    }
  }
}

nonisolated extension View {
  /// Records motion properties on this view.
  func motion(_ change: @escaping (inout MotionProperties) -> Void) -> some View {
    modifier(_MotionModifier(change: change))
  }

  /// Applies the given animation to this view when the specified value changes.
  ///
  /// A still picture shows the end of every animation; the animation and the value are
  /// recorded on the view (``LayoutHost/animations(of:)``).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    let watched = (value as? AnyHashable) ?? AnyHashable(String(describing: value))
    return motion { $0.animations.append((animation, watched)) }
  }

  /// Applies the given animation to all animatable values within this view (deprecated: use
  /// `animation(_:value:)`).
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    motion { $0.animations.append((animation, nil)) }
  }

  /// Isolates the geometry (position and size) of this view from its parent view.
  ///
  /// SwiftUI then animates the view's frame as one value, and its children inherit the frame
  /// instead of interpolating their own from where they were — the fix for children that
  /// "fly in" from the wrong place (Apple, `geometryGroup()`, iOS 17). Layout is unchanged, and
  /// a still picture shows the end of every animation, so Trellis draws the view as it was; the
  /// group is recorded on the view (``LayoutHost/isGeometryGroup(_:)``).
  public func geometryGroup() -> some View {
    motion { $0.isGeometryGroup = true }
  }

  /// Modifies the view to use a given transition as its method of animating changes to the
  /// contents of its views: recorded on the view (``LayoutHost/contentTransition(of:)``).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    motion { $0.contentTransition = $0.contentTransition ?? transition }
  }
}

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
  /// What the transition is, as Swift would write it.
  public let description: String

  /// The identity content transition, which indicates that content changes shouldn't animate.
  public static let identity = ContentTransition(description: "identity")
  /// A content transition that indicates content fades from transparent to opaque on insertion,
  /// and from opaque to transparent on removal.
  public static let opacity = ContentTransition(description: "opacity")
  /// A content transition that indicates the views attempt to interpolate their contents during
  /// transitions, where appropriate.
  public static let interpolate = ContentTransition(description: "interpolate")

  /// Creates a content transition intended to be used with `Text` views displaying numeric text.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(description: "numericText(countsDown: \(countsDown))")
  }

  /// Creates a content transition intended to be used with `Text` views displaying numbers: the
  /// direction follows the sign of `value`'s change.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(description: "numericText(value: \(value))")
  }

  /// A content transition that applies the default symbol effect transition to symbol images
  /// within the inserted or removed view hierarchy.
  public static let symbolEffect = ContentTransition(description: "symbolEffect")
}

extension LayoutHost {
  /// The animations set on the view tagged `identifier` with `animation(_:value:)` and
  /// `animation(_:)`, innermost first; empty when there are none or no view has the tag.
  public func animations(of identifier: String) -> [Animation?] {
    result.motion(of: identifier).animations.map(\.animation)
  }

  /// Whether `geometryGroup()` isolates the geometry of the view tagged `identifier`.
  public func isGeometryGroup(_ identifier: String) -> Bool {
    result.motion(of: identifier).isGeometryGroup
  }

  /// The transition set on the view tagged `identifier` with `transition(_:)`, if any.
  public func transition(of identifier: String) -> AnyTransition? {
    result.motion(of: identifier).transition
  }

  /// The content transition in force for the view tagged `identifier`, if one was set.
  public func contentTransition(of identifier: String) -> ContentTransition? {
    result.motion(of: identifier).contentTransition
  }
}

extension LayoutResult {
  /// The motion properties of the view tagged `identifier` and of the modifiers and view it
  /// wraps, innermost first.
  func motion(of identifier: String) -> MotionProperties {
    var motion = MotionProperties()
    guard var node = nodes.identifiers[identifier]?.first else { return motion }
    var chain = [node]
    while nodes.children(of: node).count == 1 {
      node = nodes.children(of: node).first!
      chain.append(node)
    }
    for node in chain.reversed() {
      guard let recorded = nodes.annotations[node]?.motion else { continue }
      motion.animations += recorded.animations
      motion.transition = motion.transition ?? recorded.transition
      motion.contentTransition = motion.contentTransition ?? recorded.contentTransition
      motion.isGeometryGroup = motion.isGeometryGroup || recorded.isGeometryGroup
    }
    return motion
  }
}

/// The node annotation of ``NodeAnnotations/motion``.
enum MotionAnnotationKey: NodeAnnotationKey {
  static var defaultValue: MotionProperties { MotionProperties() }
}

extension NodeAnnotations {
  /// Values of modifiers whose effect only shows over time: animations, transitions.
  var motion: MotionProperties {
    get { self[MotionAnnotationKey.self] }
    set { self[MotionAnnotationKey.self] = newValue }
  }
}
