import Foundation
import Testing
import Trellis

/// Lines of a text style are spaced by the style's leading (HIG's Dynamic Type table), as
/// real iOS 16–18 renders show: `.body` lines 22 apart, `.title` 34, where SF Pro's own line
/// height is 20.29 and 33.42; a single line keeps the font's height (TextStyleLeading.swift).
@MainActor
@Suite("Text: line spacing by text style")
struct TextStyleLeadingTests {
  /// The height of two lines (`"a\nb"`) in `font` at `size`, on a 3× screen.
  func twoLines(_ font: Font, size: DynamicTypeSize = .large) throws -> CGFloat {
    try realTextHost(Text("a\nb").font(font).dynamicTypeSize(size).accessibilityIdentifier("t"))["t"].height
  }

  @Test(
    "Two lines are one line of the font plus the style's leading",
    arguments: [
      // SF's line height at the size, plus the leading: rounded up to thirds of a point.
      (Font.body, DynamicTypeSize.large, 20.287 + 22),
      (.body, .medium, 19.094 + 21),
      (.subheadline, .medium, 16.707 + 19),
      (.title, .large, 33.414 + 34),
      (.largeTitle, .medium, 39.381 + 40),
      (.caption, .large, 14.32 + 16),
    ] as [(Font, DynamicTypeSize, CGFloat)])
  func styleLeading(font: Font, size: DynamicTypeSize, height: CGFloat) throws {
    #expect(abs(try twoLines(font, size: size) - (height * 3).rounded(.up) / 3) < 1e-6)
  }

  @Test("One line keeps the font's own height: a body line is 20.33")
  func singleLine() throws {
    #expect(close(try realTextHost(Text("a").accessibilityIdentifier("t"))["t"].height, 61.0 / 3))
  }

  @Test("A font of a fixed size, or a custom family, keeps its own line height")
  func noStyle() throws {
    // Two lines of 20.287: 40.574 → 40.667.
    #expect(close(try twoLines(.system(size: 17)), 122.0 / 3))
  }
}
