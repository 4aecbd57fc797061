import CGdkPixbuf
import CPangoCairo
import Foundation

/// Decodes image files into Cairo surfaces: PNG with Cairo itself, anything else (JPEG) with
/// gdk-pixbuf, re-encoded to PNG in memory so that no pixel is converted by hand.
enum ImageDecoder {
  /// The decoded image, or `nil` (with a runtime issue) when the file cannot be decoded.
  static func surface(for file: ImageFile) -> OpaquePointer? {
    let path = file.url.path
    let surface: OpaquePointer?
    if file.url.pathExtension.lowercased() == "png" {
      surface = cairo_image_surface_create_from_png(path)
    } else {
      surface = pngBytes(ofImageAt: path).flatMap(surfaceFromPNG(_:))
    }
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      if let surface { cairo_surface_destroy(surface) }
      RuntimeIssues.report("Image file '\(path)' could not be decoded; it is drawn empty")
      return nil
    }
    return surface
  }

  private static func pngBytes(ofImageAt path: String) -> Data? {
    var error: UnsafeMutablePointer<GError>?
    guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    var buffer: UnsafeMutablePointer<gchar>?
    var size: gsize = 0
    guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_free(buffer) }
    return Data(bytes: buffer, count: Int(size))
  }
}
