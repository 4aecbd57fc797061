import Testing
import Trellis

/// Views that cannot be rendered fail with a `RenderError` that says why, before anything large
/// is allocated.
@MainActor
@Suite("Rendering: errors")
struct RenderErrorTests {
  @Test("A 1,000,000-point square at 3× is too large, and says so at once, without allocating")
  func hugeImageIsTooLarge() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 1_000_000, height: 1_000_000))
    renderer.scale = 3
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(throws: RenderError.imageTooLarge(width: 1_000_000, height: 1_000_000, scale: 3)) {
        try renderer.pngData()
      }
    }
    // 3,000,000² pixels would be 36 TB; failing in well under a second means nothing was allocated.
    #expect(elapsed < .seconds(1))
  }

  @Test("A side of 32,768 pixels is one over Cairo's limit: too large")
  func sideLimit() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 32_768, height: 1))
    renderer.scale = 1
    #expect(throws: RenderError.imageTooLarge(width: 32_768, height: 1, scale: 1)) { try renderer.pngData() }
  }

  @Test("Scale 0 and scale −1 are invalid", arguments: [0, -1] as [CGFloat])
  func nonPositiveScaleIsInvalid(scale: CGFloat) throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
    renderer.scale = scale
    #expect(throws: RenderError.invalidScale(Double(scale))) { try renderer.pngData() }
    #expect(throws: RenderError.invalidScale(Double(scale))) { try renderer.layout() }
  }

  @Test("A scale below 0.001 (a subnormal one included) is invalid", arguments: [0.000_999, 1e-300, CGFloat.leastNonzeroMagnitude])
  func tinyScaleIsInvalid(scale: CGFloat) throws {
    let renderer = ImageRenderer(content: Text("x").frame(width: 10, height: 10))
    renderer.scale = scale
    #expect(throws: RenderError.invalidScale(Double(scale))) { try renderer.pngData() }
    #expect(throws: RenderError.invalidScale(Double(scale))) { try renderer.pdfData() }
  }

  @Test("A non-finite scale is invalid")
  func nonFiniteScaleIsInvalid() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
    renderer.scale = .infinity
    #expect(throws: RenderError.invalidScale(.infinity)) { try renderer.pngData() }
    renderer.scale = .nan
    #expect { try renderer.pngData() } throws: { error in
      guard case .invalidScale(let value) = error as? RenderError else { return false }
      return value.isNaN
    }
  }

  @Test("EmptyView has nothing to draw: an empty canvas, for PNG, SVG and PDF")
  func emptyViewIsAnEmptyCanvas() throws {
    let renderer = ImageRenderer(content: EmptyView())
    renderer.scale = 2
    for render in [{ _ = try renderer.pngData() }, { _ = try renderer.svgString() }, { _ = try renderer.pdfData() }] {
      #expect { try render() } throws: { error in
        guard case .emptyCanvas = error as? RenderError else { return false }
        return true
      }
    }
  }

  @Test("SVG and PDF of a 1,000,000-point square fail clearly too")
  func hugeVectorDocumentsFail() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 1_000_000, height: 1_000_000))
    renderer.scale = 3
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      for render in [{ _ = try renderer.svgString() }, { _ = try renderer.pdfData() }] {
        let error = try #require(throws: RenderError.self) { try render() }
        guard case .imageTooLarge(let width, let height, _) = error else {
          Issue.record("expected imageTooLarge, got \(error)")
          continue
        }
        #expect(width == 1_000_000 && height == 1_000_000)
        #expect(error.description.contains("32,767"))
      }
    }
    #expect(elapsed < .seconds(1))
  }

  @Test("Each error describes itself for people")
  func descriptions() {
    #expect(RenderError.invalidScale(0).description.contains("positive, finite"))
    #expect(RenderError.emptyCanvas(.zero).description.contains("Nothing to render"))
    #expect(
      RenderError.imageTooLarge(width: 1_000_000, height: 1_000_000, scale: 3).description
        .contains("1000000.0 × 1000000.0 points at 3.0×"))
  }
}
