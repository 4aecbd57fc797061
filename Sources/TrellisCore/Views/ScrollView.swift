import Foundation

/// A scrollable view: its content is proposed `nil` along the scrolling axes, so it takes its
/// ideal length there, and is clipped to the scroll view's frame.
///
/// Nothing scrolls in a Trellis host: the content is shown at its initial offset, the top
/// (or leading edge). Several views in the content are stacked as in a `VStack` (vertical) or
/// an `HStack` (horizontal).
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
    inputs.resolver.appendContainer(
      ScrollViewBehavior(axes: view.axes), inputs: inputs,
      childInputs: inputs.inContainer(orientation: nil).asSingleView(in: root)
    ) { inputs in
      Content._makeViewList(view: view.content, inputs: inputs)
    }
  }
}

/// A scroll view's node: takes the proposal (its content's size where the proposal is
/// unspecified), proposes `nil` to its content along the scrolling axes, clips it.
///
/// Fidelity: partial — proposing `nil` along the scrolling axis is documented; placing content
/// narrower than the view centred across the scroll axis is derived.
struct ScrollViewBehavior: LayoutBehavior {
  let axes: Axis.Set

  var debugName: String { axes == [.horizontal, .vertical] ? "ScrollView([.horizontal, .vertical])" : "ScrollView" }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var result = proposal
    for axis in Axis.both where axes.contains(axis) { result[axis] = nil }
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let content = context.subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    guard let content = context.subviews.first else { return }
    let childProposal = contentProposal(ProposedViewSize(bounds.size))
    let size = content.sizeThatFits(childProposal)
    var origin = bounds.origin
    for axis in Axis.both where !axes.contains(axis) {
      origin[axis] += (bounds.size[axis] - size[axis]) / 2
    }
    content.place(at: origin, anchor: .topLeading, proposal: childProposal)
  }

  /// What scrolls out of the frame is not drawn.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let items = children.flatMap { $0 }
    return items.isEmpty ? [] : [.group(items, effect: .clip(Path(frame)))]
  }
}
