import CPangoCairo
import Foundation

// The effects beyond opacity, clipping, rotation and drop shadows: transforms, projections,
// blurs, colour filters, blend modes, compositing and drawing groups, masks and inner
// shadows. Those Cairo has operators for stay vectors in SVG and PDF; the per-pixel ones
// (blur, colour filters, projections with perspective, drawing groups, plusDarker) draw the
// group to a bitmap first (`CairoRaster`), at the PNG's scale or at 3× in SVG and PDF.

extension CairoCanvas {
  /// Draws `items` through `effect`, inside the group's `cairo_save`.
  func drawEffect(_ effect: DisplayList.Effect, on items: [DisplayList.Item]) {
    switch effect {
    case .opacity, .clip, .rotation, .shadow:
      // Drawn by `drawGroup` itself.
      draw(items)
    case .innerShadow(let color, let radius, let offset):
      drawInnerShadow(items, color: color, radius: radius, offset: offset)
    case .transform(let transform):
      drawTransformed(items, by: transform)
    case .projection(let projection):
      if projection.isAffine {
        drawTransformed(items, by: projection.affine)
      } else {
        drawProjected(items, through: projection)
      }
    case .blur(let radius, let opaque, let bounds):
      drawBlurred(items, radius: radius, opaque: opaque, bounds: bounds)
    case .colorFilter(let filter):
      drawFiltered(items, by: filter)
    case .blendMode(let mode):
      drawBlended(items, mode: mode)
    case .compositingGroup:
      cairo_push_group(cairo)
      draw(items)
      cairo_pop_group_to_source(cairo)
      cairo_paint(cairo)
    case .drawingGroup(let opaque, let bounds):
      drawOffscreen(items, opaque: opaque, bounds: bounds)
    case .mask(let mask):
      drawMasked(items, by: mask)
    }
  }

  // MARK: Geometry

