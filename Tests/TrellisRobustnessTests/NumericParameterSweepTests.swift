import Foundation
import Testing
import Trellis

/// Every public modifier, view and control that takes a number, given each value class a user
/// can write (NaN, ±∞, ±1e300, ±`.greatestFiniteMagnitude`, −0, ± the smallest subnormal): no
/// trap, every frame finite, the dump, trace and display list printable, PNG, SVG and PDF
/// rendered (or refused with a `RenderError`), and a runtime issue for a NaN or infinite value
/// where the row says one is due.
@MainActor
@Suite("Robustness: every numeric parameter swept with bad values")
struct NumericParameterSweepTests {
  /// The value classes swept.
  nonisolated static let values: [CGFloat] = [
    .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, -0.0,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
  ]

  /// One parameter: how to build a view with a value in it, and which values must be reported.
  struct Row: Sendable, CustomStringConvertible {
    let description: String
    let make: @Sendable (CGFloat) -> AnyView
    /// Whether `value` must leave a runtime issue (SwiftUI's own message where it logs one).
    let reports: @Sendable (CGFloat) -> Bool

    init(
      _ description: String, reports: @escaping @Sendable (CGFloat) -> Bool = { !$0.isFinite },
      _ make: @escaping @Sendable (CGFloat) -> some View
    ) {
      self.description = description
      self.make = { AnyView(make($0)) }
      self.reports = reports
    }
  }

  /// A value is NaN.
  nonisolated static let nanOnly: @Sendable (CGFloat) -> Bool = { $0.isNaN }
  /// Nothing is reported: SwiftUI's answer is well defined for every value.
  nonisolated static let never: @Sendable (CGFloat) -> Bool = { _ in false }

  nonisolated static var square: some View { Color.red.frame(width: 20, height: 20) }
  nonisolated static var text: Text { Text("Hi 牛奶 مرحبا 🥛") }

  nonisolated static let layoutRows: [Row] = [
    Row("frame(width:)", reports: { !$0.isFinite || $0 < 0 }) { v in Color.red.frame(width: v, height: 10) },
    Row("frame(height:)", reports: { !$0.isFinite || $0 < 0 }) { v in Color.red.frame(width: 10, height: v) },
    Row("frame(minWidth:)", reports: nanOnly) { v in Color.red.frame(minWidth: v) },
    Row("frame(idealWidth:)", reports: nanOnly) { v in Color.red.frame(idealWidth: v).fixedSize() },
    Row("frame(maxWidth:)", reports: nanOnly) { v in Color.red.frame(maxWidth: v) },
    Row("frame(minHeight:maxHeight:)", reports: nanOnly) { v in Color.red.frame(minHeight: v, maxHeight: v) },
    Row("padding(_:)") { v in square.padding(v) },
    Row("padding(.leading, _:)") { v in square.padding(.leading, v) },
    Row("padding(EdgeInsets)") { v in square.padding(EdgeInsets(top: v, leading: v, bottom: 0, trailing: v)) },
    Row("offset(x:y:)") { v in square.offset(x: v, y: v) },
    Row("offset(_:)") { v in square.offset(CGSize(width: v, height: 1)) },
    Row("position(x:y:)") { v in square.position(x: v, y: v) },
    Row("HStack(spacing:)") { v in
      HStack(spacing: v) {
        square; square
      }
    },
    Row("VStack(spacing:)") { v in
      VStack(spacing: v) {
        square; square
      }
    },
    Row("LazyVStack(spacing:)") { v in
      LazyVStack(spacing: v) {
        square; square
      }
    },
    Row("LazyHStack(spacing:)") { v in
      LazyHStack(spacing: v) {
        square; square
      }
    },
    Row("Grid(horizontalSpacing:verticalSpacing:)") { v in
      Grid(horizontalSpacing: v, verticalSpacing: v) {
        GridRow {
          square; square
        }; GridRow { square }
      }
    },
    Row("Spacer(minLength:)", reports: never) { v in
      HStack {
        square; Spacer(minLength: v); square
      }
    },
    Row("aspectRatio(_:contentMode: .fit)") { v in square.aspectRatio(v, contentMode: .fit).frame(width: 30, height: 40)
    },
    Row("aspectRatio(_:contentMode: .fill)") { v in
      Color.red.aspectRatio(v, contentMode: .fill).frame(width: 30, height: 40)
    },
    Row("aspectRatio(CGSize)") { v in Color.red.aspectRatio(CGSize(width: v, height: 1), contentMode: .fit) },
    Row("alignmentGuide") { v in
      HStack(alignment: .top) {
        square.alignmentGuide(.top) { _ in v }; square
      }
    },
    Row("layoutPriority", reports: never) { v in
      HStack {
        Text("a b c").layoutPriority(Double(v)); Text("d e f")
      }
    },
    Row("zIndex", reports: never) { v in
      ZStack {
        square.zIndex(Double(v)); Color.blue
      }
    },
    Row("ScrollView content frame", reports: { !$0.isFinite || $0 < 0 }) { v in
      ScrollView { Color.red.frame(width: 10, height: v) }
    },
  ]

