import CPangoCairo
import Foundation

/// The runtime issues found while drawing one document: each reported once, to standard error
/// (and the current host's log, if any), and kept for ``ImageRenderer/runtimeIssues``.
final class RenderIssueLog {
  private(set) var messages: [String] = []

  func report(_ message: String) {
    guard !messages.contains(message) else { return }
    messages.append(message)
    RuntimeIssues.report(message)
  }
}

/// Draws a ``DisplayList`` on a Cairo context, whatever the surface: image (PNG), SVG or PDF.
///
/// All geometry stays in points; the context's transform carries the display scale. Text is
/// drawn with the same Pango layout configuration that measured it, so what is measured is
/// what is drawn.
///
/// A value Cairo cannot use — a NaN or infinite coordinate, angle, radius or offset, a dash
/// pattern of zeros or negatives — would put the whole context in an error state and fail the
/// render. Each item is checked before it is drawn instead: what cannot be drawn is skipped, an
/// effect that cannot be applied is left out, and a value that can be made usable (a colour
/// component, a gradient stop, a huge coordinate) is clamped; each is reported. One view's bad
/// value never affects its siblings.
final class CairoCanvas {
  let cairo: OpaquePointer
  let engine: TextEngine
  let issues: RenderIssueLog
  /// Pixels per point on the surface: the PNG's scale, 1 for SVG and PDF.
  let deviceScale: CGFloat
  /// Pixels per point images are decoded at: the PNG's scale, 3 for SVG and PDF.
  let imageScale: CGFloat
  /// How far from the origin a coordinate may be, in points: a million pixels, far outside any
  /// canvas, and well inside Cairo's 24.8 fixed-point range.
  let coordinateLimit: CGFloat

  init(cairo: OpaquePointer, engine: TextEngine, issues: RenderIssueLog, deviceScale: CGFloat, imageScale: CGFloat) {
    self.cairo = cairo
    self.engine = engine
    self.issues = issues
    self.deviceScale = deviceScale
    self.imageScale = imageScale
    coordinateLimit = 1_000_000 / deviceScale
  }

  /// The largest font size, in pixels, text is drawn at: FreeType's sizes are 16-bit.
  static let largestPixelSize: CGFloat = 16_384

  func draw(_ items: [DisplayList.Item]) {
    for item in items { draw(item) }
  }

  private func draw(_ item: DisplayList.Item) {
    switch item {
    case .fill(let path, let paint, let bounds, let evenOdd):
      guard let elements = usable(path, "a fill"), let source = source(paint, bounds: bounds, "a fill") else { return }
      addPath(elements)
      cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(source)
      cairo_fill(cairo)
    case .stroke(let path, let paint, let bounds, let style):
      guard let elements = usable(path, "a stroke"), let lineWidth = usableLineWidth(style.lineWidth),
        let source = source(paint, bounds: bounds, "a stroke")
      else { return }
      addPath(elements)
      cairo_set_line_width(cairo, Double(lineWidth))
      let (dash, phase) = usableDash(style)
      cairo_set_dash(cairo, dash, Int32(dash.count), phase)
      cairo_set_line_cap(cairo, Self.cairoCap(style.lineCap))
      cairo_set_line_join(cairo, Self.cairoJoin(style.lineJoin))
      cairo_set_miter_limit(cairo, usableMiterLimit(style.miterLimit))
      setSource(source)
      cairo_stroke(cairo)
    case .text(let request, let frame, let colors):
      guard isFinite(frame, "text") else { return }
      drawText(request, in: frame, colors: colors)
    case .symbol(let name, let frame, let color):
      guard isFinite(frame, "a symbol") else { return }
      drawSymbol(name, in: frame, color: color)
    case .image(let file, let frame):
      guard isFinite(frame, "an image") else { return }
      drawImage(file, in: frame)
    case .group(let items, let effect):
      drawGroup(items, effect: effect)
    }
  }

  // MARK: Checking values

