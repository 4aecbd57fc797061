import Foundation

/// A deterministic text measurer for tests: every character advances by the same fraction of
/// its font's point size, like the Ahem test font, and lines have SF Pro's vertical metrics.
///
/// With the default advance of 0.5 em, `Text("Hello")` in the 17-point body font is
/// 5 × 8.5 = 42.5 points wide and one SF Pro line, 20.287 points, tall — before rounding
/// up to the pixel grid. Lines wrap at spaces, and words longer than a line break between
/// characters. Tracking and kerning add to every character's advance; an inline symbol is one
/// em wide; baseline offsets grow every line by the largest offsets up and down.
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

  /// SF Pro's line metrics, scaled to `font`; a tight or loose font's line is shorter or taller
  /// below the baseline.
  public func lineMetrics(for font: Font, displayScale: CGFloat) -> TextMetrics {
    let scale = font.sanitizedPointSize.size / Self.unitsPerEm
    return TextMetrics(
      ascender: Self.ascender * scale, descender: Self.descender * scale + font.leading.lineHeightDelta, leading: 0,
      capHeight: Self.capHeight * scale, pixelLength: 1 / DisplayScale.usable(displayScale))
  }

  /// Wraps greedily at spaces, breaks long words between characters, and truncates to the
  /// line limit and to the lines that fit the proposed height (at least one).
  public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    let (request, issues) = request.sanitized()
    for issue in issues { RuntimeIssues.reportOnce(issue) }
    let characters = request.runs.flatMap { run in
      // An inline symbol is one em wide, as ``symbolSize(named:font:scale:displayScale:)`` sizes it.
      run.string.map {
        (
          character: $0,
          advance: (run.symbol == nil ? advance * run.font.width.horizontalScale : 1) * run.font.pointSize
            + run.tracking
            + run.kerning
        )
      }
    }
    let pixel = 1 / DisplayScale.usable(request.displayScale)
    guard !characters.isEmpty else {
      return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
    }
    // Every line gets the metrics of the largest font in the text, grown by the largest
    // baseline offsets up and down.
    let largest = request.runs.map(\.font).max { $0.pointSize < $1.pointSize } ?? .body
    var metrics = lineMetrics(for: largest, displayScale: request.displayScale)
    metrics.ascender += Swift.max(0, request.runs.map(\.baselineOffset).max() ?? 0)
    metrics.descender += Swift.max(0, -(request.runs.map(\.baselineOffset).min() ?? 0))
    let pitch = metrics.lineHeight + request.lineSpacing
    var lines = wrap(characters, width: request.width)

    var maximumLines = request.lineLimit.map { Swift.max($0, 1) } ?? Int.max
    if let height = request.height, height.isFinite, pitch > 0 {
      let fitting = ((height + request.lineSpacing) / pitch + 1e-9).rounded(.down)
      maximumLines = Swift.min(maximumLines, Int(Swift.max(1, Swift.min(fitting, CGFloat(Int32.max)))))
    }
    let isTruncated = lines.count > maximumLines
    if isTruncated {
      lines.removeSubrange(maximumLines...)
      // The last line ends with an ellipsis, as wide as a character, within the width if there is one.
      let ellipsis = characters[0].advance
      let limit = request.width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
      lines[lines.count - 1] = Swift.min(lines[lines.count - 1] + ellipsis, Swift.max(limit, ellipsis))
    }
    let lineCount = Swift.max(lines.count, request.reservedLineCount)
    let width = lines.max() ?? 0
    let height = CGFloat(lineCount) * metrics.lineHeight + CGFloat(lineCount - 1) * request.lineSpacing
    return TextMeasurement(
      size: CGSize(width: width.roundedUp(toMultipleOf: pixel), height: height.roundedUp(toMultipleOf: pixel)),
      firstBaseline: metrics.ascender,
      lastBaseline: CGFloat(lines.count - 1) * pitch + metrics.ascender,
      lineCount: lines.count, isTruncated: isTruncated,
      lineBoxes: lines.enumerated().map { index, width in
        CGRect(x: 0, y: CGFloat(index) * pitch, width: width, height: metrics.lineHeight)
      })
  }

  /// Lines take every word that fits, then every character of a word too long for a line.
  public var wrapsGreedily: Bool { true }

  /// A symbol is one em square at medium scale, like a glyph of Ahem, 0.8 em small and 1.3 em
  /// large; every name is known.
  public func symbolSize(named name: String, font: Font, scale: Image.Scale, displayScale: CGFloat) -> CGSize? {
    let factor: CGFloat =
      switch scale {
      case .small: 0.8
      case .medium: 1
      case .large: 1.3
      }
    let side = (font.sanitizedPointSize.size * factor).roundedUp(toMultipleOf: 1 / DisplayScale.usable(displayScale))
    return CGSize(width: side, height: side)
  }

  /// The width of each line: greedy at spaces, between characters inside a word longer than a line.
  private func wrap(_ characters: [(character: Character, advance: CGFloat)], width: CGFloat?) -> [CGFloat] {
    let limit = width.map { $0.isNaN ? 0 : $0 } ?? .infinity
    var lines: [CGFloat] = []
    var line: CGFloat = 0
    var lineHasContent = false
    var index = 0
    while index <= characters.count {
      if index == characters.count || characters[index].character == "\n" {
        lines.append(line)
        line = 0
        lineHasContent = false
        index += 1
        continue
      }
      // The next word, and the space before it if the line already has content.
      var end = index
      while end < characters.count && characters[end].character != " " && characters[end].character != "\n" {
        end += 1
      }
      let word = characters[index..<end].reduce(0) { $0 + $1.advance }
      let space: CGFloat = lineHasContent && index > 0 ? characters[index - 1].advance : 0
      if lineHasContent && line + space + word > limit + 1e-9 {
        lines.append(line)
        line = 0
        lineHasContent = false
      } else if lineHasContent {
        line += space
      }
      // A word wider than a line breaks between characters; every line holds at least one.
      for offset in index..<end {
        let advance = characters[offset].advance
        if lineHasContent && line + advance > limit + 1e-9 {
          lines.append(line)
          line = 0
        }
        line += advance
        lineHasContent = true
      }
      index = end
      // Skip the spaces after the word; one of them is counted when the next word joins the line.
      while index < characters.count && characters[index].character == " " { index += 1 }
    }
    return lines
  }
}

