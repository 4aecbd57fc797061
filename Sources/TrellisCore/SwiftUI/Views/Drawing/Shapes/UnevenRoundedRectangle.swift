import Foundation

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The radius of the top leading corner.
  public var topLeading: CGFloat
  /// The radius of the bottom leading corner.
  public var bottomLeading: CGFloat
  /// The radius of the bottom trailing corner.
  public var bottomTrailing: CGFloat
  /// The radius of the top trailing corner.
  public var topTrailing: CGFloat

  /// Creates corner radii; each is 0 unless given.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle with a radius of its own at each corner.
///
/// Fidelity: partial — each radius is clamped to half the shorter side; leading and
/// trailing are left and right (a right-to-left layout mirrors the whole drawing instead).
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
  /// The radii of the corners.
  public var cornerRadii: RectangleCornerRadii
  /// The style of the corners.
  public var style: RoundedCornerStyle

  /// Creates the shape from its corner radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Creates the shape from a radius per corner, each 0 unless given.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  /// The shape filling `rect`.
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }

  /// The shape inset by `amount`: its rectangle inset and each radius reduced by the amount.
  public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
    let radii = cornerRadii
    func reduced(_ radius: CGFloat) -> CGFloat { Swift.max(radius - amount, 0) }
    let shape = UnevenRoundedRectangle(
      cornerRadii: RectangleCornerRadii(
        topLeading: reduced(radii.topLeading), bottomLeading: reduced(radii.bottomLeading),
        bottomTrailing: reduced(radii.bottomTrailing), topTrailing: reduced(radii.topTrailing)),
      style: style)
    return _InsetShape(base: shape, amount: amount)
  }
}

/// A shape that is replaced by an inset version of the current container shape: a rounded
/// rectangle whose radius follows the container's, less the distance from its edges.
///
/// Drawn as a view, it is the shape the nearest `containerShape(_:)` around it declares, inset
/// by its distance from that container's edges; without one it is a rectangle.
///
/// Fidelity: partial — SwiftUI also takes a container shape from widgets and a few system
/// containers, which a Trellis host does not have; `containerShape(_:)` is Apple's documented
/// way in (iOS 17). The inset is the smallest of the four distances (inferred). Filled,
/// stroked, stroked inside its border and as a `clipShape` it follows the container; inside
/// other shapes (trimmed, offset) it is a rectangle.
nonisolated public struct ContainerRelativeShape: InsettableShape {
  /// Creates the shape.
  public init() {}

  /// A rectangle: the shape asked for outside a view, where no container shape reaches it.
  /// Drawn as a view, it is the nearest `containerShape(_:)`, inset (``View/containerShape(_:)``).
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

nonisolated extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with circular or continuous corners of `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with elliptical corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius per corner.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with a radius per corner, each 0 unless given.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

nonisolated extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == Capsule {
  /// A capsule with continuous corners.
  public static var capsule: Capsule { Capsule() }

  /// A capsule with corners of `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
  /// The container's shape, inset: a rectangle in a Trellis host.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
