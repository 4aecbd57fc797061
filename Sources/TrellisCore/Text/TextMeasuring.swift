import Foundation

/// Measures text for layout: Trellis' seam between the layout engine and a text engine.
///
/// The core ships ``FixedAdvanceTextMeasurer``, whose every character has the same advance,
/// so that layouts with text are computable by hand. A real text engine plugs in through the
/// environment (`\.textMeasurer`).
public protocol TextMeasuring: Sendable {
  /// The size and baselines of the text of `request`, laid out for its proposal.
  func measure(_ request: TextLayoutRequest) -> TextMeasurement

  /// The vertical metrics of one line in `font`.
  func lineMetrics(for font: Font, displayScale: CGFloat) -> TextMetrics

  /// The size of a symbol image drawn like a glyph of `font` at `scale`, or `nil` if the symbol is unknown.
  func symbolSize(named name: String, font: Font, scale: Image.Scale, displayScale: CGFloat) -> CGSize?
}

/// A run of text in one style: a `Text`, or one part of several joined with `+`.
public struct TextRun: Hashable, Sendable {
  /// The characters.
  public var string: String
  /// The font, resolved against the environment.
  public var font: Font
  /// Extra space after every character, in points (`tracking(_:)`).
  public var tracking: CGFloat
  /// Extra space between characters, in points (`kerning(_:)`).
  public var kerning: CGFloat
  /// The colour to draw the run with, or `nil` for the environment's foreground.
  public var foregroundColor: Color?

  /// Creates a run.
  public init(string: String, font: Font, tracking: CGFloat = 0, kerning: CGFloat = 0, foregroundColor: Color? = nil) {
    self.string = string
    self.font = font
    self.tracking = tracking
    self.kerning = kerning
    self.foregroundColor = foregroundColor
  }
}

/// What to measure: the runs of a text, their paragraph style, and the room they are offered.
public struct TextLayoutRequest: Hashable, Sendable {
  /// The text, run by run.
  public var runs: [TextRun]
  /// The proposed width, or `nil` (or infinity) for one unwrapped line per paragraph.
  public var width: CGFloat?
  /// The proposed height, or `nil` for as many lines as the text needs.
  public var height: CGFloat?
  /// The maximum number of lines, or `nil` for no limit.
  public var lineLimit: Int?
  /// The number of lines whose height the text occupies even when it needs fewer.
  public var reservedLineCount: Int
  /// Where truncated text is elided.
  public var truncationMode: Text.TruncationMode
  /// How lines are aligned with one another.
  public var alignment: TextAlignment
  /// Extra space between lines, in points.
  public var lineSpacing: CGFloat
  /// The number of pixels per point; sizes are rounded up to the pixel grid.
  public var displayScale: CGFloat

  /// Creates a request.
  public init(
    runs: [TextRun], width: CGFloat?, height: CGFloat?, lineLimit: Int? = nil, reservedLineCount: Int = 0,
    truncationMode: Text.TruncationMode = .tail, alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0,
    displayScale: CGFloat
  ) {
    self.runs = runs
    self.width = width
    self.height = height
    self.lineLimit = lineLimit
    self.reservedLineCount = reservedLineCount
    self.truncationMode = truncationMode
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.displayScale = displayScale
  }

  /// The whole text.
  public var string: String { runs.map(\.string).joined() }
}

/// The result of measuring text.
public struct TextMeasurement: Hashable, Sendable {
  /// The size of the laid-out text, rounded up to the pixel grid.
  public var size: CGSize
  /// The distance from the top to the first line's baseline.
  public var firstBaseline: CGFloat
  /// The distance from the top to the last line's baseline.
  public var lastBaseline: CGFloat
  /// The number of lines.
  public var lineCount: Int
  /// Whether some of the text did not fit and was elided.
  public var isTruncated: Bool

  /// Creates a measurement.
  public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int, isTruncated: Bool = false) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
    self.isTruncated = isTruncated
  }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing
}

private struct TextMeasurerKey: EnvironmentKey {
  // Never read in a host, which always sets a measurer; a fixed, immutable value otherwise.
  static let defaultValue: any TextMeasuring = FixedAdvanceTextMeasurer()
}

extension EnvironmentValues {
  /// Whether a text measurer is set, rather than the default.
  package var hasTextMeasurer: Bool { contains(TextMeasurerKey.self) }

  /// The text measurer that sizes `Text` and symbol images: the one the host was made with,
  /// unless a view sets another for its content.
  public var textMeasurer: any TextMeasuring {
    get { self[TextMeasurerKey.self] }
    set { self[TextMeasurerKey.self] = newValue }
  }
}
