import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text asks for one unwrapped line ideally, wraps at word boundaries when offered less width
/// (between characters when a word does not fit), and rounds its size up to the pixel grid
/// (docs/LayoutRules.md §1.2). It is measured by the environment's ``TextMeasuring`` measurer.
///
/// A string literal is a ``LocalizedStringKey``, and its inline Markdown is styled:
/// `Text("**Bold**, *italic*, ~~struck~~, `code` and [a link](https://example.com)")`.
/// `Text(verbatim:)` and a `String` variable are shown as they are.
///
/// ```swift
/// Text("Hamlet").font(.title) + Text(" by William Shakespeare").italic()
/// ```
///
/// A localized key is looked up when the text is resolved, in the environment's locale, in the
/// table and bundle it names (``LocalizationCatalog``); a key no table has is shown as it is.
///
/// Fidelity: partial — Markdown covers the inline syntax SwiftUI styles (strong, emphasis,
/// strikethrough, code, links); translations come from String Catalogs and `.strings` tables.
nonisolated public struct Text: View, Equatable, PrimitiveView {
  /// A run with the styles set on it; the environment fills in the rest when the text is resolved.
  struct Run: Equatable {
    var content: Content
    var font: Font?
    var weight: Font.Weight?
    var isBold: Bool?
    var isItalic: Bool?
    var isMonospaced = false
    var isMonospacedDigit = false
    var design: Font.Design?
    var width: Font.Width?
    var tracking: CGFloat?
    var kerning: CGFloat?
    var baselineOffset: CGFloat?
    var underline: LineStyle?
    var strikethrough: LineStyle?
    var foregroundColor: Color?
    var link: URL?
    /// The localized key this run was made from, when the text was made from one: a translation
    /// replaces the runs of one origin when the text is resolved.
    var origin: LocalizedOrigin?

    init(content: Content) { self.content = content }

    init(string: String) { content = .string(string) }
  }

  /// What a run shows.
  enum Content: Equatable {
    /// Characters.
    case string(String)
    /// A symbol image set inline, as a glyph of the run's font.
    case symbol(String)
    /// Characters that depend on the environment: a formatted value or a date.
    case deferred(DeferredString)
  }

  var runs: [Run]

  init(runs: [Run]) { self.runs = runs }

  /// Creates a text view that displays a string literal or a localized string key, styled by
  /// its inline Markdown.
  ///
  /// - Parameters:
  ///   - key: The key, looked up in `tableName` of `bundle` in the environment's locale.
  ///   - tableName: The string table: `Localizable` when `nil`.
  ///   - bundle: The bundle of the table: the main bundle when `nil`, `.module` for a package's.
  ///   - comment: A note for translators; not shown.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    runs = key.runs()
    // Only a text that a table may translate keeps its key: an app without tables pays nothing.
    guard LocalizationCatalog.mayTranslate(bundle: bundle) else { return }
    let origin = LocalizedOrigin(key: key, tableName: tableName, bundle: bundle)
    for index in runs.indices { runs[index].origin = origin }
  }

  /// Creates a text view that displays a string without localizing it or reading Markdown.
  public init(verbatim content: String) {
    runs = [Run(string: content)]
  }

  /// Creates a text view that displays a string as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    runs = [Run(string: String(content))]
  }

  /// Creates a text view that displays a symbol image inline, sized like a glyph of its font.
  public init(_ image: Image) {
    runs = [Text.run(for: image)]
  }

  /// The run that shows `image`: a symbol, or nothing (with a runtime issue) for a file image,
  /// which Trellis does not set inline.
  static func run(for image: Image) -> Run {
    switch image.source {
    case .system(let name, _): return Run(content: .symbol(name))
    case .named(let name, _), .file(_, let name, _, _):
      RuntimeIssues.report("Text shows only symbol images inline; the image '\(name)' is left out.")
      return Run(string: "")
    case .redacted:
      RuntimeIssues.report("Text shows only symbol images inline; the placeholder image is left out.")
      return Run(string: "")
    }
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

  /// A case transformation applied to text (`textCase(_:)`).
  public enum Case: Hashable, Sendable {
    /// Every letter uppercase.
    case uppercase
    /// Every letter lowercase.
    case lowercase
  }

  /// The style of an underline or strikethrough line.
  public struct LineStyle: Hashable, Sendable {
    /// The pattern of the line.
    let pattern: Pattern
    /// The colour of the line, or `nil` for the text's colour.
    let color: Color?

    /// Creates a line style.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()

    /// The pattern of a line.
    public struct Pattern: Hashable, Sendable {
      let dashes: [CGFloat]

      /// A solid line.
      public static let solid = Pattern(dashes: [])
      /// A dotted line.
      public static let dot = Pattern(dashes: [1, 1])
      /// A dashed line.
      public static let dash = Pattern(dashes: [3, 1])
      /// Alternating dashes and dots.
      public static let dashDot = Pattern(dashes: [3, 1, 1, 1])
      /// Alternating dashes and two dots.
      public static let dashDotDot = Pattern(dashes: [3, 1, 1, 1, 1, 1])
    }
  }

  /// Adds a text leaf measured with the environment's font, paragraph style and measurer.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let environment = inputs.environment
    let (request, colors) = view.layoutRequest(in: environment)
    inputs.context.appendLeaf(
      TextBehavior(
        request: request, measurer: environment.textMeasurer, colors: colors,
        redaction: environment.textRedaction),
      inputs: inputs)
  }

  /// The text as the measurer lays it out in `environment` — its runs, fonts and paragraph
  /// style, no width or height yet — and the colour of each run.
  func layoutRequest(in environment: EnvironmentValues) -> (request: TextLayoutRequest, colors: [Color.Resolved]) {
    let runs = localizedRuns(in: environment)
    let resolved = runs.map { $0.resolved(in: environment) }
    var request = TextLayoutRequest(
      runs: resolved, width: nil, height: nil,
      lineLimit: environment.lineLimit, reservedLineCount: environment.reservedLineCount,
      truncationMode: environment.truncationMode, alignment: environment.multilineTextAlignment,
      lineSpacing: environment.lineSpacing, displayScale: environment.displayScale,
      minimumScaleFactor: environment.minimumScaleFactor, allowsTightening: environment.allowsTightening)
    // Lines are spaced by the largest text style's leading (TextStyleLeading.swift), then by
    // `lineSpacing`.
    request.textStyleLineGap = resolved.map { $0.textStyleLineGap(at: environment.dynamicTypeSize) }.max() ?? 0
    return (request, runs.map { $0.color(in: environment) })
  }
}

