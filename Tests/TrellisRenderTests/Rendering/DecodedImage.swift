import Foundation
import Trellis

/// A PNG decoded by Cairo (TrellisRender's `DecodedPNG`), with the comparisons the tests need.
@MainActor
struct DecodedImage {
  let png: DecodedPNG
  var width: Int { png.width }
  var height: Int { png.height }
  var pixels: [UInt32] { png.pixels }

  init?(png data: Data) {
    guard let png = DecodedPNG(data) else { return nil }
    self.png = png
  }

  /// The pixel at (`x`, `y`) as straight (not premultiplied) RGBA bytes.
  func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let pixel = pixels[y * width + x]
    let alpha = Int(pixel >> 24)
    func channel(_ shift: UInt32) -> UInt8 {
      let value = Int((pixel >> shift) & 0xFF)
      return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
    }
    return (channel(16), channel(8), channel(0), UInt8(alpha))
  }
}
