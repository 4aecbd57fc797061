import Foundation

/// Padding: what every `padding` form makes (docs/LayoutRules.md §1.7).
///
/// Fidelity: verified — §2 B case 10 and C cases 53–67.
nonisolated public struct _PaddingLayout: ImmediateViewModifier {
  /// The edges to pad.
  public var edges: Edge.Set
  /// The insets, or `nil` for the environment's default padding (16 points).
  public var insets: EdgeInsets?

  /// Creates padding on `edges`.
  public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
    self.edges = edges
    self.insets = insets
  }

  /// Wraps each view of the content in a padding node, resolving the default padding.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    let insets = modifier.insets ?? inputs.environment.defaultPadding
    // A NaN or infinite inset would make every frame around it NaN: it is reported and dropped.
    func inset(_ edge: Edge.Set, _ value: CGFloat) -> CGFloat {
      modifier.edges.contains(edge) ? RuntimeIssues.finite(value, "padding") : 0
    }
    let effective = EdgeInsets(
      top: inset(.top, insets.top), leading: inset(.leading, insets.leading),
      bottom: inset(.bottom, insets.bottom), trailing: inset(.trailing, insets.trailing))
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in PaddingBehavior(insets: effective) }
  }
}

/// A padding node with its insets resolved.
struct PaddingBehavior: UnaryLayoutBehavior {
  let insets: EdgeInsets

  /// Paddings share boxes: a screen repeats a few insets.
  static var sharesBoxes: Bool { true }

  func sharesBox(with other: Self) -> Bool { isIdentical(insets, other.insets) }

  var debugName: String {
    "padding(\([insets.top, insets.leading, insets.bottom, insets.trailing].map(formatLength).joined(separator: ", ")))"
  }

  /// The child gets the proposal less the insets, never below zero; the padding adds them back.
  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
    let size = child.sizeThatFits(proposal.inset(by: insets))
    return CGSize(
      width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
  }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal.inset(by: insets), origin: CGPoint(x: insets.leading, y: insets.top))
  }

  /// Padding resets the spacing of each edge it pads by a non-zero amount (§1.4).
  func spacing(child: LayoutSubview, childSpacing: Spacing, layoutDirection: LayoutDirection) -> Spacing {
    var spacing = childSpacing
    let edges = Edge.allCases.filter { insets[$0] != 0 }.map { AbsoluteEdge($0, layoutDirection: layoutDirection) }
    spacing.reset(edges: Set(edges))
    return spacing
  }

  /// An automatic padding around a padding does nothing.
  func ignoresAutomaticPadding(context: LayoutContext) -> Bool { true }
}

nonisolated extension View {
  /// Adds padding of `length` on `edges`; 16 points when `length` is `nil`.
  ///
  /// ```swift
  /// HStack { … }.padding([.horizontal])
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(edges, $0) }))
  }

  /// Pads this view on `edges` by the scene's margins: on iPhone and iPad, the standard padding
  /// (16 points, as `padding()`), which SwiftUI documents as the default scene padding there.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(edges)
  }

  /// Adds `length` of padding on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds padding with a different inset on each edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(edges: .all, insets: insets))
  }

  /// Adds 8 points of padding on every edge.
  public func _tightPadding() -> some View {
    padding(8)
  }
}
