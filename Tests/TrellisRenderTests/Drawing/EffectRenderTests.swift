import Foundation
import Testing
import Trellis

/// What effects, strokes and styles put in a picture, pixel by pixel, at 2×.
@MainActor
@Suite("Rendering: drawing effects and styles")
struct EffectRenderTests {
  /// The picture of `view` on white, at 2×, with the renderer's runtime issues; in iOS 18's
  /// design, whose system colours the expected pixels were worked out from.
  private func render(_ view: some View) throws -> (image: DecodedImage, issues: [String]) {
    let renderer = ImageRenderer(content: view.background(Color.white))
    renderer.scale = 2
    renderer.environment.interfaceDesign = .iOS18
    let png = try renderer.pngData()
    return (try #require(DecodedImage(png: png)), renderer.runtimeIssues)
  }

  /// The RGBA bytes at a point (in points) of a 2× picture.
  private func pixel(_ image: DecodedImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
    let value = image.rgba(x: Int(x * 2), y: Int(y * 2))
    return [Int(value.red), Int(value.green), Int(value.blue), Int(value.alpha)]
  }

  private func expectClose(
    _ actual: [Int], _ expected: [Int], tolerance: Int = 2, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance },
      "\(what): \(actual), expected \(expected)", sourceLocation: sourceLocation)
  }

  @Test("scaleEffect(0.5) draws a 40-point square as 20 points around its centre")
  func scaleEffect() throws {
    let (image, _) = try render(Color.red.frame(width: 40, height: 40).scaleEffect(0.5))
    expectClose(pixel(image, 20, 20), [255, 59, 48, 255], "centre")
    expectClose(pixel(image, 11, 20), [255, 59, 48, 255], "just inside")
    expectClose(pixel(image, 9, 20), [255, 255, 255, 255], "just outside")
  }

  @Test("blendMode(.multiply) over yellow draws the product of the colours")
  func multiply() throws {
    let (image, _) = try render(
      Color.yellow.frame(width: 40, height: 40).overlay(Color.blue.blendMode(.multiply).frame(width: 20, height: 20)))
    // (255, 204, 0) × (0, 122, 255) / 255 = (0, 98, 0).
    expectClose(pixel(image, 20, 20), [0, 98, 0, 255])
    expectClose(pixel(image, 2, 2), [255, 204, 0, 255])
  }

  @Test("blendMode(.plusDarker) draws max(0, S + D − 1)")
  func plusDarker() throws {
    let (image, issues) = try render(
      Color(red: 0.8, green: 0.6, blue: 0.4).frame(width: 40, height: 40)
        .overlay(Color(red: 0.5, green: 0.5, blue: 0.9).blendMode(.plusDarker).frame(width: 20, height: 20)))
    // (0.3, 0.1, 0.3) × 255.
    expectClose(pixel(image, 20, 20), [77, 26, 77, 255])
    #expect(issues.isEmpty)
  }

  @Test("plusDarker in SVG is drawn as multiply, with a runtime issue")
  func plusDarkerVector() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).blendMode(.plusDarker))
    _ = try renderer.svgString()
    #expect(renderer.runtimeIssues.contains { $0.hasPrefix("blendMode(.plusDarker) is drawn as .multiply") })
  }

  @Test("grayscale(1) turns red into its luminance grey")
  func grayscale() throws {
    let (image, _) = try render(Color.red.frame(width: 20, height: 20).grayscale(1))
    // 0.213 × 255 + 0.715 × 59 + 0.072 × 48 = 100.
    expectClose(pixel(image, 10, 10), [100, 100, 100, 255])
  }

  @Test("colorInvert turns white black and brightness(1) turns black white")
  func invertAndBrightness() throws {
    let (image, _) = try render(
      HStack(spacing: 0) {
        Color.white.frame(width: 20, height: 20).colorInvert()
        Color.black.frame(width: 20, height: 20).brightness(1)
      })
    expectClose(pixel(image, 10, 10), [0, 0, 0, 255])
    expectClose(pixel(image, 30, 10), [255, 255, 255, 255])
  }

  @Test("A circular mask hides the corners of a square")
  func mask() throws {
    let (image, _) = try render(Color.red.frame(width: 40, height: 40).mask { Circle() })
    expectClose(pixel(image, 20, 20), [255, 59, 48, 255], "centre")
    expectClose(pixel(image, 2, 2), [255, 255, 255, 255], "corner")
  }

  @Test("A mask's opacity weights the view: a 50 % black mask shows it half")
  func maskOpacity() throws {
    let (image, _) = try render(Color.black.frame(width: 20, height: 20).mask { Color.black.opacity(0.5) })
    expectClose(pixel(image, 10, 10), [128, 128, 128, 255])
  }

  @Test("A dashed stroke leaves gaps: 6 on, 4 off along the top edge")
  func dashes() throws {
    let (image, _) = try render(
      Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: [6, 4])).frame(width: 40, height: 40)
        .padding(10))
    // The top edge runs at y 10 from x 10: dash 10–16, gap 16–20, dash 20–26.
    expectClose(pixel(image, 13, 10), [255, 59, 48, 255], "dash")
    expectClose(pixel(image, 18, 10), [255, 255, 255, 255], "gap")
    expectClose(pixel(image, 23, 10), [255, 59, 48, 255], "next dash")
  }

  @Test("A round cap reaches half the line width past the end; a butt cap does not")
  func lineCaps() throws {
    func line(_ cap: CGLineCap) -> some View {
      Path { path in
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
      }
      .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: cap))
      .frame(width: 40, height: 20)
    }
    let (image, _) = try render(
      VStack(spacing: 0) {
        line(.butt); line(.round)
      })
    expectClose(pixel(image, 32, 10), [255, 255, 255, 255], "butt")
    expectClose(pixel(image, 32, 30), [0, 122, 255, 255], "round")
  }

  @Test("trim(from: 0, to: 0.5) strokes the top and right sides of a square only")
  func trim() throws {
    let (image, _) = try render(
      Rectangle().trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40).padding(10))
    expectClose(pixel(image, 30, 10), [255, 59, 48, 255], "top")
    expectClose(pixel(image, 50, 30), [255, 59, 48, 255], "right")
    expectClose(pixel(image, 30, 50), [255, 255, 255, 255], "bottom")
    expectClose(pixel(image, 10, 30), [255, 255, 255, 255], "left")
  }

  @Test("UnevenRoundedRectangle rounds its top leading corner only")
  func unevenRoundedRectangle() throws {
    let (image, _) = try render(
      UnevenRoundedRectangle(topLeadingRadius: 20).fill(Color.purple).frame(width: 40, height: 40))
    expectClose(pixel(image, 1, 1), [255, 255, 255, 255], "rounded corner")
    expectClose(pixel(image, 39, 1), [175, 82, 222, 255], "square corner")
    expectClose(pixel(image, 1, 39), [175, 82, 222, 255], "square corner")
  }

  @Test("ultraThinMaterial over black is its white tint at 45 %")
  func material() throws {
    let (image, _) = try render(
      Color.black.frame(width: 20, height: 20).overlay(Rectangle().fill(.ultraThinMaterial)))
    expectClose(pixel(image, 10, 10), [115, 115, 115, 255])
  }

  @Test("A blur spreads a square's colour beyond its edge and softens its centre little")
  func blur() throws {
    let (image, _) = try render(Color.black.frame(width: 40, height: 40).blur(radius: 4).padding(20))
    let outside = pixel(image, 18, 40)
    let inside = pixel(image, 40, 40)
    #expect(outside[0] < 250 && outside[0] > 60, "\(outside)")
    expectClose(inside, [0, 0, 0, 255], tolerance: 3)
    expectClose(pixel(image, 2, 2), [255, 255, 255, 255], "far outside")
  }

  @Test("An opaque blur stays inside the view's frame")
  func opaqueBlur() throws {
    let (image, _) = try render(Color.black.frame(width: 40, height: 40).blur(radius: 4, opaque: true).padding(20))
    expectClose(pixel(image, 18, 40), [255, 255, 255, 255], "outside")
    expectClose(pixel(image, 21, 40), [0, 0, 0, 255], tolerance: 3, "edge")
  }

  @Test("rotation3DEffect about y narrows the far side: the right edge is shorter than the left")
  func rotation3D() throws {
    let (image, _) = try render(
      Color.blue.frame(width: 60, height: 60).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).padding(20))
    func columnHeight(_ x: CGFloat) -> Int {
      (0..<200).filter { pixel(image, x, CGFloat($0) / 2)[2] > 200 && pixel(image, x, CGFloat($0) / 2)[0] < 100 }.count
    }
    let (left, right) = (columnHeight(35), columnHeight(65))
    #expect(left > 0 && right > 0 && left != right, "left \(left), right \(right)")
  }

  @Test("A drop shadow from a style darkens the white below the shape")
  func dropShadowStyle() throws {
    let (image, _) = try render(
      Rectangle().fill(.blue.shadow(.drop(color: .black, radius: 2, y: 6))).frame(width: 40, height: 40).padding(10))
    let below = pixel(image, 30, 53)
    #expect(below[0] < 200, "\(below)")
    expectClose(pixel(image, 30, 30), [0, 122, 255, 255])
  }

  @Test(
    "A faint shadow (opacity 0.1–0.3, radius 10) darkens the white around a card, and not beyond its radius",
    arguments: [0.1, 0.2, 0.3])
  func faintShadow(opacity: Double) throws {
    let (image, _) = try render(
      RoundedRectangle(cornerRadius: 12).fill(.white).frame(width: 60, height: 60)
        .shadow(color: .black.opacity(opacity), radius: 10).padding(30))
    let below = pixel(image, 60, 93)
    #expect(below[0] < 250, "\(below)")
    expectClose(pixel(image, 60, 60), [255, 255, 255, 255], "the card")
    expectClose(pixel(image, 60, 118), [255, 255, 255, 255], "beyond the radius")
  }

  @Test("An inner shadow darkens a white shape along its top edge, not its middle")
  func innerShadowStyle() throws {
    let (image, _) = try render(
      Rectangle().fill(.white.shadow(.inner(color: .black, radius: 2, y: 4))).frame(width: 40, height: 40).padding(10))
    #expect(pixel(image, 30, 11)[0] < 200, "\(pixel(image, 30, 11))")
    expectClose(pixel(image, 30, 35), [255, 255, 255, 255], "middle")
  }

  @Test("Effects render to SVG and PDF as well, the same bytes every time")
  func vectorOutput() throws {
    let view = HStack {
      Color.red.frame(width: 20, height: 20).blur(radius: 2)
      Color.green.frame(width: 20, height: 20).saturation(0)
      Color.blue.frame(width: 20, height: 20).mask { Circle() }
      Text("3D").rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
    }
    let renderer = ImageRenderer(content: view)
    let first = try renderer.svgString()
    #expect(first == (try renderer.svgString()))
    #expect(first.contains("<image"))
    #expect(try renderer.pdfData() == (try renderer.pdfData()))
  }

  // MARK: Bad input

  @Test(
    "A scale that is NaN or infinite is reported and the view drawn unscaled; 0 draws nothing",
    arguments: [CGFloat.nan, .infinity, -.infinity])
  func badScale(_ scale: CGFloat) throws {
    let (image, issues) = try render(Color.red.frame(width: 20, height: 20).scaleEffect(scale))
    #expect(issues.contains { $0.hasPrefix("Invalid transform") }, "\(issues)")
    expectClose(pixel(image, 10, 10), [255, 59, 48, 255])
  }

  @Test("A scale of 0 draws nothing, without an issue")
  func zeroScale() throws {
    let (image, issues) = try render(Color.red.frame(width: 20, height: 20).scaleEffect(0))
    #expect(issues.isEmpty)
    expectClose(pixel(image, 10, 10), [255, 255, 255, 255])
  }

  @Test("A scale of 1e300 is reported and the view left out", arguments: [CGFloat(1e300), 1e7])
  func hugeScale(_ scale: CGFloat) throws {
    let (image, issues) = try render(Color.red.frame(width: 20, height: 20).scaleEffect(scale))
    #expect(
      issues.contains { $0.contains("beyond what can be drawn") }
        || issues.contains { $0.hasPrefix("Invalid transform") })
    #expect(image.width == 40)
  }

  @Test("A negative blur radius is reported and taken as 0", arguments: [CGFloat(-3), -CGFloat.infinity])
  func negativeBlur(_ radius: CGFloat) throws {
    let (image, issues) = try render(Color.red.frame(width: 20, height: 20).blur(radius: radius))
    #expect(issues.contains { $0.hasPrefix("Invalid blur radius") }, "\(issues)")
    expectClose(pixel(image, 10, 10), [255, 59, 48, 255])
  }

  @Test("A NaN colour-filter amount is reported and the view drawn unfiltered")
  func nanFilter() throws {
    let (image, issues) = try render(Color.red.frame(width: 20, height: 20).brightness(.nan))
    #expect(issues.contains("Invalid brightness(nan): its amount is not finite; drawing the view unfiltered."))
    expectClose(pixel(image, 10, 10), [255, 59, 48, 255])
  }

  @Test(
    "A dash pattern of zeros, negatives or NaN draws a solid line with a runtime issue",
    arguments: [[0, 0], [-1, 4], [CGFloat.nan, 2], [0]] as [[CGFloat]])
  func badDash(_ dash: [CGFloat]) throws {
    let (image, issues) = try render(
      Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: dash)).frame(width: 40, height: 40).padding(
        10))
    #expect(issues.contains { $0.hasPrefix("Invalid dash pattern") }, "\(issues)")
    expectClose(pixel(image, 18, 10), [255, 59, 48, 255])
  }

  @Test("A NaN miter limit is reported and taken as 10")
  func nanMiter() throws {
    let (_, issues) = try render(
      Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, miterLimit: .nan)).frame(width: 40, height: 40))
    #expect(issues.contains("Invalid miter limit (nan); using 10."))
  }

  @Test("An empty path draws nothing and reports nothing")
  func emptyPath() throws {
    let (image, issues) = try render(Path().stroke(Color.red, lineWidth: 3).frame(width: 20, height: 20))
    #expect(issues.isEmpty)
    expectClose(pixel(image, 10, 10), [255, 255, 255, 255])
  }

  @Test("A projection that is not finite is reported and the view drawn untransformed")
  func badProjection() throws {
    var projection = ProjectionTransform()
    projection.m13 = .nan
    let (image, issues) = try render(Color.red.frame(width: 20, height: 20).projectionEffect(projection))
    #expect(issues.contains { $0.hasPrefix("Invalid projection") }, "\(issues)")
    expectClose(pixel(image, 10, 10), [255, 59, 48, 255])
  }

  @Test("Circle().stroke(style:).fill(.red) paints a red ring: red on the outline, white inside and out")
  func strokedShapeFilledRing() throws {
    let (image, issues) = try render(
      Circle().stroke(style: StrokeStyle(lineWidth: 4)).fill(.red).frame(width: 40, height: 40).padding(10))
    expectClose(pixel(image, 30, 10.5), [255, 59, 48, 255], "on the ring, top")
    expectClose(pixel(image, 30, 30), [255, 255, 255, 255], "centre")
    expectClose(pixel(image, 30, 5), [255, 255, 255, 255], "outside")
    #expect(issues.isEmpty)
  }

  @Test("A container relative shape 8 in from a card of radius 20 leaves the corner 12 round")
  func containerRelativeCorner() throws {
    let (image, _) = try render(
      ContainerRelativeShape().fill(.blue).padding(8).frame(width: 100, height: 100)
        .containerShape(RoundedRectangle(cornerRadius: 20)))
    // The view is 84 × 84 at (8, 8): its corner pixel is outside the 12-point rounding, its
    // middle inside.
    expectClose(pixel(image, 9, 9), [255, 255, 255, 255], "rounded corner")
    expectClose(pixel(image, 50, 50), [0, 122, 255, 255], "middle")
    expectClose(pixel(image, 9, 50), [0, 122, 255, 255], "edge")
  }

  @Test("A Canvas paints through the renderers: a red disc, a blue stroke after translateBy, a clip")
  func canvasPicture() throws {
    let (image, issues) = try render(
      Canvas { context, size in
        context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
        context.translateBy(x: 50, y: 0)
        context.stroke(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.blue), lineWidth: 4)
        context.clip(to: Path(CGRect(x: 0, y: 50, width: 20, height: 50)))
        context.fill(Path(CGRect(x: 0, y: 50, width: 40, height: 40)), with: .color(.green))
      }
      .frame(width: 100, height: 100))
    expectClose(pixel(image, 20, 20), [255, 59, 48, 255], "the disc's centre")
    expectClose(pixel(image, 2, 2), [255, 255, 255, 255], "outside the disc")
    expectClose(pixel(image, 51, 20), [0, 122, 255, 255], "the square's left edge")
    expectClose(pixel(image, 70, 20), [255, 255, 255, 255], "inside the square")
    expectClose(pixel(image, 60, 70), [52, 199, 89, 255], "the clipped fill")
    expectClose(pixel(image, 80, 70), [255, 255, 255, 255], "clipped away")
    #expect(issues.isEmpty)
  }
}
