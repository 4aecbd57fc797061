import Foundation

/// Constrains a view to an aspect ratio (docs/LayoutRules.md §1.9).
///
/// Fidelity: verified — §2 C cases 49 and 51, E case 99; an unspecified dimension scales as
/// SwiftUICore's `scaleThatFits`/`scaleThatFills` do (§1.9, project issue 32).
nonisolated public struct _AspectRatioLayout: ImmediateViewModifier {
  /// Width over height, or `nil` for the view's ideal proportions.
  public var aspectRatio: CGFloat?
  /// Whether the view fits inside the proposal or fills it.
  public var contentMode: ContentMode

  /// Creates the modifier.
  public init(aspectRatio: CGFloat? = nil, contentMode: ContentMode) {
    self.aspectRatio = aspectRatio
    self.contentMode = contentMode
  }

  /// Wraps each view of the content in an aspect-ratio node.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    if let ratio = modifier.aspectRatio, !(ratio.isFinite && ratio > 0) {
      RuntimeIssues.report("Invalid aspect ratio (\(ratio)); using the view's ideal proportions.")
    }
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier }
  }
}

/// Whether a view fits inside its proposal or fills it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// Scale to fit inside the proposal.
  case fit
  /// Scale to fill the proposal.
  case fill
}

extension _AspectRatioLayout: UnaryLayoutBehavior {
  var debugName: String {
    "aspectRatio(\(aspectRatio.map(formatLength) ?? "nil"), contentMode: .\(contentMode))"
  }

  /// The largest (fit) or smallest (fill) size of the ratio that the proposal allows
  /// (docs/LayoutRules.md §1.9).
  ///
  /// A dimension the proposal leaves unspecified (or 0 against a zero side of the ratio) does
  /// not constrain the scale: it counts as +∞ when fitting and as −∞ when filling, so that the
  /// other dimension decides either way — SwiftUICore's `CGSize.scaleThatFits(_:)` and
  /// `scaleThatFills(_:)` do exactly this. Filling a width with no height is then the width,
  /// not infinity, as the hero image of a scroll view shows.
  private func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
    guard proposal.width != nil || proposal.height != nil else { return proposal }
    var ratio: CGSize
    if let aspectRatio, aspectRatio.isFinite, aspectRatio > 0 {
      ratio = CGSize(width: aspectRatio, height: 1)
    } else {
      // No ratio, or one no shape can have (0, negative, NaN, ∞): the child's ideal proportions.
      ratio = child.sizeThatFits(.unspecified)
    }
    if ratio.width == ratio.height { ratio = CGSize(width: 1, height: 1) }
    let unconstrained: CGFloat = contentMode == .fit ? .infinity : -.infinity
    func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
      guard let target, !(target == 0 && length == 0) else { return unconstrained }
      return target / length
    }
    let scaleX = scale(proposal.width, ratio.width)
    let scaleY = scale(proposal.height, ratio.height)
    let factor = contentMode == .fit ? Swift.min(scaleX, scaleY) : Swift.max(scaleX, scaleY)
    // A zero side scaled by any factor is zero, not NaN (SwiftUICore's `CGSize.scaled(by:)`).
    func scaled(_ length: CGFloat) -> CGFloat? {
      guard length != 0 else { return 0 }
      let value = length * factor
      // No finite dimension constrained the scale (an infinite proposal, or an ideal size
      // of ∞): the child is offered nothing on that axis and answers its ideal length, where
      // SwiftUI would offer ±∞ and a resizable child would answer a frame no screen can show.
      return value.isFinite && value >= 0 ? value : nil
    }
    let result = ProposedViewSize(width: scaled(ratio.width), height: scaled(ratio.height))
    if (result.width == nil && ratio.width != 0) || (result.height == nil && ratio.height != 0) {
      RuntimeIssues.reportOnce(
        "aspectRatio(contentMode: .\(contentMode)) was proposed \(proposal) and no finite dimension bounds its "
          + "scale; the view keeps its ideal size on the unbounded axes.")
    }
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
    child.sizeThatFits(childProposal(proposal, child: child))
  }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    let childProposal = childProposal(proposal, child: child)
    let childSize = child.sizeThatFits(childProposal)
    return ChildPlacement(
      proposal: childProposal,
      origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2))
  }
}

nonisolated extension View {
  /// Constrains this view's dimensions to an aspect ratio (width over height).
  ///
  /// ```swift
  /// Color.red.aspectRatio(0.5, contentMode: .fit)
  /// ```
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains this view's dimensions to the proportions of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioLayout(aspectRatio: aspectRatio.width / aspectRatio.height, contentMode: contentMode))
  }

  /// Scales this view to fit its parent, keeping its proportions.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales this view to fill its parent, keeping its proportions.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
