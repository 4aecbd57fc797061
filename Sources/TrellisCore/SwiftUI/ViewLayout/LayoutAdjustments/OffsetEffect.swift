import Foundation

/// Moves a view as drawn, without changing its layout or its siblings' (docs/LayoutRules.md §1.12).
///
/// Fidelity: partial — offset never affects layout (§1.12, OpenSwiftUI `OffsetEffect.swift`);
/// no fixture uses `offset`: §2 C records no OffsetEffect frames.
nonisolated public struct _OffsetEffect: ImmediateViewModifier {
  /// The distance to move the view.
  public var offset: CGSize

  /// Creates the modifier.
  public init(offset: CGSize) { self.offset = offset }

  /// Wraps each view of the content in an offset node.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    // A NaN or infinite offset would put the view nowhere: it is reported and dropped.
    let offset = CGSize(
      width: RuntimeIssues.finite(modifier.offset.width, "offset"),
      height: RuntimeIssues.finite(modifier.offset.height, "offset"))
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in _OffsetEffect(offset: offset) }
  }
}

extension _OffsetEffect: TransparentUnaryLayoutBehavior {
  var debugName: String { "offset(x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))" }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize { child.sizeThatFits(proposal) }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero)
  }

  /// The content is drawn moved by the offset; the modifier itself stays where its parent put
  /// it, as does every guide its parent aligns on (the offset is not in ``placement(of:in:proposal:)``).
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    context.child.place(
      at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading,
      proposal: proposal)
  }
}

nonisolated extension View {
  /// Offsets this view by the horizontal and vertical amounts in `offset`.
  public func offset(_ offset: CGSize) -> some View {
    modifier(_OffsetEffect(offset: offset))
  }

  /// Offsets this view by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }
}
