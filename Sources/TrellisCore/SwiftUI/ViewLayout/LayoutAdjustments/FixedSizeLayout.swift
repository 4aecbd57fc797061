import Foundation

/// Fixes a view at its ideal size on one or both axes (docs/LayoutRules.md §1.8).
///
/// Fidelity: verified — §2 D case 85 and F cases 103–107.
nonisolated public struct _FixedSizeLayout: ImmediateViewModifier {
  /// Whether the width is fixed at its ideal value.
  public var horizontal: Bool
  /// Whether the height is fixed at its ideal value.
  public var vertical: Bool

  /// Creates the modifier.
  public init(horizontal: Bool = true, vertical: Bool = true) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Wraps each view of the content in a fixed-size node.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier }
  }
}

extension _FixedSizeLayout: TransparentUnaryLayoutBehavior {
  var debugName: String {
    horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
    child.sizeThatFits(childProposal(proposal))
  }

  /// The child keeps its ideal size and is centred in the space the parent gives.
  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    let childProposal = childProposal(proposal)
    let childSize = child.sizeThatFits(childProposal)
    return ChildPlacement(
      proposal: childProposal,
      origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2))
  }
}

nonisolated extension View {
  /// Fixes this view at its ideal size in both dimensions.
  public func fixedSize() -> some View {
    modifier(_FixedSizeLayout(horizontal: true, vertical: true))
  }

  /// Fixes this view at its ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }
}
