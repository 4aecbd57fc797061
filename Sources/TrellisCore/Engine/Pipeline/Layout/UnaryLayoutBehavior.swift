import Foundation

/// A modifier node with one child that it sizes and places in its own bounds: frame, padding,
/// fixedSize, aspectRatio, position, offset, alignment guides.
///
/// A unary layout only says where its child goes; explicit guides then pass through it,
/// translated by the child's origin (OpenSwiftUI `UnaryLayoutComputer`).
protocol UnaryLayoutBehavior: LayoutBehavior {
  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize

  /// The child's proposal and origin (relative to the modifier's own origin) when the modifier has `size`.
  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement

  /// The modifier's spacing, given its child's.
  func spacing(child: LayoutSubview, childSpacing: Spacing, layoutDirection: LayoutDirection) -> Spacing

  /// The priority the container sees; 0 unless the modifier passes its child's through.
  func layoutPriority(child: LayoutSubview) -> Double
}

/// Where a unary layout puts its child.
struct ChildPlacement {
  var proposal: ProposedViewSize
  var origin: CGPoint
}

extension UnaryLayoutBehavior {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    sizeThatFits(proposal, child: context.child)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let child = context.child
    let placement = placement(of: child, in: bounds.size, proposal: proposal)
    child.place(
      at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
      anchor: .topLeading, proposal: placement.proposal)
  }

  var explicitGuides: ExplicitGuides { .children }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? {
    let child = context.child
    let placement = placement(of: child, in: size, proposal: proposal)
    guard let value = child.dimensions(in: placement.proposal)[explicit: key] else { return nil }
    return placement.origin[key.axis] + value
  }

  func spacing(context: LayoutContext) -> Spacing {
    let child = context.child
    return spacing(child: child, childSpacing: child.rawSpacing, layoutDirection: context.layoutDirection)
  }

  func spacing(child: LayoutSubview, childSpacing: Spacing, layoutDirection: LayoutDirection) -> Spacing {
    childSpacing
  }

  func layoutPriority(context: LayoutContext) -> Double { layoutPriority(child: context.child) }

  /// Frames, padding and the like hide the child's priority: put `layoutPriority` outermost (§1.13).
  func layoutPriority(child: LayoutSubview) -> Double { 0 }

  func requiresSpacingProjection(context: LayoutContext) -> Bool { false }

  func ignoresAutomaticPadding(context: LayoutContext) -> Bool {
    context.child.ignoresAutomaticPadding
  }

  /// The child's spacing with the edges of `axes` reset, as frames do — unless the child is a
  /// spacer, whose zero spacing passes through (§1.4).
  func spacing(_ childSpacing: Spacing, resetting axes: [Axis], child: LayoutSubview) -> Spacing {
    guard !child.requiresSpacingProjection else { return childSpacing }
    var spacing = childSpacing
    spacing.reset(edges: Set(axes.flatMap(AbsoluteEdge.edges(of:))))
    return spacing
  }

  /// The origin that aligns `child` (of size `childSize`) in a box of `size` by `alignment`:
  /// the box's default guide minus the child's guide, explicit values included (§1.5).
  func aligned(
    _ child: LayoutSubview, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment
  ) -> CGPoint {
    let dimensions = child.dimensions(in: proposal)
    let box = ViewDimensions(size: size, proposal: ProposedViewSize(size), guides: .none)
    return CGPoint(
      x: box[alignment.horizontal] - dimensions[alignment.horizontal],
      y: box[alignment.vertical] - dimensions[alignment.vertical])
  }
}

/// A modifier that is transparent to its container: it passes its child's priority and spacing through.
protocol TransparentUnaryLayoutBehavior: UnaryLayoutBehavior {}

extension TransparentUnaryLayoutBehavior {
  func layoutPriority(child: LayoutSubview) -> Double { child.priority }

  func requiresSpacingProjection(context: LayoutContext) -> Bool {
    context.child.requiresSpacingProjection
  }
}
