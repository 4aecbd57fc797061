import Foundation

/// SF Pro's metrics, which Trellis gives Inter so that text boxes match iOS's.
///
/// Vertical metrics are SF Pro's (unitsPerEm 2048, ascender 1950, descender −494, cap height
/// 1443): a 17-point line is 20.287 points, as UIKit's `lineHeight`. Horizontally, Inter is
/// close to untracked SF; Apple's tracking table closes most of the rest of the gap
/// (docs/TextRendering.md §5).
enum SystemFontMetrics {
  static let unitsPerEm: CGFloat = 2048
  static let ascender: CGFloat = 1950
  static let descender: CGFloat = 494
  static let capHeight: CGFloat = 1443

  /// The height of one line at `size` points.
  static func lineHeight(_ size: CGFloat) -> CGFloat { (ascender + descender) / unitsPerEm * size }

  /// The line metrics of SF Pro at `size` points.
  static func metrics(size: CGFloat, displayScale: CGFloat) -> TextMetrics {
    TextMetrics(
      ascender: ascender / unitsPerEm * size, descender: descender / unitsPerEm * size, leading: 0,
      capHeight: capHeight / unitsPerEm * size, pixelLength: displayScale > 0 ? 1 / displayScale : 1)
  }

  /// Apple's tracking for SF Pro at `size` points, in points: the size's value in thousandths of
  /// an em from Apple's table, interpolated between listed sizes and held beyond its ends.
  static func tracking(_ size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    let table = trackingTable
    let thousandths: CGFloat
    if size <= table[0].size {
      thousandths = table[0].value
    } else if let upper = table.firstIndex(where: { $0.size >= size }) {
      let (low, high) = (table[upper - 1], table[upper])
      thousandths = low.value + (high.value - low.value) * (size - low.size) / (high.size - low.size)
    } else {
      thousandths = table[table.count - 1].value
    }
    return thousandths / 1000 * size
  }

  /// Apple's SF Pro tracking by point size, in thousandths of an em (Human Interface
  /// Guidelines, "Typography"). The values at 10, 12, 13, 17 and 28 points are cross-checked in
  /// docs/TextRendering.md; the rest are from the same table.
  private static let trackingTable: [(size: CGFloat, value: CGFloat)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
    (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10),
    (38, 8), (39, 8), (40, 6), (41, 4), (42, 4), (43, 3), (44, 2), (45, 1), (46, 0), (47, 0), (48, -1),
    (49, -2), (50, -2), (52, -4), (54, -5), (56, -6), (58, -7), (60, -8), (64, -10), (68, -11), (72, -13),
    (76, -14), (80, -15),
  ]
}
