import Foundation

/// A type that collects multiple views into a single unit without affecting their layout.
///
/// Modifiers applied to a group apply to each of its views.
///
/// Fidelity: partial — documented: the group's views become separate children of the container,
/// each with the group's modifiers; no fixture uses a group.
public struct Group<Content: View>: View {
  /// The grouped views.
  public var content: Content

  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves the grouped views in place.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    Content._makeViewList(view: view.content, inputs: inputs)
  }

  /// A group is primitive.
  public var body: Never { preconditionFailure("Group is a primitive view: it has no body") }
}
