import Foundation

/// A set of kinds of safe area: the container's (status bar, home indicator) and the keyboard's.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a set from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The safe area of the container: bars and rounded corners.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the software keyboard covers; no keyboard shows in a Trellis host.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A vertical edge: top or bottom.
public enum VerticalEdge: Hashable, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// A horizontal edge: leading or trailing.
public enum HorizontalEdge: Hashable, CaseIterable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// Extends a view into the host's safe area on the edges where it touches the area's boundary.
///
/// Layout happens inside the safe area; then, where the modifier reaches the boundary, its
/// content grows past it to the window's edge and is proposed the larger size — as a
/// background colour under `.ignoresSafeArea()` fills the screen behind the status bar. The
/// modifier itself keeps the frame its parent gave it.
///
/// Fidelity: partial — documented behaviour; the hosts' safe areas are zero except for devices.
struct IgnoresSafeAreaBehavior: TransparentUnaryLayoutBehavior {
  let edges: Edge.Set

  var debugName: String { "ignoresSafeArea" }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize { child.sizeThatFits(proposal) }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let (safe, window) = (context.safeArea, context.window)
    func touches(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
    var minX = bounds.minX
    var minY = bounds.minY
    var maxX = bounds.maxX
    var maxY = bounds.maxY
    // Leading and trailing are left and right: layout runs left to right (RightToLeftMirroring).
    if edges.contains(.top) && touches(minY, safe.minY) { minY = window.minY }
    if edges.contains(.bottom) && touches(maxY, safe.maxY) { maxY = window.maxY }
    if edges.contains(.leading) && touches(minX, safe.minX) { minX = window.minX }
    if edges.contains(.trailing) && touches(maxX, safe.maxX) { maxX = window.maxX }
    let extended = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    let extendedProposal = extended == bounds ? proposal : ProposedViewSize(extended.size)
    context.child.place(at: extended.origin, anchor: .topLeading, proposal: extendedProposal)
  }
}

/// Places a view along one edge of another, inside it, shrinking the room the other has.
///
/// Fidelity: partial — the inset is its ideal length across the edge; the gap is the views'
/// spacing (8 by default, as OpenSwiftUI's `InsetViewModifier`), or `spacing` when given.
struct SafeAreaInsetBehavior: LayoutBehavior {
  let edge: Edge
  let alignment: Alignment
  let spacing: CGFloat?

  var debugName: String { "safeAreaInset(edge: .\(edge))" }

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  private func parts(_ context: LayoutContext) -> (main: LayoutSubview, inset: LayoutSubview?) {
    let subviews = context.subviews
    return (subviews[subviews.startIndex], subviews.count > 1 ? subviews[subviews.startIndex + 1] : nil)
  }

  private func gap(_ main: LayoutSubview, _ inset: LayoutSubview) -> CGFloat {
    if let spacing { return spacing }
    let (first, second) = edge == .top || edge == .leading ? (inset, main) : (main, inset)
    return first.spacing.distance(to: second.spacing, along: axis)
  }

  /// The inset's size and the proposal left for the main view.
  private func arrange(_ proposal: ProposedViewSize, _ context: LayoutContext) -> (
    main: ProposedViewSize, insetProposal: ProposedViewSize, inset: CGSize, gap: CGFloat
  ) {
    let (main, inset) = parts(context)
    guard let inset else { return (proposal, .zero, .zero, 0) }
    var insetProposal = proposal
    insetProposal[axis] = nil
    let insetSize = inset.sizeThatFits(insetProposal)
    let gap = gap(main, inset)
    var mainProposal = proposal
    mainProposal[axis] = proposal[axis].map { Swift.max($0 - insetSize[axis] - gap, 0) }
    return (mainProposal, insetProposal, insetSize, gap)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let arrangement = arrange(proposal, context)
    let main = parts(context).main.sizeThatFits(arrangement.main)
    var size = main
    size[axis] = main[axis] + arrangement.gap + arrangement.inset[axis]
    size[axis.perpendicular] = Swift.max(main[axis.perpendicular], arrangement.inset[axis.perpendicular])
    return size
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let arrangement = arrange(proposal, context)
    let (main, inset) = parts(context)
    let insetFirst = edge == .top || edge == .leading
    var mainOrigin = bounds.origin
    if insetFirst { mainOrigin[axis] += arrangement.inset[axis] + arrangement.gap }
    main.place(at: mainOrigin, anchor: .topLeading, proposal: arrangement.main)
    guard let inset else { return }
    let dimensions = inset.dimensions(in: arrangement.insetProposal)
    let box = ViewDimensions(size: bounds.size, proposal: ProposedViewSize(bounds.size), guides: .none)
    let across = axis.perpendicular
    let guide = alignment.key(across)
    var origin = CGPoint.zero
    origin[across] = bounds.min(across) + box[guide] - dimensions[guide]
    origin[axis] = insetFirst ? bounds.min(axis) : bounds.max(axis) - arrangement.inset[axis]
    inset.place(at: origin, anchor: .topLeading, proposal: arrangement.insetProposal)
  }

  func spacing(context: LayoutContext) -> Spacing { parts(context).main.rawSpacing }

  func layoutPriority(context: LayoutContext) -> Double { parts(context).main.priority }
}

/// Adds a view along an edge of the modified view.
nonisolated public struct _InsetViewModifier<Content: View>: ImmediateViewModifier {
  let edge: Edge
  let alignment: Alignment
  let spacing: CGFloat?
  let content: Content

  /// Wraps each view of the content in a node with the inset view as second child.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    inputs.context.wrapEach(
      inputs: inputs, content: body, secondary: { Content._makeViewList(view: modifier.content, inputs: $0) },
      secondaryAlignment: modifier.alignment,
      behavior: SafeAreaInsetBehavior(edge: modifier.edge, alignment: modifier.alignment, spacing: modifier.spacing))
  }
}

/// Extends the modified view into the safe area.
nonisolated public struct _IgnoresSafeAreaModifier: ImmediateViewModifier {
  let edges: Edge.Set

  /// Wraps each view of the content in a node that grows into the safe area.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    // A scroll view inside lays its content out under the bars on these edges too.
    var inputs = inputs
    inputs.environment.safeAreaIgnoredEdges.formUnion(modifier.edges)
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in IgnoresSafeAreaBehavior(edges: modifier.edges) }
  }
}

nonisolated extension View {
  /// Extends this view into the safe area on `edges` where it reaches the area's boundary.
  ///
  /// ```swift
  /// Color.blue.ignoresSafeArea()
  /// ```
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(_IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
  }

  /// Extends this view into the safe area on `edges`: the name of ``ignoresSafeArea(_:edges:)``
  /// before iOS 14, deprecated and still common, with the same effect on the container's safe area.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.container, edges: edges)
  }

  /// Shows `content` along the top or bottom edge of this view, which keeps the rest.
  ///
  /// ```swift
  /// List().safeAreaInset(edge: .bottom) { Button("Add") {} }
  /// ```
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _InsetViewModifier(
        edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing, content: content()))
  }

  /// Shows `content` along the leading or trailing edge of this view, which keeps the rest.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _InsetViewModifier(
        edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing, content: content()))
  }
}
