import Foundation
import Trellis

/// A proposal and a scale that replace a preview's layout trait and its device's scale, as
/// `trellis render`, `dump` and `explain` take them (`--width`, `--height`, `--scale`).
///
/// With a width and a height the view is centred in a window of that size (as
/// `.fixedLayout(width:height:)` places it); otherwise it takes the size it chooses for the
/// proposal, a missing dimension asking for its ideal size.
public struct PreviewWindow: Codable, Hashable, Sendable {
  /// The proposed width, in points; `nil` asks for the ideal width.
  public var width: Double?
  /// The proposed height, in points; `nil` asks for the ideal height.
  public var height: Double?
  /// Pixels per point; `nil` keeps the device's scale.
  public var scale: Double?

  /// A window of a proposal and a scale.
  public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil) {
    self.width = width
    self.height = height
    self.scale = scale
  }

  /// The layout the window stands for: fixed with both dimensions, else the size that fits.
  public var layout: PreviewLayout {
    if let width, let height { return .fixed(width: CGFloat(width), height: CGFloat(height)) }
    return .sizeThatFits
  }

  /// The proposal of the width and height.
  public var proposal: ProposedViewSize {
    ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
  }

  /// Where a view is laid out, for headings: `a 390 × 844 window @1×` or `proposed (390, nil) @3×`.
  static func place(_ proposal: ProposedViewSize, layout: PreviewLayout, scale: CGFloat) -> String {
    if case .fixed(let width, let height) = layout {
      return "a \(formatLength(width)) × \(formatLength(height)) window @\(formatLength(scale))×"
    }
    return "proposed \(proposal) @\(formatLength(scale))×"
  }
}
