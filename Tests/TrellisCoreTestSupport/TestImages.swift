import Foundation

/// Image files made in the test that uses them, so no picture is fetched or committed: a PNG
/// whose every byte is written here (stored, uncompressed deflate blocks), and the marker
/// skeleton of a JPEG, whose size the core reads from its start-of-frame marker.
public enum TestImages {
  /// A valid PNG of `width` × `height` opaque pixels of one colour (8-bit RGB), decodable by
  /// any PNG reader (libpng, Cairo, gdk-pixbuf).
  public static func png(width: Int, height: Int, red: UInt8 = 255, green: UInt8 = 0, blue: UInt8 = 0) -> Data {
    var raw = [UInt8]()
    for _ in 0..<height {
      raw.append(0)  // filter: none
      for _ in 0..<width { raw += [red, green, blue] }
    }
    // zlib: header, stored blocks of at most 65,535 bytes, Adler-32.
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let isLast: UInt8 = offset + count == raw.count ? 1 : 0
      zlib += [isLast, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      zlib += raw[offset..<offset + count]
      offset += count
    } while offset < raw.count
    zlib += bigEndian(adler32(raw))
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
    png += chunk("IDAT", zlib)
    png += chunk("IEND", [])
    return Data(png)
  }

  /// The markers of a baseline JPEG of `width` × `height` pixels: SOI, an APP1 (EXIF) segment
  /// of `app1Length` bytes of payload split over as many segments as its 65,533-byte limit
  /// needs, the start of frame, start of scan and end of image — no pixels, which the core
  /// never reads.
  public static func jpegSkeleton(width: Int, height: Int, app1Length: Int = 16) -> Data {
    var jpeg: [UInt8] = [0xFF, 0xD8]
    var remaining = app1Length
    repeat {
      let count = min(65_533, remaining)
      jpeg += [0xFF, 0xE1] + bigEndian16(count + 2) + [UInt8](repeating: 0x45, count: count)
      remaining -= count
    } while remaining > 0
    let frame: [UInt8] = [8] + bigEndian16(height) + bigEndian16(width) + [1, 1, 0x11, 0]
    jpeg += [0xFF, 0xC0] + bigEndian16(frame.count + 2) + frame
    jpeg += [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0]
    jpeg += [0xFF, 0xD9]
    return Data(jpeg)
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  private static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
