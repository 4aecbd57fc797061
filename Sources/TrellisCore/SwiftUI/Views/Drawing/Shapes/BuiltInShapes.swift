import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape {
  /// Creates a rectangle.
  public init() {}
  /// The rectangle filling `rect`.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangular shape with rounded corners.
nonisolated public struct RoundedRectangle: InsettableShape {
  /// The width and height of the corners' ellipses.
  public var cornerSize: CGSize
  /// The style of the corners.
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle with circular corners of `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a rounded rectangle with elliptical corners.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The rounded rectangle filling `rect`.
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

  /// The rounded rectangle inset by `amount`: its rectangle inset and its corners reduced by
  /// the amount, so that the inset outline stays parallel to the original.
  public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    let reduced = CGSize(
      width: Swift.max(cornerSize.width - amount, 0), height: Swift.max(cornerSize.height - amount, 0))
    return _InsetShape(base: RoundedRectangle(cornerSize: reduced, style: style), amount: amount)
  }
}

/// A capsule: a rectangle whose short sides are half circles.
nonisolated public struct Capsule: InsettableShape {
  /// The style of the corners.
  public var style: RoundedCornerStyle

  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  /// The capsule filling `rect`.
  public func path(in rect: CGRect) -> Path {
    let radius = Swift.min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: InsettableShape {
  /// Creates an ellipse.
  public init() {}
  /// The ellipse inscribed in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A circle centred on the frame of the view containing it.
///
/// Unlike other shapes, a circle is as wide as it is tall: the smaller proposed dimension (§1.2).
nonisolated public struct Circle: InsettableShape {
  /// Creates a circle.
  public init() {}

  /// The largest circle centred in `rect`.
  public func path(in rect: CGRect) -> Path {
    let side = Swift.min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  /// A square of the smaller proposed dimension, 10 for an unspecified one.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let side = Swift.min(proposal.width ?? 10, proposal.height ?? 10)
    return CGSize(width: side, height: side)
  }
}
