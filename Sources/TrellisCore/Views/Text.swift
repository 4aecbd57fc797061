import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text asks for one unwrapped line ideally, wraps at word boundaries when offered less width
/// (between characters when a word does not fit), and rounds its size up to the pixel grid
/// (docs/LayoutRules.md §1.2). It is measured by the environment's ``TextMeasuring`` measurer.
///
/// ```swift
/// Text("Hamlet").font(.title) + Text(" by William Shakespeare").italic()
/// ```
public struct Text: View, Equatable, PrimitiveView {
  /// A run with the styles set on it; the environment fills in the rest when the text is resolved.
  struct Run: Equatable {
    var string: String
    var font: Font?
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false
    var isMonospacedDigit = false
    var tracking: CGFloat = 0
    var kerning: CGFloat = 0
    var foregroundColor: Color?
  }

  var runs: [Run]

  /// Creates a text view that displays a string literal or a localized string key.
  public init(_ key: LocalizedStringKey) {
    runs = [Run(string: key.key)]
  }

  /// Creates a text view that displays a string without localizing it.
  public init(verbatim content: String) {
    runs = [Run(string: content)]
  }

  /// Creates a text view that displays a string.
  public init<S: StringProtocol>(_ content: S) {
    runs = [Run(string: String(content))]
  }

  /// Joins two texts into one, each part keeping its own style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var result = lhs
    result.runs += rhs.runs
    return result
  }

  /// How truncated text is elided.
  public enum TruncationMode: Hashable, Sendable {
    /// Elide the beginning: "…end of the line".
    case head
    /// Elide the middle: "Begin…end".
    case middle
    /// Elide the end: "Beginning of the…".
    case tail
  }

  /// Adds a text leaf measured with the environment's font, paragraph style and measurer.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let environment = inputs.environment
    inputs.resolver.appendLeaf(
      TextBehavior(
        request: TextLayoutRequest(
          runs: view.runs.map { $0.resolved(in: environment) }, width: nil, height: nil,
          lineLimit: environment.lineLimit, reservedLineCount: environment.reservedLineCount,
          truncationMode: environment.truncationMode, alignment: environment.multilineTextAlignment,
          lineSpacing: environment.lineSpacing, displayScale: environment.displayScale),
        measurer: environment.textMeasurer,
        colors: view.runs.map { $0.color(in: environment) }),
      inputs: inputs)
  }
}

extension Text.Run {
  /// The run with the environment's font and weight applied where the run sets none.
  func resolved(in environment: EnvironmentValues) -> TextRun {
    var font = self.font ?? environment.font ?? .body
    if let weight = weight ?? environment.fontWeight { font = font.weight(weight) }
    if isBold { font = font.bold() }
    if isItalic { font = font.italic() }
    if isMonospacedDigit { font = font.monospacedDigit() }
    return TextRun(
      string: string, font: font, tracking: tracking, kerning: kerning,
      foregroundColor: foregroundColor)
  }
}

extension Text.Run {
  /// The colour the run is drawn in: its own, else the environment's foreground.
  func color(in environment: EnvironmentValues) -> Color.Resolved {
    if let foregroundColor { return foregroundColor.resolve(in: environment) }
    if !ForegroundStyle().drawingEffects(in: environment).isEmpty {
      RuntimeIssues.reportOnce(
        "Text is drawn in its foreground style's colour only: the style's shadow or blend mode is not applied to text.")
    }
    switch ForegroundStyle().paint(in: environment) {
    case .color(let color): return color
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
      return stops.first?.color ?? Color.primary.resolve(in: environment)
    }
  }
}

/// The key of a localized string: Trellis displays the key itself.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let key: String

  /// Creates a key from a string.
  public init(_ value: String) { key = value }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) { key = value }

  /// Creates a key from an interpolated string.
  public init(stringInterpolation: DefaultStringInterpolation) {
    key = String(stringInterpolation: stringInterpolation)
  }
}

extension Text {
  /// The text's characters, without styles: what messages and accessibility labels name it by.
  var plainText: String { runs.map(\.string).joined() }
}
