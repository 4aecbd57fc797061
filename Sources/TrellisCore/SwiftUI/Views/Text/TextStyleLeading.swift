import Foundation

/// The line spacing of the system font's text styles: lines of a wrapped `.body` text are 22
/// points apart on iOS, not SF Pro's 20.29-point line height.
///
/// A text style's font carries the style's leading, Apple's "Leading" column of the Dynamic
/// Type table (Human Interface Guidelines, Typography, "Specifications"; docs/iOSControls.md §2),
/// and SwiftUI spaces the lines of a wrapped text by it: measured on real iOS 16–18 renders,
/// `.body` lines are 22 apart at the large size and 21 at the medium one, `.title` 34, `.title`
/// at the medium size 33, `.subheadline` at the medium size 19 (issue 33's measurements). A
/// single line keeps the font's own height (a `.body` label is 20.33 tall), so the difference is
/// a gap between lines, not a taller line. Fonts without a style (`system(size:)`) and custom
/// families keep their own line height.
extension TextRun {
  /// SF Pro's line height as a share of the point size: (ascender 1950 + descender 494) / 2048.
  static let systemLineHeightRatio: CGFloat = (1950 + 494) / 2048

  /// The space the run's text style puts between its lines beyond the font's line height: the
  /// style's leading at `dynamicTypeSize` less SF Pro's line height at the run's size; 0 for a
  /// font with no style or of a custom family.
  func textStyleLineGap(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
    guard font.family == nil, let style = font.style, font.pointSize.isFinite, font.pointSize > 0 else { return 0 }
    // A style's font at a size of its own (`custom(_:size:relativeTo:)` aside) keeps the ratio
    // of the style's leading to its size.
    let leading = style.leading(at: dynamicTypeSize) * font.pointSize / style.size(at: dynamicTypeSize)
    return Swift.max(0, leading - font.pointSize * Self.systemLineHeightRatio)
  }
}
