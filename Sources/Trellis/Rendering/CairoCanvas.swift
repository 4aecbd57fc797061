import CPangoCairo
import Foundation

/// Draws a ``DisplayList`` on a Cairo context, whatever the surface: image (PNG), SVG or PDF.
///
/// All geometry stays in points; the context's transform carries the display scale. Text is
/// drawn with the same Pango layout configuration that measured it, so what is measured is
/// what is drawn.
struct CairoCanvas {
  let cairo: OpaquePointer
  let engine: TextEngine

  func draw(_ items: [DisplayList.Item]) {
    for item in items { draw(item) }
  }

  private func draw(_ item: DisplayList.Item) {
    switch item {
    case .fill(let path, let paint, let bounds, let evenOdd):
      addPath(path)
      cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(paint, bounds: bounds)
      cairo_fill(cairo)
    case .stroke(let path, let paint, let bounds, let style):
      addPath(path)
      cairo_set_line_width(cairo, Double(style.lineWidth))
      let dash = style.dash.map(Double.init)
      cairo_set_dash(cairo, dash, Int32(dash.count), Double(style.dashPhase))
      setSource(paint, bounds: bounds)
      cairo_stroke(cairo)
    case .text(let request, let frame, let colors):
      drawText(request, in: frame, colors: colors)
    case .symbol(let name, let frame, let color):
      drawSymbol(name, in: frame, color: color)
    case .image(let file, let frame):
      drawImage(file, in: frame)
    case .group(let items, let effect):
      drawGroup(items, effect: effect)
    }
  }

  // MARK: Paths and paints

  private func addPath(_ path: Path) {
    cairo_new_path(cairo)
    var current = CGPoint.zero
    for element in path.elements {
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

  private func setSource(_ paint: DisplayList.Paint, bounds: CGRect) {
    func point(_ unit: UnitPoint) -> (Double, Double) {
      (Double(bounds.minX + unit.x * bounds.width), Double(bounds.minY + unit.y * bounds.height))
    }
    func addStops(_ pattern: OpaquePointer, _ stops: [DisplayList.GradientStop]) {
      for stop in stops {
        cairo_pattern_add_color_stop_rgba(
          pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.opacity)
      }
    }
    switch paint {
    case .color(let color):
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
    case .linearGradient(let stops, let start, let end):
      let (x0, y0) = point(start)
      let (x1, y1) = point(end)
      let pattern = cairo_pattern_create_linear(x0, y0, x1, y1)!
      addStops(pattern, stops)
      cairo_set_source(cairo, pattern)
      cairo_pattern_destroy(pattern)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      let (x, y) = point(center)
      let pattern = cairo_pattern_create_radial(x, y, Double(startRadius), x, y, Double(endRadius))!
      addStops(pattern, stops)
      cairo_set_source(cairo, pattern)
      cairo_pattern_destroy(pattern)
    case .angularGradient(let stops, let center, let startAngle, let endAngle):
      let pattern = ConicGradient.meshPattern(
        stops: stops, center: point(center), radius: Double(hypot(bounds.width, bounds.height)),
        startAngle: startAngle.radians, endAngle: endAngle.radians)
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
    engine.prepareForDrawing(on: cairo)
    var laidOut = request
    laidOut.width = frame.width + Self.drawingSlack
    engine.configure(for: laidOut, colors: colors)
    engine.align(request.alignment)
    let shift: CGFloat =
      switch request.alignment {
      case .leading: 0
      case .center: Self.drawingSlack / 2
      case .trailing: Self.drawingSlack
      }
    let offset = engine.baselineOffsetFromSFPro()
    cairo_move_to(cairo, Double(frame.minX - shift), Double(frame.minY + offset))
    pango_cairo_show_layout(cairo, engine.layout)
  }

  private func drawSymbol(_ name: String, in frame: CGRect, color: Color.Resolved) {
    guard let ligature = SymbolCatalog.ligature(for: name) else { return }
    engine.prepareForDrawing(on: cairo)
    let size = engine.configureSymbol(ligature, pointSize: frame.height)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
    cairo_move_to(
      cairo, Double(frame.midX - size.width / 2), Double(frame.midY - size.height / 2))
    pango_cairo_show_layout(cairo, engine.layout)
  }

  private func drawImage(_ file: ImageFile, in frame: CGRect) {
    guard frame.width > 0, frame.height > 0, let surface = ImageDecoder.surface(for: file) else { return }
    defer { cairo_surface_destroy(surface) }
    let width = Double(cairo_image_surface_get_width(surface))
    let height = Double(cairo_image_surface_get_height(surface))
    guard width > 0, height > 0 else { return }
    cairo_save(cairo)
    cairo_rectangle(cairo, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
    cairo_clip(cairo)
    cairo_translate(cairo, Double(frame.minX), Double(frame.minY))
    cairo_scale(cairo, Double(frame.width) / width, Double(frame.height) / height)
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
      cairo_push_group(cairo)
      draw(items)
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, opacity)
    case .clip(let path):
      addPath(path)
      cairo_clip(cairo)
      draw(items)
    case .rotation(let angle, let anchor):
      cairo_translate(cairo, Double(anchor.x), Double(anchor.y))
      cairo_rotate(cairo, angle.radians)
      cairo_translate(cairo, -Double(anchor.x), -Double(anchor.y))
      draw(items)
    case .shadow(let color, let radius, let offset):
      cairo_push_group(cairo)
      draw(items)
      let content = cairo_pop_group(cairo)!
      defer { cairo_pattern_destroy(content) }
      drawShadow(of: content, color: color, radius: radius, offset: offset)
      cairo_set_source(cairo, content)
      cairo_paint(cairo)
    }
  }

  /// Paints the content's shape in the shadow colour, offset and softened: the mask is laid down
  /// at points spread over a disc of the blur radius, each with a share of the opacity, so the
  /// edge fades over the radius as a blur's would.
  private func drawShadow(of content: OpaquePointer, color: Color.Resolved, radius: CGFloat, offset: CGSize) {
    let rings = radius > 0 ? Swift.max(1, Swift.min(4, Int(radius.rounded(.up)))) : 0
    var offsets: [(Double, Double)] = [(0, 0)]
    for ring in stride(from: 1, through: rings, by: 1) {
      let distance = Double(radius) * Double(ring) / Double(rings)
      let count = 8 * ring
      for step in 0..<count {
        let angle = 2 * Double.pi * Double(step) / Double(count)
        offsets.append((distance * cos(angle), distance * sin(angle)))
      }
    }
    let share = color.opacity / Double(offsets.count)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, share)
    for (dx, dy) in offsets {
      cairo_save(cairo)
      cairo_translate(cairo, Double(offset.width) + dx, Double(offset.height) + dy)
      cairo_mask(cairo, content)
      cairo_restore(cairo)
    }
  }
}