extension Text.Run {
  /// The run's characters in `environment`: formatted values and dates in its locale, clock
  /// and time zone, and the environment's text case applied.
  func string(in environment: EnvironmentValues) -> String {
    let string: String
    switch content {
    case .string(let value): string = value
    case .symbol: return TextRun.symbolCharacter
    case .deferred(let deferred): string = deferred.string(in: environment)
    }
    switch environment.textCase {
    case .uppercase: return string.uppercased(with: environment.locale)
    case .lowercase: return string.lowercased(with: environment.locale)
    case nil: return string
    }
  }

  /// The run's font in `environment`: its own, else the environment's, with the view's and
  /// the run's style modifiers, scaled to the Dynamic Type size.
  func font(in environment: EnvironmentValues) -> Font {
    let style = environment.textStyle
    var font = self.font ?? environment.font ?? .body
    if let weight = weight ?? environment.fontWeight { font = font.weight(weight) }
    if isBold ?? style.isBold { font = font.bold() }
    if isItalic ?? style.isItalic { font = font.italic() }
    if let design = design ?? style.design, font.family == nil { font.design = design }
    if let width = width ?? style.width { font = font.width(width) }
    if isMonospaced || style.isMonospaced { font = font.monospaced() }
    if isMonospacedDigit || style.isMonospacedDigit { font = font.monospacedDigit() }
    return font.resolved(in: environment)
  }

  /// The run as the measurer sees it.
  func resolved(in environment: EnvironmentValues) -> TextRun {
    let style = environment.textStyle
    let color = self.color(in: environment)
    func decoration(_ line: Text.LineStyle?) -> TextDecoration? {
      line.map { TextDecoration(pattern: $0.pattern, color: $0.color?.resolve(in: environment) ?? color) }
    }
    var symbol: String?
    if case .symbol(let name) = content { symbol = name }
    return TextRun(
      string: string(in: environment), font: font(in: environment), tracking: tracking ?? style.tracking ?? 0,
      kerning: kerning ?? style.kerning ?? 0, foregroundColor: foregroundColor,
      baselineOffset: baselineOffset ?? style.baselineOffset ?? 0,
      underline: decoration(underline ?? style.underline),
      strikethrough: decoration(strikethrough ?? style.strikethrough),
      symbol: symbol, link: link)
  }
}

extension Text.Run {
  /// The colour the run is drawn in: its own, else the tint for a link, else the environment's
  /// foreground.
  func color(in environment: EnvironmentValues) -> Color.Resolved {
    if let foregroundColor { return foregroundColor.resolve(in: environment) }
    if link != nil { return environment.tintColor.resolve(in: environment) }
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

/// Characters that depend on the environment — a formatted value, a date relative to now — with
/// an identity to compare them by.
struct DeferredString: Equatable, @unchecked Sendable {
  /// What the value and its format are, to compare two texts without formatting them.
  let identity: String
  let format: (EnvironmentValues) -> String

  func string(in environment: EnvironmentValues) -> String { format(environment) }

  static func == (lhs: DeferredString, rhs: DeferredString) -> Bool { lhs.identity == rhs.identity }
}

extension Text {
  /// The text's characters, without styles: what messages and accessibility labels name it by.
  /// A formatted value is formatted in the default environment; an inline symbol adds nothing.
  var plainText: String {
    runs.map { run in
      switch run.content {
      case .string(let string): string
      case .symbol: ""
      case .deferred(let deferred): deferred.string(in: EnvironmentValues())
      }
    }.joined()
  }
}
