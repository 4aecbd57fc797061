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
  /// Whether the measurer breaks lines greedily — each line takes every word that fits — so
  /// that a text measured at one width, whole, measures the same at every width from its own
  /// up to that one, as SwiftUI's text does. Layout then measures it once for all those
  /// widths. `false` unless a measurer says so.
  var wrapsGreedily: Bool { get }
}

extension TextMeasuring {
  /// A measurer is not taken to wrap greedily unless it says so.
  public var wrapsGreedily: Bool { false }
}

/// A run of text in one style: a `Text`, or one part of several joined with `+`.
public struct TextRun: Hashable, Sendable {
  /// The characters; for an inline symbol, ``symbolCharacter``.
  public var string: String
  /// The font, resolved against the environment.
  public var font: Font
  /// Extra space after every character, in points (`tracking(_:)`).
  public var tracking: CGFloat
  /// Extra space between characters, in points (`kerning(_:)`).
  public var kerning: CGFloat
  /// The colour to draw the run with, or `nil` for the environment's foreground.
  public var foregroundColor: Color?
  /// How far the run is raised above the baseline, in points (`baselineOffset(_:)`).
  public var baselineOffset: CGFloat
  /// The run's underline, if any.
  public var underline: TextDecoration?
  /// The run's strikethrough line, if any.
  public var strikethrough: TextDecoration?
  /// The name of the symbol image the run shows inline, or `nil` for characters.
  public var symbol: String?
  /// The destination of a link run.
  public var link: URL?

  /// The character an inline symbol stands as: U+FFFC OBJECT REPLACEMENT CHARACTER.
  public static let symbolCharacter = "\u{FFFC}"

  /// Creates a run.
  public init(
    string: String, font: Font, tracking: CGFloat = 0, kerning: CGFloat = 0, foregroundColor: Color? = nil,
    baselineOffset: CGFloat = 0, underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil,
    symbol: String? = nil, link: URL? = nil
  ) {
    self.string = string
    self.font = font
    self.tracking = tracking
    self.kerning = kerning
    self.foregroundColor = foregroundColor
    self.baselineOffset = baselineOffset
    self.underline = underline
    self.strikethrough = strikethrough
    self.symbol = symbol
    self.link = link
  }
}

/// An underline or strikethrough line of a run, its colour resolved.
public struct TextDecoration: Hashable, Sendable {
  /// The pattern of the line.
  public var pattern: Text.LineStyle.Pattern
  /// The colour of the line.
  public var color: Color.Resolved

