import Foundation
import Trellis

extension AnchorShape {
  /// The proposal the root gets: the available room, `nil` where the root takes its content's
  /// size (Yoga's undefined, Taffy's max-content).
  public var proposal: ProposedViewSize {
    ProposedViewSize(width: availableWidth.map { CGFloat($0) }, height: availableHeight.map { CGFloat($0) })
  }

  /// The environment the shape's views are laid out in: ``AnchorTextMeasurer`` measures its texts.
  public var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.textMeasurer = AnchorTextMeasurer(characterWidth: CGFloat(characterWidth))
    return environment
  }

  /// Resolves and lays out `view`, built from this shape, as the anchor lays the shape out: the
  /// root proposed the available room, on a canvas of the root's size, at one pixel per point so
  /// that frames round to whole points as Yoga's and Taffy's do.
  public func layOut(_ view: AnyView) -> LayoutHost {
    LayoutHost(view, proposal: proposal, displayScale: 1, environment: environment)
  }
}
