import Foundation
import Testing
import Trellis

/// Values a user can write — NaN, ±∞, ±1e300, `.greatestFiniteMagnitude`, −0, subnormals — in
/// fonts, text styles, colours, gradients, strokes and effects: measuring gives a finite size,
/// every format renders, and one view's bad value affects that view only, with a runtime issue.
@MainActor
@Suite("Robustness: bad values in text and drawing")
struct BadValueRenderTests {
  /// Every value class a parameter can take that is not an ordinary number.
  nonisolated static let badNumbers: [CGFloat] = [
    .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -0.0, .leastNonzeroMagnitude,
    -.leastNonzeroMagnitude,
  ]

  /// The width and height of `view` measured with Pango, and the host's runtime issues.
  static func measure<V: View>(_ view: V) throws -> (size: CGSize, issues: [String]) {
    let host = LayoutHost(
      view.accessibilityIdentifier("v"), proposal: .unspecified, displayScale: 3, environment: try pangoEnvironment())
    return (host.unroundedFrame(of: "v")?.size ?? CGSize(width: -1, height: -1), host.runtimeIssues)
  }

  /// PNG at 2×, SVG and PDF of `view`, each with the renderer's runtime issues; throws only for
  /// an empty canvas.
  static func renderAll<V: View>(_ view: V) throws -> [(format: String, bytes: Data, issues: [String])] {
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    var results: [(String, Data, [String])] = []
    results.append(("png", try renderer.pngData(), renderer.runtimeIssues))
    results.append(("svg", Data(try renderer.svgString().utf8), renderer.runtimeIssues))
    results.append(("pdf", try renderer.pdfData(), renderer.runtimeIssues))
    return results
  }

  /// The size a font of `size` points is clamped to, as documented.
  static func clampedFontSize(_ size: CGFloat) -> CGFloat {
    size.isNaN ? 17 : Swift.min(Swift.max(size, 0.1), 4096)
  }

  // MARK: Fonts and text styles

  @Test("A font size that is NaN, infinite, huge, negative, zero or subnormal measures as the clamped size", arguments: badNumbers + [0, -5, 100_000])
  func badFontSizeIsClamped(_ size: CGFloat) throws {
    let bad = try Self.measure(Text("Hi 牛奶").font(.system(size: size)))
    let clamped = try Self.measure(Text("Hi 牛奶").font(.system(size: Self.clampedFontSize(size))))
    #expect(bad.size == clamped.size)
    #expect(bad.size.width.isFinite && bad.size.height.isFinite && bad.size.width > 0)
    #expect(bad.issues.contains { $0.hasPrefix("Font size") || $0.hasPrefix("Invalid font size") }, "\(bad.issues)")
  }

  @Test("A text with a bad font size renders to PNG, SVG and PDF", arguments: [CGFloat.nan, .infinity, -1e300, 1e300])
  func badFontSizeRenders(_ size: CGFloat) throws {
    for result in try Self.renderAll(Text("Hi 🥛").font(.system(size: size)).frame(width: 200, height: 100)) {
      #expect(!result.bytes.isEmpty, "\(result.format)")
    }
  }

