import Foundation

/// A view's swipe actions on one edge, recorded for a test to reveal or run.
struct SwipeActionsRecord {
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let content: () -> AnyView
  let environment: EnvironmentValues
}

/// Records swipe actions on each view of its content. Not for use by apps.
nonisolated public struct _SwipeActionsModifier: PrimitiveViewModifier {
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let content: () -> AnyView

  /// Records the actions on each node the content makes; a disabled row has none.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    guard inputs.environment.isEnabled else {
      body(inputs)
      return
    }
    let record = SwipeActionsRecord(
      edge: modifier.edge, allowsFullSwipe: modifier.allowsFullSwipe, content: modifier.content,
      environment: inputs.environment)
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { node in
      context.annotate(node, SwipeActionsAnnotationKey.self) { $0.append(record) }
    }
  }
}

nonisolated extension View {
  /// Adds custom swipe actions to a row in a list.
  ///
  /// The actions are not drawn: on the device a swipe reveals them. A test reveals them with
  /// ``LayoutHost/swipeActions(of:edge:)`` and taps one, or swipes all the way with
  /// ``LayoutHost/swipe(_:edge:)``, which runs the first action when `allowsFullSwipe`.
  ///
  /// ```swift
  /// Text(message.subject)
  ///     .swipeActions(edge: .trailing) {
  ///         Button("Delete", role: .destructive) { delete(message) }
  ///     }
  /// ```
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: @escaping () -> T
  ) -> some View {
    modifier(_SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe) { AnyView(content()) })
  }
}

extension LayoutHost {
  /// Reveals the swipe actions on `edge` of the view tagged `identifier` (or of the row around
  /// it), as a partial swipe does: returns a host of the actions, in which a test taps one.
  ///
  /// - Returns: The actions' host, or `nil` with a runtime issue when there are none on that edge.
  public func swipeActions(of identifier: String, edge: HorizontalEdge = .trailing) -> LayoutHost? {
    guard let record = swipeRecord(of: identifier, edge: edge) else { return nil }
    return LayoutHost(items: record.content, environment: record.environment)
  }

  /// Swipes the view tagged `identifier` all the way from `edge`: runs the first action on that
  /// edge, as a full swipe does when the actions allow it.
  ///
  /// - Returns: Whether an action ran; if there is none, or full swipes are not allowed, a
  ///   runtime issue says so.
  @discardableResult
  public func swipe(_ identifier: String, edge: HorizontalEdge = .trailing) -> Bool {
    guard let record = swipeRecord(of: identifier, edge: edge) else { return false }
    guard record.allowsFullSwipe else {
      log.append("LayoutHost: the swipe actions of '\(identifier)' do not allow a full swipe (allowsFullSwipe: false).")
      return false
    }
    let actions = LayoutHost(items: record.content, environment: record.environment)
    let first = actions.result.order.lazy.compactMap { actions.result.nodes.annotations[$0]?.interaction?.tapAction }
      .first
    guard let first else {
      log.append("LayoutHost: the swipe actions of '\(identifier)' on the \(record.edge) edge have no button.")
      return false
    }
    RuntimeIssues.$log.withValue(log) { first() }
    update()
    return true
  }

  /// The swipe actions on `edge` of the view tagged `identifier` or of the view around it.
  private func swipeRecord(of identifier: String, edge: HorizontalEdge) -> SwipeActionsRecord? {
    let result = self.result
    guard let tagged = taggedNode(identifier, in: result, doing: "swipe") else { return nil }
    var current = Int32(tagged)
    while current >= 0 {
      if let record = result.nodes.annotations[Int(current)]?.swipeActions.first(where: { $0.edge == edge }) {
        return record
      }
      current = result.nodes.structures[Int(current)].parent
    }
    log.append("LayoutHost: the view tagged '\(identifier)' has no swipe actions on the \(edge) edge.")
    return nil
  }
}

/// The node annotation of ``NodeAnnotations/swipeActions``.
enum SwipeActionsAnnotationKey: NodeAnnotationKey {
  static var defaultValue: [SwipeActionsRecord] { [] }
}

extension NodeAnnotations {
  /// The view's swipe actions, by edge.
  var swipeActions: [SwipeActionsRecord] {
    get { self[SwipeActionsAnnotationKey.self] }
    set { self[SwipeActionsAnnotationKey.self] = newValue }
  }
}
