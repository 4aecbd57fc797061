import CPangoCairo
import Foundation

/// A Cairo image surface read from PNG bytes in memory; `nil` when Cairo cannot read them.
///
/// The caller owns the surface and destroys it with `cairo_surface_destroy`.
func surfaceFromPNG(_ data: Data) -> OpaquePointer? {
  var reader = PNGReader(data: data)
  // Cairo calls `readPNG` only inside this call, so the pointer to `reader` is valid when it does.
  let surface = withUnsafeMutablePointer(to: &reader) { pointer in
    cairo_image_surface_create_from_png_stream(readPNG, pointer)
  }
  guard let surface else { return nil }
  guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
    cairo_surface_destroy(surface)
    return nil
  }
  return surface
}

/// A PNG decoded by Cairo into 32-bit pixels: premultiplied ARGB in native byte order.
///
/// For comparing pictures in tests (`TrellisTesting`, the render snapshot tests); drawing
/// uses the Cairo surface directly.
package struct DecodedPNG {
  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// One value a pixel, row after row, without padding.
  package let pixels: [UInt32]

  /// Decodes `data`; `nil` when Cairo cannot read it.
  package init?(_ data: Data) {
    guard let surface = surfaceFromPNG(data) else { return nil }
    defer { cairo_surface_destroy(surface) }
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
    cairo_surface_flush(surface)
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let base = cairo_image_surface_get_data(surface) else {
      guard width == 0 || height == 0 else { return nil }
      pixels = []
      return
    }
    // RGB24 leaves the top byte undefined: treat it as opaque.
    let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for row in 0..<height {
      let line = UnsafeRawPointer(base + row * stride)
      for column in 0..<width {
        pixels.append(line.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self) | opaque)
      }
    }
    self.pixels = pixels
  }

  /// An image of `width` × `height` pixels, premultiplied ARGB, row after row.
  package init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(pixels.count == width * height, "one pixel a position")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The image encoded as PNG (`PNGEncoder`); `nil` for an empty image or when Cairo fails.
  package func pngData() -> Data? {
    guard width > 0, height > 0 else { return nil }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let base = cairo_image_surface_get_data(surface)
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    // Invariant of the stores: every pixel lies in the surface's `stride × height` bytes.
    assert(stride >= width * 4, "a row of the surface holds the image's row")
    for row in 0..<height {
      for column in 0..<width {
        (UnsafeMutableRawPointer(base) + row * stride + column * 4).storeBytes(
          of: pixels[row * width + column], as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface)
    return try? PNGEncoder.encode(surface)
  }
}

/// The read position in PNG bytes handed to Cairo.
private struct PNGReader {
  let data: Data
  var offset = 0
}

/// Cairo's read callback: copies the next `length` bytes, or fails at the end of the data.
private func readPNG(
  _ closure: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
  guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
  // Invariant: the closure pointer is the `PNGReader` `surfaceFromPNG` passes, its only caller.
  let reader = closure.assumingMemoryBound(to: PNGReader.self)
  let count = Int(length)
  guard reader.pointee.offset + count <= reader.pointee.data.count else { return CAIRO_STATUS_READ_ERROR }
  let start = reader.pointee.data.startIndex + reader.pointee.offset
  reader.pointee.data.copyBytes(to: buffer, from: start..<(start + count))
  reader.pointee.offset += count
  return CAIRO_STATUS_SUCCESS
}
