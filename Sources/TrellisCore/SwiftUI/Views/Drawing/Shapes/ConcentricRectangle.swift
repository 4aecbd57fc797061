import Foundation

/// A rectangle whose corners are square, rounded with a fixed radius, or concentric to the
/// corners of the shape that contains it (iOS 26).
///
/// ```swift
/// ConcentricRectangle(corners: .concentric(minimum: .fixed(12)), isUniform: true)
///     .fill(.blue)
/// ```
///
/// A concentric corner's radius is the container's corner radius minus the distance between the
/// corners ([Apple](https://developer.apple.com/documentation/swiftui/concentricrectangle)). On
/// iOS the outermost container is the display, whose corners a still picture does not have, so
/// Trellis draws a concentric corner at its minimum radius, or square without one; a fixed corner
/// has its radius. Corners are continuous, as a rounded rectangle's.
///
/// Fidelity: partial — fixed corners as documented; concentric corners ignore the container's
/// shape, a fallback no source confirms [uncertain].
nonisolated public struct ConcentricRectangle: Shape {
  let corners: [Edge.Corner.Style]
  let isUniform: Bool

  private init(_ corners: [Edge.Corner.Style], isUniform: Bool) {
    self.corners = corners
    self.isUniform = isUniform
  }

  /// Creates a rectangle with each corner concentric to the container's.
  public init() {
    self.init(corners: .concentric)
  }

  /// Creates a rectangle with the style `corners` on all four corners; when `isUniform`, every
  /// corner takes the largest of the four radii.
  public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
    self.init([corners, corners, corners, corners], isUniform: isUniform)
  }

  /// Creates a rectangle with a style for each corner.
  public init(
    topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init([topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner], isUniform: false)
  }

  /// Creates a rectangle with one style on the two top corners and another on the two bottom ones.
  public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric)
  {
    self.init([uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners], isUniform: false)
  }

  /// Creates a rectangle with one style on the two leading corners and another on the two
  /// trailing ones.
  public init(
    uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners], isUniform: false)
  }

  /// The corners' radii, in `Edge.Corner` order.
  var radii: [CGFloat] {
    let radii = corners.map(\.radiusWithoutContainer)
    return isUniform ? Array(repeating: radii.max() ?? 0, count: 4) : radii
  }

  /// The rectangle filling `rect`, each corner rounded with its radius.
  public func path(in rect: CGRect) -> Path {
    let radii = self.radii
    return UnevenRoundedRectangle(
      topLeadingRadius: radii[0], bottomLeadingRadius: radii[2], bottomTrailingRadius: radii[3],
      topTrailingRadius: radii[1], style: .continuous
    ).path(in: rect)
  }
}

nonisolated extension Shape where Self == ConcentricRectangle {
  /// A rectangle with the style `corners` on all four corners, uniform when `isUniform`.
  public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
    ConcentricRectangle(corners: corners, isUniform: isUniform)
  }
}
