import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// `Path`: arcs, bounds, containment, trimming, and a path as a view.
@MainActor
@Suite("Drawing: Path")
struct PathTests {
  private func close(_ a: CGPoint?, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
  }

  @Test("addArc from 0° to 90° not clockwise ends at the bottom of the circle (y down)")
  func arcIncreasingAngles() {
    var path = Path()
    path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(close(path.elements.first.flatMap { if case .move(let p) = $0 { p } else { nil } }, CGPoint(x: 60, y: 50)))
    #expect(close(path.currentPoint, CGPoint(x: 50, y: 60)))
    #expect(path.elements.count == 2)
  }

  @Test("addArc clockwise from 0° to 90° sweeps three quarters, the other way round")
  func arcClockwiseSweepsTheLongWay() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    #expect(close(path.currentPoint, CGPoint(x: 0, y: 10)))
    #expect(path.elements.count == 4)
    let bounds = path.boundingRect
    #expect(abs(bounds.minX + 10) < 1e-9 && abs(bounds.minY + 10) < 1e-9)
  }

  @Test("An arc after a point is joined to it by a line")
  func arcJoinsCurrentPoint() {
    var path = Path()
    path.move(to: .zero)
    path.addRelativeArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), delta: .degrees(180))
    guard case .line(let joined) = path.elements[1] else {
      Issue.record("no line: \(path.elements)")
      return
    }
    #expect(close(joined, CGPoint(x: 15, y: 0)))
    #expect(close(path.currentPoint, CGPoint(x: 25, y: 0)))
  }

  @Test("addArc(tangent1End:tangent2End:radius:) rounds a right-angle corner")
  func tangentArc() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
    guard case .line(let tangentPoint) = path.elements[1] else {
      Issue.record("no line: \(path.elements)")
      return
    }
    #expect(close(tangentPoint, CGPoint(x: 6, y: 0)))
    #expect(close(path.currentPoint, CGPoint(x: 10, y: 4)))
  }

  @Test("The bounding rectangle of a circle is its square, exactly")
  func ellipseBounds() {
    let bounds = Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 30)).boundingRect
    #expect(bounds == CGRect(x: 10, y: 20, width: 30, height: 30))
  }

  @Test("The bounding rectangle leaves out control points outside the curve")
  func curveBoundsExcludeControls() {
    var path = Path()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
    // The curve peaks halfway, at y 10, not at the control point's 20.
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test("An empty path has a zero bounding rectangle and no current point")
  func emptyPath() {
    #expect(Path().boundingRect == .zero)
    #expect(Path().currentPoint == nil)
    #expect(Path().isEmpty)
  }

  @Test("contains: a hole drawn the same way is filled by non-zero winding and empty by even-odd")
  func containsWindingAndEvenOdd() {
    var path = Path()
    path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
    path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(path.contains(CGPoint(x: 15, y: 15)))
    #expect(!path.contains(CGPoint(x: 15, y: 15), eoFill: true))
    #expect(path.contains(CGPoint(x: 5, y: 5), eoFill: true))
    #expect(!path.contains(CGPoint(x: 35, y: 5)))
  }

  @Test("trimmedPath of a 10 × 10 square from 0 to 0.5 runs along its first two sides")
  func trimHalfSquare() {
    let trimmed = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0, to: 0.5)
    #expect(
      trimmed.elements == [
        .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
      ])
  }

  @Test("trimmedPath from 0.125 to 0.375 starts and ends mid-side")
  func trimMiddle() {
    let trimmed = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.125, to: 0.375)
    #expect(
      trimmed.elements == [
        .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5)),
      ])
  }

  @Test(
    "trimmedPath is empty when from is not below to, after clamping to 0...1",
    arguments: [(0.5, 0.5), (0.8, 0.2), (1.5, 2), (-1, -0.5)] as [(CGFloat, CGFloat)])
  func trimEmpty(from: CGFloat, to: CGFloat) {
    #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: from, to: to).isEmpty)
  }

  @Test("A NaN trim bound is reported and taken as 0 (from) or 1 (to)")
  func trimNaN() {
    let host = LayoutHost(
      Rectangle().trim(from: .nan, to: 0.5).stroke(Color.red).frame(width: 10, height: 10), size: phone)
    #expect(host.displayList().description.contains("3 elements"))
    #expect(host.runtimeIssues.contains("Invalid trim start (nan); using 0.0."))
  }

  @Test("applying and offsetBy move every point")
  func transformPath() {
    let moved = Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 5, dy: 6)
    #expect(moved.boundingRect == CGRect(x: 5, y: 6, width: 2, height: 2))
    let scaled = Path(CGRect(x: 1, y: 1, width: 2, height: 2)).applying(CGAffineTransform(scaleX: 3, y: 3))
    #expect(scaled.boundingRect == CGRect(x: 3, y: 3, width: 6, height: 6))
  }

  @Test("A path view is greedy like any shape and draws its points in its own coordinates")
  func pathIsAShapeView() {
    let host = LayoutHost(
      VStack(spacing: 0) {
        Color.clear.frame(height: 100)
        Path { path in
          path.move(to: .zero)
          path.addLine(to: CGPoint(x: 30, y: 30))
        }
        .stroke(Color.green, lineWidth: 2)
        .accessibilityIdentifier("path")
      }, size: CGSize(width: 200, height: 300))
    #expect(host.frame(of: "path") == CGRect(x: 0, y: 100, width: 200, height: 200))
    guard case .stroke(let path, _, _, _)? = host.displayList().items.last else {
      Issue.record("expected a stroke")
      return
    }
    #expect(path.elements == [.move(to: CGPoint(x: 0, y: 100)), .line(to: CGPoint(x: 30, y: 130))])
  }

  /// OpenSwiftUI's `FixedRoundedRect.clampedCornerSize` clamps both sides of the corner size
  /// to half the shorter side; clamping each to its own side would draw elliptical corners.
  @Test(
    "A corner radius beyond half the shorter side is clamped to it on both axes: a capsule, not an ellipse",
    arguments: [RoundedCornerStyle.circular, .continuous])
  func largeCornerRadiusMakesACapsule(_ style: RoundedCornerStyle) {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
    for radius in [30, 1e6, .infinity] as [CGFloat] {
      #expect(
        Path(roundedRect: rect, cornerRadius: radius, style: style)
          == Path(roundedRect: rect, cornerRadius: 20, style: style))
    }
  }
}
