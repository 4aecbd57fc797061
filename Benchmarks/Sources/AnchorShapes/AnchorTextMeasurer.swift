import Foundation
import TrellisCore

/// The text measure of anchor_bench.py (`text_measure`): every character is 7 points wide, and a
/// line is as tall as the text's font size.
///
/// A text that fits the proposed width is one line, as wide as its characters. One that does not
/// is as wide as the proposal (at least one character) and has as many lines as its characters'
/// width needs at that width, as if they broke anywhere. That is a block that fills its line
/// rather than a real paragraph, but it is the function Yoga and Taffy are given, so all three
/// engines solve the same problem.
///
/// The anchor's line heights (18 and 14) travel as the font size, `Text(…).font(.system(size: 18))`,
/// since a measurer sees only the request.
public struct AnchorTextMeasurer: TextMeasuring {
  /// The advance of every character (the script's `CHAR_W`).
  public var characterWidth: CGFloat

  /// Creates a measurer whose characters are `characterWidth` points wide.
  public init(characterWidth: CGFloat = 7) {
    self.characterWidth = characterWidth
  }

  /// The size of `request`'s text, wrapped as the script's `text_measure` wraps it.
  public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    // One walk over the runs, without the array a `map` would allocate for every measurement:
    // the script this stands for is handed its numbers.
    var lineHeight: CGFloat = 0
    var characters = 0
    for run in request.runs {
      lineHeight = max(lineHeight, run.font.pointSize)
      characters += Self.length(of: run.string)
    }
    let natural = CGFloat(characters) * characterWidth
    let width: CGFloat
    let lines: Int
    if let proposed = request.width, proposed.isFinite, proposed < natural {
      width = max(proposed, characterWidth)
      lines = Int((natural / width).rounded(.up))
    } else {
      width = natural
      lines = 1
    }
    // The metrics of a font of that size, without making the `Font` (about 140 instructions).
    let metrics = Self.metrics(pointSize: lineHeight, displayScale: request.displayScale)
    return TextMeasurement(
      size: CGSize(width: width, height: CGFloat(lines) * lineHeight), firstBaseline: metrics.ascender,
      lastBaseline: CGFloat(lines - 1) * lineHeight + metrics.ascender, lineCount: lines)
  }

  /// The number of Unicode scalars in `string`, as Python's `len` counts it.
  ///
  /// The script is handed its label's length (`nchars`); the builder's labels are that many
  /// "x"s. A grapheme count (`String.count`) gives the same number but cost about 1,100
  /// instructions a call, a tenth of shape dm's layout (callgrind), for work the script does
  /// not do: ASCII text, whose scalars are its bytes, is counted in its UTF-8 storage.
  static func length(of string: String) -> Int {
    let ascii = string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      // Eight bytes at a time: text is ASCII when no byte has its top bit set.
      let raw = UnsafeRawBufferPointer(bytes)
      var offset = 0
      while offset + 8 <= raw.count {
        if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return nil }
        offset += 8
      }
      while offset < raw.count {
        if raw[offset] >= 0x80 { return nil }
        offset += 1
      }
      return raw.count
    }
    return (ascii ?? nil) ?? string.unicodeScalars.count
  }

  /// A line box as tall as the point size, with its baseline four fifths of the way down.
  public func lineMetrics(for font: Font, displayScale: CGFloat) -> TextMetrics {
    Self.metrics(pointSize: font.pointSize, displayScale: displayScale)
  }

  private static func metrics(pointSize: CGFloat, displayScale: CGFloat) -> TextMetrics {
    TextMetrics(
      ascender: pointSize * 0.8, descender: pointSize * 0.2, leading: 0, capHeight: pointSize * 0.7,
      pixelLength: displayScale > 0 ? 1 / displayScale : 1)
  }

  /// A text measured at a width it fills measures the same only at that width, and one that fits
  /// as one line measures the same at every width it fits in: what wrapping greedily promises.
  public var wrapsGreedily: Bool { true }

  /// Symbols do not occur in the anchor shapes; like a character, one is 7 points wide.
  public func symbolSize(named name: String, font: Font, scale: Image.Scale, displayScale: CGFloat) -> CGSize? {
    CGSize(width: characterWidth, height: font.pointSize)
  }
}
