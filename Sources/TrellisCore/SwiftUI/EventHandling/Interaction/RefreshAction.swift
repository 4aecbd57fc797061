import Foundation

/// An action that initiates a refresh operation.
///
/// `refreshable(action:)` puts one in the environment of its content, where a list or scroll
/// view reads it for pull to refresh, and a view of yours reads it with
/// `@Environment(\.refresh)`. A test pulls to refresh with ``LayoutHost/refresh(_:)``.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Initiates a refresh action, and returns when it is done.
  public func callAsFunction() async {
    await action()
  }
}

extension EnvironmentValues {
  /// A refresh action stored in a view's environment: the one `refreshable(action:)` set around
  /// the view, or `nil`.
  @Entry public var refresh: RefreshAction?
}

/// Sets the refresh action of its content, and records it on each view of the content for a
/// host to run. Not for use by apps.
nonisolated public struct _RefreshableModifier: PrimitiveViewModifier {
  let action: RefreshAction

  /// Resolves the content with the action in its environment.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    var inputs = inputs
    inputs.environment.refresh = modifier.action
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { node in
      context.annotate(node, RefreshAnnotationKey.self) { $0 = modifier.action }
    }
  }
}

nonisolated extension View {
  /// Marks this view as refreshable: the action runs when the person pulls to refresh.
  ///
  /// ```swift
  /// List(messages) { MessageRow(message: $0) }
  ///     .refreshable { await store.reload() }
  /// ```
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(_RefreshableModifier(action: RefreshAction(action: action)))
  }
}

extension LayoutHost {
  /// Pulls to refresh the view tagged `identifier`, or the refreshable view around it: runs the
  /// `refreshable` action in force there, waits for it, and brings the host up to date with what
  /// it changed, as ``settle()`` does.
  ///
  /// ```swift
  /// await host.refresh("inbox")
  /// #expect(host.frame(of: "new-message") != nil)
  /// ```
  ///
  /// - Returns: Whether a refresh action ran; if none is there, a runtime issue says so.
  @discardableResult
  public func refresh(_ identifier: String) async -> Bool {
    let result = self.result
    guard let tagged = taggedNode(identifier, in: result, doing: "refresh") else { return false }
    guard let action = result.annotation(around: tagged, \.refresh) else {
      log.append(
        "LayoutHost: the view tagged '\(identifier)' is not refreshable: no refreshable(action:) is around it.")
      return false
    }
    await action()
    await settle()
    return true
  }
}

extension LayoutResult {
  /// The first value of an annotation on `node`, or on the nearest ancestor that has one.
  func annotation<T>(around node: NodeID, _ value: KeyPath<NodeAnnotations, T?>) -> T? {
    var current = Int32(node)
    while current >= 0 {
      if let found = nodes.annotations[Int(current)]?[keyPath: value] { return found }
      current = nodes.structures[Int(current)].parent
    }
    return nil
  }
}

/// The node annotation of ``NodeAnnotations/refresh``.
enum RefreshAnnotationKey: NodeAnnotationKey {
  static var defaultValue: RefreshAction? { nil }
}

extension NodeAnnotations {
  /// The refresh action in force where the view was resolved, when `refreshable` set one.
  var refresh: RefreshAction? {
    get { self[RefreshAnnotationKey.self] }
    set { self[RefreshAnnotationKey.self] = newValue }
  }
}
