import CPangoCairo
import Foundation
import Testing

@testable import Trellis

/// Trellis writes PNG with libpng at fast settings (`PNGEncoder`) instead of Cairo's
/// `cairo_surface_write_to_png_stream`: other bytes, the same pixels.
@MainActor
@Suite("Rendering: PNG encoding")
struct PNGEncoderTests {
  enum Content: String, CaseIterable, CustomTestStringConvertible {
    case opaque, translucent
    var testDescription: String { rawValue }
  }

  /// A 301 × 157 surface (an odd width, so rows have padding) holding a gradient from opaque
  /// red to transparent blue, a circle at 37 % and text: every alpha from 0 to 255. The
  /// opaque one has white under it.
  static func surface(_ content: Content) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 301, 157)!
    let cairo = cairo_create(surface)!
    defer { cairo_destroy(cairo) }
    if content == .opaque {
      cairo_set_source_rgb(cairo, 1, 1, 1)
      cairo_paint(cairo)
    }
    let gradient = cairo_pattern_create_linear(0, 0, 301, 0)!
    defer { cairo_pattern_destroy(gradient) }
    cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0, 0, 1)
    cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 1, 0)
    cairo_set_source(cairo, gradient)
    cairo_rectangle(cairo, 0, 0, 301, 80)
    cairo_fill(cairo)
    cairo_set_source_rgba(cairo, 0.2, 0.7, 0.3, 0.37)
    cairo_arc(cairo, 150, 100, 50, 0, 2 * .pi)
    cairo_fill(cairo)
    cairo_set_source_rgba(cairo, 0, 0, 0, 0.8)
    cairo_move_to(cairo, 10, 140)
    cairo_set_font_size(cairo, 24)
    cairo_show_text(cairo, "Pixels 0123")
    cairo_surface_flush(surface)
    return surface
  }

  static func cairoPNG(_ surface: OpaquePointer) -> Data {
    var data = Data()
    _ = withUnsafeMutablePointer(to: &data) { cairo_surface_write_to_png_stream(surface, appendToData, $0) }
    return data
  }

  @Test("A PNG decodes to the pixels Cairo's own PNG writer gives", arguments: Content.allCases)
  func pixelsAreCairos(_ content: Content) throws {
    let surface = Self.surface(content)
    defer { cairo_surface_destroy(surface) }
    let ours = try #require(DecodedPNG(try PNGEncoder.encode(surface)))
    let cairos = try #require(DecodedPNG(Self.cairoPNG(surface)))
    #expect(ours.width == 301)
    #expect(ours.height == 157)
    let differing = zip(ours.pixels, cairos.pixels).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) pixels differ from Cairo's PNG")
  }

  /// The colour type in the IHDR chunk (byte 25): 2 is RGB, 6 is RGBA, as Cairo writes them.
  @Test("An opaque image is written as RGB and a translucent one as RGBA", arguments: Content.allCases)
  func colorTypeFollowsOpacity(_ content: Content) throws {
    let surface = Self.surface(content)
    defer { cairo_surface_destroy(surface) }
    let png = try PNGEncoder.encode(surface)
    #expect(png[png.startIndex + 25] == (content == .opaque ? 2 : 6))
    #expect(png[png.startIndex + 25] == Self.cairoPNG(surface)[25])
  }

  @Test("Encoding the same surface twice gives the same bytes")
  func encodingIsDeterministic() throws {
    let surface = Self.surface(.translucent)
    defer { cairo_surface_destroy(surface) }
    #expect(try PNGEncoder.encode(surface) == PNGEncoder.encode(surface))
  }

  @Test("A surface that is not ARGB32 is refused with an error")
  func otherFormatsAreRefused() throws {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 10, 10)!
    defer { cairo_surface_destroy(surface) }
    #expect(throws: RenderError.self) { try PNGEncoder.encode(surface) }
  }
}
