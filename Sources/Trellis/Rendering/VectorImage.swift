import CPangoCairo
import CPoppler
import CRsvg
import Foundation

/// The image reader of `import Trellis`: PDF and SVG sizes and custom symbol templates read by
/// Poppler and librsvg (``VectorImage``). Every Trellis host and renderer puts it in the
/// environment beside the text measurer.
struct RealImageReader: ImageReading {
  func vectorImageSize(at url: URL, format: ImageFile.Format) -> CGSize? {
    VectorImage.size(of: url, format: format)
  }

  func customSymbol(at url: URL) -> CustomSymbol? {
    VectorImage.customSymbol(at: url)
  }

  /// A PNG or JPEG image whose header gives its size and whose pixels gdk-pixbuf decodes (a
  /// PNG larger than the decoder's limit is not decoded here: drawing it is refused and reported).
  func image(decoding contents: Data, source: URL, scale: CGFloat) -> ImageFile? {
    guard let file = ImageFile(contents: contents, source: source, scale: scale) else { return nil }
    let pixels = file.pixelSize.width * file.pixelSize.height
    if file.format == .png && pixels > CGFloat(ImageDecoder.maximumPixels) { return file }
    return ImageDecoder.decodes(contents) ? file : nil
  }
}

/// PDF and SVG images: their sizes for layout, and their drawing on a Cairo context, by Poppler
/// (the first page of a PDF) and librsvg (an SVG document, or one element of it).
///
/// A PDF's size is its first page's, in points; an SVG's is its intrinsic width and height, or
/// its view box, at 72 dots an inch, so that a point (`pt`) and a CSS pixel (`px`) are both one
/// point, as Xcode reads them.
enum VectorImage {
  /// The size of the image in points; `nil` when it cannot be read.
  static func size(of url: URL, format: ImageFile.Format) -> CGSize? {
    switch format {
    case .pdf:
      return withPDFPage(url) { page in
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        return CGSize(width: width, height: height)
      }
    case .svg:
      return withSVG(url) { handle in intrinsicSize(of: handle) } ?? nil
    case .png, .jpeg:
      return nil
    }
  }

  /// Draws the image (or, for an SVG, the element with the id `element`, fitted to `rect`)
  /// stretched to `rect` on `cairo`; `false` when it cannot be read.
  static func draw(_ file: ImageFile, element: String?, on cairo: OpaquePointer, in rect: CGRect) -> Bool {
    switch file.format {
    case .pdf:
      return withPDFPage(file.url) { page -> Bool in
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width > 0, height > 0 else { return false }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, Double(rect.width) / width, Double(rect.height) / height)
        poppler_page_render(page, cairo)
        cairo_restore(cairo)
        return true
      } ?? false
    case .svg:
      return withSVG(file.url) { handle -> Bool in
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        if let element {
          var viewport = RsvgRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
          return rsvg_handle_render_element(handle, cairo, "#" + element, &viewport, &error) != 0
        }
        guard let size = intrinsicSize(of: handle), size.width > 0, size.height > 0 else { return false }
        // The document at its own size, stretched to the rectangle as SwiftUI stretches images.
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, Double(rect.width / size.width), Double(rect.height / size.height))
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        return rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0
      } ?? false
    case .png, .jpeg:
      return false
    }
  }

  /// The image drawn on a new image surface of `width` × `height` pixels, as Xcode rasterises a
  /// PDF or SVG image set at build time; `nil` when it cannot be read.
  ///
  /// The caller owns the surface and destroys it with `cairo_surface_destroy`.
  static func rasterize(_ file: ImageFile, width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0, width * height <= ImageDecoder.maximumPixels,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    defer { cairo_destroy(cairo) }
    guard draw(file, element: nil, on: cairo, in: CGRect(x: 0, y: 0, width: width, height: height)) else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    return surface
  }

  /// The regular, medium glyph of a custom symbol's SVG template: the `Regular-M` group, and the
  /// distance between the `Baseline-M` and `Capline-M` guides.
  static func customSymbol(at url: URL) -> CustomSymbol? {
    guard let file = ImageFile(url: url, reader: RealImageReader()), file.format == .svg else { return nil }
    return withSVG(url) { handle -> CustomSymbol? in
      guard let size = intrinsicSize(of: handle) else { return nil }
      var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
      func geometry(_ id: String) -> (ink: RsvgRectangle, logical: RsvgRectangle)? {
        var ink = RsvgRectangle()
        var logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        guard rsvg_handle_get_geometry_for_layer(handle, "#" + id, &viewport, &ink, &logical, &error) != 0 else {
          return nil
        }
        return (ink, logical)
      }
      guard let glyph = geometry("Regular-M"), glyph.ink.width > 0, glyph.ink.height > 0,
        let baseline = geometry("Baseline-M"), let capline = geometry("Capline-M")
      else { return nil }
      let capHeight = baseline.logical.y - capline.logical.y
      guard capHeight > 0 else { return nil }
      return CustomSymbol(
        file: file, element: "Regular-M", glyphSize: CGSize(width: glyph.ink.width, height: glyph.ink.height),
        capHeight: capHeight)
    } ?? nil
  }

  // MARK: Reading

  /// Runs `body` with the SVG document at `url`, at 72 dots an inch; `nil` when it cannot be read.
  private static func withSVG<Result>(_ url: URL, _ body: (UnsafeMutablePointer<RsvgHandle>) -> Result) -> Result? {
    guard FileIdentity(path: url.path) != nil else { return nil }
    var error: UnsafeMutablePointer<GError>?
    guard let handle = rsvg_handle_new_from_file(url.path, &error) else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    rsvg_handle_set_dpi(handle, 72)
    return body(handle)
  }

  /// An SVG document's width and height, or its view box's when it gives none.
  private static func intrinsicSize(of handle: UnsafeMutablePointer<RsvgHandle>) -> CGSize? {
    var width = 0.0
    var height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0,
      width.isFinite, height.isFinite
    {
      return CGSize(width: width, height: height)
    }
    var hasWidth: gboolean = 0
    var hasHeight: gboolean = 0
    var hasViewBox: gboolean = 0
    var lengthWidth = RsvgLength()
    var lengthHeight = RsvgLength()
    var viewBox = RsvgRectangle()
    rsvg_handle_get_intrinsic_dimensions(
      handle, &hasWidth, &lengthWidth, &hasHeight, &lengthHeight, &hasViewBox, &viewBox)
    guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite
    else { return nil }
    return CGSize(width: viewBox.width, height: viewBox.height)
  }

  /// Runs `body` with the first page of the PDF document at `url`; `nil` when it cannot be read.
  private static func withPDFPage<Result>(_ url: URL, _ body: (OpaquePointer) -> Result) -> Result? {
    guard FileIdentity(path: url.path) != nil else { return nil }
    var error: UnsafeMutablePointer<GError>?
    guard let uri = g_filename_to_uri(url.path, nil, &error) else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_free(uri) }
    guard let document = poppler_document_new_from_file(uri, nil, &error) else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(document)) }
    guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(page)) }
    return body(page)
  }
}
