import Foundation
import Testing
@testable import Trellis

/// The same view gives the same bytes: twice in a row, from separate renderers, and from many
/// renderers at once; PNGs measure `ceil(points × scale)` pixels; PDFs carry no date of today.
@MainActor
@Suite("Rendering: determinism")
struct RenderDeterminismTests {
  /// A view with something of everything: text in several scripts, shapes, a gradient, effects.
  struct Sample: View {
    var body: some View {
      VStack(alignment: .leading) {
        HStack {
          Image(systemName: "checkmark")
          Text("Milk — 牛奶 — حليب 🥛")
        }
        .border(Color.blue)
        HStack(alignment: .top) {
          ZStack {
            Circle().fill(Color.yellow)
            Text("AB")
          }
          .frame(width: 40, height: 40)
          Text("Are we still on for lunch? Let me know by eleven.")
            .frame(width: 140)
        }
        Capsule()
          .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
          .frame(width: 120, height: 20)
          .shadow(radius: 3, x: 2, y: 2)
          .rotationEffect(.degrees(5))
          .opacity(0.8)
        Divider()
      }
      .padding()
    }
  }

  static func renderer(scale: CGFloat = 2) -> ImageRenderer<Sample> {
    let renderer = ImageRenderer(content: Sample())
    renderer.scale = scale
    return renderer
  }

  @Test("Rendering twice gives byte-identical PNG, SVG and PDF")
  func renderingTwiceIsIdentical() throws {
    let first = Self.renderer()
    let second = Self.renderer()
    #expect(try first.pngData() == second.pngData())
    #expect(try first.pngData() == first.pngData())
    #expect(try first.svgString() == second.svgString())
    #expect(try first.svgString() == first.svgString())
    #expect(try first.pdfData() == second.pdfData())
    #expect(try first.pdfData() == first.pdfData())
  }

  @Test("An SVG that embeds bitmaps (an angular gradient, a colour emoji) is the same when rendered again")
  func svgWithImagesIsIdentical() throws {
    let renderer = ImageRenderer(
      content: HStack {
        Circle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center)).frame(width: 40, height: 40)
        Text("🥛")
      })
    let first = try renderer.svgString()
    let second = try renderer.svgString()
    // Cairo names embedded images `image<N>` from a process-wide counter; CairoDocument
    // renumbers them per document.
    #expect(first == second, "\(firstDifference(expected: first, actual: second))")
  }

  @Test("Sixteen drawings of a renderer's display list at once give the renderer's bytes")
  func renderingConcurrentlyIsIdentical() async throws {
    // Hosts lay out on the main actor; drawing what they made is the stage that runs anywhere.
    let reference = Self.renderer()
    let png = try reference.pngData()
    let svg = try reference.svgString()
    let pdf = try reference.pdfData()
    let (list, scale) = (try reference.displayList(), reference.scale)
    let results = try await withThrowingTaskGroup(of: (Data, String, Data).self) { group in
      for _ in 0..<16 {
        group.addTask {
          (
            try CairoDocument.png(list, scale: scale), try CairoDocument.svg(list), try CairoDocument.pdf(list)
          )
        }
      }
      var all: [(Data, String, Data)] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 16)
    for (otherPNG, otherSVG, otherPDF) in results {
      #expect(otherPNG == png)
      #expect(otherSVG == svg)
      #expect(otherPDF == pdf)
    }
  }

  @Test("A PNG measures ceil(points × scale) pixels at 1×, 2× and 3×", arguments: [1, 2, 3] as [CGFloat])
  func pixelSizeFollowsScale(scale: CGFloat) throws {
    let renderer = Self.renderer(scale: scale)
    let points = try renderer.displayList().size
    let image = try #require(DecodedImage(png: try renderer.pngData()))
    #expect(image.width == Int((points.width * scale).rounded(.up)))
    #expect(image.height == Int((points.height * scale).rounded(.up)))
  }

  @Test("A 50 × 20 point view is 50 × 20 pixels at 1× and 150 × 60 at 3×")
  func fixedSizeAcrossScales() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 50, height: 20))
    renderer.scale = 1
    let one = try #require(DecodedImage(png: try renderer.pngData()))
    renderer.scale = 3
    let three = try #require(DecodedImage(png: try renderer.pngData()))
    #expect((one.width, one.height) == (50, 20))
    #expect((three.width, three.height) == (150, 60))
    // The whole image is red, edge to edge.
    for (image, x, y) in [(one, 0, 0), (one, 49, 19), (three, 0, 0), (three, 149, 59)] {
      let pixel = image.rgba(x: x, y: y)
      #expect(pixel.alpha == 255 && pixel.red == 255 && pixel.green < 100, "pixel (\(x), \(y)): \(pixel)")
    }
  }

  @Test("A PDF carries a fixed creation date, never today's")
  func pdfHasNoCurrentDate() throws {
    let pdf = String(decoding: try Self.renderer().pdfData(), as: UTF8.self)
    let calendar = Calendar(identifier: .gregorian)
    let today = calendar.dateComponents(in: TimeZone(identifier: "UTC")!, from: Date())
    let stamp = String(format: "%04d%02d%02d", today.year!, today.month!, today.day!)
    #expect(!pdf.contains(stamp))
    // Cairo writes the dates it is given (with or without the "D:" prefix, by version): 1 January 2000.
    for key in ["/CreationDate", "/ModDate"] {
      guard let range = pdf.range(of: key) else { continue }
      let value = pdf[range.upperBound...].prefix(24)
      #expect(value.contains("20000101"), "\(key)\(value)")
      #expect(!value.contains("\(today.year!)"), "\(key)\(value)")
    }
    #expect(pdf.contains("/CreationDate"))
  }
}

/// The first line where two texts differ, both versions quoted.
private func firstDifference(expected: String, actual: String) -> String {
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(expectedLines.count, actualLines.count) {
    let old = index < expectedLines.count ? String(expectedLines[index]) : nil
    let new = index < actualLines.count ? String(actualLines[index]) : nil
    if old != new {
      return "First difference at line \(index + 1):\n"
        + "- expected: \(old.map { "\"\(clipped($0))\"" } ?? "(end of text)")\n"
        + "+ actual:   \(new.map { "\"\(clipped($0))\"" } ?? "(end of text)")\n"
    }
  }
  return "The texts differ only in line endings."
}

private func clipped(_ line: String) -> String {
  line.count <= 300 ? line : line.prefix(300) + "…"
}
