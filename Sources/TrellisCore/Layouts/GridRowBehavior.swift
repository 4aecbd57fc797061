import Foundation

/// Marks a grid child as a ``GridRow``: the row's own node (which modifiers may wrap) and its
/// vertical alignment. A trait, so that it reaches the grid through any outer modifiers.
struct GridRowTrait {
  let node: NodeID
  let alignment: VerticalAlignment?
}

/// The key of ``GridRowTrait``; `nil` for views that are not rows.
struct GridRowTraitKey: LayoutValueKey {
  static let defaultValue: GridRowTrait? = nil
}

/// Where the grid put a row's cells, in host coordinates: written by `GridLayout` when it
/// places the row, read by the row when the engine asks it to place its children.
///
/// Kept in the row node's layout-cache slot. Placement runs parent first, so the grid always
/// writes before the row reads in the same pass.
struct GridRowPlacement {
  var origins: [CGPoint] = []
  var proposals: [ProposedViewSize] = []
}

/// The node of a ``GridRow``.
///
/// Inside a grid the row is never sized: the grid sizes and places the cells and commits the
/// row's frame itself, and the row only replays the cell positions the grid recorded. Outside a
/// grid it lays out like an `HStack` with the row's alignment (derived: SwiftUI documents a
/// `GridRow` outside a `Grid` as behaving like an `HStack`).
///
/// Fidelity: unverified — no ground truth for grids (layout-semantics.md §3).
struct GridRowBehavior: LayoutBehavior {
  let alignment: VerticalAlignment?

  var debugName: String { "GridRow" }

  private var stack: HStackLayout { HStackLayout(alignment: alignment ?? .center) }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let subviews = context.subviews
    var cache = stack.makeCache(subviews: subviews)
    return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = context.subviews
    let box: CacheBox<GridRowPlacement?> = context.engine.layoutCache(of: context.node) { nil }
    if let placement = box.value, placement.origins.count == subviews.count {
      for (offset, subview) in subviews.enumerated() {
        subview.place(at: placement.origins[offset], anchor: .topLeading, proposal: placement.proposals[offset])
      }
      return
    }
    var cache = stack.makeCache(subviews: subviews)
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  func spacing(context: LayoutContext) -> Spacing {
    let subviews = context.subviews
    var cache = stack.makeCache(subviews: subviews)
    return stack.spacing(subviews: subviews, cache: &cache).spacing
  }

  var explicitGuides: ExplicitGuides { .container }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? {
    let subviews = context.subviews
    var cache = stack.makeCache(subviews: subviews)
    let bounds = CGRect(origin: .zero, size: size)
    switch key.axis {
    case .horizontal:
      return stack.explicitAlignment(
        of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    case .vertical:
      return stack.explicitAlignment(
        of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// An empty row, like an empty stack, has priority −∞ (§1.3 step 7).
  func layoutPriority(context: LayoutContext) -> Double {
    context.engine.tree.childCount(of: context.node) == 0 ? -.infinity : 0
  }
}

extension LayoutSubview {
  /// The cells of a grid row: the children of the row node this subview stands for (possibly
  /// through outer modifiers), or `nil` when the subview is not a ``GridRow``.
  var gridRowCells: (row: GridRowTrait, cells: LayoutSubviews)? {
    guard let row = self[GridRowTraitKey.self] else { return nil }
    return (row, engine.subviews(of: row.node))
  }
}
