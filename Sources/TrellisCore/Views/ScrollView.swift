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
public struct ScrollView<Content: View>: View, PrimitiveView {
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
    inputs.resolver.appendContainer(
      ScrollViewBehavior(
        axes: view.axes, margins: environment.scrollContentMargins, anchor: environment.defaultScrollAnchor,
        clips: !environment.scrollClipDisabled),
      inputs: inputs, childInputs: childInputs
    ) { inputs in
      Content._makeViewList(view: view.content, inputs: inputs)
    }
  }
}

/// A scroll view's node: takes the proposal (its content's size where the proposal is
/// unspecified), proposes `nil` to its content along the scrolling axes, clips it.
///
/// The content is inset by the content margins and shown at the initial offset: its top
/// leading corner at the view's, or, with a default scroll anchor, the anchor's point of the
/// content at the same point of the view (a short content then sits at the anchor too).
///
/// Fidelity: partial — proposing `nil` along the scrolling axis is documented; placing content
/// narrower than the view centred across the scroll axis is derived; the anchor's placement of a
/// short content is Apple's documented chat use of `defaultScrollAnchor(.bottom)`.
struct ScrollViewBehavior: LayoutBehavior {
  let axes: Axis.Set
  var margins = EdgeInsets()
  var anchor: UnitPoint?
  var clips = true

  var debugName: String { axes == [.horizontal, .vertical] ? "ScrollView([.horizontal, .vertical])" : "ScrollView" }

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
    let childProposal = contentProposal(ProposedViewSize(bounds.size))
    let size = content.sizeThatFits(childProposal)
    let inner = CGRect(
      x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
      width: bounds.width - margin(.horizontal), height: bounds.height - margin(.vertical))
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

  /// What scrolls out of the frame is not drawn.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let items = children.flatMap { $0 }
    guard clips else { return items }
    return items.isEmpty ? [] : [.group(items, effect: .clip(Path(frame)))]
  }
}