  nonisolated static let drawingRows: [Row] = [
    Row("opacity", reports: nanOnly) { v in square.opacity(Double(v)) },
    Row("cornerRadius", reports: never) { v in square.cornerRadius(v) },
    Row("RoundedRectangle(cornerRadius:)", reports: never) { v in
      RoundedRectangle(cornerRadius: v).frame(width: 20, height: 20)
    },
    Row("UnevenRoundedRectangle", reports: never) { v in
      UnevenRoundedRectangle(topLeadingRadius: v, bottomTrailingRadius: v).frame(width: 20, height: 20)
    },
    Row("stroke(lineWidth:)", reports: { !$0.isFinite || $0 < 0 }) { v in Circle().stroke(Color.blue, lineWidth: v) },
    Row("strokeBorder(lineWidth:)", reports: { !$0.isFinite || $0 < 0 }) { v in
      Circle().strokeBorder(Color.blue, lineWidth: v)
    },
    Row("StrokeStyle(dash:dashPhase:)", reports: nanOnly) { v in
      Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [v, 2], dashPhase: v))
    },
    Row("border(_:width:)", reports: { !$0.isFinite || $0 < 0 }) { v in square.border(Color.blue, width: v) },
    Row("inset(by:)", reports: never) { v in Circle().inset(by: v).fill(Color.blue) },
    Row("trim(from:to:)", reports: nanOnly) { v in Circle().trim(from: v, to: 0.5).stroke(Color.blue) },
    Row("shadow(radius:)", reports: { $0.isNaN || $0 == .infinity }) { v in square.shadow(radius: v) },
    Row("shadow(x:y:)") { v in square.shadow(color: .black, radius: 2, x: v, y: v) },
    Row("rotationEffect") { v in square.rotationEffect(.degrees(v)) },
    Row("rotation3DEffect angle") { v in square.rotation3DEffect(.degrees(v), axis: (x: 0, y: 1, z: 0)) },
    Row("rotation3DEffect axis") { v in square.rotation3DEffect(.degrees(30), axis: (x: v, y: 1, z: 0)) },
    Row("rotation3DEffect perspective") { v in
      square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: v)
    },
    Row("scaleEffect(_:)", reports: { !$0.isFinite || abs($0) > 1e6 }) { v in square.scaleEffect(v) },
    Row("scaleEffect(x:y:)", reports: { !$0.isFinite || abs($0) > 1e6 }) { v in square.scaleEffect(x: v, y: 1) },
    Row("transformEffect", reports: { !$0.isFinite || abs($0) > 1e6 }) { v in
      square.transformEffect(CGAffineTransform(translationX: 1, y: 1).scaledBy(x: v, y: 1))
    },
    Row("projectionEffect", reports: { !$0.isFinite || abs($0) > 1e6 }) { v in
      square.projectionEffect(ProjectionTransform(CGAffineTransform(a: v, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
    },
    Row("blur(radius:)", reports: { !$0.isFinite || $0 < 0 }) { v in square.blur(radius: v) },
    Row("brightness") { v in square.brightness(Double(v)) },
    Row("contrast") { v in square.contrast(Double(v)) },
    Row("saturation") { v in square.saturation(Double(v)) },
    Row("grayscale", reports: nanOnly) { v in square.grayscale(Double(v)) },
    Row("hueRotation") { v in square.hueRotation(.degrees(v)) },
    Row("Color(red:green:blue:)", reports: nanOnly) { v in
      Color(red: Double(v), green: 0.5, blue: 0.5).frame(width: 20, height: 20)
    },
    Row("Color(white:opacity:)", reports: nanOnly) { v in
      Color(white: Double(v), opacity: Double(v)).frame(width: 20, height: 20)
    },
    Row("Color(hue:saturation:brightness:)") { v in
      Color(hue: Double(v), saturation: 1, brightness: 1).frame(width: 20, height: 20)
    },
    Row("Color.opacity", reports: nanOnly) { v in Color.red.opacity(Double(v)).frame(width: 20, height: 20) },
    Row("LinearGradient stop location", reports: nanOnly) { v in
      LinearGradient(
        stops: [.init(color: .red, location: v), .init(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom
      )
      .frame(width: 20, height: 20)
    },
    Row("LinearGradient start point", reports: never) { v in
      LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: v, y: 0), endPoint: .bottom)
        .frame(width: 20, height: 20)
    },
    Row("RadialGradient radius", reports: never) { v in
      RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: v).frame(width: 20, height: 20)
    },
    Row("AngularGradient angle", reports: never) { v in
      AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(v)).frame(width: 20, height: 20)
    },
  ]

  nonisolated static let textRows: [Row] = [
    Row("font(.system(size:))", reports: { !$0.isFinite || !(0.1...4096).contains($0) }) { v in
      text.font(.system(size: v))
    },
    Row("font(.custom(_:size:))", reports: { !$0.isFinite || !(0.1...4096).contains($0) }) { v in
      text.font(.custom("Inter", size: v))
    },
    Row("tracking", reports: { !$0.isFinite || abs($0) > 10_000 }) { v in text.tracking(v) },
    Row("kerning", reports: { !$0.isFinite || abs($0) > 10_000 }) { v in text.kerning(v) },
    Row("lineSpacing", reports: { !$0.isFinite || abs($0) > 10_000 }) { v in Text("a\nb").lineSpacing(v) },
  ]

  nonisolated static let controlRows: [Row] = [
    Row("Slider value") { v in Slider(value: .constant(Double(v)), in: 0...1) },
    Row("Slider range", reports: { $0.isInfinite }) { v in Slider(value: .constant(0.5), in: Self.range(Double(v), 1))
    },
    Row("Slider step", reports: { !$0.isFinite || $0 <= 0 }) { v in
      Slider(value: .constant(0.5), in: 0...1, step: Double(v))
    },
    Row("Stepper value", reports: { !$0.isFinite }) { v in Stepper("n", value: .constant(Double(v)), in: 0...10) },
    Row("Stepper step", reports: { !$0.isFinite || $0 <= 0 }) { v in
      Stepper("n", value: .constant(1.0), step: Double(v))
    },
    Row("ProgressView value", reports: { !$0.isFinite || $0 < 0 || $0 > 1 }) { v in ProgressView(value: Double(v)) },
    Row("ProgressView total", reports: { !$0.isFinite || $0 <= 0 || $0 < 0.5 }) { v in
      ProgressView(value: 0.5, total: Double(v))
    },
    Row("Gauge value", reports: { !$0.isFinite || $0 < 0 || $0 > 1 }) { v in Gauge(value: Double(v)) { Text("g") } },
    Row("Gauge range", reports: { $0.isInfinite }) { v in Gauge(value: 0.5, in: Self.range(Double(v), 1)) { Text("g") }
    },
    Row("DatePicker selection", reports: { !$0.isFinite }) { v in
      DatePicker("d", selection: .constant(Date(timeIntervalSinceReferenceDate: Double(v))))
    },
    Row("sheet detent .height", reports: nanOnly) { v in
      Color.red.sheet(isPresented: .constant(true)) { Text("s").presentationDetents([.height(v)]) }
    },
    Row("sheet detent .fraction", reports: nanOnly) { v in
      Color.red.sheet(isPresented: .constant(true)) { Text("s").presentationDetents([.fraction(v)]) }
    },
    Row("presentationCornerRadius", reports: { $0.isNaN || $0 == .infinity }) { v in
      Color.red.sheet(isPresented: .constant(true)) { Text("s").presentationCornerRadius(v) }
    },
  ]

  /// A range between `lower` and `upper`, in order: `...` traps on NaN and on bounds out of
  /// order even through `ClosedRange(uncheckedBounds:)` in a debug build, so NaN becomes 0 here
  /// (`SliderTests` and `StepperTests` cover reversed bounds).
  nonisolated static func range(_ lower: Double, _ upper: Double) -> ClosedRange<Double> {
    lower.isNaN ? 0...upper : Swift.min(lower, upper)...Swift.max(lower, upper)
  }

  nonisolated static let rows = layoutRows + drawingRows + textRows + controlRows

  /// Every row with every value class.
  nonisolated static let cases: [(Row, CGFloat)] = rows.flatMap { row in values.map { (row, $0) } }

  @Test("No trap, finite frames, every output, and a runtime issue where one is due", arguments: cases)
  func survives(_ row: Row, _ value: CGFloat) {
    let view = row.make(value).frame(width: 60, height: 60)
    let host = LayoutHost(view, size: CGSize(width: 100, height: 100), tracing: true)
    #expect(
      host.everyFrameIsFinite,
      "\(row) \(value): \(host.layoutFrames.filter { !($0.width.isFinite && $0.minX.isFinite) })")
    #expect(!host.dump().isEmpty)
    #expect(host.trace.map { !$0.description.isEmpty } ?? false)
    #expect(!host.displayList().description.isEmpty)
    if row.reports(value) {
      #expect(
        !host.runtimeIssues.isEmpty || Self.renderIssues(view).isEmpty == false, "\(row) \(value): no runtime issue")
    }
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    for format in ["png", "svg", "pdf"] {
      do {
        switch format {
        case "png": _ = try renderer.pngData()
        case "svg": _ = try renderer.svgString()
        default: _ = try renderer.pdfData()
        }
      } catch is RenderError {
        // A refusal with a reason is an answer; a crash or hang is not.
      } catch {
        Issue.record("\(row) \(value) \(format): \(error)")
      }
    }
  }

  /// The runtime issues a render of `view` gives (drawing reports what layout does not).
  static func renderIssues(_ view: some View) -> [String] {
    let renderer = ImageRenderer(content: view)
    _ = try? renderer.pngData()
    return renderer.runtimeIssues
  }

  @Test(
    "gridCellColumns of any Int, after another cell, lays out without a trap; spans past 10,000 columns are cut and reported",
    arguments: [Int.max, Int.min, 1_000_000_000, 10_001, 0, -1])
  func gridCellColumnsOfAnyInt(_ count: Int) {
    let host = LayoutHost(
      Grid {
        GridRow {
          Self.square; Self.square.gridCellColumns(count)
        }
      }, size: CGSize(width: 100, height: 100))
    #expect(host.everyFrameIsFinite)
    #expect(host.runtimeIssues.contains { $0.hasPrefix("gridCellColumns") } == (count > 9_999))
  }

  @Test(
    "A display scale beyond 0.001…10,000 is clamped and reported: frames stay finite, the dump has no NaN",
    arguments: [1e307, .greatestFiniteMagnitude, 1e-310, .leastNonzeroMagnitude] as [CGFloat])
  func absurdDisplayScaleIsClamped(_ scale: CGFloat) {
    let host = LayoutHost(
      VStack {
        Text("Hi 牛奶"); Color.red.frame(width: 10.3, height: 10.3)
      }, size: CGSize(width: 100, height: 100),
      displayScale: scale)
    #expect(host.everyFrameIsFinite)
    #expect(!host.dump().contains("nan"))
    #expect(host.runtimeIssues.contains { $0.contains("out of range") }, "\(host.runtimeIssues)")
  }

  @Test(
    "Lengths past Int's range print in exponent form in the dump instead of trapping",
    arguments: [1e20, 1e300] as [CGFloat])
  func hugeLengthsPrint(_ width: CGFloat) {
    let host = LayoutHost(Color.red.frame(width: width, height: 10), size: CGSize(width: 100, height: 100))
    #expect(host.dump().contains(width == 1e20 ? "1e+20" : "1e+300"))
  }
}
