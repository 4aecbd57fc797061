import Foundation

/// A modifier that changes how a view is drawn but not how it is laid out: rotation, z-order.
///
/// SwiftUI applies these after layout (layout-semantics.md §2 C case 47), so they pass size,
/// spacing, priority and guides through.
public struct _RenderEffectModifier: PrimitiveViewModifier {
  enum Effect: Equatable {
    case rotation(Angle, anchor: UnitPoint)
    case zIndex(Double)
  }

  let effect: Effect

  /// Wraps each view of the content in a node that records the effect.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    inputs.resolver.wrapEach(inputs: inputs, content: body) { _ in modifier }
  }
}

extension _RenderEffectModifier: TransparentUnaryLayoutBehavior {
  var debugName: String {
    switch effect {
    case .rotation(let angle, _): "rotationEffect(\(formatLength(angle.degrees))°)"
    case .zIndex(let value): "zIndex(\(formatLength(value)))"
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize { child.sizeThatFits(proposal) }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero)
  }
}

extension View {
  /// Rotates this view as drawn, around `anchor`; its layout is unchanged.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_RenderEffectModifier(effect: .rotation(angle, anchor: anchor)))
  }

  /// Sets the drawing order of overlapping siblings; layout is unchanged.
  public func zIndex(_ value: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .zIndex(value)))
  }
}
