import Foundation

/// A scrollable view: its content is proposed `nil` along the scrolling axes, so it takes its
/// ideal length there, and is clipped to the scroll view's frame.
///
/// Nothing scrolls in a Trellis host: the content is shown at its initial offset, the top
/// (or leading edge), or the anchor `defaultScrollAnchor(_:)` sets. Several views in the content
/// are stacked as in a `VStack` (vertical) or an `HStack` (horizontal). `contentMargins(_:_:for:)`
/// insets the content; indicators, paging, scroll positions and bounce are kept in the
/// environment and change nothing in a still picture.
///
/// ```swift
/// ScrollView {
///     LazyVStack { ForEach(rows) { RowView(row: $0) } }
/// }
/// ```
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether indicators are shown; accepted for source compatibility (Trellis draws none).
  public var showsIndicators: Bool
  /// The content.
  public var content: Content

  /// Creates a scroll view.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// Adds the scroll view's node; its content is one view, several views an implicit stack.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let root: ImplicitRoot = view.axes == .horizontal ? .hStack : .vStack
    let environment = inputs.environment
    var childInputs = inputs.inContainer(orientation: nil).asSingleView(in: root)
    // The margins are this scroll view's; scroll views inside have none of their own.
    childInputs.environment.scrollContentMargins = EdgeInsets()
    childInputs.environment.scrollContentMarginEdges = []
    // The scroll view reaches under the bars where it touches the safe area's edges, as iOS's
    // does; its content stays inside the safe area (ScrollViewBehavior).
    inputs.context.appendContainer(
      IgnoresSafeAreaBehavior(edges: .all), inputs: inputs, childInputs: inputs
    ) { inputs in
      inputs.context.appendContainer(
        ScrollViewBehavior(
          axes: view.axes, margins: environment.scrollContentMargins, anchor: environment.defaultScrollAnchor,
          clips: !environment.scrollClipDisabled, contentIgnoresSafeArea: environment.safeAreaIgnoredEdges),
        inputs: inputs, childInputs: childInputs
      ) { inputs in
        Content._makeViewList(view: view.content, inputs: inputs)
      }
    }
  }
}

/// A scroll view's node: takes the proposal (its content's size where the proposal is
/// unspecified), proposes `nil` to its content along the scrolling axes, clips it.
///
/// The node's frame reaches the window's edges where the scroll view touches the safe area's
/// (it is resolved inside `ignoresSafeArea()`): what scrolls under the status bar and home
/// indicator is drawn there, as on iOS, while the content is laid out in the safe part of the
/// frame, inset by the content margins, and shown at the initial offset: its top leading corner
/// at the safe part's, or, with a default scroll anchor, the anchor's point of the content at
/// the same point of the safe part (a short content then sits at the anchor too).
///
/// Fidelity: partial — proposing `nil` along the scrolling axis is documented; placing content
/// narrower than the view centred across the scroll axis is derived; the anchor's placement of a
/// short content is Apple's documented chat use of `defaultScrollAnchor(.bottom)`.
struct ScrollViewBehavior: LayoutBehavior {
  let axes: Axis.Set
  var margins = EdgeInsets()
  var anchor: UnitPoint?
  var clips = true
  /// The edges on which `ignoresSafeArea` around the scroll view lets its content under the bars.
  var contentIgnoresSafeArea: Edge.Set = []

  var debugName: String { axes == [.horizontal, .vertical] ? "ScrollView([.horizontal, .vertical])" : "ScrollView" }

  var role: LayoutRole { .scrolls }

  /// The margins' total along `axis`.
  private func margin(_ axis: Axis) -> CGFloat {
    axis == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var result = proposal
    for axis in Axis.both {
      if axes.contains(axis) {
        result[axis] = nil
      } else {
        result[axis] = proposal[axis].map { Swift.max($0 - margin(axis), 0) }
      }
    }
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let content = context.subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
    return CGSize(
      width: proposal.width ?? content.width + margin(.horizontal),
      height: proposal.height ?? content.height + margin(.vertical))
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    guard let content = context.subviews.first else { return }
    // The part of the frame inside the safe area — the whole frame unless it reaches under a
    // bar — except on the edges where the app lets the content under the bars.
    let area = safeArea(of: bounds, context: context)
    let childProposal = contentProposal(ProposedViewSize(area.size))
    let size = content.sizeThatFits(childProposal)
    let inner = CGRect(
      x: area.minX + margins.leading, y: area.minY + margins.top,
      width: area.width - margin(.horizontal), height: area.height - margin(.vertical))
    var origin = inner.origin
    for axis in Axis.both {
      if !axes.contains(axis) {
        origin[axis] += (inner.size[axis] - size[axis]) / 2
      } else if let anchor {
        origin[axis] += (inner.size[axis] - size[axis]) * (axis == .horizontal ? anchor.x : anchor.y)
      }
    }
    content.place(at: origin, anchor: .topLeading, proposal: childProposal)
  }

  /// The part of `bounds` the content is laid out in.
  private func safeArea(of bounds: CGRect, context: LayoutContext) -> CGRect {
    let safe = context.safeArea
    guard !safe.isNull, !safe.isEmpty else { return bounds }
    let ignored = contentIgnoresSafeArea
    let minX = ignored.contains(.leading) ? bounds.minX : Swift.max(bounds.minX, safe.minX)
    let maxX = ignored.contains(.trailing) ? bounds.maxX : Swift.min(bounds.maxX, safe.maxX)
    let minY = ignored.contains(.top) ? bounds.minY : Swift.max(bounds.minY, safe.minY)
    let maxY = ignored.contains(.bottom) ? bounds.maxY : Swift.min(bounds.maxY, safe.maxY)
    guard maxX >= minX, maxY >= minY else { return bounds }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// What scrolls out of the frame is not drawn.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let items = children.flatMap { $0 }
    guard clips else { return items }
    return items.isEmpty ? [] : [.group(items, effect: .clip(Path(frame)))]
  }
}
