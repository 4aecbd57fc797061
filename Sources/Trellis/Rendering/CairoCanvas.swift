import CPangoCairo
import Foundation

/// Draws a ``DisplayList`` on a Cairo context, whatever the surface: image (PNG), SVG or PDF.
///
/// All geometry stays in points; the context's transform carries the display scale. Text is
/// drawn with the same Pango layout configuration that measured it, so what is measured is
/// what is drawn.
///
/// The list it draws has been validated (`DisplayList/validated(deviceScale:)`): every value is
/// one Cairo can use — no NaN or infinite coordinate, angle, radius or offset, no dash pattern
/// of zeros or negatives, colours and gradient stops in range — so the canvas checks none.
/// What it reports is what only drawing finds: an image file that cannot be decoded, a bitmap
/// that cannot be allocated, a blend mode a vector surface cannot express.
final class CairoCanvas {
  let cairo: OpaquePointer
  let engine: TextEngine
  /// Pixels per point on the surface: the PNG's scale, 1 for SVG and PDF.
  let deviceScale: CGFloat
  /// Pixels per point images are decoded at: the PNG's scale, 3 for SVG and PDF.
  let imageScale: CGFloat
  /// How far from the origin a coordinate may be, in points: a million pixels, far outside any
  /// canvas, and well inside Cairo's 24.8 fixed-point range.
  let coordinateLimit: CGFloat

  init(cairo: OpaquePointer, engine: TextEngine, deviceScale: CGFloat, imageScale: CGFloat) {
    self.cairo = cairo
    self.engine = engine
    self.deviceScale = deviceScale
    self.imageScale = imageScale
    coordinateLimit = DisplayListValidation.coordinateLimit(deviceScale: deviceScale)
  }

  func draw(_ items: [DisplayList.Item]) {
    for item in items { draw(item) }
  }

  private func draw(_ item: DisplayList.Item) {
    switch item {
    case .fill(let path, let paint, let bounds, let evenOdd):
      addPath(path.elements)
      cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(source(paint, bounds: bounds))
      cairo_fill(cairo)
    case .stroke(let path, let paint, let bounds, let style):
      addPath(path.elements)
      cairo_set_line_width(cairo, Double(style.lineWidth))
      let dash = style.dash.map { Double($0) }
      cairo_set_dash(cairo, dash, Int32(dash.count), Double(style.dashPhase))
      cairo_set_line_cap(cairo, Self.cairoCap(style.lineCap))
      cairo_set_line_join(cairo, Self.cairoJoin(style.lineJoin))
      cairo_set_miter_limit(cairo, Double(style.miterLimit))
      setSource(source(paint, bounds: bounds))
      cairo_stroke(cairo)
    case .text(let request, let frame, let colors):
      drawText(request, in: frame, colors: colors)
    case .symbol(let name, let frame, let color, let weight):
      if let enclosed = EnclosedSymbol(name) {
        drawEnclosedSymbol(enclosed, in: frame, color: color, weight: weight)
      } else {
        drawSymbol(name, in: frame, color: color)
      }
    case .image(let file, let frame, let style):
      drawImage(file, in: frame, style: style)
    case .group(let items, let effect):
      drawGroup(items, effect: effect)
    }
  }

  // MARK: Coordinates