  private func isFinite(_ rect: CGRect, _ what: String) -> Bool {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
      issues.report("Trellis skipped drawing \(what): its frame \(rect) is not finite.")
      return false
    }
    return true
  }

  /// A coordinate clamped to ±``coordinateLimit``.
  func clamped(_ value: CGFloat) -> Double {
    Double(Swift.min(Swift.max(value, -coordinateLimit), coordinateLimit))
  }

  func clamped(_ point: CGPoint) -> CGPoint { CGPoint(x: clamped(point.x), y: clamped(point.y)) }

  /// The path's elements with coordinates clamped, or `nil` (reported) when one is NaN or infinite.
  func usable(_ path: Path, _ what: String) -> [Path.Element]? {
    var elements: [Path.Element] = []
    elements.reserveCapacity(path.elements.count)
    func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    for element in path.elements {
      switch element {
      case .move(let point):
        guard finite(point) else { return reportPath(what) }
        elements.append(.move(to: clamped(point)))
      case .line(let point):
        guard finite(point) else { return reportPath(what) }
        elements.append(.line(to: clamped(point)))
      case .quadCurve(let point, let control):
        guard finite(point, control) else { return reportPath(what) }
        elements.append(.quadCurve(to: clamped(point), control: clamped(control)))
      case .curve(let point, let control1, let control2):
        guard finite(point, control1, control2) else { return reportPath(what) }
        elements.append(.curve(to: clamped(point), control1: clamped(control1), control2: clamped(control2)))
      case .closeSubpath:
        elements.append(.closeSubpath)
      }
    }
    return elements
  }

  private func reportPath(_ what: String) -> [Path.Element]? {
    issues.report("Trellis skipped drawing \(what): its path has a NaN or infinite coordinate.")
    return nil
  }

  private func usableLineWidth(_ width: CGFloat) -> CGFloat? {
    guard width.isFinite else {
      issues.report("Trellis skipped drawing a stroke: its line width \(width) is not finite.")
      return nil
    }
    guard width >= 0 else {
      issues.report("Trellis skipped drawing a stroke: its line width \(width) is negative.")
      return nil
    }
    return Swift.min(width, coordinateLimit)
  }

  /// Cairo's line cap for a CoreGraphics one.
  private static func cairoCap(_ cap: CGLineCap) -> cairo_line_cap_t {
    switch cap {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }

  /// Cairo's line join for a CoreGraphics one.
  private static func cairoJoin(_ join: CGLineJoin) -> cairo_line_join_t {
    switch join {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }

  /// A miter limit Cairo can use: NaN or infinite ones are reported and taken as CoreGraphics'
  /// default, 10; one below 1 bevels every join, as 1 does.
  private func usableMiterLimit(_ limit: CGFloat) -> Double {
    guard limit.isFinite else {
      issues.report("Invalid miter limit (\(limit)); using 10.")
      return 10
    }
    return Double(Swift.min(Swift.max(limit, 1), 1_000))
  }

  /// The dash pattern Cairo accepts: the style's, or none (a solid line, reported) when it has
  /// a negative, NaN or infinite length or adds up to nothing.
  private func usableDash(_ style: StrokeStyle) -> ([Double], Double) {
    guard !style.dash.isEmpty else { return ([], 0) }
    let lengths = style.dash.map { Double($0) }
    guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 }) else {
      issues.report(
        "Invalid dash pattern \(style.dash): dash lengths must be finite, not negative, and not all 0; drawing a solid line."
      )
      return ([], 0)
    }
    guard style.dashPhase.isFinite else {
      issues.report("Invalid dash phase (\(style.dashPhase)); using 0.")
      return (lengths, 0)
    }
    return (lengths, Double(style.dashPhase))
  }

  /// A colour Cairo can use: every component in 0...1 (NaN is 0), reported when one was not a number.
  func usable(_ color: Color.Resolved) -> Color.Resolved {
    let components = [color.red, color.green, color.blue, color.opacity]
    if components.contains(where: \.isNaN) {
      issues.report("Invalid colour \(components): a NaN component is drawn as 0.")
    }
    func clamp(_ value: Double) -> Double { value > 0 ? Swift.min(value, 1) : 0 }
    return Color.Resolved(
      red: clamp(color.red), green: clamp(color.green), blue: clamp(color.blue), opacity: clamp(color.opacity))
  }

  /// A gradient's stops Cairo can use: NaN locations dropped, the rest clamped into 0...1 and in order.
  private func usable(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
    if stops.contains(where: { $0.location.isNaN }) {
      issues.report("Invalid gradient stop location (nan); the stop is left out.")
    }
    let kept = stops.filter { !$0.location.isNaN }.map {
      DisplayList.GradientStop(color: usable($0.color), location: Swift.min(Swift.max($0.location, 0), 1))
    }
    // A stable sort: stops at one location keep their order, as a hard edge.
    return kept.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map { $0.element }
  }

  // MARK: Paths and paints

  func addPath(_ elements: [Path.Element]) {
    cairo_new_path(cairo)
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let point):
        cairo_move_to(cairo, Double(point.x), Double(point.y))
        current = point
      case .line(let point):
        cairo_line_to(cairo, Double(point.x), Double(point.y))
        current = point
      case .quadCurve(let point, let control):
        // A quadratic Bézier is the cubic whose controls are two thirds of the way to its control.
        let first = CGPoint(
          x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
        let second = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        cairo_curve_to(
          cairo, Double(first.x), Double(first.y), Double(second.x), Double(second.y), Double(point.x), Double(point.y))
        current = point
      case .curve(let point, let control1, let control2):
        cairo_curve_to(
          cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(point.x),
          Double(point.y))
        current = point
      case .closeSubpath:
        cairo_close_path(cairo)
      }
    }
  }

  /// A paint with every value checked: what Cairo is given as the source of a fill or stroke.
  private enum Source {
    case color(Color.Resolved)
    case linear([DisplayList.GradientStop], (Double, Double), (Double, Double))
    case radial([DisplayList.GradientStop], (Double, Double), Double, Double)
    case angular([DisplayList.GradientStop], (Double, Double), radius: Double, start: Double, end: Double)
  }

  /// The paint made usable, or `nil` (reported) when a gradient's geometry is not finite.
  private func source(_ paint: DisplayList.Paint, bounds: CGRect, _ what: String) -> Source? {
    if case .color(let color) = paint { return .color(usable(color)) }
    guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
      issues.report("Trellis skipped drawing \(what): the bounds \(bounds) of its gradient are not finite.")
      return nil
    }
    func point(_ unit: UnitPoint) -> (Double, Double)? {
      guard unit.x.isFinite, unit.y.isFinite else { return nil }
      return (clamped(bounds.minX + unit.x * bounds.width), clamped(bounds.minY + unit.y * bounds.height))
    }
    func skip(_ reason: String) -> Source? {
      issues.report("Trellis skipped drawing \(what): its gradient's \(reason) is not finite.")
      return nil
    }
    switch paint {
    case .color: return nil
    case .linearGradient(let stops, let start, let end):
      guard let from = point(start), let to = point(end) else { return skip("start or end point") }
      return .linear(usable(stops), from, to)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      guard let center = point(center) else { return skip("centre") }
      guard !startRadius.isNaN, !endRadius.isNaN else { return skip("radius") }
      func radius(_ value: CGFloat) -> Double { clamped(Swift.max(value, 0)) }
      return .radial(usable(stops), center, radius(startRadius), radius(endRadius))
    case .angularGradient(let stops, let center, let startAngle, let endAngle):
      guard let center = point(center) else { return skip("centre") }
      guard startAngle.radians.isFinite, endAngle.radians.isFinite else { return skip("angle") }
      return .angular(
        usable(stops), center, radius: clamped(hypot(bounds.width, bounds.height)), start: startAngle.radians,
        end: endAngle.radians)
    }
  }

  private func setSource(_ source: Source) {
    func addStops(_ pattern: OpaquePointer, _ stops: [DisplayList.GradientStop]) {
      for stop in stops {
        cairo_pattern_add_color_stop_rgba(
          pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.opacity)
      }
    }
    switch source {
    case .color(let color):
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
    case .linear(let stops, let (x0, y0), let (x1, y1)):
      let pattern = cairo_pattern_create_linear(x0, y0, x1, y1)!
      addStops(pattern, stops)
      cairo_set_source(cairo, pattern)
      cairo_pattern_destroy(pattern)
    case .radial(let stops, let (x, y), let startRadius, let endRadius):
      let pattern = cairo_pattern_create_radial(x, y, startRadius, x, y, endRadius)!
      addStops(pattern, stops)
      cairo_set_source(cairo, pattern)
      cairo_pattern_destroy(pattern)
    case .angular(let stops, let center, let radius, let start, let end):
      let pattern = ConicGradient.meshPattern(
        stops: stops, center: center, radius: radius, startAngle: start, endAngle: end)
      cairo_set_source(cairo, pattern)
      cairo_pattern_destroy(pattern)
    }
  }

  // MARK: Text and symbols

  /// Text gets one point of slack beyond its frame when it is laid out again for drawing: the
  /// frame was rounded to the pixel grid, and Pango's line breaking counts letter spacing after
  /// the last character, so the exact width could wrap (and elide) a line that measured as
  /// fitting. The slack is taken back from centred and trailing lines.
  private static let drawingSlack: CGFloat = 1

  private func drawText(_ request: TextLayoutRequest, in frame: CGRect, colors: [Color.Resolved]) {
    // Measurement reported what had to be replaced; drawing replaces it the same way, silently.
    var laidOut = request.sanitized().request
    let largest = laidOut.runs.map(\.font.pointSize).max() ?? 0
    guard largest * deviceScale <= Self.largestPixelSize else {
      issues.report(
        "Trellis skipped drawing text at \(largest) points: at \(deviceScale)× it would be larger than \(Self.largestPixelSize) pixels."
      )
      return
    }
    laidOut.width = frame.width + Self.drawingSlack
    let shift: CGFloat =
      switch request.alignment {
      case .leading: 0
      case .center: Self.drawingSlack / 2
      case .trailing: Self.drawingSlack
      }
    let scale = TextEngine.overflowScale(for: laidOut)
    guard scale == 1 else {
      // Lengths too large for Pango's units: lay out at 1/scale and draw magnified.
      cairo_save(cairo)
      defer { cairo_restore(cairo) }
      cairo_translate(cairo, clamped(frame.minX - shift), clamped(frame.minY))
      cairo_scale(cairo, Double(scale), Double(scale))
      engine.prepareForDrawing(on: cairo)
      engine.configure(for: laidOut, colors: colors, scale: scale)
      engine.align(request.alignment)
      cairo_move_to(cairo, 0, Double(engine.baselineOffsetFromSFPro() / scale))
      pango_cairo_show_layout(cairo, engine.layout)
      return
    }
    engine.prepareForDrawing(on: cairo)
    engine.configure(for: laidOut, colors: colors)
    engine.align(request.alignment)
    let offset = engine.baselineOffsetFromSFPro()
    cairo_move_to(cairo, clamped(frame.minX - shift), clamped(frame.minY + offset))
    pango_cairo_show_layout(cairo, engine.layout)
  }

  private func drawSymbol(_ name: String, in frame: CGRect, color: Color.Resolved) {
    guard let ligature = SymbolCatalog.ligature(for: name) else { return }
    let range = Font.pointSizeRange
    let pointSize = Swift.min(Swift.max(frame.height, range.lowerBound), range.upperBound)
    guard pointSize * deviceScale <= Self.largestPixelSize else {
      issues.report("Trellis skipped drawing the symbol \(name): at \(deviceScale)× it would be too large.")
      return
    }
    let color = usable(color)
    engine.prepareForDrawing(on: cairo)
    let size = engine.configureSymbol(ligature, pointSize: pointSize)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
    cairo_move_to(cairo, clamped(frame.midX - size.width / 2), clamped(frame.midY - size.height / 2))
    pango_cairo_show_layout(cairo, engine.layout)
  }

  private func drawImage(_ file: ImageFile, in frame: CGRect) {
    guard frame.width > 0, frame.height > 0 else { return }
    // Decoded at no more pixels than it covers; a side beyond the canvas counts as the canvas limit.
    func pixels(_ length: CGFloat) -> Int { Int(Swift.min((length * imageScale).rounded(.up), 32_767)) }
    let target = (width: pixels(frame.width), height: pixels(frame.height))
    guard let surface = ImageDecoder.surface(for: file, target: target, issues: issues) else { return }
    defer { cairo_surface_destroy(surface) }
    let width = Double(cairo_image_surface_get_width(surface))
    let height = Double(cairo_image_surface_get_height(surface))
    guard width > 0, height > 0 else { return }
    let (x, y) = (clamped(frame.minX), clamped(frame.minY))
    let (drawnWidth, drawnHeight) = (clamped(frame.width), clamped(frame.height))
    cairo_save(cairo)
    cairo_rectangle(cairo, x, y, drawnWidth, drawnHeight)
    cairo_clip(cairo)
    cairo_translate(cairo, x, y)
    cairo_scale(cairo, drawnWidth / width, drawnHeight / height)
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  // MARK: Effects

  private func drawGroup(_ items: [DisplayList.Item], effect: DisplayList.Effect) {
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    switch effect {
    case .opacity(let opacity):
      var alpha = opacity
      if alpha.isNaN {
        issues.report("Invalid opacity (nan); drawing the view opaque.")
        alpha = 1
      }
      cairo_push_group(cairo)
      draw(items)
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, Swift.min(Swift.max(alpha, 0), 1))
    case .clip(let path):
      guard let elements = usable(path, "the clip of a view") else {
        // The clip is left out: the view is drawn whole rather than not at all.
        draw(items)
        return
      }
      addPath(elements)
      cairo_clip(cairo)
      draw(items)
    case .rotation(let angle, let anchor):
      guard angle.radians.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
        issues.report("Invalid rotation (\(angle.radians) radians around \(anchor)); drawing the view unrotated.")
        draw(items)
        return
      }
      let (x, y) = (clamped(anchor.x), clamped(anchor.y))
      cairo_translate(cairo, x, y)
      cairo_rotate(cairo, angle.radians)
      cairo_translate(cairo, -x, -y)
      draw(items)
    case .shadow(let color, let radius, let offset):
      guard let (radius, offset) = usableShadow("shadow", radius: radius, offset: offset) else {
        draw(items)
        return
      }
      let content = groupPattern(items)
      defer { cairo_pattern_destroy(content) }
      drawShadow(of: content, color: usable(color), radius: radius, offset: offset)
      cairo_set_source(cairo, content)
      cairo_paint(cairo)
    default:
      drawEffect(effect, on: items)
    }
  }

  /// Paints the content's shape in the shadow colour, offset and softened: the mask is laid down
  /// at points spread over a disc of the blur radius, each with a share of the opacity, so the
  /// edge fades over the radius as a blur's would.
  ///
  /// With `whole`, each sample's share is rounded up to a whole step of 8-bit alpha, so that
  /// samples added together (`CAIRO_OPERATOR_ADD`) reach full opacity where they all cover.
  func drawShadow(
    of content: OpaquePointer, color: Color.Resolved, radius: CGFloat, offset: CGSize, whole: Bool = false
  ) {
    let rings = radius > 0 ? Int(Swift.min(4, radius.rounded(.up))) : 0
    var offsets: [(Double, Double)] = [(0, 0)]
    for ring in stride(from: 1, through: rings, by: 1) {
      let distance = Double(radius) * Double(ring) / Double(rings)
      let count = 8 * ring
      for step in 0..<count {
        let angle = 2 * Double.pi * Double(step) / Double(count)
        offsets.append((distance * cos(angle), distance * sin(angle)))
      }
    }
    let share =
      whole
      ? ((255 / Double(offsets.count)).rounded(.up) + 0.5) / 255 : color.opacity / Double(offsets.count)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, share)
    for (dx, dy) in offsets {
      cairo_save(cairo)
      cairo_translate(cairo, Double(offset.width) + dx, Double(offset.height) + dy)
      cairo_mask(cairo, content)
      cairo_restore(cairo)
    }
  }
}
