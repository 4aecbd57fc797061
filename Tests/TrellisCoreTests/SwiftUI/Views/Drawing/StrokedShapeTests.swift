import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `stroke(style:)` and `stroke(lineWidth:)` return a shape (Apple: "Returns a new shape that is a
/// stroked copy of self"), so that `fill` can follow; iOS 17's shape views layer a fill and a
/// stroke; `Path.strokedPath(_:)` is the outline of a stroke.
@MainActor
@Suite("Drawing: stroked shapes")
struct StrokedShapeTests {
  private func items(_ view: some View) -> [DisplayList.Item] {
    LayoutHost(view, size: CGSize(width: 100, height: 100)).displayList().items
  }

  @Test("Circle().stroke(style:).fill(.red) draws the circle's stroke in red, 2 wide")
  func strokedShapeFilled() {
    let drawn = items(Circle().stroke(style: StrokeStyle(lineWidth: 2)).fill(.red).frame(width: 40, height: 40))
    guard case .stroke(let path, let paint, let bounds, let style)? = drawn.last else {
      Issue.record("\(drawn)")
      return
    }
    #expect(paint == .color(Color.red.resolve(in: EnvironmentValues().pinningCompatibilityDesign())))
    #expect(bounds == rect(30, 30, 40, 40))
    #expect(style.lineWidth == 2)
    #expect(path == Circle().path(in: rect(30, 30, 40, 40)))
  }

  @Test("A stroked shape left unfilled draws its stroke in the foreground style, as before")
  func strokedShapeUnfilled() {
    let host = LayoutHost(
      Circle().stroke(lineWidth: 3).frame(width: 40, height: 40), size: CGSize(width: 100, height: 100))
    #expect(host.drawing.contains("stroke #000000FF width 3 (30, 30, 40, 40)"))
  }

  @Test("A stroked shape's path is the stroke's outline: a 4-wide line around a 40 × 20 rectangle")
  func strokedShapePath() {
    let outline = Rectangle().stroke(lineWidth: 4).path(in: rect(0, 0, 40, 20))
    #expect(outline.boundingRect == rect(-2, -2, 44, 24))
    #expect(outline.contains(CGPoint(x: 20, y: 1)))
    #expect(outline.contains(CGPoint(x: 1, y: 10)))
    #expect(!outline.contains(CGPoint(x: 20, y: 10)))
  }

  @Test(
    "strokedPath of a 100-point line covers the stroke for each cap",
    arguments: [(CGLineCap.butt, rect(0, 8, 100, 4)), (.square, rect(-2, 8, 104, 4)), (.round, rect(-2, 8, 104, 4))])
  func strokedLineCaps(cap: CGLineCap, bounds: CGRect) {
    let line = Path { $0.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)]) }
    let outline = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: cap))
    let box = outline.boundingRect
    #expect(abs(box.minX - bounds.minX) < 1e-9 && abs(box.maxX - bounds.maxX) < 1e-9)
    #expect(abs(box.minY - bounds.minY) < 1e-9 && abs(box.maxY - bounds.maxY) < 1e-9)
    #expect(outline.contains(CGPoint(x: 50, y: 9)) && !outline.contains(CGPoint(x: 50, y: 13)))
  }

  @Test("A dashed stroke's outline has a piece per dash: 10 on, 10 off along 100 points is 5")
  func dashedOutline() {
    let line = Path { $0.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)]) }
    let outline = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
    #expect(outline.elements.filter { $0 == .closeSubpath }.count == 5)
    #expect(outline.contains(CGPoint(x: 5, y: 10)) && !outline.contains(CGPoint(x: 15, y: 10)))
  }

  @Test("A miter join reaches the corner; a bevel join cuts it")
  func joins() {
    let corner = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)]) }
    let miter = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
    let bevel = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
    #expect(miter.contains(CGPoint(x: 54.5, y: -4.5)))
    #expect(!bevel.contains(CGPoint(x: 54.5, y: -4.5)))
  }

  @Test("iOS 17 shape views layer: a stroke, then a fill over it, in one frame")
  func shapeViewLayers() {
    let drawn = items(Circle().stroke(.blue, lineWidth: 4).fill(.red).frame(width: 40, height: 40))
    let kinds = drawn.map { item -> String in
      switch item {
      case .fill: "fill"
      case .stroke: "stroke"
      default: "other"
      }
    }
    #expect(kinds == ["stroke", "fill"])
  }

  @Test("antialiased: false is reported: Trellis draws every shape antialiased")
  func aliasedIsReported() {
    let host = LayoutHost(
      Circle().stroke(style: StrokeStyle(lineWidth: 2), antialiased: false).frame(width: 40, height: 40),
      size: CGSize(width: 100, height: 100))
    #expect(host.runtimeIssues.contains { $0.contains("antialiased") })
  }
}

