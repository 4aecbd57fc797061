import CPangoCairo
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
  /// Compares PNG images pixel by pixel, with a tolerance.
  ///
  /// Both images are decoded with Cairo. They match when they have the same size and at most
  /// `maxDifferentFraction` of their pixels differ by more than `tolerance` in some channel
  /// (premultiplied ARGB). Otherwise the failure message gives the number and fraction of
  /// differing pixels and the largest channel difference, e.g.
  /// `213 of 40000 pixels (0.533 %) differ by more than 2 in a channel (max channel delta 255);
  /// at most 0.1 % may.`; swift-snapshot-testing writes the actual image to `$SNAPSHOT_ARTIFACTS`
  /// (the temporary folder when unset) and prints its path.
  ///
  /// ```swift
  /// let strategy = Snapshotting<Data, Data>(pathExtension: "png", diffing: .png(tolerance: 4))
  /// ```
  ///
  /// - Parameters:
  ///   - tolerance: How much a channel may differ, 0–255, before the pixel counts as different.
  ///   - maxDifferentFraction: The fraction of pixels, 0–1, that may differ.
  public static func png(tolerance: UInt8 = 2, maxDifferentFraction: Double = 0.001) -> Diffing {
    .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      guard
        let message = pngDifference(
          reference: reference, actual: actual, tolerance: tolerance, maxDifferentFraction: maxDifferentFraction)
      else { return nil }
      return (message, [.data(actual, name: "actual.png")])
    }
  }
}

/// Why the PNG `actual` does not match `reference`, or `nil` when it does.
func pngDifference(reference: Data, actual: Data, tolerance: UInt8, maxDifferentFraction: Double) -> String? {
  if reference == actual { return nil }
  guard let expected = DecodedPNG(reference) else { return "The reference is not a PNG image Cairo can read." }
  guard let image = DecodedPNG(actual) else { return "The actual image is not a PNG image Cairo can read." }
  guard expected.width == image.width, expected.height == image.height else {
    return "The image is \(image.width) × \(image.height) pixels; the reference is "
      + "\(expected.width) × \(expected.height)."
  }
  var different = 0
  var maxDelta = 0
  for (lhs, rhs) in zip(expected.pixels, image.pixels) where lhs != rhs {
    var differs = false
    for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
      let delta = abs(Int((lhs >> shift) & 0xFF) - Int((rhs >> shift) & 0xFF))
      maxDelta = max(maxDelta, delta)
      if delta > Int(tolerance) { differs = true }
    }
    if differs { different += 1 }
  }
  let total = image.width * image.height
  let fraction = Double(different) / Double(max(1, total))
  guard fraction > maxDifferentFraction else { return nil }
  return "\(different) of \(total) pixels (\(percent(fraction))) differ by more than \(tolerance) in a channel "
    + "(max channel delta \(maxDelta)); at most \(percent(maxDifferentFraction)) may."
}

/// A fraction as a percentage with up to three decimals: `0.533 %`.
private func percent(_ fraction: Double) -> String {
  formatLength(CGFloat(fraction * 100)) + " %"
}

/// A PNG decoded by Cairo into 32-bit pixels: premultiplied ARGB in native byte order.
struct DecodedPNG {
  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int
  /// One value a pixel, row after row.
  let pixels: [UInt32]

  /// Decodes `data`; `nil` when Cairo cannot read it.
  init?(_ data: Data) {
    var reader = PNGReader(data: data)
    let surface = withUnsafeMutablePointer(to: &reader) { pointer in
      cairo_image_surface_create_from_png_stream(readPNGBytes, pointer)
    }
    guard let surface else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
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
}

/// The PNG bytes Cairo's read callback takes from, and how far it has read.
private struct PNGReader {
  let data: Data
  var offset = 0
}

/// Cairo's read callback: copies the next `length` bytes, or fails when there are not enough.
private func readPNGBytes(
  _ closure: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
  guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
  let reader = closure.assumingMemoryBound(to: PNGReader.self)
  let count = Int(length)
  guard reader.pointee.offset + count <= reader.pointee.data.count else { return CAIRO_STATUS_READ_ERROR }
  let start = reader.pointee.data.startIndex + reader.pointee.offset
  reader.pointee.data.copyBytes(to: buffer, from: start..<(start + count))
  reader.pointee.offset += count
  return CAIRO_STATUS_SUCCESS
}
