import Foundation

/// Sets an explicit value for an alignment guide of a view (docs/LayoutRules.md §1.14).
///
/// Fidelity: partial — the rules of §1.14 (OpenSwiftUI `AlignmentGuide.swift`); the view's size
/// never changes. No fixture uses `alignmentGuide`: §2 C records no AlignmentGuide frames.
nonisolated public struct _AlignmentWritingModifier: ImmediateViewModifier {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
    self.key = key
    self.computeValue = computeValue
  }

  /// Wraps each view of the content in an alignment-guide node.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier }
  }
}

extension _AlignmentWritingModifier: TransparentUnaryLayoutBehavior {
  var debugName: String { "alignmentGuide(\(key))" }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize { child.sizeThatFits(proposal) }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero)
  }

  var explicitGuides: ExplicitGuides {
    ExplicitGuides(
      ownValues: !key.isFrameGuide, ownFrameValues: key.isFrameGuide, childValues: true, childFrameValues: true)
  }

  /// The computed value for this guide; the child's own for the others.
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? {
    let dimensions = context.child.dimensions(in: proposal)
    guard key == self.key else { return dimensions[explicit: key] }
    let value = computeValue(dimensions)
    guard value.isFinite else {
      // A NaN guide would place every view aligned by it at NaN; the view's own guide is kept.
      RuntimeIssues.report("Invalid alignment guide value (\(value)); using the view's own guide.")
      return dimensions[explicit: key]
    }
    return value
  }
}

nonisolated extension View {
  /// Sets the view's horizontal alignment guide `g` to the value `computeValue` returns.
  ///
  /// ```swift
  /// Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
  /// ```
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
  }

  /// Sets the view's vertical alignment guide `g` to the value `computeValue` returns.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
  }
}
