import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Shapes made of shapes, uneven corners, insets, and the rectangle custom shapes are given.
@MainActor
@Suite("Drawing: shapes")
struct ShapeTests {
  private func drawnPath(_ view: some View) -> Path? {
    switch LayoutHost(view, size: CGSize(width: 100, height: 100)).displayList().items.last {
    case .fill(let path, _, _, _)?, .stroke(let path, _, _, _)?: path
    default: nil
    }
  }

  /// A shape that draws a line from its own origin to its bottom trailing corner.
  private struct Diagonal: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
      }
    }
  }

  @Test("A custom shape is given its own bounds, origin (0, 0), as in SwiftUI")
  func customShapeGetsLocalRect() {
    let path = drawnPath(Diagonal().stroke(Color.red).frame(width: 20, height: 10))
    #expect(path?.elements == [.move(to: CGPoint(x: 40, y: 45)), .line(to: CGPoint(x: 60, y: 55))])
  }

  @Test("UnevenRoundedRectangle rounds only the corners given a radius")
  func unevenCorners() throws {
    let path = try #require(
      drawnPath(
        UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).fill(Color.red).frame(width: 40, height: 40)))
    // Square corners pass through the frame's corners; the rounded one does not.
    #expect(path.contains(CGPoint(x: 69.5, y: 30.5)))
    #expect(path.contains(CGPoint(x: 30.5, y: 69.5)))
    #expect(!path.contains(CGPoint(x: 30.5, y: 30.5)))
    #expect(path.boundingRect == CGRect(x: 30, y: 30, width: 40, height: 40))
  }

  @Test("A radius larger than half the shorter side is clamped to it")
  func unevenRadiusClamped() throws {
    let path = try #require(
      drawnPath(
        UnevenRoundedRectangle(topLeadingRadius: 100, style: .circular).fill(Color.red).frame(width: 40, height: 20)))
    #expect(path.contains(CGPoint(x: 40.5, y: 40.5)))
    #expect(!path.contains(CGPoint(x: 31, y: 41)))
    #expect(path.boundingRect == CGRect(x: 30, y: 40, width: 40, height: 20))
  }

  @Test("strokeBorder on a rounded rectangle follows it inset by half the line, its corners reduced")
  func strokeBorderInsetsRadius() throws {
    let border = try #require(
      drawnPath(
        RoundedRectangle(cornerRadius: 10, style: .circular).strokeBorder(Color.red, lineWidth: 4).frame(
          width: 40, height: 40)))
    let expected = RoundedRectangle(cornerRadius: 8, style: .circular).path(
      in: CGRect(x: 2, y: 2, width: 36, height: 36)
    )
    .offsetBy(dx: 30, dy: 30)
    #expect(border == expected)
  }

  @Test("ContainerRelativeShape is a rectangle: no container shape reaches a Trellis view")
  func containerRelativeIsRectangle() {
    #expect(
      ContainerRelativeShape().path(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        == Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
  }

  @Test("offset, rotation, scale and transform move the outline within the shape's frame")
  func transformedShapes() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(Rectangle().offset(x: 5, y: -2).path(in: rect).boundingRect == CGRect(x: 5, y: -2, width: 10, height: 20))
    let rotated = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
    #expect(abs(rotated.minX + 5) < 1e-9 && abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
    #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 2.5, y: 5, width: 5, height: 10))
    #expect(
      Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect
        == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(
      Rectangle().transform(CGAffineTransform(translationX: 1, y: 1)).path(in: rect).boundingRect
        == CGRect(x: 1, y: 1, width: 10, height: 20))
  }

  @Test("A transformed circle still lays out square, like the circle it wraps")
  func transformedShapeKeepsLayout() {
    let host = LayoutHost(Circle().offset(x: 10).accessibilityIdentifier("c"), size: CGSize(width: 100, height: 60))
    #expect(host.frame(of: "c") == CGRect(x: 20, y: 0, width: 60, height: 60))
  }

  @Test("trim(from:to:) of a circle starts at its rightmost point")
  func trimmedCircle() throws {
    let path = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    guard case .move(let start)? = path.elements.first else {
      Issue.record("no start")
      return
    }
    #expect(start == CGPoint(x: 20, y: 10))
    let end = try #require(path.currentPoint)
    #expect(abs(end.x - 10) < 0.01 && abs(end.y - 20) < 0.01)
  }

  @Test("The shape statics are the shapes: .rect, .circle, .capsule, .ellipse, .rect(cornerRadius:)")
  func shapeStatics() {
    let rect = CGRect(x: 0, y: 0, width: 30, height: 10)
    func path(_ shape: some Shape) -> Path { shape.path(in: rect) }
    #expect(path(.rect) == Rectangle().path(in: rect))
    #expect(path(.circle) == Circle().path(in: rect))
    #expect(path(.capsule) == Capsule().path(in: rect))
    #expect(path(.ellipse) == Ellipse().path(in: rect))
    #expect(path(.rect(cornerRadius: 4)) == RoundedRectangle(cornerRadius: 4).path(in: rect))
  }

  @Test("A stroke style's caps, joins and dashes are printed in the display list")
  func strokeStylePrinted() {
    let list = LayoutHost(
      Rectangle().stroke(
        Color.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1)
      ).frame(width: 10, height: 10), size: CGSize(width: 10, height: 10)
    ).displayList()
    #expect(
      list.description == """
        canvas 10 × 10
          stroke #FF3B30FF width 2 cap round join bevel dash [4, 2] phase 1 (0, 0, 10, 10) 5 elements
        """)
  }
}
