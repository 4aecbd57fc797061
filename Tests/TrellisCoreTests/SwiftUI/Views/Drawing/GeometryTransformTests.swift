import Foundation
import Testing
import TrellisCore

/// CoreGraphics' affine transforms and vectors, which Foundation on Linux lacks.
@MainActor
@Suite("Drawing: CGAffineTransform and ProjectionTransform")
struct GeometryTransformTests {
  @Test("The identity leaves a point where it is and says it is the identity")
  func identity() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
  }

  @Test("concatenating applies the receiver first: scale by 2 then move by 10 takes (1, 1) to (12, 12)")
  func concatenationOrder() {
    let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 10))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 12))
  }

  @Test("translatedBy applies the translation before the receiver, as CoreGraphics does")
  func translatedByPrepends() {
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 2, y: 3))
  }

  @Test("A quarter turn takes the x axis to the y axis (clockwise on screen)")
  func rotationTurnsXTowardsY() {
    let point = CGPoint(x: 10, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(point.x) < 1e-12)
    #expect(point.y == 10)
  }

  @Test("inverted undoes the transform; a singular one comes back unchanged")
  func inversion() {
    let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
    let back = CGPoint(x: 4, y: 9).applying(t).applying(t.inverted())
    #expect(abs(back.x - 4) < 1e-12 && abs(back.y - 9) < 1e-12)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test("A rectangle's transform is the bounding box of its transformed corners")
  func rectApplying() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 2))
    #expect(rect == CGRect(x: -10, y: 0, width: 10, height: 40))
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }

  @Test("A size takes the scale but not the translation")
  func sizeApplying() {
    let size = CGSize(width: 3, height: 4).applying(CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 100, ty: 100))
    #expect(size == CGSize(width: 6, height: 20))
  }

  @Test("CGVector keeps its components")
  func vector() {
    let vector = CGVector(dx: 1.5, dy: -2)
    #expect(vector.dx == 1.5 && vector.dy == -2)
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
  }

  @Test("A projection with perspective divides by w")
  func projectionDividesByW() {
    var projection = ProjectionTransform()
    projection.m13 = 0.5
    // w = 0.5 · 2 + 1 = 2: (2, 4) maps to (1, 2).
    #expect(CGPoint(x: 2, y: 4).applying(projection) == CGPoint(x: 1, y: 2))
    #expect(!projection.isAffine)
    #expect(ProjectionTransform(CGAffineTransform(translationX: 1, y: 2)).isAffine)
  }

  @Test("A projection concatenated with its inverse is the identity")
  func projectionInverse() {
    var projection = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 3, ty: 1))
    projection.m23 = 0.01
    let product = projection.concatenating(projection.inverted())
    for (value, expected) in [
      (product.m11, 1.0), (product.m12, 0), (product.m13, 0), (product.m21, 0), (product.m22, 1), (product.m23, 0),
      (product.m31, 0), (product.m32, 0), (product.m33, 1),
    ] as [(CGFloat, CGFloat)] {
      #expect(abs(value - expected) < 1e-12)
    }
  }
}
