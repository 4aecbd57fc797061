import Foundation

/// A type-erased layout, to switch between layouts without changing the view's type.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
///
/// Fidelity: partial — forwards every question to the layout it wraps, so it lays out as that
/// layout does; Apple documents the switch, and no fixture lays out an `AnyLayout`.
public struct AnyLayout: Layout {
  let storage: any AnyLayoutStorage

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) {
    storage = (layout as? AnyLayout)?.storage ?? ConcreteLayoutStorage(layout: layout)
  }

  /// The wrapped layout's cache, type-erased.
  public struct Cache {
    var value: Any
  }

  /// Makes the wrapped layout's cache.
  public func makeCache(subviews: Subviews) -> Cache { Cache(value: storage.makeCache(subviews)) }

  /// Refreshes the wrapped layout's cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    storage.updateCache(&cache.value, subviews)
  }

  /// The wrapped layout's spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    storage.spacing(subviews, &cache.value)
  }

  /// The wrapped layout's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    storage.sizeThatFits(proposal, subviews, &cache.value)
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    storage.placeSubviews(bounds, proposal, subviews, &cache.value)
  }

  /// The wrapped layout's horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
  }

  /// The wrapped layout's vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
  }

}

extension AnyLayout: InstanceLayoutProperties {
  /// The wrapped layout's properties, which orient the spacers inside (a static
  /// `layoutProperties` cannot know them).
  var instanceProperties: LayoutProperties { storage.properties }
}

/// The operations of a wrapped layout, with its cache as `Any`.
protocol AnyLayoutStorage {
  var properties: LayoutProperties { get }
  var layoutName: String { get }
  func makeCache(_ subviews: LayoutSubviews) -> Any
  func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
  func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
  func explicitAlignment(
    _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat?
}

struct ConcreteLayoutStorage<L: Layout>: AnyLayoutStorage {
  let layout: L

  var properties: LayoutProperties { L.layoutProperties }

  var layoutName: String { typeName(L.self) }

  /// Runs `body` on the cache as its real type; a cache of another layout's type (after a
  /// switch) is made anew.
  private func withCache<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return body(&typed)
  }

  func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

  func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
    withCache(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
  }

  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
    withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
    withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
    withCache(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func explicitAlignment(
    _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat? {
    withCache(&cache, subviews) { cache in
      switch key.axis {
      case .horizontal:
        layout.explicitAlignment(
          of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      case .vertical:
        layout.explicitAlignment(
          of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
  }
}
