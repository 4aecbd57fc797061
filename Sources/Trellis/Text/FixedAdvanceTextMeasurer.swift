import Foundation

/// A deterministic text measurer for tests: every character advances by the same fraction of
/// the point size, like the Ahem test font, and lines have SF Pro's vertical metrics.
///
/// With the default advance of 0.5 em, `Text("Hello")` in the 17-point body font is
/// 5 × 8.5 = 42.5 points wide and one SF Pro line, 20.287 points, tall — before rounding
/// up to the pixel grid. Lines wrap at spaces, and words longer than a line break between
/// characters.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
  /// The advance of every character, as a fraction of the point size.
  public var advance: CGFloat

  /// Creates a measurer whose characters advance by `advance` em.
  public init(advance: CGFloat = 0.5) {
    self.advance = advance
  }

  // SF Pro's metrics in font units (unitsPerEm 2048): ascender 1950, descender 494, cap height 1443.
  private static let unitsPerEm: CGFloat = 2048
  private static let ascender: CGFloat = 1950
  private static let descender: CGFloat = 494
  private static let capHeight: CGFloat = 1443

  /// SF Pro's line metrics, scaled to `font`.
  public func lineMetrics(for font: Font, displayScale: CGFloat) -> TextMetrics {
    let scale = font.pointSize / Self.unitsPerEm
    return TextMetrics(
      ascender: Self.ascender * scale, descender: Self.descender * scale, leading: 0,
      capHeight: Self.capHeight * scale, pixelLength: displayScale > 0 ? 1 / displayScale : 1)
  }

  /// Wraps greedily at spaces, breaks long words between characters, and truncates to the
  /// line limit and to the lines that fit the proposed height (at least one).
  public func measure(_ text: TextLayoutRequest) -> TextMeasurement {
    guard !text.string.isEmpty else {
      return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
    }
    let metrics = lineMetrics(for: text.font, displayScale: text.displayScale)
    let glyph = advance * text.font.pointSize
    let lineHeight = metrics.lineHeight
    var lines = wrap(text.string, width: text.width, glyph: glyph)

    var maximumLines = text.lineLimit.map { Swift.max($0, 1) } ?? Int.max
    if let height = text.height, height.isFinite, lineHeight > 0 {
      maximumLines = Swift.min(maximumLines, Swift.max(1, Int((height / lineHeight + 1e-9).rounded(.down))))
    }
    if lines.count > maximumLines {
      lines.removeSubrange(maximumLines...)
      // The last line shows an ellipsis, within the width if there is one.
      let capacity = capacity(width: text.width, glyph: glyph) ?? Int.max
      lines[lines.count - 1] = Swift.min(lines[lines.count - 1] + 1, capacity)
    }
    let pixel = metrics.pixelLength
    let width = CGFloat(lines.max() ?? 0) * glyph
    let height = CGFloat(lines.count) * lineHeight
    return TextMeasurement(
      size: CGSize(width: width.roundedUp(toMultipleOf: pixel), height: height.roundedUp(toMultipleOf: pixel)),
      firstBaseline: metrics.ascender,
      lastBaseline: CGFloat(lines.count - 1) * lineHeight + metrics.ascender,
      lineCount: lines.count)
  }

  /// A symbol is one em square, like a glyph of Ahem; every name is known.
  public func symbolSize(named name: String, font: Font, displayScale: CGFloat) -> CGSize? {
    CGSize(width: font.pointSize, height: font.pointSize)
  }

  /// How many characters fit a line of `width` (at least one); `nil` when any number fits.
  private func capacity(width: CGFloat?, glyph: CGFloat) -> Int? {
    guard let width, glyph > 0, width.isFinite || width.isNaN else { return nil }
    let fitting = width.isNaN ? 0 : (width / glyph + 1e-9).rounded(.down)
    return Int(Swift.max(1, Swift.min(fitting, CGFloat(Int32.max))))
  }

  /// The length in characters of each line.
  private func wrap(_ string: String, width: CGFloat?, glyph: CGFloat) -> [Int] {
    let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
    guard let capacity = capacity(width: width, glyph: glyph) else { return paragraphs.map(\.count) }
    var lines: [Int] = []
    for paragraph in paragraphs {
      var current = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
        if current > 0 && current + 1 + word <= capacity {
          current += 1 + word
          continue
        }
        if current > 0 { lines.append(current) }
        var rest = word
        while rest > capacity {
          lines.append(capacity)
          rest -= capacity
        }
        current = rest
      }
      lines.append(current)
    }
    return lines
  }
}
