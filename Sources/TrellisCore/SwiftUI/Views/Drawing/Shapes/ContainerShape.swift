import Foundation

/// Records the container shape of a view: the shape `ContainerRelativeShape`s inside it follow.
///
/// Layout and drawing are unchanged; the frame dump shows the shape.
struct ContainerShapeBehavior: TransparentUnaryLayoutBehavior {
  let shape: any InsettableShape

  var debugName: String { "containerShape(\(typeName(type(of: shape))))" }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize { child.sizeThatFits(proposal) }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero)
  }
}

/// Wraps each view of the content in a node recording its container shape.
nonisolated struct ContainerShapeModifier: ImmediateViewModifier {
  let behavior: ContainerShapeBehavior

  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier.behavior }
  }
}

nonisolated extension View {
  /// Sets the container shape to use for any container relative shape within this view.
  ///
  /// A `ContainerRelativeShape` inside the view is then this shape, inset by the view's
  /// distance from the container's edges (the smallest of the four), so that a rounded
  /// rectangle inside a rounded card keeps concentric corners: a card of radius 20 gives a view
  /// 8 in from its edges a radius of 12 (Apple, `containerShape(_:)` and
  /// `ContainerRelativeShape`: "replaced by an inset version of the current container shape").
  ///
  /// ```swift
  /// VStack { ContainerRelativeShape().fill(.blue).padding(8) }
  ///     .frame(width: 100, height: 100)
  ///     .containerShape(RoundedRectangle(cornerRadius: 20))
  /// ```
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    modifier(ContainerShapeModifier(behavior: ContainerShapeBehavior(shape: shape)))
  }
}

extension ContainerRelativeShape {
  /// The outline of a container relative shape whose frame is `frame`, drawn in `context`:
  /// the nearest container shape, inset by the distance from the container's edges plus
  /// `inset`; a rectangle when no container declared a shape.
  static func path(placedIn frame: CGRect, inset: CGFloat, context: DisplayContext) -> Path {
    guard let container = context.nearestAncestor(ContainerShapeBehavior.self) else {
      return Path(frame.insetBy(dx: inset, dy: inset))
    }
    let outer = container.frame
    let distance = Swift.max(
      Swift.min(frame.minX - outer.minX, frame.minY - outer.minY, outer.maxX - frame.maxX, outer.maxY - frame.maxY), 0)
    // The container's shape inset by `distance` in a rectangle `distance` larger than the view
    // is the view's own rectangle, with corners reduced by `distance`.
    return insetPath(
      of: container.behavior.shape, by: distance + inset, placedIn: frame.insetBy(dx: -distance, dy: -distance))
  }
}
