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
extension Font.TextStyle {
  /// The distance between the baselines of two lines of the style at a Dynamic Type size, in
  /// points (HIG; docs/iOSControls.md §2).
  package func leading(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
    let leadings: [CGFloat] =
      switch self {
      case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
      case .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
      case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
      case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
      case .headline, .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
      case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
      case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
      case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
      case .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
      case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
      }
    return leadings[dynamicTypeSize.index]
  }
}

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