  @Test("Tracking, kerning and line spacing that are NaN or infinite count as 0, with a message", arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteSpacingIsZero(_ value: CGFloat) throws {
    let plain = try Self.measure(Text("Hello world").frame(width: 40))
    for (name, view) in [
      ("tracking", AnyView(Text("Hello world").tracking(value).frame(width: 40))),
      ("kerning", AnyView(Text("Hello world").kerning(value).frame(width: 40))),
      ("line spacing", AnyView(Text("Hello world").frame(width: 40).lineSpacing(value))),
    ] {
      let bad = try Self.measure(view)
      #expect(bad.size == plain.size, "\(name)")
      #expect(bad.issues.contains("Invalid \(name) (\(value)); using 0."), "\(name): \(bad.issues)")
    }
  }

  @Test("Huge tracking is clamped to 10,000 points and measures finite", arguments: [1e300, .greatestFiniteMagnitude] as [CGFloat])
  func hugeTrackingIsClamped(_ value: CGFloat) throws {
    let bad = try Self.measure(Text("abc").tracking(value))
    let clamped = try Self.measure(Text("abc").tracking(10_000))
    #expect(bad.size == clamped.size)
    #expect(bad.size.width.isFinite)
    #expect(bad.issues.contains { $0.hasPrefix("Tracking") && $0.contains("out of range") }, "\(bad.issues)")
  }

  @Test("Negative tracking beyond an em is clamped to minus the font size: text never runs backwards", arguments: [-30, -1e300, -.greatestFiniteMagnitude] as [CGFloat])
  func hugeNegativeTrackingIsClamped(_ value: CGFloat) throws {
    let bad = try Self.measure(Text("Hi 牛奶").tracking(value))
    let clamped = try Self.measure(Text("Hi 牛奶").tracking(-17))
    let plain = try Self.measure(Text("Hi 牛奶"))
    #expect(bad.size == clamped.size)
    #expect(bad.size.width < plain.size.width)
    #expect(bad.issues.contains { $0.contains("would run the text backwards; using -17.0.") }, "\(bad.issues)")
  }

  @Test("Tracking of 10,000 points makes lines wider than Pango's 2-million-point range, measured linearly")
  func trackingBeyondPangoUnitsMeasures() throws {
    func width(_ count: Int) throws -> CGFloat {
      try Self.measure(Text(String(repeating: "a", count: count)).tracking(10_000)).size.width
    }
    // 100 characters: 1 million points; 200 and 400: beyond what Pango's 32-bit units reach.
    let (hundred, twoHundred, fourHundred) = (try width(100), try width(200), try width(400))
    #expect(fourHundred > 3_990_000)
    let ratio = (fourHundred - twoHundred) / (twoHundred - hundred)
    #expect(abs(ratio - 2) < 0.001, "\(hundred), \(twoHundred), \(fourHundred)")
  }

  @Test("A corner radius that is NaN or infinite renders without a message or trap", arguments: [CGFloat.nan, .infinity, -1e300])
  func badCornerRadiusRenders(_ radius: CGFloat) throws {
    for result in try Self.renderAll(
      HStack {
        Color.red.frame(width: 20, height: 20).cornerRadius(radius)
        RoundedRectangle(cornerRadius: radius).fill(Color.blue).frame(width: 20, height: 20)
      })
    {
      #expect(!result.bytes.isEmpty)
    }
  }

  @Test("A 250,000-character line measures 250 times a 1,000-character one, not 0")
  func longLineMeasures() throws {
    let short = try Self.measure(Text(String(repeating: "abcd ", count: 200))).size.width
    let long = try Self.measure(Text(String(repeating: "abcd ", count: 50_000))).size.width
    #expect(long > 2_000_000)
    #expect(abs(long / short - 250) < 0.5, "\(short) → \(long)")
  }

  @Test("Measuring at a display scale that is subnormal, huge, NaN or infinite gives a finite size", arguments: [CGFloat.leastNonzeroMagnitude, 1e-310, 1e300, .greatestFiniteMagnitude, .nan, .infinity, 0, -1])
  func badDisplayScaleMeasuresFinite(_ scale: CGFloat) throws {
    for measurer in [try PangoTextMeasurer() as any TextMeasuring, FixedAdvanceTextMeasurer()] {
      let size = measurer.measure(
        TextLayoutRequest(runs: [TextRun(string: "Hello 牛奶", font: .body)], width: 40, height: nil, displayScale: scale)
      ).size
      #expect(size.width.isFinite && size.height.isFinite && size.width > 0, "\(type(of: measurer)): \(size)")
    }
  }

  @Test("A NUL character is dropped: the text after it is measured and drawn")
  func nulDoesNotEndTheText() throws {
    let withNul = try Self.measure(Text("abc\u{0}defgh"))
    let without = try Self.measure(Text("abcdefgh"))
    #expect(withNul.size == without.size)
    let renderer = ImageRenderer(content: Text("abc\u{0}defgh"))
    let other = ImageRenderer(content: Text("abcdefgh"))
    #expect(try renderer.pngData() == other.pngData())
  }

  // MARK: Colours and gradients

  @Test("Colours with NaN or infinite components render; a NaN hue is red, reported", arguments: badNumbers)
  func badColourComponentsRender(_ value: CGFloat) throws {
    let colours = [
      Color(red: Double(value), green: 0.5, blue: 0.5), Color(hue: Double(value), saturation: 1, brightness: 1),
      Color(white: Double(value)), Color(red: 0, green: 0, blue: 1, opacity: Double(value)),
    ]
    for colour in colours {
      #expect(colour.description.count == 9)
      for result in try Self.renderAll(
        HStack { colour.frame(width: 10, height: 10); Text("x").foregroundColor(colour) })
      {
        #expect(!result.bytes.isEmpty)
      }
    }
    if !value.isFinite {
      #expect(Color(hue: Double(value), saturation: 1, brightness: 1) == Color(hue: 0, saturation: 1, brightness: 1))
    }
  }

  @Test("A gradient stop at NaN is left out and reported; ±∞ is clamped to the ends", arguments: [CGFloat.nan, .infinity, -.infinity])
  func badGradientStop(_ location: CGFloat) throws {
    let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: location)]
    let views: [AnyView] = [
      AnyView(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)),
      AnyView(RadialGradient(gradient: Gradient(stops: stops), center: .center, startRadius: 0, endRadius: 20)),
      AnyView(AngularGradient(gradient: Gradient(stops: stops), center: .center)),
    ]
    for view in views {
      for result in try Self.renderAll(view.frame(width: 20, height: 20)) {
        #expect(!result.bytes.isEmpty)
        #expect(location.isNaN == result.issues.contains { $0.hasPrefix("Invalid gradient stop") }, "\(result.issues)")
      }
    }
  }

  // MARK: One view's bad value affects that view only

  /// A bad view beside a good one, and what the bad view must draw like; the message expected.
  struct Case: Sendable, CustomStringConvertible {
    let description: String
    let bad: @Sendable () -> AnyView
    let same: @Sendable () -> AnyView
    let message: String
  }

  nonisolated static var square: AnyView { AnyView(Color.red.frame(width: 20, height: 20)) }

  nonisolated static let cases: [Case] = [
    Case(
      description: "rotation by NaN", bad: { AnyView(square.rotationEffect(.radians(.nan))) },
      same: { AnyView(square) }, message: "Invalid rotation"),
    Case(
      description: "rotation by ∞", bad: { AnyView(square.rotationEffect(.degrees(.infinity))) },
      same: { AnyView(square) }, message: "Invalid rotation"),
    Case(
      description: "shadow offset NaN", bad: { AnyView(square.shadow(radius: 2, x: .nan, y: 1)) },
      same: { AnyView(square) }, message: "Invalid shadow"),
    Case(
      description: "shadow radius ∞", bad: { AnyView(square.shadow(radius: .infinity)) }, same: { AnyView(square) },
      message: "Invalid shadow"),
    Case(
      description: "shadow radius NaN", bad: { AnyView(square.shadow(radius: .nan)) }, same: { AnyView(square) },
      message: "Invalid shadow"),
    Case(
      description: "opacity NaN", bad: { AnyView(square.opacity(.nan)) }, same: { AnyView(square) },
      message: "Invalid opacity"),
    Case(
      description: "dash of zeros",
      bad: { AnyView(Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [0, 0])).frame(width: 20, height: 20)) },
      same: { AnyView(Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2)).frame(width: 20, height: 20)) },
      message: "Invalid dash pattern"),
    Case(
      description: "dash with a negative length",
      bad: { AnyView(Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [4, -1])).frame(width: 20, height: 20)) },
      same: { AnyView(Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2)).frame(width: 20, height: 20)) },
      message: "Invalid dash pattern"),
    Case(
      description: "dash with NaN",
      bad: { AnyView(Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [.nan, 2])).frame(width: 20, height: 20)) },
      same: { AnyView(Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2)).frame(width: 20, height: 20)) },
      message: "Invalid dash pattern"),
    Case(
      description: "line width NaN",
      bad: { AnyView(Circle().stroke(Color.blue, lineWidth: .nan).frame(width: 20, height: 20)) },
      same: { AnyView(Color.clear.frame(width: 20, height: 20)) }, message: "Trellis skipped drawing a stroke"),
    Case(
      description: "line width ∞",
      bad: { AnyView(Circle().stroke(Color.blue, lineWidth: .infinity).frame(width: 20, height: 20)) },
      same: { AnyView(Color.clear.frame(width: 20, height: 20)) }, message: "Trellis skipped drawing a stroke"),
  ]

  @Test("A bad value skips or sanitises its own view's item; the sibling is drawn and the rest is identical", arguments: cases)
  func badValueAffectsItsViewOnly(_ testCase: Case) throws {
    let withBad = try Self.renderAll(HStack { Color.green.frame(width: 20, height: 20); testCase.bad() })
    let expected = try Self.renderAll(HStack { Color.green.frame(width: 20, height: 20); testCase.same() })
    for (bad, good) in zip(withBad, expected) {
      // PDF and SVG of a group differ from a plain fill in how they are written, not drawn: compare PNG pixels.
      if bad.format == "png" { #expect(bad.bytes == good.bytes, "\(testCase)") }
      #expect(bad.issues.contains { $0.hasPrefix(testCase.message) }, "\(testCase) \(bad.format): \(bad.issues)")
    }
  }
}
