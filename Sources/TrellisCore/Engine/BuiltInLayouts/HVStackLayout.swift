import Foundation

/// A horizontal container that you can use in conditional layouts.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// ```
public struct HStackLayout: Layout, HVStackLayout {
  /// The vertical alignment of the subviews.
  public var alignment: VerticalAlignment
  /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Spacers in a horizontal stack expand horizontally.
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

  var stack: StackLayout { StackLayout(majorAxis: .horizontal, alignment: alignment.key, spacing: spacing) }
}

/// A vertical container that you can use in conditional layouts.
public struct VStackLayout: Layout, HVStackLayout {
  /// The horizontal alignment of the subviews.
  public var alignment: HorizontalAlignment
  /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Spacers in a vertical stack expand vertically.
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

  var stack: StackLayout { StackLayout(majorAxis: .vertical, alignment: alignment.key, spacing: spacing) }
}

/// The cache of ``HStackLayout`` and ``VStackLayout``: the gaps before each subview and the
/// stack's last arrangement. Not for use by apps.
public struct _StackLayoutCache {
  var memory: StackLayout.Memory
}

/// What ``HStackLayout`` and ``VStackLayout`` share: everything but their axis, written once
/// against the axis-generic ``StackLayout`` (OpenSwiftUI's `HVStack`, style.md §2.3).
protocol HVStackLayout: Layout where Cache == _StackLayoutCache {
  /// The stack algorithm along the layout's axis, with its alignment and spacing.
  var stack: StackLayout { get }
}

extension HVStackLayout {
  /// Computes the gaps between the subviews.
  public func makeCache(subviews: Subviews) -> Cache { _StackLayoutCache(memory: stack.makeMemory(subviews)) }

  /// Computes the gaps again, in the cache's storage, and forgets the last arrangement.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    stack.updateMemory(&cache.memory, subviews)
  }

  /// The stack's size: the children one after the other, sized by SwiftUI's stack algorithm.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    stack.sizeThatFits(proposal, subviews: subviews, memory: &cache.memory)
  }

  /// Places the children one after the other, aligned on the stack's alignment.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, memory: &cache.memory)
  }

  /// The stack's spacing: its children's across the axis, its end children's along it.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    ViewSpacing(stack.spacing(subviews: subviews), layoutDirection: subviews.layoutDirection)
  }

  /// The children's merged explicit guides.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    stack.explicitAlignment(guide.key, size: bounds.size, proposal: proposal, subviews: subviews, memory: &cache.memory)
  }

  /// The children's merged explicit guides.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    stack.explicitAlignment(guide.key, size: bounds.size, proposal: proposal, subviews: subviews, memory: &cache.memory)
  }
}
