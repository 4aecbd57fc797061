// Pixel rounding: frames snap to the pixel grid of the display scale when they are read.
//
// Fidelity: partial — the rule of docs/LayoutRules.md §1.15 (OpenSwiftUI `Round+Extension.swift`),
// tested by `PixelRoundingTests`; the fixtures compare unrounded frames.

import Foundation

extension CGRect {
  /// The rectangle with its edges snapped to the pixel grid of `scale`, halves rounding up
  /// (SwiftUI's `roundCoordinatesToNearestOrUp`, docs/LayoutRules.md §1.15).
  ///
  /// Both corners are snapped, and the size is what lies between them, so that views that
  /// touch before rounding still touch after it.
  func roundedToPixels(scale: CGFloat) -> CGRect {
    guard scale > 0, !isNull, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return self }
    func snap(_ value: CGFloat) -> CGFloat {
      let pixels = value * scale
      // Past 2⁵² pixels every double is a whole number of pixels, already on the grid; past
      // the largest double, scaling would make it infinite (and the size NaN).
      guard abs(pixels) < 0x1p52 else { return value }
      return (pixels + 0.5).rounded(.down) / scale
    }
    let x = snap(minX)
    let y = snap(minY)
    return CGRect(x: x, y: y, width: snap(maxX) - x, height: snap(maxY) - y)
  }
}
