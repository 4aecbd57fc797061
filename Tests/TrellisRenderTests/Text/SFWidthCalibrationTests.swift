import CPangoCairo
import Testing

@testable import Trellis

/// Trellis' widths against every published SF Pro width found (docs/TextRendering.md §9).
///
/// Measured renders are compared with what Trellis lays out (Inter's kerning included); sums of
/// SF's published per-character advances, which carry no kerning, with Trellis' own advance sum
/// (kerning off), so that like is compared with like.
@MainActor
@Suite("Text: widths calibrated to SF Pro")
struct SFWidthCalibrationTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    let string: String
    let size: CGFloat
    let weight: Font.Weight
    /// SF Pro's width in points: the middle of a measured frame's last pixel, or an advance sum.
    let sfWidth: CGFloat
    let isRender: Bool

    /// A measured SwiftUI or UIKit frame, `frame` wide on a 3× screen: the text's own width lies
    /// in the frame's last pixel.
    static func render(_ string: String, frame: CGFloat, size: CGFloat = 17, weight: Font.Weight = .regular) -> Sample {
      Sample(string: string, size: size, weight: weight, sfWidth: frame - 1.0 / 6, isRender: true)
    }

    /// A sum of the 17-point advances of SF Pro's published table.
    static func table(_ string: String, _ width: CGFloat, weight: Font.Weight = .regular) -> Sample {
      Sample(string: string, size: 17, weight: weight, sfWidth: width, isRender: false)
    }

    var testDescription: String {
      "\(string.debugDescription) \(size)pt \(weight.value) \(isRender ? "render" : "advance sum") \(sfWidth)"
    }
  }

  /// The 17-point calibration set: sources in docs/TextRendering.md §9.
  nonisolated static let calibrationSet: [Sample] = [
    // SwiftUI on iOS 16–18, Sentry's redaction tests (3× frames).
    .render("Hello SwiftUI", frame: 98), .render("Item 1", frame: 45 + 1.0 / 3),
    .render("Item 2", frame: 47 + 2.0 / 3), .render("Tap Me", frame: 55 + 2.0 / 3),
    // UIKit on iOS 11: `boundingRect` of a 17-point system font (FloorplanB's tests).
    Sample(string: "This is a test string", size: 17, weight: .regular, sfWidth: 144.09326171875, isRender: true),
    // Sums of SF's 17-point advances, regular.
    .table("Hello, World!", 98.190), .table("This is a test string", 143.404), .table("Settings", 62.820),
    .table("Cancel", 52.403), .table("The quick brown fox jumps over the lazy dog", 340.988),
    .table("Notifications", 95.907), .table("1234567890", 98.829), .table("Checked", 67.759),
    .table("Simple Text", 89.823), .table("SwiftUI", 54.586), .table("Hello SwiftUI", 97.750),
    .table("Item 1", 45.306), .table("Tap Me", 57.292),
    // Sums of SF's 17-point advances, bold.
    .table("Hello, World!", 106.001, weight: .bold), .table("This is a test string", 153.901, weight: .bold),
    .table("Settings", 68.407, weight: .bold), .table("Cancel", 55.910, weight: .bold),
    .table("The quick brown fox jumps over the lazy dog", 362.279, weight: .bold),
    .table("Notifications", 104.420, weight: .bold), .table("1234567890", 106.594, weight: .bold),
    .table("Checked", 72.034, weight: .bold), .table("Simple Text", 96.385, weight: .bold),
    .table("SwiftUI", 60.023, weight: .bold), .table("Hello SwiftUI", 105.906, weight: .bold),
    .table("Item 1", 48.979, weight: .bold), .table("Tap Me", 59.662, weight: .bold),
  ]

  /// Measured frames at other sizes and weights: a check of how the calibration carries over.
  nonisolated static let otherSizes: [Sample] = [
    // SwiftUI, `.font(.system(size: 20))`: SF's Display cut (Sentry's redaction tests, iOS 16–17).
    .render("Hello SwiftUI", frame: 112 + 2.0 / 3, size: 20),
    // UIKit labels at the medium content size (swift-snapshot-testing's references, iPhone X).
    .render("What's", frame: 52 + 2.0 / 3, size: 16, weight: .semibold), .render("the", frame: 23 + 2.0 / 3, size: 16),
    .render("point", frame: 37, size: 16),
  ]

  /// The width Trellis gives the sample, unrounded: kerned for a render, unkerned for an advance sum.
  static func width(of sample: Sample) throws -> CGFloat {
    let engine = TextEngine(configuration: try FontConfiguration.shared.get())
    engine.usesKerning = sample.isRender
    let font = Font.system(size: sample.size, weight: sample.weight)
    return engine.measure(
      TextLayoutRequest(runs: [TextRun(string: sample.string, font: font)], width: nil, height: nil, displayScale: 1024)
    ).size.width
  }

  static func error(of sample: Sample) throws -> CGFloat {
    try (width(of: sample) - sample.sfWidth) / sample.sfWidth
  }

  @Test("Each width of the 17-point calibration set is within 1.2 % of SF Pro's", arguments: calibrationSet)
  func eachWithinLimit(_ sample: Sample) throws {
    let error = try Self.error(of: sample)
    #expect(abs(error) <= 0.012, "\(sample.string): \(error * 100) %")
  }

  @Test("The mean error over the 17-point calibration set is at most 0.5 %")
  func meanWithinLimit() throws {
    let errors = try Self.calibrationSet.map { abs(try Self.error(of: $0)) }
    let mean = errors.reduce(0, +) / CGFloat(errors.count)
    #expect(mean <= 0.005, "mean \(mean * 100) %")
  }

  @Test("Measured frames at 16 and 20 points are within 2.5 %", arguments: otherSizes)
  func otherSizesWithinLimit(_ sample: Sample) throws {
    let error = try Self.error(of: sample)
    #expect(abs(error) <= 0.025, "\(sample.string): \(error * 100) %")
  }

  /// Ink widths of real renders at the Display sizes (issue 33: snapshot renders of open-source
  /// apps on iOS 16–18 simulators), to the nearest point.
  nonisolated static let displayInk: [(string: String, size: CGFloat, weight: Font.Weight, ink: CGFloat)] = [
    ("Loading...", 28, .regular, 112), ("Hello!", 34, .regular, 79), ("Home Assistant", 33, .bold, 240),
  ]

  /// The width of the ink Trellis draws for `string`.
  static func inkWidth(_ string: String, size: CGFloat, weight: Font.Weight) throws -> CGFloat {
    let engine = TextEngine(configuration: try FontConfiguration.shared.get())
    engine.configure(
      for: TextLayoutRequest(
        runs: [TextRun(string: string, font: .system(size: size, weight: weight))], width: nil, height: nil,
        displayScale: 1024))
    var ink = PangoRectangle()
    pango_layout_get_extents(engine.layout, &ink, nil)
    return CGFloat(ink.width) / 1024
  }

  @Test(
    "Ink widths at the Display sizes are within 3.5 % of real renders (before the optical-size model: 7–13 % wide)",
    arguments: 0..<displayInk.count)
  func displayInkWidths(index: Int) throws {
    let sample = Self.displayInk[index]
    let width = try Self.inkWidth(sample.string, size: sample.size, weight: sample.weight)
    #expect(abs(width - sample.ink) / sample.ink <= 0.035, "\(sample.string): \(width) against \(sample.ink)")
  }

  @Test(
    "The optical size moves from Text to Display between 17 and 28 points",
    arguments: [(17, 1), (20, 0.97), (22.5, 0.945), (28, 0.89), (96, 0.89), (11, 1)] as [(CGFloat, CGFloat)])
  func opticalWidthFactor(size: CGFloat, factor: CGFloat) {
    #expect(abs(SystemFontMetrics.opticalWidthFactor(size) - factor) < 1e-9)
  }

  @Test("Line heights stay SF Pro's at every weight and at the Display sizes")
  func lineHeightsUnchanged() throws {
    let measurer = try PangoTextMeasurer()
    for (size, weight) in [(17, Font.Weight.regular), (17, .bold), (17, .semibold), (20, .regular), (34, .regular)] {
      let font = Font.system(size: CGFloat(size), weight: weight)
      let height = measurer.measure(
        TextLayoutRequest(runs: [TextRun(string: "Hg", font: font)], width: nil, height: nil, displayScale: 1024)
      ).size.height
      #expect(abs(height - CGFloat(size) * 2444 / 2048) < 1.0 / 1024)
    }
  }

  @Test("Drawing places the glyphs where measuring did: the calibrated layout's runs add up to its width")
  func drawingMatchesMeasuring() throws {
    let configuration = try FontConfiguration.shared.get()
    let measuring = TextEngine(configuration: configuration)
    let drawing = TextEngine(configuration: configuration)
    let request = TextLayoutRequest(
      runs: [TextRun(string: "Simple Text", font: .body)], width: nil, height: nil, displayScale: 1024)
    let measured = measuring.measure(request).size.width
    // The drawing engine lays the same request out as CairoCanvas does, on a 3× Cairo context.
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)
    let cairo = try #require(cairo_create(surface))
    defer {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
    cairo_scale(cairo, 3, 3)
    drawing.prepareForDrawing(on: cairo)
    drawing.configure(for: request)
    var logical = PangoRectangle()
    pango_layout_get_extents(drawing.layout, nil, &logical)
    #expect(abs(CGFloat(logical.width) / 1024 - measured) < 1.0 / 1024)
  }
}
