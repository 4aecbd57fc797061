import Foundation

/// What a node of the resolved tree does in layout: the engine's view of a view.
///
/// Built-in leaves, modifiers and containers conform; a user's `Layout` is adapted by
/// ``CustomLayoutBehavior``. Every method has a default that matches a plain leaf.
/// Behaviours are immutable values: what they learn lives in the node's memory (``LayoutContext``).
protocol LayoutBehavior {
  /// The name the frame dump prints for the node, e.g. `HStack` or `frame(width: 40)`.
  var debugName: String { get }

  /// The node's size for `proposal`. Called through the node's remembered answers.
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize

  /// Whether the node's size is a cheap function of the proposal alone, computed without
  /// asking another node — a built-in shape, a frame of fixed width and height — so that the
  /// engine computes it whenever it is asked instead of remembering it: looking an answer up
  /// and storing it costs more than that (callgrind, Benchmarks/README.md, step 3).
  var sizeIsCheap: Bool { get }

  /// Places every child with ``LayoutSubview/place(at:anchor:proposal:)``, in host coordinates.
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)

  /// The node's spacing preferences (§1.4).
  func spacing(context: LayoutContext) -> Spacing

  /// The node's explicit value for a guide, in its own coordinates, when it has size `size`.
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat?

  /// Which nodes can give ``explicitAlignment(_:size:proposal:context:)`` a value: known from
  /// the tree alone, so the engine answers `nil` for a plain leaf, and a chain of modifiers
  /// around one, without asking.
  var explicitGuides: ExplicitGuides { get }

  /// The priority the node's container sees (§1.13).
  func layoutPriority(context: LayoutContext) -> Double

  /// Whether a frame around the node keeps the node's spacing instead of resetting it: true for spacers (§1.4).
  func requiresSpacingProjection(context: LayoutContext) -> Bool

  /// Whether an automatic padding around the node leaves it unpadded: true for padding itself.
  func ignoresAutomaticPadding(context: LayoutContext) -> Bool

  /// Whether children the node does not place are centred in it (as SwiftUI does for a
  /// `Layout`), or left out of the picture (`ViewThatFits` shows one child only).
  var centresUnplacedChildren: Bool { get }

  /// Whether the node paints its last child first, under the others (a `background`'s layer,
  /// declared after its primary view): what a point hits is read in painting order.
  var paintsLastChildFirst: Bool { get }

  /// What the node draws in `frame` (its display frame), given what each child draws, back to front.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item]

  /// The window and safe area the node's descendants see when it is placed at `bounds`, if
  /// they differ from its own: a presented sheet is its content's window, with the home
  /// indicator's inset as its safe area. `nil` keeps the node's region.
  func region(forChildrenIn bounds: CGRect, context: LayoutContext) -> ContainerRegion?

  /// Whether nodes of this type share boxes when their behaviours are the same value
  /// (``BehaviorBoxShelf``): `false` by default; the types a screen repeats most say `true`.
  static var sharesBoxes: Bool { get }

  /// Whether a node whose behaviour is `other` may use this behaviour's box: true only when
  /// the two are the same value, which answers every question alike. Asked only of a type
  /// that ``sharesBoxes``.
  func sharesBox(with other: Self) -> Bool

  /// What kind of view the node is, for checks that read a laid-out tree by what its views are
  /// rather than by their names (``LayoutDiagnostics``): `.other` by default.
  var role: LayoutRole { get }
}

/// What kind of view a node is, as the checks of a laid-out tree need to know it
/// (``LayoutDiagnostics``): views that show content, stacks whose children should not overlap,
/// views that clip or scroll their content.
enum LayoutRole: Equatable {
  /// None of the others.
  case other
  /// Text, which shows nothing when it is empty and may be truncated (``TextContent``).
  case text
  /// An image.
  case image
  /// A stack whose children follow one another along the axis.
  case stack(Axis)
  /// A view that clips its content to its shape.
  case clips
  /// A scroll view: it clips its content, which may lie beyond the window.
  case scrolls
}

/// The part of a text view's behaviour that checks read: whether it is empty, and whether it
/// fits the frame it was given.
protocol TextContent {
  /// Whether the text has no characters.
  var isEmptyText: Bool { get }
  /// The lines the text needs at the width of `size`, and those it shows within `size`, when it
  /// shows fewer (it is truncated); `nil` when it fits.
  func truncation(in size: CGSize) -> (needed: CGSize, neededLines: Int, shownLines: Int)?
}

extension LayoutBehavior {
  var debugName: String { String(describing: Self.self) }

  var sizeIsCheap: Bool { false }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {}

  func spacing(context: LayoutContext) -> Spacing { Spacing() }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? { nil }

  var explicitGuides: ExplicitGuides { .none }

  func layoutPriority(context: LayoutContext) -> Double { 0 }

  func requiresSpacingProjection(context: LayoutContext) -> Bool { false }

  func ignoresAutomaticPadding(context: LayoutContext) -> Bool { false }

  var centresUnplacedChildren: Bool { true }

  var paintsLastChildFirst: Bool { false }

  func region(forChildrenIn bounds: CGRect, context: LayoutContext) -> ContainerRegion? { nil }

  static var sharesBoxes: Bool { false }

  var role: LayoutRole { .other }

  func sharesBox(with other: Self) -> Bool { false }

  /// The children's items, in declaration order.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    children.flatMap { $0 }
  }
}

/// Where a node's explicit guide values can come from, for the frame's own guides (leading,
/// centre, trailing, top, bottom) and for the others (baselines, custom alignment IDs).
struct ExplicitGuides {
  /// The node computes values of guides other than the frame's itself: text baselines, an
  /// `alignmentGuide` of such a guide, a user's `Layout`.
  var ownValues = false
  /// The node computes values of the frame's guides itself: an `alignmentGuide` of one, a user's `Layout`.
  var ownFrameValues = false
  /// The node passes its children's values of guides other than the frame's on: modifiers, and
  /// the built-in containers, which merge them.
  var childValues = false
  /// The node passes its children's values of the frame's guides on: modifiers, not containers
  /// (built-in guides never pass a container, docs/LayoutRules.md §1.14).
  var childFrameValues = false

  /// A plain leaf: no explicit value for any guide (the default `explicitAlignment`).
  static let none = ExplicitGuides()
  /// A modifier: its children's values, moved by where it puts them.
  static let children = ExplicitGuides(childValues: true, childFrameValues: true)
  /// A built-in container: its children's values of guides other than the frame's, merged.
  static let container = ExplicitGuides(childValues: true)
  /// Anything at all: what a user's `Layout` may answer.
  static let any = ExplicitGuides(ownValues: true, ownFrameValues: true)
}
