import Foundation

#if !canImport(Darwin)
  // Foundation on Linux defines CGFloat, CGPoint, CGSize and CGRect but not CoreGraphics'
  // transforms. These declarations follow CoreGraphics' names, fields and conventions exactly
  // (https://developer.apple.com/documentation/corefoundation/cgaffinetransform), so a SwiftUI
  // file that uses them compiles unchanged; on Apple's platforms (which have Darwin) they are left
  // out and CoreGraphics' own are used. The test is not `canImport(CoreGraphics)`: Trellis' own
  // `CoreGraphics` module, built into the same folder of modules, would make it true here.

  /// An affine transformation matrix for use in drawing 2D graphics: CoreGraphics' type, for
  /// platforms without CoreGraphics.
  ///
  /// A point (x, y) is transformed as the row vector [x y 1] times the matrix
  /// [[a b 0] [c d 0] [tx ty 1]]: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
  ///
  /// Fidelity: verified — the fields, initialisers and composition order are CoreGraphics'
  /// (https://developer.apple.com/documentation/corefoundation/cgaffinetransform).
  public struct CGAffineTransform: Hashable, Sendable {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix: the horizontal translation.
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix: the vertical translation.
    public var ty: CGFloat

    /// Creates the identity transform.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Creates a transform from its six entries, unlabelled, in the order a, b, c, d, tx, ty.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Creates a transform that translates by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates by `angle` radians: positive angles turn the x axis
    /// towards the y axis, clockwise on a screen whose y axis points down.
    public init(rotationAngle angle: CGFloat) {
      let (sine, cosine) = (sin(angle), cos(angle))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`: points are transformed by `self` first.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c, b: a * other.b + b * other.d,
        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by (`tx`, `ty`) followed by this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`) followed by this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a transform that cannot be inverted (its determinant is 0 or not
    /// finite) is returned unchanged, as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
      return CGAffineTransform(
        a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
  }

  /// A structure that contains a two-dimensional vector: CoreGraphics' type, for platforms
  /// without CoreGraphics.
  public struct CGVector: Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates the vector (0, 0).
    public init() {
      self.init(dx: 0, dy: 0)
    }

    /// Creates a vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// Creates a vector with integer components.
    public init(dx: Int, dy: Int) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with `Double` components.
    public init(dx: Double, dy: Double) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public static let zero = CGVector()
  }

  /// Styles for rendering the endpoint of a stroked line: CoreGraphics' type, for platforms
  /// without CoreGraphics.
  public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line ends exactly at its endpoint.
    case butt = 0
    /// The line ends in a half circle around its endpoint.
    case round = 1
    /// The line ends in a half square around its endpoint.
    case square = 2
  }

  /// Junction types for stroked lines: CoreGraphics' type, for platforms without CoreGraphics.
  public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Segments meet in a sharp corner, cut square past the miter limit.
    case miter = 0
    /// Segments meet in a rounded corner.
    case round = 1
    /// Segments meet in a corner cut square.
    case bevel = 2
  }

  extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size transformed by `t`'s scale and rotation (the translation does not apply to a
    /// size); like CoreGraphics', the result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle that contains the four corners of this one transformed by `t`;
    /// a null rectangle stays null, as in CoreGraphics.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      guard !isNull else { return self }
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let (left, top) = (xs.min()!, ys.min()!)
      return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
  }
#endif
