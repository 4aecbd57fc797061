import CPNG
import CPangoCairo
import Foundation

/// Encodes a Cairo image surface as PNG with libpng, set for speed.
///
/// Cairo's `cairo_surface_write_to_png_stream` leaves libpng at its defaults: zlib level 6 and
/// every filter tried on every row, about 100 ms of CPU for a 1170 × 2532 screen. These are
/// the settings of libpng's own fast mode (`PNG_IMAGE_FLAG_FAST` in `pngwrite.c`: zlib level 3,
/// no filter), about 18 ms for the same screen, with files about a fifth larger
/// (Benchmarks/README.md, "Pictures").
///
/// The pixels are Cairo's: RGB when every pixel is opaque, otherwise straight-alpha RGBA
/// unpremultiplied with Cairo's own rounding, and the same white `bKGD` chunk, so a decoder
/// reads exactly what Cairo's encoder wrote (`PNGEncoderTests`). The bytes are deterministic:
/// zlib's output depends only on its input and settings.
enum PNGEncoder {
  /// zlib's compression level: libpng's fast mode.
  static let compressionLevel: Int32 = 3
  /// The PNG filters tried on each row: none, as in libpng's fast mode.
  static let filters = Int32(PNG_FILTER_NONE)

  /// The PNG bytes of an `CAIRO_FORMAT_ARGB32` image surface.
  static func encode(_ surface: OpaquePointer) throws -> Data {
    cairo_surface_flush(surface)
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      let pixels = cairo_image_surface_get_data(surface)
    else { throw RenderError.cairo("not an ARGB32 image surface") }
    var buffer = trellis_png_buffer()
    defer { trellis_png_buffer_free(&buffer) }
    let encoded = trellis_png_encode_argb32(
      pixels, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
      cairo_image_surface_get_stride(surface), compressionLevel, filters, &buffer)
    guard encoded != 0, let bytes = buffer.bytes else { throw RenderError.cairo("libpng could not encode the image") }
    return Data(bytes: bytes, count: buffer.length)
  }
}
