import CGdkPixbuf
import CPangoCairo
import Foundation

/// Decodes image files into Cairo surfaces: PNG with Cairo itself, anything else (JPEG) with
/// gdk-pixbuf, re-encoded to PNG in memory so that no pixel is converted by hand.
///
/// An image is decoded at no more pixels than it is drawn with (its frame at the render's
/// scale), and never at more than ``maximumPixels``: a small file may declare 30,000 × 30,000
/// pixels, and decoding all of them for a thumbnail would cost seconds and gigabytes. JPEG is
/// decoded scaled down by libjpeg itself; a PNG too large to decode whole is reported and not
/// drawn. Decoded pixels are kept in a cache bounded in bytes, so an image drawn again (the
/// same file, unchanged, at the same size) is not decoded again.
enum ImageDecoder {
  /// The most pixels one decoded image may have: 32 Mi pixels, 128 MiB of ARGB.
  static let maximumPixels = 1 << 25

  /// The decoded image at no more than `target` pixels (each side), or `nil`, reported as a
  /// runtime issue, when the file cannot be decoded.
  ///
  /// The caller owns the surface and destroys it with `cairo_surface_destroy`.
  static func surface(for file: ImageFile, target: (width: Int, height: Int)) -> OpaquePointer? {
    let natural = (width: Int(file.pixelSize.width), height: Int(file.pixelSize.height))
    let size = decodedSize(natural: natural, target: target)
    if let contents = file.contents {
      let key = DecodedImageCache.Key(source: .bytes(contents), width: size.width, height: size.height)
      if let pixels = DecodedImageCache.shared.lookup(key) { return pixels.makeSurface() }
      guard let surface = decode(contents, isPNG: file.format == .png, natural: natural, size: size) else {
        RuntimeIssues.report("Image '\(file.displayName)' could not be decoded; it is drawn empty")
        return nil
      }
      if let pixels = DecodedPixels(surface) { DecodedImageCache.shared.store(pixels, for: key) }
      return surface
    }
    let path = file.url.path
    guard let identity = FileIdentity(path: path) else {
      RuntimeIssues.report("Image file '\(path)' is missing or not a regular file; it is drawn empty")
      return nil
    }
    let key = DecodedImageCache.Key(source: .file(identity), width: size.width, height: size.height)
    if let pixels = DecodedImageCache.shared.lookup(key) { return pixels.makeSurface() }
    guard let surface = decode(path, isPNG: file.url.pathExtension.lowercased() == "png", natural: natural, size: size)
    else {
      RuntimeIssues.report("Image file '\(path)' could not be decoded; it is drawn empty")
      return nil
    }
    if let pixels = DecodedPixels(surface) { DecodedImageCache.shared.store(pixels, for: key) }
    return surface
  }

  /// Whether `contents` decode as an image: gdk-pixbuf reads them to the end, at no more than
  /// 1 × 1 pixels where the loader can scale (JPEG) — what `UIImage(data:)` answers `nil` for.
  static func decodes(_ contents: Data) -> Bool {
    pixbuf(of: contents, size: (1, 1)).map { g_object_unref(UnsafeMutableRawPointer($0)) } != nil
  }

  /// The size to decode at: the natural size, or less so as to be no larger than `target` (at
  /// least 1 pixel a side) and ``maximumPixels``, keeping the proportions.
  static func decodedSize(natural: (width: Int, height: Int), target: (width: Int, height: Int)) -> (
    width: Int, height: Int
  ) {
    var factor = 1.0
    if natural.width > target.width || natural.height > target.height {
      factor = Swift.max(
        Double(Swift.max(target.width, 1)) / Double(natural.width),
        Double(Swift.max(target.height, 1)) / Double(natural.height))
      factor = Swift.min(factor, 1)
    }
    let pixels = Double(natural.width) * Double(natural.height) * factor * factor
    if pixels > Double(maximumPixels) { factor *= (Double(maximumPixels) / pixels).squareRoot() }
    guard factor < 1 else { return natural }
    return (
      Swift.max(1, Int((Double(natural.width) * factor + 1e-9).rounded(.down))),
      Swift.max(1, Int((Double(natural.height) * factor + 1e-9).rounded(.down)))
    )
  }

