import Foundation
import TrellisCore

extension AnchorShape {
  /// The proposal the root gets: the available room, `nil` where the root takes its content's
  /// size (Yoga's undefined, Taffy's max-content).
  public var proposal: ProposedViewSize {
    ProposedViewSize(width: availableWidth.map { CGFloat($0) }, height: availableHeight.map { CGFloat($0) })
  }

  /// What measures the shape's texts: fixed advances of the anchor's character width.
  public var textMeasurer: AnchorTextMeasurer { AnchorTextMeasurer(characterWidth: CGFloat(characterWidth)) }

  /// Resolves and lays out `view`, built from this shape, as the anchor lays the shape out: the
  /// root proposed the available room, on a canvas of the root's size, at one pixel per point so
  /// that frames round to whole points as Yoga's and Taffy's do.
  public func layOut(_ view: AnyView) -> LayoutHost {
    LayoutHost(view, proposal: proposal, displayScale: 1, textMeasurer: textMeasurer)
  }
}
