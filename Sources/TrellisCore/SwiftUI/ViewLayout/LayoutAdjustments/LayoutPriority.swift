import Foundation

/// Sets the priority by which a parent layout allocates space to this view (docs/LayoutRules.md §1.13).
///
/// Fidelity: verified — §2 C case 39, D case 79; survives `fixedSize`, `background`,
/// `overlay`, `offset` and `alignmentGuide`, lost under `frame`, `padding`, `aspectRatio`
/// and `position` (§2 F case 113).
nonisolated public struct _LayoutPriorityModifier: ImmediateViewModifier {
  /// The priority; 0 by default.
  public var priority: Double

  /// Creates the modifier.
  public init(priority: Double) { self.priority = priority }

  /// Wraps each view of the content in a priority node.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier }
  }
}

extension _LayoutPriorityModifier: TransparentUnaryLayoutBehavior {
  var debugName: String { "layoutPriority(\(formatLength(priority)))" }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize { child.sizeThatFits(proposal) }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero)
  }

  func layoutPriority(child: LayoutSubview) -> Double { priority }
}

nonisolated extension View {
  /// Sets the priority by which a parent layout should apportion space to this view.
  ///
  /// Put it outermost: `frame` and `padding` around it hide it from the stack.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_LayoutPriorityModifier(priority: value))
  }
}
