import Foundation

extension Edge {
  /// One corner of a rectangle (iOS 26).
  public enum Corner: Int8, CaseIterable, Hashable, Sendable {
    /// The top leading corner.
    case topLeading
    /// The top trailing corner.
    case topTrailing
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom trailing corner.
    case bottomTrailing

    /// How a corner of a rectangular shape is drawn: square, rounded with a fixed radius, or
    /// rounded concentric to the corner of the container shape
    /// ([Apple](https://developer.apple.com/documentation/swiftui/edge/corner/style)).
    public struct Style: Hashable, Sendable {
      indirect enum Kind: Hashable, Sendable {
        case fixed(CGFloat)
        case concentric(minimum: Style?)
      }

      let kind: Kind

      /// A corner whose radius is the container's corner radius minus the distance between the
      /// corners; square when that is zero or less.
      public static var concentric: Style { Style(kind: .concentric(minimum: nil)) }

      /// A concentric corner whose radius is never less than `minimum`'s.
      public static func concentric(minimum: Style? = nil) -> Style { Style(kind: .concentric(minimum: minimum)) }

      /// A corner rounded with `radius`; 0 is a square corner.
      public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }

      /// The radius drawn when no container corner is known: a fixed radius as given; a
      /// concentric corner at its minimum, or square without one [uncertain].
      var radiusWithoutContainer: CGFloat {
        switch kind {
        case .fixed(let radius): RuntimeIssues.finite(Swift.max(radius, 0), "corner radius")
        case .concentric(let minimum): minimum?.radiusWithoutContainer ?? 0
        }
      }
    }
  }
}
