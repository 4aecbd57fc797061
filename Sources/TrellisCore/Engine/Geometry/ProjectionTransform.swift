import Foundation

/// A 3 × 3 matrix that maps points of a plane, perspective included: what
/// `projectionEffect(_:)` draws a view through and `rotation3DEffect` makes.
///
/// A point (x, y) maps to (x′ / w, y′ / w), where [x′ y′ w] = [x y 1] × the matrix — the row
/// vector convention of `CGAffineTransform`, whose six entries are `m11`, `m12`, `m21`, `m22`,
/// `m31` and `m32` here, with `m13 = m23 = 0` and `m33 = 1`
/// (https://developer.apple.com/documentation/swiftui/projectiontransform).
public struct ProjectionTransform: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat = 1
  /// Row 1, column 2.
  public var m12: CGFloat = 0
  /// Row 1, column 3: a perspective term.
  public var m13: CGFloat = 0
  /// Row 2, column 1.
  public var m21: CGFloat = 0
  /// Row 2, column 2.
  public var m22: CGFloat = 1
  /// Row 2, column 3: a perspective term.
  public var m23: CGFloat = 0
  /// Row 3, column 1: the horizontal translation.
  public var m31: CGFloat = 0
  /// Row 3, column 2: the vertical translation.
  public var m32: CGFloat = 0
  /// Row 3, column 3.
  public var m33: CGFloat = 1

  /// Creates the identity transform.
  public init() {}

  /// Creates the transform of an affine transform.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// Creates a transform from its nine entries, row by row.
  init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat,
    m32: CGFloat, m33: CGFloat
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform is affine: no perspective terms.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The affine part of the transform (exact when ``isAffine``).
  package var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    ProjectionTransform(
      m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31, m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
      m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
      m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31, m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
      m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
      m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31, m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
      m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
  }

  /// Inverts the transform; returns whether it could (a singular matrix is left unchanged).
  @discardableResult
  public mutating func invert() -> Bool {
    let determinant =
      m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    guard determinant != 0, determinant.isFinite else { return false }
    self = ProjectionTransform(
      m11: (m22 * m33 - m23 * m32) / determinant, m12: (m13 * m32 - m12 * m33) / determinant,
      m13: (m12 * m23 - m13 * m22) / determinant,
      m21: (m23 * m31 - m21 * m33) / determinant, m22: (m11 * m33 - m13 * m31) / determinant,
      m23: (m13 * m21 - m11 * m23) / determinant,
      m31: (m21 * m32 - m22 * m31) / determinant, m32: (m12 * m31 - m11 * m32) / determinant,
      m33: (m11 * m22 - m12 * m21) / determinant)
    return true
  }

  /// The inverse transform; a singular one is returned unchanged.
  public func inverted() -> ProjectionTransform {
    var copy = self
    copy.invert()
    return copy
  }

  /// Every entry is finite.
  package var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }
}

extension CGPoint {
  /// The point mapped by `m`, divided through by its w.
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let w = x * m.m13 + y * m.m23 + m.m33
    return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
  }
}

/// A 4 × 4 matrix in Core Animation's row-vector convention: enough of `CATransform3D` to
/// build `rotation3DEffect`'s projection as SwiftUI does.
struct Transform3D: Equatable {
  var m: [[CGFloat]] = (0..<4).map { row in (0..<4).map { row == $0 ? 1 : 0 } }

  static func translation(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
    var t = Transform3D()
    (t.m[3][0], t.m[3][1], t.m[3][2]) = (x, y, z)
    return t
  }

  /// A rotation by `angle` around the axis (x, y, z), as `CATransform3DMakeRotation`: the
  /// identity for a zero axis.
  static func rotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return Transform3D() }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    var r = Transform3D()
    r.m[0] = [c + t * ux * ux, t * ux * uy + s * uz, t * ux * uz - s * uy, 0]
    r.m[1] = [t * ux * uy - s * uz, c + t * uy * uy, t * uy * uz + s * ux, 0]
    r.m[2] = [t * ux * uz + s * uy, t * uy * uz - s * ux, c + t * uz * uz, 0]
    return r
  }

  /// `self` then `other`: row vectors are multiplied by `self` first.
  func concatenating(_ other: Transform3D) -> Transform3D {
    var result = Transform3D()
    for row in 0..<4 {
      for column in 0..<4 {
        result.m[row][column] = (0..<4).reduce(0) { $0 + m[row][$1] * other.m[$1][column] }
      }
    }
    return result
  }

  /// The plane z = 0 seen through the matrix: the rows and columns of x, y and w.
  var projection: ProjectionTransform {
    ProjectionTransform(
      m11: m[0][0], m12: m[0][1], m13: m[0][3], m21: m[1][0], m22: m[1][1], m23: m[1][3], m31: m[3][0],
      m32: m[3][1], m33: m[3][3])
  }
}
