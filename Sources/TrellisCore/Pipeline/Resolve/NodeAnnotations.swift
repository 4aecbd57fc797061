import Foundation

/// What modifiers that add no node of their own record on the nodes of the views they modify:
/// the gestures attached to a view, its focus bindings, its accessibility properties, its
/// context menu and swipe actions, and the animation values a still picture cannot show.
///
/// A host reads them when a test drives the view (``LayoutHost/tap(_:count:at:)``,
/// ``LayoutHost/drag(_:by:from:steps:duration:during:)``, ``LayoutHost/focus(_:)``) or asks about
/// it (``LayoutResult/accessibility(of:)``).
struct NodeAnnotations {
  /// Gestures attached with `gesture`, `simultaneousGesture`, `highPriorityGesture` and the
  /// `on…Gesture` modifiers, innermost modifier first.
  var gestures: [GestureAttachment] = []
  /// Focus bindings attached with `focused(_:)` and `focused(_:equals:)`.
  var focus: [FocusTarget] = []
  /// Accessibility properties, as the modifiers set them.
  var accessibility = AccessibilityProperties()
  /// The refresh action in force where the view was resolved, when `refreshable` set one.
  var refresh: RefreshAction?
  /// The view's context menu, resolved when a test opens it.
  var contextMenu: ContextMenuRecord?
  /// The view's swipe actions, by edge.
  var swipeActions: [SwipeActionsRecord] = []
  /// The view's entry in a matched-geometry group.
  var matchedGeometry: MatchedGeometryEntry?
  /// Values of modifiers whose effect only shows over time: animations, transitions.
  var motion = MotionProperties()
}