extension TextLayoutRequest {
  /// The largest tracking, kerning, line spacing or baseline offset, in points, text is laid out with.
  package static let spacingLimit: CGFloat = 10_000

  /// The request with every value a measurer can use, and a message for each value replaced.
  ///
  /// Font sizes are clamped into ``Font/pointSizeRange``; the text style's line gap joins the
  /// line spacing; tracking, kerning and line spacing that are NaN or infinite become 0 and finite ones are clamped to ±``spacingLimit``, and
  /// tracking and kerning together to no less than minus the font size (an em); NUL
  /// characters are removed (C text libraries would end the string there), and Unicode's
  /// noncharacters become U+FFFD (Cairo refuses to write them into a PDF); a NaN or negative
  /// proposal becomes unspecified or 0, and a display scale that is not positive and finite, 1.
  package func sanitized() -> (request: TextLayoutRequest, issues: [String]) {
    var issues: [String] = []
    func spacing(_ value: CGFloat, _ what: String) -> CGFloat {
      guard value.isFinite else {
        issues.append("Invalid \(what) (\(value)); using 0.")
        return 0
      }
      guard abs(value) > Self.spacingLimit else { return value }
      let clamped = value < 0 ? -Self.spacingLimit : Self.spacingLimit
      issues.append("\(what.prefix(1).uppercased() + what.dropFirst()) \(value) is out of range; using \(clamped).")
      return clamped
    }
    var request = self
    for index in request.runs.indices {
      var run = request.runs[index]
      if run.string.utf8.contains(0) { run.string.removeAll { $0 == "\u{0}" } }
      if run.string.unicodeScalars.contains(where: \.isNoncharacter) {
        issues.append("Text contains Unicode noncharacters (U+FFFE, U+FFFF, U+FDD0…U+FDEF…); drawing U+FFFD for them.")
        run.string = String(
          String.UnicodeScalarView(run.string.unicodeScalars.map { $0.isNoncharacter ? "\u{FFFD}" : $0 }))
      }
      run.font = run.font.withTraitsApplied()
      let (size, issue) = run.font.sanitizedPointSize
      if let issue { issues.append(issue) }
      run.font.size = size
      run.baselineOffset = spacing(run.baselineOffset, "baseline offset")
      run.tracking = spacing(run.tracking, "tracking")
      run.kerning = spacing(run.kerning, "kerning")
      // Characters may overlap, but not run backwards: at most one em of negative spacing.
      if run.tracking + run.kerning < -size {
        let tracking = -size - run.kerning
        issues.append("Tracking \(run.tracking) would run the text backwards; using \(tracking).")
        run.tracking = tracking
      }
      request.runs[index] = run
    }
    // The text style's gap is added to the line spacing the views asked for, once: a request
    // sanitized again keeps its lines where they were.
    let styleGap = textStyleLineGap.isFinite ? Swift.min(Swift.max(textStyleLineGap, 0), Self.spacingLimit) : 0
    request.lineSpacing = spacing(lineSpacing, "line spacing") + styleGap
    request.textStyleLineGap = 0
    request.width = width.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
    request.height = height.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
    // A scale of 1e-310 would make a pixel infinitely long, and 1e300 one of 1e-300 points:
    // both round sizes to NaN or infinity. The host reports a scale it cannot use.
    request.displayScale = DisplayScale.usable(displayScale)
    request.reservedLineCount = Swift.max(reservedLineCount, 0)
    if minimumScaleFactor.isNaN {
      issues.append("minimumScaleFactor(nan) is not a fraction; text keeps its size.")
      request.minimumScaleFactor = 1
    } else if minimumScaleFactor < 0 || minimumScaleFactor > 1 {
      request.minimumScaleFactor = Swift.min(Swift.max(minimumScaleFactor, 0), 1)
      issues.append("minimumScaleFactor(\(minimumScaleFactor)) is outside 0...1; using \(request.minimumScaleFactor).")
    }
    return (request, issues)
  }
}

extension Unicode.Scalar {
  /// Whether Unicode reserves the scalar for a program's internal use: U+FDD0…U+FDEF and the
  /// last two code points of every plane (The Unicode Standard, §23.7 "Noncharacters").
  var isNoncharacter: Bool { (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE }
}
