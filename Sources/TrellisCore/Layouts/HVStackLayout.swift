import Foundation

/// A horizontal container that you can use in conditional layouts.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// ```
public struct HStackLayout: Layout {
  /// The vertical alignment of the subviews.
  public var alignment: VerticalAlignment
  /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var stack: StackLayout { StackLayout(majorAxis: .horizontal, alignment: alignment.key, spacing: spacing) }

  /// Spacers in a horizontal stack expand horizontally.
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

  /// The cache: the gap before each subview.
  public struct Cache {
    var memory: StackLayout.Memory
  }

  /// Computes the gaps between the subviews.
  public func makeCache(subviews: Subviews) -> Cache { Cache(memory: stack.makeMemory(subviews)) }

  /// The stack's size: the children side by side, sized by SwiftUI's stack algorithm.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    stack.sizeThatFits(proposal, subviews: subviews, memory: &cache.memory)
  }

  /// Places the children left to right, aligned on `alignment`.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, memory: &cache.memory)
  }

  /// The stack's spacing: its children's on the top and bottom, its end children's on the sides.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    ViewSpacing(stack.spacing(subviews: subviews), layoutDirection: subviews.layoutDirection)
  }

  /// The children's merged explicit guides.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    stack.explicitAlignment(
      guide.key, size: bounds.size, proposal: proposal, subviews: subviews, memory: &cache.memory)
  }

  /// The children's merged explicit guides.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    stack.explicitAlignment(
      guide.key, size: bounds.size, proposal: proposal, subviews: subviews, memory: &cache.memory)
  }
}

/// A vertical container that you can use in conditional layouts.
public struct VStackLayout: Layout {
  /// The horizontal alignment of the subviews.
  public var alignment: HorizontalAlignment
  /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var stack: StackLayout { StackLayout(majorAxis: .vertical, alignment: alignment.key, spacing: spacing) }

  /// Spacers in a vertical stack expand vertically.
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

  /// The cache: the gap before each subview.
  public struct Cache {
    var memory: StackLayout.Memory
  }

  /// Computes the gaps between the subviews.
  public func makeCache(subviews: Subviews) -> Cache { Cache(memory: stack.makeMemory(subviews)) }

  /// The stack's size: the children one above the other, sized by SwiftUI's stack algorithm.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    stack.sizeThatFits(proposal, subviews: subviews, memory: &cache.memory)
  }

  /// Places the children top to bottom, aligned on `alignment`.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, memory: &cache.memory)
  }

  /// The stack's spacing: its children's on the sides, its end children's on the top and bottom.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    ViewSpacing(stack.spacing(subviews: subviews), layoutDirection: subviews.layoutDirection)
  }

  /// The children's merged explicit guides.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    stack.explicitAlignment(
      guide.key, size: bounds.size, proposal: proposal, subviews: subviews, memory: &cache.memory)
  }

  /// The children's merged explicit guides.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    stack.explicitAlignment(
      guide.key, size: bounds.size, proposal: proposal, subviews: subviews, memory: &cache.memory)
  }
}
