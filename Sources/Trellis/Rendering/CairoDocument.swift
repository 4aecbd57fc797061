import CPangoCairo
import Foundation

/// The runtime issues of drawing one document — its validation's and those only drawing finds,
/// such as an image file that cannot be decoded — each kept once, and passed on to the log
/// reports went to where the document log was made: a host's, when ``ImageRenderer`` draws one.
final class RenderIssueLog {
  private let log = RuntimeIssueLog(distinctForwardingTo: RuntimeIssues.currentLog)

  /// What the issues say, in the order they were reported.
  var messages: [String] { log.messages }

  /// Runs `body` with the runtime issues it reports kept in this log.
  func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    try RuntimeIssues.reporting(to: log, body)
  }
}

/// Turns a display list into PNG, SVG or PDF bytes with Cairo.
///
/// Every output is deterministic: the same list gives the same bytes on every run (the PDF's
/// creation date is fixed, and SVG ids Cairo numbers process-wide are renumbered per document).
enum CairoDocument {
  /// Cairo's largest image side, and the most pixels Trellis allocates for one image (1 GiB of ARGB).
  static let maximumSide = 32_767.0
  static let maximumPixels = Double(1 << 28)

  /// Pixels per point at which SVG and PDF documents embed images: an iPhone's 3×.
  static let vectorImageScale: CGFloat = 3

  static func png(_ list: DisplayList, scale: CGFloat, issues: RenderIssueLog = RenderIssueLog()) throws -> Data {
    let surface = try image(list, scale: scale, issues: issues)
    defer { cairo_surface_destroy(surface) }
    return try PNGEncoder.encode(surface)
  }

  /// The list drawn at `scale` on a new ARGB32 image surface, which the caller destroys.
  static func image(_ list: DisplayList, scale: CGFloat, issues: RenderIssueLog = RenderIssueLog()) throws
    -> OpaquePointer
  {
    let (width, height) = try pixelSize(of: list.size, scale: scale)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    do {
      try check(cairo_surface_status(surface))
      try draw(list, on: surface, scale: scale, imageScale: scale, issues: issues)
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    return surface
  }

  static func svg(_ list: DisplayList, issues: RenderIssueLog = RenderIssueLog()) throws -> String {
    let data = try vectorDocument(list, issues: issues, create: cairo_svg_surface_create_for_stream) { surface in
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
    }
    return renumberSurfaces(String(decoding: data, as: UTF8.self))
  }

  static func pdf(_ list: DisplayList, issues: RenderIssueLog = RenderIssueLog()) throws -> Data {
    try vectorDocument(list, issues: issues, create: cairo_pdf_surface_create_for_stream) { surface in
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Trellis")
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
    }
  }

  /// Draws the list on a vector surface made by `create` (SVG or PDF, in points) and returns
  /// the bytes the surface wrote.
  private static func vectorDocument(
    _ list: DisplayList, issues: RenderIssueLog,
    create: (cairo_write_func_t?, UnsafeMutableRawPointer?, Double, Double) -> OpaquePointer?,
    configure: (OpaquePointer) -> Void
  ) throws -> Data {
    _ = try pixelSize(of: list.size, scale: 1)
    var data = Data()
    // The surface is finished and destroyed inside the call: Cairo writes through the pointer
    // (`appendToData`) only while it is valid.
    try withUnsafeMutablePointer(to: &data) { pointer in
      guard let surface = create(appendToData, pointer, Double(list.size.width), Double(list.size.height)) else {
        throw RenderError.cairo("no surface")
      }
      defer { cairo_surface_destroy(surface) }
      configure(surface)
      try draw(list, on: surface, scale: 1, imageScale: vectorImageScale, issues: issues)
      cairo_surface_finish(surface)
      try check(cairo_surface_status(surface))
    }
    return data
  }

  /// The image's pixel size, checked before anything is allocated.
  static func pixelSize(of size: CGSize, scale: CGFloat) throws -> (Int, Int) {
    guard scale.isFinite, scale >= RenderError.minimumScale else { throw RenderError.invalidScale(Double(scale)) }
    guard size.width > 0, size.height > 0 else { throw RenderError.emptyCanvas(size) }
    // Round up to whole pixels, forgiving floating-point noise: 390.00000000000006 points at
    // 3× is 1170 pixels, not 1171.
    func pixels(_ points: CGFloat) -> Double {
      let exact = Double(points) * Double(scale)
      let nearest = exact.rounded()
      return abs(exact - nearest) < 1e-6 ? nearest : exact.rounded(.up)
    }
    let width = pixels(size.width)
    let height = pixels(size.height)
    // A side of a subnormal number of points (1e-320) is zero pixels, after the forgiveness above.
    guard width >= 1, height >= 1 else { throw RenderError.emptyCanvas(size) }
    guard width.isFinite, height.isFinite, width <= maximumSide, height <= maximumSide,
      width * height <= maximumPixels
    else {
      throw RenderError.imageTooLarge(width: Double(size.width), height: Double(size.height), scale: Double(scale))
    }
    return (Int(width), Int(height))
  }

  /// Draws the list, validated first (`DisplayList/validated(deviceScale:)`), on `surface`; the
  /// runtime issues of both go to `issues`.
  private static func draw(
    _ list: DisplayList, on surface: OpaquePointer, scale: CGFloat, imageScale: CGFloat, issues: RenderIssueLog
  ) throws {
    let cairo = cairo_create(surface)!
    defer { cairo_destroy(cairo) }
    cairo_scale(cairo, Double(scale), Double(scale))
    let pool = try TextEnginePool.shared.get()
    issues.recording {
      let valid = list.validated(deviceScale: scale)
      // Drawing recurses once per group: deep trees need the large stack layout runs on too.
      RuntimeIssues.onLargeStack {
        pool.withDrawingEngine { engine in
          CairoCanvas(cairo: cairo, engine: engine, deviceScale: scale, imageScale: imageScale).draw(valid.items)
        }
      }
    }
    try check(cairo_status(cairo))
  }

  private static func check(_ status: cairo_status_t) throws {
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
  }

  /// Cairo numbers SVG surfaces and embedded images with process-wide counters; renumber
  /// them per document, in order of appearance, so the same drawing gives the same SVG.
  ///
  /// Embedded data (`data:` URIs, base64 images) is copied as it is: its text may happen to
  /// contain `image12` too, and rewriting that would break the image.
  static func renumberSurfaces(_ svg: String) -> String {
    guard let pattern = try? NSRegularExpression(pattern: "data:[^\"']*|\\b(surface|image)([0-9]+)\\b") else {
      return svg
    }
    var numbers: [String: Int] = [:]
    var counts: [String: Int] = [:]
    var result = ""
    var last = svg.startIndex
    for match in pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
      // A `data:` URI matches without the name's groups: it is left as it is.
      guard let range = Range(match.range, in: svg), let prefixRange = Range(match.range(at: 1), in: svg) else {
        continue
      }
      let name = String(svg[range])
      let prefix = String(svg[prefixRange])
      let number =
        numbers[name]
        ?? {
          let next = counts[prefix, default: 0] + 1
          counts[prefix] = next
          return next
        }()
      numbers[name] = number
      result += svg[last..<range.lowerBound] + "\(prefix)\(number)"
      last = range.upperBound
    }
    return result + svg[last...]
  }
}

/// Cairo's write callback: appends the bytes to the `Data` the closure pointer points at.
func appendToData(
  _ closure: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
  guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
  // Invariant: the closure pointer is the `Data` that `vectorDocument` passes, its only caller.
  closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
  return CAIRO_STATUS_SUCCESS
}
