import Foundation

/// Measures text for layout: Trellis' seam between the layout engine and a text engine.
///
/// The core ships ``FixedAdvanceTextMeasurer``, whose every glyph has the same advance, so
/// that layouts with text are computable by hand. A real text engine plugs in through the
/// environment (`\.textMeasurer`).
public protocol TextMeasuring: Sendable {
  /// The size and baselines of `text` laid out for a proposal.
  func measure(_ text: TextLayoutRequest) -> TextMeasurement

  /// The vertical metrics of one line in `font`.
  func lineMetrics(for font: Font, displayScale: CGFloat) -> TextMetrics

  /// The size of a symbol image drawn like a glyph of `font`, or `nil` if the symbol is unknown.
  func symbolSize(named name: String, font: Font, displayScale: CGFloat) -> CGSize?
}

/// What to measure: a string, its font, and the room it is offered.
public struct TextLayoutRequest: Hashable, Sendable {
  /// The text.
  public var string: String
  /// The font.
  public var font: Font
  /// The proposed width, or `nil` for one unwrapped line per paragraph.
  public var width: CGFloat?
  /// The proposed height, or `nil` for as many lines as the text needs.
  public var height: CGFloat?
  /// The maximum number of lines, or `nil` for no limit.
  public var lineLimit: Int?
  /// The number of pixels per point; sizes are rounded up to the pixel grid.
  public var displayScale: CGFloat

  /// Creates a request.
  public init(string: String, font: Font, width: CGFloat?, height: CGFloat?, lineLimit: Int?, displayScale: CGFloat) {
    self.string = string
    self.font = font
    self.width = width
    self.height = height
    self.lineLimit = lineLimit
    self.displayScale = displayScale
  }
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

  /// Creates a measurement.
  public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
  }
}

private struct TextMeasurerKey: EnvironmentKey {
  static let defaultValue: any TextMeasuring = FixedAdvanceTextMeasurer()
}

extension EnvironmentValues {
  /// The text measurer that sizes `Text` and symbol images. A ``FixedAdvanceTextMeasurer`` by default.
  public var textMeasurer: any TextMeasuring {
    get { self[TextMeasurerKey.self] }
    set { self[TextMeasurerKey.self] = newValue }
  }
}
