import CPangoCairo
import Foundation

/// A group of display-list items drawn to a bitmap in device coordinates, for the effects
/// Cairo has no operator for: blurs, colour matrices, projections with perspective, drawing
/// groups and `plusDarker`.
///
/// The items are first recorded (a Cairo recording surface, through the canvas's current
/// transform) so that Cairo measures the ink they cover; the bitmap covers that ink — grown by
/// a margin, cut to the clip — at `scale` pixels per device unit: 1 on a PNG, whose device
/// units are pixels, 3 on SVG and PDF, whose device units are points. Pixels are Cairo's
/// premultiplied ARGB.
final class CairoRaster {
  let surface: OpaquePointer
  /// The device-space rectangle the bitmap covers.
  let deviceRegion: CGRect
  /// Bitmap pixels per device unit.
  let scale: CGFloat
  let width: Int
  let height: Int

  /// The most pixels one bitmap may have (64 MiB): larger regions are drawn at a lower scale.
  static let maximumPixels: CGFloat = 16_777_216

  /// A transparent bitmap over `deviceRegion`, or `nil` when the region is empty.
  init?(deviceRegion region: CGRect, scale requested: CGFloat, canvas: CairoCanvas) {
    let region = region.standardized
    guard !region.isNull, !region.isInfinite, region.width.isFinite, region.height.isFinite,
      region.width >= 1 / requested, region.height >= 1 / requested
    else { return nil }
    var scale = requested
    if region.width * region.height * scale * scale > Self.maximumPixels {
      scale = (Self.maximumPixels / (region.width * region.height)).squareRoot()
    }
    let width = Int((region.width * scale).rounded(.up))
    let height = Int((region.height * scale).rounded(.up))
    guard width > 0, height > 0, width <= 32_767, height <= 32_767,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      RuntimeIssues.report("Trellis could not allocate a bitmap of \(region.size) for an effect; the view is left out.")
      return nil
    }
    self.surface = surface
    self.deviceRegion = region
    self.scale = scale
    self.width = width
    self.height = height
  }

  /// The items drawn to a bitmap covering their ink grown by `margin` device units, or exactly
  /// `region` (device units) when given, cut to the clip; `nil` when nothing is visible.
  convenience init?(
    canvas: CairoCanvas, items: [DisplayList.Item], margin: CGFloat = 0, region: CGRect? = nil, scale: CGFloat? = nil
  ) {
    let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
    defer { cairo_surface_destroy(recording) }
    let recorder = cairo_create(recording)!
    var matrix = cairo_matrix_t()
    cairo_get_matrix(canvas.cairo, &matrix)
    cairo_set_matrix(recorder, &matrix)
    CairoCanvas(
      cairo: recorder, engine: canvas.engine, deviceScale: canvas.deviceScale, imageScale: canvas.imageScale
    ).draw(items)
    cairo_destroy(recorder)
    var covered: CGRect
    if let region {
      covered = region
    } else {
      var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
      cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
      guard width > 0, height > 0 else { return nil }
      covered = CGRect(x: x, y: y, width: width, height: height).insetBy(dx: -margin, dy: -margin)
    }
    // By hand, not `CGRect.intersection`: inside another effect's recording surface the clip is
    // unbounded, and Foundation's intersection traps on the extents Cairo gives for it.
    let clip = canvas.deviceClipExtents()
    let (minX, minY) = (Swift.max(covered.minX, clip.minX), Swift.max(covered.minY, clip.minY))
    let (maxX, maxY) = (Swift.min(covered.maxX, clip.maxX), Swift.min(covered.maxY, clip.maxY))
    guard [minX, minY, maxX, maxY].allSatisfy(\.isFinite), maxX > minX, maxY > minY else { return nil }
    covered = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).integral
    let pixelsPerUnit = scale ?? canvas.imageScale / canvas.deviceScale
    self.init(deviceRegion: covered, scale: pixelsPerUnit, canvas: canvas)
    let context = cairo_create(surface)!
    cairo_scale(context, Double(self.scale), Double(self.scale))
    cairo_translate(context, -Double(covered.minX), -Double(covered.minY))
    cairo_set_source_surface(context, recording, 0, 0)
    cairo_paint(context)
    cairo_destroy(context)
  }

  deinit { cairo_surface_destroy(surface) }

  /// Draws the bitmap on the canvas, in device coordinates, under the canvas's clip.
  func paint(on canvas: CairoCanvas) {
    cairo_surface_mark_dirty(surface)
    let cairo = canvas.cairo
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_translate(cairo, Double(deviceRegion.minX), Double(deviceRegion.minY))
    cairo_scale(cairo, 1 / Double(scale), 1 / Double(scale))
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Calls `body` with the pixels, row by row (`stride` pixels a row), and marks them changed.
  func withPixels(_ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    // Invariant: the surface is ARGB32, four bytes a pixel, `height` rows of `stride` pixels.
    assert(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 && stride >= width)
    let data = cairo_image_surface_get_data(surface)!
    data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { body($0, stride) }
    cairo_surface_mark_dirty(surface)
  }

  // MARK: Filters

  /// Applies a colour matrix to every pixel's un-premultiplied components.
  func apply(_ matrix: ColorMatrix) {
    withPixels { pixels, stride in
      for y in 0..<height {
        for x in 0..<width {
          let index = y * stride + x
          let (r, g, b, a) = Self.unpremultiplied(pixels[index])
          let out = matrix.apply(red: r, green: g, blue: b, opacity: a)
          pixels[index] = Self.premultiplied(out.0, out.1, out.2, out.3)
        }
      }
    }
  }

  /// Makes every pixel opaque: its colour un-premultiplied, black where it was transparent.
  func makeOpaque() {
    withPixels { pixels, stride in
      for y in 0..<height {
        for x in 0..<width {
          let (r, g, b, _) = Self.unpremultiplied(pixels[y * stride + x])
          pixels[y * stride + x] = Self.premultiplied(r, g, b, 1)
        }
      }
    }
  }

  /// Puts black under every pixel: premultiplied colours stay, opacity becomes 1.
  func fillTransparentWithBlack() {
    withPixels { pixels, stride in
      for y in 0..<height {
        for x in 0..<width { pixels[y * stride + x] |= 0xFF00_0000 }
      }
    }
  }

  /// Blurs the bitmap by three box blurs approximating a Gaussian of `standardDeviation`
  /// pixels, as the W3C Filter Effects spec describes for feGaussianBlur: box size
  /// d = ⌊σ · 3√(2π) / 4 + 0.5⌋; for odd d three centred boxes, for even d two boxes of d
  /// offset half a pixel each way and one of d + 1. Outside the bitmap is transparent, or,
  /// when `clampingEdges`, the nearest edge pixel.
  func blur(standardDeviation sigma: CGFloat, clampingEdges: Bool) {
    let d = Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down))
    guard d > 1 else { return }
    let boxes: [(Int, Int)] =
      d % 2 == 1
      ? Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3)
      : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    withPixels { pixels, stride in
      var channels = (0..<4).map { channel in
        (0..<height).flatMap { y in
          (0..<width).map { x in Float((pixels[y * stride + x] >> UInt32(8 * channel)) & 0xFF) }
        }
      }
      for channel in 0..<4 {
        for (before, after) in boxes {
          Self.boxBlur(
            &channels[channel], count: width, lines: height, step: 1, lineStep: width, before, after, clampingEdges)
          Self.boxBlur(
            &channels[channel], count: height, lines: width, step: width, lineStep: 1, before, after, clampingEdges)
        }
      }
      for y in 0..<height {
        for x in 0..<width {
          var pixel: UInt32 = 0
          for channel in 0..<4 {
            let value = UInt32(Swift.min(Swift.max(channels[channel][y * width + x].rounded(), 0), 255))
            pixel |= value << UInt32(8 * channel)
          }
          pixels[y * stride + x] = pixel
        }
      }
    }
  }

  /// One box blur along lines of `values`: each value becomes the mean of the `before` values
  /// before it, itself and the `after` values after it.
  private static func boxBlur(
    _ values: inout [Float], count: Int, lines: Int, step: Int, lineStep: Int, _ before: Int, _ after: Int,
    _ clampingEdges: Bool
  ) {
    let size = Float(before + after + 1)
    var line = [Float](repeating: 0, count: count)
    for lineIndex in 0..<lines {
      let base = lineIndex * lineStep
      for index in 0..<count { line[index] = values[base + index * step] }
      func sample(_ index: Int) -> Float {
        if index >= 0 && index < count { return line[index] }
        return clampingEdges ? line[Swift.min(Swift.max(index, 0), count - 1)] : 0
      }
      // The first window's sum, in time linear in the line whatever the box's size: the
      // samples before and after the line are all zero, or all the nearest edge's value.
      let inside = Swift.max(0, Swift.min(after, count - 1) + 1)
      var sum: Float = 0
      for index in 0..<inside { sum += line[index] }
      if clampingEdges {
        sum += Float(before) * line[0] + Float(Swift.max(0, after - (count - 1))) * line[count - 1]
      }
      for index in 0..<count {
        values[base + index * step] = sum / size
        sum += sample(index + after + 1) - sample(index - before)
      }
    }
  }

  // MARK: Geometry

  /// Fills this bitmap from `source` through `inverse`, the map from this bitmap's device
  /// points back to the source's: each pixel the bilinear sample at its centre's preimage;
  /// points behind the eye (w ≤ 0) stay transparent.
  func resample(from source: CairoRaster, inverse: ProjectionTransform) {
    source.withPixels { sourcePixels, sourceStride in
      func sample(_ x: Int, _ y: Int, _ channel: Int) -> Float {
        guard x >= 0, y >= 0, x < source.width, y < source.height else { return 0 }
        return Float((sourcePixels[y * sourceStride + x] >> UInt32(8 * channel)) & 0xFF)
      }
      withPixels { pixels, stride in
        for y in 0..<height {
          for x in 0..<width {
            let point = CGPoint(
              x: deviceRegion.minX + (CGFloat(x) + 0.5) / scale, y: deviceRegion.minY + (CGFloat(y) + 0.5) / scale)
            let w = point.x * inverse.m13 + point.y * inverse.m23 + inverse.m33
            guard w > 0 else {
              pixels[y * stride + x] = 0
              continue
            }
            let mapped = point.applying(inverse)
            let u = Float((mapped.x - source.deviceRegion.minX) * source.scale - 0.5)
            let v = Float((mapped.y - source.deviceRegion.minY) * source.scale - 0.5)
            guard u.isFinite, v.isFinite, u > -1, v > -1, u < Float(source.width), v < Float(source.height) else {
              pixels[y * stride + x] = 0
              continue
            }
            let (x0, y0) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
            let (fx, fy) = (u - Float(x0), v - Float(y0))
            var pixel: UInt32 = 0
            for channel in 0..<4 {
              let top = sample(x0, y0, channel) * (1 - fx) + sample(x0 + 1, y0, channel) * fx
              let bottom = sample(x0, y0 + 1, channel) * (1 - fx) + sample(x0 + 1, y0 + 1, channel) * fx
              let value = UInt32(Swift.min(Swift.max((top * (1 - fy) + bottom * fy).rounded(), 0), 255))
              pixel |= value << UInt32(8 * channel)
            }
            pixels[y * stride + x] = pixel
          }
        }
      }
    }
  }

  // MARK: Blending

  /// Composites this bitmap (at 1 pixel per device unit) onto an image `target` with
  /// `plusDarker`: B = max(0, Cb + Cs − 1) through the W3C separable-blend formula
  /// (https://www.w3.org/TR/compositing-1/#blending), within `clip` (device units).
  func blendPlusDarker(into target: OpaquePointer, clip: CGRect) {
    cairo_surface_flush(target)
    var (offsetX, offsetY) = (0.0, 0.0)
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    let targetWidth = Int(cairo_image_surface_get_width(target))
    let targetHeight = Int(cairo_image_surface_get_height(target))
    let targetStride = Int(cairo_image_surface_get_stride(target)) / 4
    guard let data = cairo_image_surface_get_data(target) else { return }
    let area = deviceRegion.intersection(clip)
    guard !area.isNull else { return }
    withPixels { pixels, stride in
      data.withMemoryRebound(to: UInt32.self, capacity: targetStride * targetHeight) { destination in
        for y in 0..<height {
          for x in 0..<width {
            let deviceX = Int(deviceRegion.minX) + x
            let deviceY = Int(deviceRegion.minY) + y
            guard CGFloat(deviceX) >= area.minX.rounded(.down), CGFloat(deviceX) < area.maxX.rounded(.up),
              CGFloat(deviceY) >= area.minY.rounded(.down), CGFloat(deviceY) < area.maxY.rounded(.up)
            else { continue }
            let (tx, ty) = (deviceX + Int(offsetX), deviceY + Int(offsetY))
            guard tx >= 0, ty >= 0, tx < targetWidth, ty < targetHeight else { continue }
            let source = Self.unpremultiplied(pixels[y * stride + x])
            guard source.3 > 0 else { continue }
            let backdrop = Self.unpremultiplied(destination[ty * targetStride + tx])
            func mix(_ cs: Double, _ cb: Double) -> Double {
              let blended = Swift.max(0, cb + cs - 1)
              let composite = (1 - backdrop.3) * cs + backdrop.3 * blended
              return source.3 * composite + (1 - source.3) * backdrop.3 * cb
            }
            let alpha = source.3 + backdrop.3 * (1 - source.3)
            let (r, g, b) = (mix(source.0, backdrop.0), mix(source.1, backdrop.1), mix(source.2, backdrop.2))
            destination[ty * targetStride + tx] =
              alpha > 0 ? Self.premultiplied(r / alpha, g / alpha, b / alpha, alpha) : 0
          }
        }
      }
    }
    cairo_surface_mark_dirty(target)
  }

  // MARK: Pixels

  /// A premultiplied ARGB pixel as un-premultiplied components, 0...1.
  static func unpremultiplied(_ pixel: UInt32) -> (Double, Double, Double, Double) {
    let alpha = Double(pixel >> 24) / 255
    guard alpha > 0 else { return (0, 0, 0, 0) }
    func channel(_ shift: UInt32) -> Double { Swift.min(Double((pixel >> shift) & 0xFF) / 255 / alpha, 1) }
    return (channel(16), channel(8), channel(0), alpha)
  }

  /// Un-premultiplied components, 0...1, as a premultiplied ARGB pixel.
  static func premultiplied(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> UInt32 {
    func byte(_ value: Double) -> UInt32 { UInt32(Swift.min(Swift.max((value * 255).rounded(), 0), 255)) }
    return byte(alpha) << 24 | byte(red * alpha) << 16 | byte(green * alpha) << 8 | byte(blue * alpha)
  }
}
