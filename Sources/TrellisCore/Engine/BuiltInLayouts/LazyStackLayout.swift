import Foundation

/// The layout of `LazyVStack` and `LazyHStack`: children one after another at their ideal
/// length, with no sharing of space, and as wide (or tall) as the proposal across.
///
/// A lazy stack is made to scroll: it proposes `nil` along its axis, so every child takes its
/// ideal length, and takes the whole proposal on the other axis. Trellis lays every child out
/// (nothing scrolls headless), so laziness changes no frame.
///
/// Fidelity: partial — the cross-axis fill is SwiftUI's documented behaviour; spacing between
/// children is the stacks' (§1.4).
struct LazyStackLayout: Layout, InstanceLayoutProperties, LazyLayout {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?

  var instanceProperties: LayoutProperties { LayoutProperties(stackOrientation: axis) }

  private var stack: StackLayout { StackLayout(majorAxis: axis, alignment: alignment, spacing: spacing) }

  struct Cache {
    var gaps: [CGFloat]
  }

  func makeCache(subviews: Subviews) -> Cache { Cache(gaps: stack.gaps(subviews)) }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(nil, proposal[axis.perpendicular], major: axis)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(childProposal(proposal)) }
    let major = sizes.reduce(0) { $0 + $1[axis] } + cache.gaps.reduce(0, +)
    let minor = proposal[axis.perpendicular] ?? sizes.map { $0[axis.perpendicular] }.max() ?? 0
    return CGSize(major, minor, major: axis)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    var cursor = bounds.min(axis)
    let box = ViewDimensions(size: bounds.size, proposal: ProposedViewSize(bounds.size), guides: .none)
    for (offset, subview) in subviews.enumerated() {
      cursor += cache.gaps[offset]
      let dimensions = subview.dimensions(in: childProposal(proposal))
      let minor = bounds.min(axis.perpendicular) + box[alignment] - dimensions[alignment]
      subview.place(at: CGPoint(cursor, minor, major: axis), anchor: .topLeading, proposal: childProposal(proposal))
      cursor += dimensions.size[axis]
    }
  }

  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    ViewSpacing(stack.spacing(subviews: subviews), layoutDirection: subviews.layoutDirection)
  }
}

/// A view that arranges its children in a column, creating them only as needed when scrolled.
nonisolated public struct LazyVStack<Content: View>: View, LayoutContainer {
  static var containerName: String { "LazyVStack" }

  let layout: LazyStackLayout
  let content: Content

  /// Creates a lazy vertical stack. `pinnedViews` is accepted for source compatibility: nothing
  /// scrolls in a Trellis host, so no header is pinned.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
    self.content = content()
  }

}

/// A view that arranges its children in a row, creating them only as needed when scrolled.
nonisolated public struct LazyHStack<Content: View>: View, LayoutContainer {
  static var containerName: String { "LazyHStack" }

  let layout: LazyStackLayout
  let content: Content

  /// Creates a lazy horizontal stack. `pinnedViews` is accepted for source compatibility.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
    self.content = content()
  }

}

/// The kinds of views a lazy stack pins while scrolling.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates a set from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
