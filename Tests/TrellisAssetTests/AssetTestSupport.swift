import Foundation
import Trellis

// The asset catalog in Resources/Assets.xcassets was written for these tests (by a script, not
// by Xcode, in Xcode's format): colour sets in each colour notation, image sets at 1×, 2× and 3×
// whose files are red, green and blue so the variant chosen shows in the picture, iPhone and
// iPad variants, light and dark variants, a template, a vector PDF and SVG, a namespace, a
// custom symbol, and broken sets.

/// The test bundle's resources, where SwiftPM copied the catalog.
let assets = Bundle.module

/// A view that reads a colour set in its body, as app code does, so the host logs its messages.
struct Swatch: View {
  let name: String
  var body: some View {
    Color(name, bundle: assets).frame(width: 10, height: 10).accessibilityIdentifier("swatch")
  }
}

/// A rendered picture's pixels, for checking the colour a region was drawn in.
@MainActor
struct Picture {
  let png: DecodedPNG

  /// Renders `view` at `scale`, optionally in `scheme` or on `device`.
  init<V: View>(_ view: V, scale: CGFloat = 1, scheme: ColorScheme = .light, device: Device? = nil) throws {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.device = device
    renderer.environment.colorScheme = scheme
    guard let png = DecodedPNG(try renderer.pngData()) else { throw PictureError.undecodable }
    self.png = png
  }

  enum PictureError: Error { case undecodable }

  var width: Int { png.width }
  var height: Int { png.height }

  /// The pixel at (`x`, `y`) as red, green, blue and alpha bytes (premultiplied).
  func rgba(_ x: Int, _ y: Int) -> [Int] {
    let pixel = png.pixels[y * png.width + x]
    return [Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF), Int(pixel >> 24)]
  }
}

/// A colour's components as bytes (0...255) and its opacity to two places, in one appearance.
@MainActor
func bytes(_ color: Color, _ scheme: ColorScheme = .light) -> [Double] {
  var environment = EnvironmentValues()
  environment.colorScheme = scheme
  let resolved = color.resolve(in: environment)
  return [resolved.red, resolved.green, resolved.blue].map { ($0 * 255).rounded() } + [
    (resolved.opacity * 100).rounded() / 100
  ]
}