/// `geometryGroup()` (iOS 17) isolates a view's geometry for animation; layout is unchanged.
@MainActor
@Suite("Animation: geometryGroup")
struct GeometryGroupTests {
  @Test("geometryGroup changes no frame and is recorded on the view")
  func geometryGroupKeepsFrames() {
    let plain = LayoutHost(
      VStack { Color.red.frame(width: 20, height: 20).accessibilityIdentifier("v") },
      size: CGSize(width: 100, height: 100))
    let grouped = LayoutHost(
      VStack { Color.red.frame(width: 20, height: 20).geometryGroup().accessibilityIdentifier("v") },
      size: CGSize(width: 100, height: 100))
    #expect(grouped.unroundedFrame(of: "v") == plain.unroundedFrame(of: "v"))
    #expect(grouped.isGeometryGroup("v"))
    #expect(!plain.isGeometryGroup("v"))
  }
}

/// `containerShape(_:)` and `ContainerRelativeShape` (Apple: "A shape that is replaced by an inset
/// version of the current container shape. If no container shape was defined, is replaced by a
/// rectangle").
@MainActor
@Suite("Drawing: container shapes")
struct ContainerShapeTests {
  private func lastPath(_ view: some View) -> Path? {
    switch LayoutHost(view, size: CGSize(width: 200, height: 200)).displayList().items.last {
    case .fill(let path, _, _, _)?, .stroke(let path, _, _, _)?: path
    default: nil
    }
  }

  @Test("8 in from a card of radius 20, a container relative shape is a rounded rectangle of radius 12")
  func insetFromTheContainer() {
    let path = lastPath(
      ContainerRelativeShape().fill(.blue).padding(8).frame(width: 100, height: 100)
        .containerShape(RoundedRectangle(cornerRadius: 20)))
    #expect(path == RoundedRectangle(cornerRadius: 12).path(in: rect(58, 58, 84, 84)))
  }

  @Test("Without a container shape it is a rectangle")
  func rectangleWithoutContainer() {
    let path = lastPath(ContainerRelativeShape().fill(.blue).padding(8).frame(width: 100, height: 100))
    #expect(path == Path(rect(58, 58, 84, 84)))
  }

  @Test("The container shape changes no frame")
  func containerShapeKeepsFrames() {
    let host = LayoutHost(
      Color.red.frame(width: 40, height: 30).containerShape(Capsule()).accessibilityIdentifier("v"),
      size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "v") == rect(80, 85, 40, 30))
  }
}

extension ContainerShapeTests {
  @Test("clipShape(ContainerRelativeShape()) clips to the container's shape, inset")
  func clipShapeFollowsTheContainer() {
    let host = LayoutHost(
      Color.blue.clipShape(ContainerRelativeShape()).padding(8).frame(width: 100, height: 100)
        .containerShape(RoundedRectangle(cornerRadius: 20)),
      size: CGSize(width: 200, height: 200))
    guard case .group(_, .clip(let clip))? = host.displayList().items.last else {
      Issue.record("\(host.displayList())")
      return
    }
    #expect(clip == RoundedRectangle(cornerRadius: 12).path(in: rect(58, 58, 84, 84)))
  }
}
