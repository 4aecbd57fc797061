import Foundation

/// SwiftUI's underscored layout that spaces its subviews evenly around a circle.
///
/// `_CircleLayout(radius:)` shipped in SwiftUI's interface with the `Layout` protocol (iOS 16)
/// and appears in code of that time used as a layout value — objc.io's
/// `S01E308-the-layout-protocol` (`case .circle: return _CircleLayout(radius: 200)`), and
/// typesafely.co.uk's "WWDC22: Use the new CircleLayout to equally space views around a
/// specific radius". Each subview is proposed its ideal size and centred on a point of the
/// circle of `radius` around the middle of the layout's bounds, the first at the top and the
/// others clockwise at equal angles, as Apple's own radial layout sample places them
/// (WWDC22 "Compose custom layouts with SwiftUI", `RadialLayout`). The layout takes the size
/// it is proposed, and the circle's diameter on an unspecified axis.
///
/// ```swift
/// _CircleLayout(radius: 100) {
///     ForEach(0..<6) { index in Text("\(index)") }
/// }
/// ```
///
/// Fidelity: unverified — Apple documents nothing; the starting angle, direction and the
/// ideal size are inferred from the public uses above and Apple's sample.
public struct _CircleLayout: Layout {
  /// The distance from the centre of the layout to the centre of each subview.
  public var radius: CGFloat

  /// Creates a circle layout of `radius`.
  public init(radius: CGFloat) {
    self.radius = radius
  }

  /// The radius, 0 when it is negative or not finite (reported).
  private var usableRadius: CGFloat {
    guard radius.isFinite, radius >= 0 else {
      RuntimeIssues.report("Invalid _CircleLayout radius (\(radius)); using 0.")
      return 0
    }
    return radius
  }

  /// The proposal; the circle's diameter where it is unspecified.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let diameter = 2 * usableRadius
    return proposal.replacingUnspecifiedDimensions(by: CGSize(width: diameter, height: diameter))
  }

  /// Centres subview `i` of `n` at the angle `2π·i/n` clockwise from the top of the circle.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let radius = usableRadius
    let step = 2 * CGFloat.pi / CGFloat(Swift.max(subviews.count, 1))
    for (index, subview) in subviews.enumerated() {
      let angle = step * CGFloat(index)
      subview.place(
        at: CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle)), anchor: .center,
        proposal: .unspecified)
    }
  }
}
