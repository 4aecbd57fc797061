import Foundation

/// The layout behind `HStack`, as SwiftUI's interface names it: a horizontal line of subviews.
///
/// SwiftUI declares `_HStackLayout`, `_VStackLayout` and `_ZStackLayout` as the roots of its
/// stacks, and each conforms to `Layout` (OpenSwiftUI `HVStackLayout.swift` and `HVStack.swift`,
/// which mirror SwiftUICore's interface), so code written against the iOS 16 betas —
/// objc.io's `S01E308-the-layout-protocol`: `case .zstack: return _ZStackLayout()` — uses them
/// as layout values. They lay out exactly as ``HStackLayout``, ``VStackLayout`` and
/// ``ZStackLayout``.
///
/// ```swift
/// let layout: any Layout = isWide ? _HStackLayout() : _VStackLayout()
/// AnyLayout(layout) { Text("One"); Text("Two") }
/// ```
///
/// Fidelity: partial — the shared stack algorithm of ``HStackLayout`` (§1.3).
public struct _HStackLayout: Layout, HVStackLayout {
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

/// The layout behind `VStack`, as SwiftUI's interface names it: a vertical line of subviews,
/// laid out as ``VStackLayout``.
///
/// Fidelity: partial — the shared stack algorithm of ``VStackLayout`` (§1.3).
public struct _VStackLayout: Layout, HVStackLayout {
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

/// The layout behind `ZStack`, as SwiftUI's interface names it: subviews over one another,
/// laid out as ``ZStackLayout`` (§1.10).
///
/// Fidelity: partial — the algorithm of ``ZStackLayout``.
public struct _ZStackLayout: Layout {
  /// The alignment of the subviews in both axes.
  public var alignment: Alignment

  /// Creates an overlaying layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  private var layout: ZStackLayout { ZStackLayout(alignment: alignment) }

  /// The size of the top-priority subviews, aligned on one another.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Proposes the stack's size to every subview and aligns each on the stack's guide.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The spacing of the top-priority subviews, merged on every edge.
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    layout.spacing(subviews: subviews, cache: &cache)
  }
}