  /// A coordinate the canvas derives (a gradient's end point, text's origin) clamped to
  /// ±``coordinateLimit``: the list's own coordinates are clamped already.
  func clamped(_ value: CGFloat) -> Double {
    Double(Swift.min(Swift.max(value, -coordinateLimit), coordinateLimit))
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

  /// A paint in device terms: what Cairo is given as the source of a fill or stroke.
  private enum Source {
    case color(Color.Resolved)
    case linear([DisplayList.GradientStop], (Double, Double), (Double, Double))
    case radial([DisplayList.GradientStop], (Double, Double), Double, Double)
    case angular([DisplayList.GradientStop], (Double, Double), radius: Double, start: Double, end: Double)
  }

  /// The paint with a gradient laid out over `bounds`: its points in user space, clamped.
  private func source(_ paint: DisplayList.Paint, bounds: CGRect) -> Source {
    func point(_ unit: UnitPoint) -> (Double, Double) {
      (clamped(bounds.minX + unit.x * bounds.width), clamped(bounds.minY + unit.y * bounds.height))
    }
    switch paint {
    case .color(let color):
      return .color(color)
    case .linearGradient(let stops, let start, let end):
      return .linear(stops, point(start), point(end))
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      return .radial(stops, point(center), Double(startRadius), Double(endRadius))
    case .angularGradient(let stops, let center, let startAngle, let endAngle):
      return .angular(
        stops, point(center), radius: clamped(hypot(bounds.width, bounds.height)), start: startAngle.radians,
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
    // Validation replaced what measurement had replaced, and left out text too large to draw.
    var laidOut = request
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
    engine.prepareForDrawing(on: cairo)
    let size = engine.configureSymbol(ligature, pointSize: pointSize)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
    cairo_move_to(cairo, clamped(frame.midX - size.width / 2), clamped(frame.midY - size.height / 2))
    pango_cairo_show_layout(cairo, engine.layout)
  }

  /// Draws an image in its frame: as a template (its opacity filled with the tint) or as it is;
  /// a vector image as vectors unless it is rasterised as Xcode rasterises it; a bitmap stretched,
  /// tiled, or in nine parts around cap insets.
  private func drawImage(_ file: ImageFile, in frame: CGRect, style: DisplayList.ImageStyle) {
    let rect = CGRect(
      x: clamped(frame.minX), y: clamped(frame.minY), width: clamped(frame.width), height: clamped(frame.height))
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_set_antialias(cairo, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_clip(cairo)
    if style.tint != nil { cairo_push_group(cairo) }
    drawImageContent(file, in: rect, style: style)
    if let tint = style.tint {
      let content = cairo_pop_group(cairo)!
      defer { cairo_pattern_destroy(content) }
      cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.opacity)
      cairo_mask(cairo, content)
    }
  }

  private func drawImageContent(_ file: ImageFile, in rect: CGRect, style: DisplayList.ImageStyle) {
    let hasCaps = style.capInsets != EdgeInsets() || style.resizingMode == .tile
    if file.format.isVector && (!style.rasterizesVector || style.element != nil) && !hasCaps {
      if !VectorImage.draw(file, element: style.element, on: cairo, in: rect) {
        RuntimeIssues.report(
          "Image file '\(file.url.path)' could not be read as \(file.format.rawValue.uppercased()); it is drawn empty")
      }
      return
    }
    // A bitmap: decoded at no more pixels than it covers, or whole when it is cut in parts.
    func pixels(_ length: CGFloat) -> Int { Int(Swift.min((length * imageScale).rounded(.up), 32_767)) }
    let natural = (width: Int(file.pixelSize.width), height: Int(file.pixelSize.height))
    let surface: OpaquePointer?
    if file.format.isVector {
      // Rasterised at the image's own size at the display scale, as Xcode's build does.
      let size = ImageDecoder.decodedSize(
        natural: (pixels(file.size.width), pixels(file.size.height)), target: (32_767, 32_767))
      surface = VectorImage.rasterize(file, width: size.width, height: size.height)
      if surface == nil {
        RuntimeIssues.report(
          "Image file '\(file.url.path)' could not be read as \(file.format.rawValue.uppercased()); it is drawn empty")
      }
    } else {
      let target = hasCaps ? natural : (width: pixels(rect.width), height: pixels(rect.height))
      surface = ImageDecoder.surface(for: file, target: target)
    }
    guard let surface else { return }
    defer { cairo_surface_destroy(surface) }
    let width = Double(cairo_image_surface_get_width(surface))
    let height = Double(cairo_image_surface_get_height(surface))
    guard width > 0, height > 0 else { return }
    let filter = Self.filter(style.interpolation)
    guard hasCaps else {
      cairo_save(cairo)
      cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
      cairo_scale(cairo, Double(rect.width) / width, Double(rect.height) / height)
      cairo_set_source_surface(cairo, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cairo), filter)
      cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
      cairo_paint(cairo)
      cairo_restore(cairo)
      return
    }
    let slicing = NineSlice(
      imageSize: file.size, pixelSize: CGSize(width: width, height: height), frame: rect, capInsets: style.capInsets)
    for cell in slicing.cells {
      drawCell(cell, of: surface, tiled: style.resizingMode == .tile, filter: filter)
    }
  }

  /// Draws one part of a sliced image: its pixels, stretched to its frame or tiled across it at
  /// the image's size from the frame's origin.
  private func drawCell(_ cell: NineSlice.Cell, of surface: OpaquePointer, tiled: Bool, filter: cairo_filter_t) {
    let source = cell.source
    let (x, y) = (Int(source.minX.rounded()), Int(source.minY.rounded()))
    let (width, height) = (Int(source.width.rounded()), Int(source.height.rounded()))
    guard width > 0, height > 0, cell.destination.width > 0, cell.destination.height > 0,
      let part = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(part) }
    // The part's pixels, copied into a surface of their own so that stretching or repeating it
    // never samples its neighbours.
    let copier = cairo_create(part)!
    cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(copier, surface, Double(-x), Double(-y))
    cairo_paint(copier)
    cairo_destroy(copier)
    let destination = cell.destination
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_rectangle(
      cairo, Double(destination.minX), Double(destination.minY), Double(destination.width), Double(destination.height))
    cairo_clip(cairo)
    let pattern = cairo_pattern_create_for_surface(part)!
    defer { cairo_pattern_destroy(pattern) }
    // Pattern space is the part's pixels; user space is points.
    let scaleX = tiled && cell.tilesHorizontally ? cell.pixelsPerPoint.width : Double(width) / destination.width
    let scaleY = tiled && cell.tilesVertically ? cell.pixelsPerPoint.height : Double(height) / destination.height
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, scaleX, scaleY)
    cairo_matrix_translate(&matrix, -Double(destination.minX), -Double(destination.minY))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, filter)
    cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
    cairo_set_source(cairo, pattern)
    cairo_paint(cairo)
  }

  /// Cairo's filter for an interpolation: nearest for none, bilinear for low, good (the
  /// default) for medium, best for high.
  private static func filter(_ interpolation: Image.Interpolation?) -> cairo_filter_t {
    switch interpolation {
    case .none?: CAIRO_FILTER_NEAREST
    case .low?: CAIRO_FILTER_BILINEAR
    case .medium?, nil: CAIRO_FILTER_GOOD
    case .high?: CAIRO_FILTER_BEST
    }
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
      addPath(path.elements)
      cairo_clip(cairo)
      draw(items)
    case .rotation(let angle, let anchor):
      let (x, y) = (Double(anchor.x), Double(anchor.y))
      cairo_translate(cairo, x, y)
      cairo_rotate(cairo, angle.radians)
      cairo_translate(cairo, -x, -y)
      draw(items)
    case .shadow(let color, let radius, let offset):
      let content = groupPattern(items)
      defer { cairo_pattern_destroy(content) }
      drawDropShadow(of: content, color: color, radius: radius, offset: offset)
      cairo_set_source(cairo, content)
      cairo_paint(cairo)
    default:
      drawEffect(effect, on: items)
    }
  }

  /// Paints a drop shadow: the content's softened silhouette is gathered in a group of its own,
  /// each sample adding whole steps of 8-bit alpha, then painted once in the shadow's colour at
  /// its opacity. Painting each sample at its share of the opacity loses faint shadows: 0.3 over
  /// the 81 samples of a 10-point radius is less than one step of alpha, and nothing was drawn.
  ///
  /// SVG and PDF keep each sample's share as a real number, so there the samples are painted
  /// directly and stay vectors (Cairo rasterizes the adding operator).
  func drawDropShadow(of content: OpaquePointer, color: Color.Resolved, radius: CGFloat, offset: CGSize) {
    guard cairo_surface_get_type(cairo_get_group_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE else {
      drawShadow(of: content, color: color, radius: radius, offset: offset)
      return
    }
    let silhouette = softenedSilhouette(of: content, radius: radius, offset: offset)
    defer { cairo_pattern_destroy(silhouette) }
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
    cairo_mask(cairo, silhouette)
  }

  /// The content's offset, softened silhouette as a pattern the caller destroys: opaque where
  /// every sample covers, its samples added so that it is whole inside.
  func softenedSilhouette(of content: OpaquePointer, radius: CGFloat, offset: CGSize) -> OpaquePointer {
    cairo_push_group(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
    drawShadow(
      of: content, color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1), radius: radius, offset: offset,
      whole: true)
    return cairo_pop_group(cairo)!
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