  /// Creates a decoration.
  public init(pattern: Text.LineStyle.Pattern = .solid, color: Color.Resolved) {
    self.pattern = pattern
    self.color = color
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
  /// The space the text style's leading puts between lines beyond the font's line height
  /// (TextStyleLeading.swift); measurers see it added to ``lineSpacing`` once the request is
  /// sanitized.
  public var textStyleLineGap: CGFloat = 0
  /// The number of pixels per point; sizes are rounded up to the pixel grid.
  public var displayScale: CGFloat
  /// The smallest fraction of its font sizes the text may shrink to, to fit (1: none).
  public var minimumScaleFactor: CGFloat
  /// Whether the text may tighten its character spacing to fit before it is truncated.
  public var allowsTightening: Bool

  /// Creates a request.
  public init(
    runs: [TextRun], width: CGFloat?, height: CGFloat?, lineLimit: Int? = nil, reservedLineCount: Int = 0,
    truncationMode: Text.TruncationMode = .tail, alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0,
    displayScale: CGFloat, minimumScaleFactor: CGFloat = 1, allowsTightening: Bool = false
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
    self.minimumScaleFactor = minimumScaleFactor
    self.allowsTightening = allowsTightening
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
  /// The box of each line, from the text's top left: what redaction covers with bars.
  public var lineBoxes: [CGRect]

  /// Creates a measurement.
  public init(
    size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int, isTruncated: Bool = false,
    lineBoxes: [CGRect] = []
  ) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
    self.isTruncated = isTruncated
    self.lineBoxes = lineBoxes
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

// A key of its own rather than `@Entry`: `hasTextMeasurer` asks whether it is set, by its name.
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

extension TextLayoutRequest {
  /// The font sizes text is measured and drawn at, in points (`Font/pointSizeRange`): a
  /// symbol drawn as a glyph is sized within them too.
  package static var pointSizeRange: ClosedRange<CGFloat> { Font.pointSizeRange }

  /// Whether the text may shrink or tighten to fit its proposal.
  var mayFit: Bool { minimumScaleFactor < 1 || allowsTightening }

  /// The tightening the text may take at most, as a fraction of each run's font size taken
  /// from the space after every character [uncertain: UIKit's own limit is not published].
  static let maximumTightening: CGFloat = 0.05

  /// `string` with line breaks, tabs and other control characters written as escapes, so that a
  /// text's description stays on one line: a newline is `\n`.
  package static func escaped<S: StringProtocol>(_ string: S) -> String {
    var result = ""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// The request with every font, tracking, kerning and baseline offset multiplied by `scale`,
  /// and `tightening` em taken from the space after each character.
  func fitted(scale: CGFloat, tightening: CGFloat) -> TextLayoutRequest {
    var request = self
    for index in request.runs.indices {
      var run = request.runs[index]
      run.tracking = run.tracking * scale - tightening * run.font.size * scale
      run.kerning *= scale
      run.baselineOffset *= scale
      run.font.size *= scale
      request.runs[index] = run
    }
    request.minimumScaleFactor = 1
    request.allowsTightening = false
    return request
  }
}

extension TextMeasuring {
  /// Measures `request`; when it is truncated and may tighten (``TextLayoutRequest/allowsTightening``)
  /// or shrink (``TextLayoutRequest/minimumScaleFactor``), finds the least tightening, then the
  /// largest scale, that fits, as SwiftUI shrinks text before it truncates it. Returns the
  /// measurement and the request as laid out.
  package func measureFitting(_ request: TextLayoutRequest) -> (
    measurement: TextMeasurement, request: TextLayoutRequest
  ) {
    let plain = measure(request)
    guard plain.isTruncated, request.mayFit else { return (plain, request) }
    var tightening: CGFloat = 0
    if request.allowsTightening {
      let tight = request.fitted(scale: 1, tightening: TextLayoutRequest.maximumTightening)
      let measured = measure(tight)
      if !measured.isTruncated {
        // The least tightening that fits, to 1/64 of the maximum.
        var (low, high) = (CGFloat(0), TextLayoutRequest.maximumTightening)
        for _ in 0..<6 {
          let middle = (low + high) / 2
          if measure(request.fitted(scale: 1, tightening: middle)).isTruncated { low = middle } else { high = middle }
        }
        let fitted = request.fitted(scale: 1, tightening: high)
        return (measure(fitted), fitted)
      }
      tightening = TextLayoutRequest.maximumTightening
    }
    let factor = request.minimumScaleFactor.isNaN ? 1 : Swift.min(Swift.max(request.minimumScaleFactor, 0), 1)
    guard factor < 1 else {
      let fitted = request.fitted(scale: 1, tightening: tightening)
      return (measure(fitted), fitted)
    }
    // The smallest scale keeps every font at Font.pointSizeRange's lower bound or more.
    let smallestSize = request.runs.map(\.font.size).filter { $0 > 0 }.min() ?? 1
    let floor = Swift.max(factor, Font.pointSizeRange.lowerBound / smallestSize)
    let smallest = request.fitted(scale: floor, tightening: tightening)
    let atFloor = measure(smallest)
    guard !atFloor.isTruncated else { return (atFloor, smallest) }
    // The largest scale that fits, to 1/256 of the range.
    var (low, high) = (floor, CGFloat(1))
    for _ in 0..<8 {
      let middle = (low + high) / 2
      if measure(request.fitted(scale: middle, tightening: tightening)).isTruncated {
        high = middle
      } else {
        low = middle
      }
    }
    let fitted = request.fitted(scale: low, tightening: tightening)
    return (measure(fitted), fitted)
  }
}

extension TextLayoutRequest {
  /// The text as a display list prints it: on one line (``escaped(_:)``), an inline symbol as
  /// `{symbol:name}`.
  var printedString: String {
    runs.map { run in run.symbol.map { "{symbol:\($0)}" } ?? Self.escaped(run.string) }.joined()
  }

  /// The underlines and strikethrough lines of the text's runs, as a display list prints them:
  /// ` underline "Word" #RRGGBBAA`, one for each decorated run.
  var printedDecorations: String {
    runs.map { run in
      var text = ""
      if let line = run.underline { text += " underline \"\(Self.escaped(run.string))\" \(line.color)" }
      if let line = run.strikethrough { text += " strikethrough \"\(Self.escaped(run.string))\" \(line.color)" }
      return text
    }.joined()
  }
}
