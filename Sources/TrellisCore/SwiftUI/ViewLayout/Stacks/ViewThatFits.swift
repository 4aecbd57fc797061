import Foundation

/// A view that adapts to the available space by showing the first child that fits.
///
/// Each child is asked for its ideal size along `axes`; the first whose ideal size fits the
/// proposal there is shown, and the last if none fits (Apple's documentation of
/// `ViewThatFits`; docs/LayoutRules.md §2 D 91). With no axes, the first child is shown.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Long label"); Text("Value") }
///     VStack { Text("Long label"); Text("Value") }
/// }
/// ```
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Creates a view that shows the first of its children that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// Adds a node whose children are the candidates.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendContainer(
      ViewThatFitsBehavior(axes: view.axes), inputs: inputs, childInputs: inputs.inContainer(orientation: nil)
    ) {
      Content._makeViewList(view: view.content, inputs: $0)
    }
  }
}

/// Shows one child: the first whose ideal size fits the proposal on the chosen axes.
///
/// Fidelity: unverified — Apple's documentation only; OpenSwiftUI does not implement it.
struct ViewThatFitsBehavior: LayoutBehavior {
  let axes: Axis.Set

  var debugName: String { "ViewThatFits" }

  var centresUnplacedChildren: Bool { false }

  /// The child shown for `proposal`.
  func choice(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> LayoutSubview? {
    guard !axes.isEmpty else { return subviews.first }
    let fitting = subviews.first { subview in
      var ideal = proposal
      for axis in Axis.both where axes.contains(axis) { ideal[axis] = nil }
      let size = subview.sizeThatFits(ideal)
      return Axis.both.allSatisfy { axis in
        guard axes.contains(axis), let available = proposal[axis] else { return true }
        return size[axis] <= available
      }
    }
    return fitting ?? subviews.last
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    choice(proposal, subviews: context.subviews)?.sizeThatFits(proposal) ?? .zero
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    choice(proposal, subviews: context.subviews)?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }

  func spacing(context: LayoutContext) -> Spacing {
    guard let first = context.subviews.first else { return .zero }
    return first.rawSpacing
  }
}
