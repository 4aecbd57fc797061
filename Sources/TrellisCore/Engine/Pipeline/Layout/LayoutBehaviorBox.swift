import Foundation

/// A node's ``LayoutBehavior`` in an object of its own, which the layout pass calls in place.
///
/// A behaviour stored as an existential (`any LayoutBehavior`) is copied out of its array for
/// every call — Swift copies an existential it reads through a pointer before it opens it —
/// and a copy of a behaviour larger than three words retains its box and releases it after.
/// Answering the layout questions through such copies cost a tenth of shape d's cold layout
/// (callgrind, Benchmarks/README.md, step 3). A class reference read without a retain
/// (``LayoutEngine`` reads the tree's references as `Unmanaged`) calls the behaviour where it
/// is: a virtual call, then the behaviour's own method on the stored value. The box also takes
/// a word where the existential took five.
///
/// The base class is abstract; ``BoxedLayoutBehavior`` holds a behaviour of one type.
///
/// The box holds nothing but the behaviour: whether the behaviour's size is cheap, asked on
/// every question, is kept in the node's structure (``NodeStructure/Flags/sizeIsCheap``), where a
/// flag of the box took eight bytes of every node's object (Benchmarks/README.md, "Heap bytes
/// per view", step 9).
class LayoutBehaviorBox {
  /// The behaviour's ``LayoutBehavior/sizeIsCheap``, worked out when its node is made.
  var sizeIsCheap: Bool { fatalError("abstract") }

  /// The behaviour, copied out: for the readers that are not on layout's hot path.
  var behavior: any LayoutBehavior { fatalError("abstract") }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize { fatalError("abstract") }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    fatalError("abstract")
  }

  func spacing(context: LayoutContext) -> Spacing { fatalError("abstract") }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? { fatalError("abstract") }

  func layoutPriority(context: LayoutContext) -> Double { fatalError("abstract") }

  func requiresSpacingProjection(context: LayoutContext) -> Bool { fatalError("abstract") }

  func ignoresAutomaticPadding(context: LayoutContext) -> Bool { fatalError("abstract") }

  var centresUnplacedChildren: Bool { fatalError("abstract") }

  func region(forChildrenIn bounds: CGRect, context: LayoutContext) -> ContainerRegion? { fatalError("abstract") }

  /// The behaviour's ``LayoutBehavior/explicitGuides``, read when its node is made.
  var explicitGuides: ExplicitGuides { fatalError("abstract") }
}

/// A ``LayoutBehaviorBox`` holding a behaviour of type `Behavior`, which forwards every call to it.
final class BoxedLayoutBehavior<Behavior: LayoutBehavior>: LayoutBehaviorBox {
  let base: Behavior

  init(_ base: Behavior) { self.base = base }

  override var sizeIsCheap: Bool { base.sizeIsCheap }

  override var behavior: any LayoutBehavior { base }

  override func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    base.sizeThatFits(proposal, context: context)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    base.placeChildren(in: bounds, proposal: proposal, context: context)
  }

  override func spacing(context: LayoutContext) -> Spacing { base.spacing(context: context) }

  override func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? {
    base.explicitAlignment(key, size: size, proposal: proposal, context: context)
  }

  override func layoutPriority(context: LayoutContext) -> Double { base.layoutPriority(context: context) }

  override func requiresSpacingProjection(context: LayoutContext) -> Bool {
    base.requiresSpacingProjection(context: context)
  }

  override func ignoresAutomaticPadding(context: LayoutContext) -> Bool {
    base.ignoresAutomaticPadding(context: context)
  }

  override var centresUnplacedChildren: Bool { base.centresUnplacedChildren }

  override func region(forChildrenIn bounds: CGRect, context: LayoutContext) -> ContainerRegion? {
    base.region(forChildrenIn: bounds, context: context)
  }

  override var explicitGuides: ExplicitGuides { base.explicitGuides }
}
