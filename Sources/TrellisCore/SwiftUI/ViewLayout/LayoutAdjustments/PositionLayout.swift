import Foundation

/// Positions the centre of a view at a point (docs/LayoutRules.md §1.12).
///
/// Fidelity: partial — sizing and placement from OpenSwiftUI `PositionLayout.swift`.
nonisolated public struct _PositionLayout: ImmediateViewModifier {
  /// Where the centre of the view goes, in the position view's own coordinates.
  public var position: CGPoint

  /// Creates the modifier.
  public init(position: CGPoint) { self.position = position }

  /// Wraps each view of the content in a position node.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier }
  }
}

extension _PositionLayout: UnaryLayoutBehavior {
  var debugName: String { "position(x: \(formatLength(position.x)), y: \(formatLength(position.y)))" }

  /// The whole proposal; an unspecified dimension is taken from the child.
  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
    if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
    let size = child.sizeThatFits(proposal)
    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    let childProposal = ProposedViewSize(size)
    let childSize = child.sizeThatFits(childProposal)
    return ChildPlacement(
      proposal: childProposal,
      origin: CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2))
  }

  /// A positioned view has a leaf's spacing, whatever its child's.
  func spacing(child: LayoutSubview, childSpacing: Spacing, layoutDirection: LayoutDirection) -> Spacing {
    Spacing()
  }
}

nonisolated extension View {
  /// Positions the centre of this view at `position` in its parent's coordinate space.
  public func position(_ position: CGPoint) -> some View {
    modifier(_PositionLayout(position: position))
  }

  /// Positions the centre of this view at (`x`, `y`) in its parent's coordinate space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}
