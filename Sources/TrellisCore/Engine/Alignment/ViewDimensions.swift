import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// Layouts read guides through it: `dimensions[.leading]`, `dimensions[explicit: .firstTextBaseline]`.
///
/// Fidelity: verified — the frame guides (leading, centre, trailing, top, bottom) align stack
/// children in §2 C case 37 and E case 97; text baselines come from the measurer's metrics.
public struct ViewDimensions: Equatable {
  let size: CGSize
  let proposal: ProposedViewSize
  let guides: GuideSource

  init(size: CGSize, proposal: ProposedViewSize, guides: GuideSource) {
    self.size = size
    self.proposal = proposal
    self.guides = guides
  }

  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }

  /// The value of a horizontal guide: the explicit value if the view sets one, else the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[guide.key]
  }

  /// The value of a vertical guide: the explicit value if the view sets one, else the guide's default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[guide.key]
  }

  /// The explicit value of a horizontal guide, or `nil` if the view does not set it.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    self[explicit: guide.key]
  }

  /// The explicit value of a vertical guide, or `nil` if the view does not set it.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    self[explicit: guide.key]
  }

  subscript(key: AlignmentKey) -> CGFloat {
    self[explicit: key] ?? key.defaultValue(in: self)
  }

  subscript(explicit key: AlignmentKey) -> CGFloat? {
    guides.explicitValue(key, size: size, proposal: proposal)
  }

  /// Two dimensions are equal when their sizes are; SwiftUI compares them the same way.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.size == rhs.size
  }
}

/// Where a `ViewDimensions` finds the explicit values of its guides.
enum GuideSource {
  /// No explicit guides: every guide has its default value.
  case none
  /// The explicit guides of a subview in a layout pass.
  case subview(LayoutSubview)

  func explicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    switch self {
    case .none: nil
    case .subview(let subview): subview.explicitValue(key, size: size, proposal: proposal)
    }
  }
}