  private static func decode(
    _ path: String, isPNG: Bool, natural: (width: Int, height: Int), size: (width: Int, height: Int)
  )
    -> OpaquePointer?
  {
    let whole = size == natural
    if isPNG && whole {
      // Cairo allocates the whole image before reading its rows: never more than the limit.
      guard natural.width * natural.height <= maximumPixels else { return nil }
      let surface = cairo_image_surface_create_from_png(path)
      guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        if let surface { cairo_surface_destroy(surface) }
        return nil
      }
      return surface
    }
    // gdk-pixbuf's PNG loader decodes the whole image before scaling it: refuse what is too large.
    if isPNG && natural.width * natural.height > maximumPixels { return nil }
    return pngBytes(ofImageAt: path, size: whole ? nil : size).flatMap(surfaceFromPNG(_:))
  }

  /// ``decode(_:isPNG:natural:size:)`` for an image given as bytes, with the same limits.
  private static func decode(
    _ contents: Data, isPNG: Bool, natural: (width: Int, height: Int), size: (width: Int, height: Int)
  ) -> OpaquePointer? {
    let whole = size == natural
    if isPNG && natural.width * natural.height > maximumPixels { return nil }
    if isPNG && whole { return surfaceFromPNG(contents) }
    guard let pixbuf = pixbuf(of: contents, size: whole ? nil : size) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    return pngBytes(of: pixbuf).flatMap(surfaceFromPNG(_:))
  }

  private static func pngBytes(ofImageAt path: String, size: (width: Int, height: Int)?) -> Data? {
    var error: UnsafeMutablePointer<GError>?
    let loaded =
      if let size {
        gdk_pixbuf_new_from_file_at_scale(path, Int32(size.width), Int32(size.height), 0, &error)
      } else {
        gdk_pixbuf_new_from_file(path, &error)
      }
    guard let pixbuf = loaded else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    return pngBytes(of: pixbuf)
  }

  /// The image in `contents`, read by gdk-pixbuf's loader to the end, scaled by the loader to
  /// `size` (JPEG decodes scaled down); `nil` when they are no image it reads. The caller
  /// releases it with `g_object_unref`.
  private static func pixbuf(of contents: Data, size: (width: Int, height: Int)?) -> OpaquePointer? {
    guard let loader = gdk_pixbuf_loader_new() else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
    if let size { gdk_pixbuf_loader_set_size(loader, Int32(size.width), Int32(size.height)) }
    var error: UnsafeMutablePointer<GError>?
    let written = contents.withUnsafeBytes { bytes -> Bool in
      guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return false }
      return gdk_pixbuf_loader_write(loader, base, gsize(bytes.count), &error) != 0
    }
    // Closed in every case: a loader left open warns when it is finalised.
    var closeError: UnsafeMutablePointer<GError>?
    let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
    if let error { g_error_free(error) }
    if let closeError { g_error_free(closeError) }
    guard written, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
    g_object_ref(UnsafeMutableRawPointer(pixbuf))
    return pixbuf
  }

  /// The pixbuf encoded as PNG in memory: the one format Cairo reads from bytes.
  private static func pngBytes(of pixbuf: OpaquePointer) -> Data? {
    var error: UnsafeMutablePointer<GError>?
    var buffer: UnsafeMutablePointer<gchar>?
    var length: gsize = 0
    guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &length, "png", nil, nil, &error) != 0, let buffer else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_free(buffer) }
    return Data(bytes: buffer, count: Int(length))
  }
}

/// What identifies a file's contents without reading them: device, inode, size and change time.
struct FileIdentity: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: Int
  let modifiedNanoseconds: Int

  /// The identity of the regular file at `path`, or `nil` when it is missing or not a regular
  /// file (a FIFO, a device, a directory): those are never opened, since opening a FIFO blocks.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modified = info.st_mtim.tv_sec
    modifiedNanoseconds = info.st_mtim.tv_nsec
  }
}

/// A decoded image's pixels, kept apart from any Cairo surface so that every render gets a
/// surface of its own (PDF and SVG surfaces attach data to the images they embed).
final class DecodedPixels: Sendable {
  let width: Int32
  let height: Int32
  let stride: Int32
  let format: cairo_format_t
  let bytes: Data

  init?(_ surface: OpaquePointer) {
    cairo_surface_flush(surface)
    width = cairo_image_surface_get_width(surface)
    height = cairo_image_surface_get_height(surface)
    stride = cairo_image_surface_get_stride(surface)
    format = cairo_image_surface_get_format(surface)
    guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return nil }
    bytes = Data(bytes: data, count: Int(stride) * Int(height))
  }

  /// A new image surface holding a copy of the pixels.
  func makeSurface() -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(format, width, height),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_stride(surface) == stride,
      let data = cairo_image_surface_get_data(surface)
    else { return nil }
    // Invariant: the new surface has the copied one's format, height and stride (checked
    // above), so it holds exactly `bytes.count` bytes; asserted in debug builds.
    assert(bytes.count == Int(stride) * Int(height))
    bytes.withUnsafeBytes { data.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: $0.count) }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}

/// Decoded images by file (or bytes) and size, up to a number of bytes; the oldest are forgotten first.
final class DecodedImageCache: @unchecked Sendable {
  struct Key: Hashable {
    /// Where the pixels were decoded from: a file, or bytes in memory.
    enum Source: Hashable {
      case file(FileIdentity)
      case bytes(Data)
    }

    let source: Source
    let width: Int
    let height: Int
  }

  static let shared = DecodedImageCache()

  private let lock = NSLock()
  private var entries: [Key: DecodedPixels] = [:]
  private var order: [Key] = []
  private(set) var byteCount = 0
  /// The most bytes of pixels kept: 64 MiB. An image larger than a quarter of it is not kept.
  let byteBudget: Int

  init(byteBudget: Int = 64 << 20) { self.byteBudget = byteBudget }

  /// The number of images kept.
  var count: Int { lock.withLock { entries.count } }

  func lookup(_ key: Key) -> DecodedPixels? { lock.withLock { entries[key] } }

  func store(_ pixels: DecodedPixels, for key: Key) {
    let cost = pixels.bytes.count
    guard cost <= byteBudget / 4 else { return }
    lock.withLock {
      guard entries.updateValue(pixels, forKey: key) == nil else { return }
      order.append(key)
      byteCount += cost
      while byteCount > byteBudget, !order.isEmpty {
        let oldest = order.removeFirst()
        byteCount -= entries.removeValue(forKey: oldest)?.bytes.count ?? 0
      }
    }
  }

  /// Forgets every image.
  func removeAll() {
    lock.withLock {
      entries.removeAll()
      order.removeAll()
      byteCount = 0
    }
  }
}
