import Foundation

// Shapes made from other shapes: moved, rotated, scaled, transformed or trimmed within their
// frame. Each lays out as the shape it wraps (a circle stays square) and changes only the
// outline drawn (https://developer.apple.com/documentation/swiftui/shape).

/// A shape moved by an offset within its frame.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
  /// The shape moved.
  public var shape: Content
  /// How far it moves.
  public var offset: CGSize

  /// Creates the shape.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  /// The shape's path, moved.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }

  /// The wrapped shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension OffsetShape: InsettableShape where Content: InsettableShape {
  /// The wrapped shape inset, then moved.
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape rotated around an anchor of its frame.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
  /// The shape rotated.
  public var shape: Content
  /// The angle, clockwise on screen.
  public var angle: Angle
  /// The point of the frame it turns around.
  public var anchor: UnitPoint

  /// Creates the shape.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The shape's path, rotated around the anchor.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).around(anchor, of: rect))
  }

  /// The wrapped shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension RotatedShape: InsettableShape where Content: InsettableShape {
  /// The wrapped shape inset, then rotated.
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

/// A shape scaled around an anchor of its frame.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
  /// The shape scaled.
  public var shape: Content
  /// The horizontal and vertical factors.
  public var scale: CGSize
  /// The point of the frame that stays put.
  public var anchor: UnitPoint

  /// Creates the shape.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  /// The shape's path, scaled around the anchor.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).around(anchor, of: rect))
  }

  /// The wrapped shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape drawn through an affine transform of its frame's coordinates.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
  /// The shape transformed.
  public var shape: Content
  /// The transform, in the coordinates the shape's path is made in.
  public var transform: CGAffineTransform

  /// Creates the shape.
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  /// The shape's path, transformed.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

  /// The wrapped shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A part of a shape's outline, between two fractions of its length.
nonisolated public struct _TrimmedShape<S: Shape>: Shape {
  /// The shape trimmed.
  public var shape: S
  /// Where the part starts, 0...1.
  public var startFraction: CGFloat
  /// Where the part ends, 0...1.
  public var endFraction: CGFloat

  /// Creates the shape.
  public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
    self.shape = shape
    self.startFraction = startFraction
    self.endFraction = endFraction
  }

  /// The part of the shape's path (`Path.trimmedPath(from:to:)`).
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  /// The wrapped shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
  /// The part of this shape's outline between `startFraction` and `endFraction` of its length,
  /// from where its path starts: `Circle().trim(from: 0, to: 0.25)` is a quarter arc from
  /// the circle's rightmost point, clockwise on screen. An empty part when `from ≥ to`.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }

  /// This shape moved by `offset` within its frame.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// This shape moved by (`x`, `y`) within its frame.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// This shape rotated by `angle` (clockwise on screen) around `anchor` of its frame.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// This shape scaled by `x` and `y` around `anchor` of its frame.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// This shape scaled by `scale` on both axes around `anchor` of its frame.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// This shape drawn through `transform`.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

extension CGAffineTransform {
  /// This transform applied around `anchor` of `rect` instead of the origin: the anchor point
  /// stays where it is.
  func around(_ anchor: UnitPoint, of rect: CGRect) -> CGAffineTransform {
    let center = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    return CGAffineTransform(translationX: -center.x, y: -center.y)
      .concatenating(self)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }
}