  /// Draws the items through an affine transform: finite, invertible and within the coordinate
  /// limit, as validation leaves every transform it keeps.
  private func drawTransformed(_ items: [DisplayList.Item], by t: CGAffineTransform) {
    var matrix = cairo_matrix_t(
      xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    cairo_transform(cairo, &matrix)
    draw(items)
  }

  /// Draws the items as a bitmap mapped through a projective transform (perspective), pixel
  /// by pixel with bilinear sampling: Cairo's own transforms are affine.
  private func drawProjected(_ items: [DisplayList.Item], through projection: ProjectionTransform) {
    guard let source = CairoRaster(canvas: self, items: items) else { return }
    // The transform in device coordinates: device → user, the projection, user → device.
    let user = currentMatrix()
    let toDevice = ProjectionTransform(user)
    let device = toDevice.inverted().concatenating(projection).concatenating(toDevice)
    var inverse = device
    guard inverse.invert() else { return }
    // Where the bitmap's corners land, in device pixels; corners behind the eye leave the clip.
    let region = source.deviceRegion
    let corners = [
      CGPoint(x: region.minX, y: region.minY), CGPoint(x: region.maxX, y: region.minY),
      CGPoint(x: region.minX, y: region.maxY), CGPoint(x: region.maxX, y: region.maxY),
    ]
    let clip = deviceClipExtents()
    var target: CGRect
    if corners.allSatisfy({ $0.x * device.m13 + $0.y * device.m23 + device.m33 > 0 }) {
      let mapped = corners.map { $0.applying(device) }
      target = CGRect(
        x: mapped.map(\.x).min()!, y: mapped.map(\.y).min()!,
        width: mapped.map(\.x).max()! - mapped.map(\.x).min()!, height: mapped.map(\.y).max()! - mapped.map(\.y).min()!)
      target = target.intersection(clip)
    } else {
      target = clip
    }
    guard let output = CairoRaster(deviceRegion: target, scale: source.scale, canvas: self) else { return }
    output.resample(from: source, inverse: inverse)
    output.paint(on: self)
  }

  /// The context's current user-to-device matrix.
  func currentMatrix() -> CGAffineTransform {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    return CGAffineTransform(
      a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy), d: CGFloat(matrix.yy),
      tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0))
  }

  /// The current clip's extents, in device coordinates.
  func deviceClipExtents() -> CGRect {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(currentMatrix())
  }

  // MARK: Pixels

  /// The widest blur, as a standard deviation in bitmap pixels, computed at the bitmap's full
  /// resolution; wider ones are computed on a coarser bitmap.
  static let finestBlurDeviation: CGFloat = 64

  /// Blurs the items: three box blurs approximating a Gaussian of standard deviation
  /// `radius` (W3C Filter Effects, feGaussianBlur), on a bitmap grown by three radii.
  private func drawBlurred(_ items: [DisplayList.Item], radius: CGFloat, opaque: Bool, bounds: CGRect) {
    let scale = sqrt(abs(currentMatrix().a * currentMatrix().d - currentMatrix().b * currentMatrix().c))
    let deviceRadius = Swift.min(radius * scale, 2_000)
    let userBounds = bounds.applying(currentMatrix())
    // A wide blur leaves no detail finer than a fraction of its deviation: past
    // `finestBlurDeviation` pixels it is computed on a coarser bitmap with the same deviation
    // in points, so that its cost stays that of a small blur (a full-screen blur of radius
    // 1e9 took minutes at 3×).
    let pixelsPerUnit = imageScale / deviceScale
    let bitmapScale = Swift.min(pixelsPerUnit, Self.finestBlurDeviation / Swift.max(deviceRadius, 1e-9))
    let raster: CairoRaster?
    if opaque {
      raster = CairoRaster(canvas: self, items: items, region: userBounds, scale: bitmapScale)
    } else {
      raster = CairoRaster(canvas: self, items: items, margin: 3 * deviceRadius, scale: bitmapScale)
    }
    guard let raster else { return }
    raster.blur(standardDeviation: deviceRadius * raster.scale, clampingEdges: opaque)
    if opaque { raster.makeOpaque() }
    raster.paint(on: self)
  }

  /// Passes every pixel of the items through the filter's colour matrix.
  private func drawFiltered(_ items: [DisplayList.Item], by filter: ColorFilter) {
    let matrix = filter.matrix
    guard let raster = CairoRaster(canvas: self, items: items) else { return }
    raster.apply(matrix)
    raster.paint(on: self)
  }

  /// Draws the items to a bitmap, then the bitmap: black under the content when `opaque`.
  private func drawOffscreen(_ items: [DisplayList.Item], opaque: Bool, bounds: CGRect) {
    let raster =
      opaque
      ? CairoRaster(canvas: self, items: items, region: bounds.applying(currentMatrix()))
      : CairoRaster(canvas: self, items: items)
    guard let raster else { return }
    if opaque { raster.fillTransparentWithBlack() }
    raster.paint(on: self)
  }

  // MARK: Compositing

  /// Composites the items onto what is behind with a blend mode: Cairo's operator of the
  /// same formula, or, for `plusDarker`, a per-pixel blend on a bitmap target.
  private func drawBlended(_ items: [DisplayList.Item], mode: BlendMode) {
    if mode == .plusDarker {
      drawPlusDarker(items)
      return
    }
    cairo_push_group(cairo)
    draw(items)
    cairo_pop_group_to_source(cairo)
    cairo_set_operator(cairo, Self.cairoOperator(mode))
    cairo_paint(cairo)
  }

  /// Cairo's operator for a blend mode; `plusDarker` has none.
  static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }

  /// `plusDarker`: on a bitmap target, each pixel blended as `max(0, S + D − 1)` through the
  /// W3C separable-blend compositing formula; on SVG and PDF, `multiply`, reported.
  private func drawPlusDarker(_ items: [DisplayList.Item]) {
    let target = cairo_get_group_target(cairo)!
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      let source = CairoRaster(canvas: self, items: items, scale: 1)
    else {
      RuntimeIssues.report(
        "blendMode(.plusDarker) is drawn as .multiply in SVG and PDF: Cairo has no plus-darker operator.")
      cairo_push_group(cairo)
      draw(items)
      cairo_pop_group_to_source(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_MULTIPLY)
      cairo_paint(cairo)
      return
    }
    source.blendPlusDarker(into: target, clip: deviceClipExtents())
  }

  /// Draws the items where the mask's items are opaque, weighted by their opacity.
  private func drawMasked(_ items: [DisplayList.Item], by mask: [DisplayList.Item]) {
    let content = groupPattern(items)
    defer { cairo_pattern_destroy(content) }
    let maskPattern = groupPattern(mask)
    defer { cairo_pattern_destroy(maskPattern) }
    cairo_set_source(cairo, content)
    cairo_mask(cairo, maskPattern)
  }

  /// Draws the items, then, inside their shape, the shadow their edges cast: the colour
  /// everywhere the items' offset, softened copy is not, masked by the items themselves.
  private func drawInnerShadow(_ items: [DisplayList.Item], color: Color.Resolved, radius: CGFloat, offset: CGSize) {
    let content = groupPattern(items)
    defer { cairo_pattern_destroy(content) }
    cairo_set_source(cairo, content)
    cairo_paint(cairo)
    let silhouette = softenedSilhouette(of: content, radius: radius, offset: offset)
    defer { cairo_pattern_destroy(silhouette) }
    // The shadow: the colour everywhere the silhouette is not.
    cairo_push_group(cairo)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 1)
    cairo_paint(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
    cairo_set_source(cairo, silhouette)
    cairo_paint(cairo)
    let shadow = cairo_pop_group(cairo)!
    defer { cairo_pattern_destroy(shadow) }
    // Kept only inside the content, at the shadow colour's opacity.
    cairo_push_group(cairo)
    cairo_set_source(cairo, shadow)
    cairo_mask(cairo, content)
    cairo_pop_group_to_source(cairo)
    cairo_paint_with_alpha(cairo, color.opacity)
  }

  // MARK: Helpers

  /// The items drawn in a group of their own, as a pattern the caller destroys.
  func groupPattern(_ items: [DisplayList.Item]) -> OpaquePointer {
    cairo_push_group(cairo)
    draw(items)
    return cairo_pop_group(cairo)!
  }
}
