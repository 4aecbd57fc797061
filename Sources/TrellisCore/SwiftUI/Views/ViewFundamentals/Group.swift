import Foundation

/// A type that collects multiple views into a single unit without affecting their layout.
///
/// Modifiers applied to a group apply to each of its views when the group is among a
/// container's children; where one view is needed — a host's root, a background — the views
/// are gathered in an implicit stack first and the modifiers apply to it (docs/LayoutRules.md §1.16).
///
/// Fidelity: verified — `Group { Circle(); Rectangle() }.fixedSize().frame(width: 30, height: 20)`
/// as a host's root gives one 30 × 20 frame around an implicit `VStack`, as a reference image
/// recorded from SwiftUI shows (`GroupRuleTests`); Apple documents that a group's modifiers
/// affect all its members.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  /// The grouped views.
  public var content: Content

  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves the grouped views in place, or as one view in the implicit root where one is needed.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendList(inputs: inputs) { inputs in
      Content._makeViewList(view: view.content, inputs: inputs)
    }
  }
}
