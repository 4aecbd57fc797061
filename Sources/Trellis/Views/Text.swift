import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text asks for one unwrapped line ideally, wraps when offered less width, and rounds its
/// size up to the pixel grid (layout-semantics.md §1.2). It is measured by the environment's
/// ``TextMeasuring`` measurer.
///
/// ```swift
/// Text("Hamlet").font(.title)
/// ```
public struct Text: View, Equatable {
  let string: String

  /// Creates a text view that displays a string literal or a localized string key.
  public init(_ key: LocalizedStringKey) {
    string = key.key
  }

  /// Creates a text view that displays a string without localizing it.
  public init(verbatim content: String) {
    string = content
  }

  /// Creates a text view that displays a string.
  public init<S: StringProtocol>(_ content: S) {
    string = String(content)
  }

  /// Adds a text leaf measured with the environment's font and measurer.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let environment = inputs.environment
    inputs.resolver.appendLeaf(
      TextBehavior(
        string: view.string, font: environment.font ?? .body, lineLimit: environment.lineLimit,
        measurer: environment.textMeasurer, displayScale: environment.displayScale),
      inputs: inputs)
  }

  /// Text is primitive.
  public var body: Never { preconditionFailure("Text is a primitive view: it has no body") }
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

/// A text leaf: measured through the text measurer, with baselines and text spacing.
///
/// Fidelity: partial — sizing rules of §1.2 with the measurer's metrics; spacing categories of §1.4.
struct TextBehavior: LayoutBehavior {
  let string: String
  let font: Font
  let lineLimit: Int?
  let measurer: any TextMeasuring
  let displayScale: CGFloat

  var debugName: String { "Text \"\(string.count > 40 ? string.prefix(37) + "..." : Substring(string))\"" }

  func measure(_ proposal: ProposedViewSize) -> TextMeasurement {
    measurer.measure(
      TextLayoutRequest(
        string: string, font: font, width: proposal.width, height: proposal.height, lineLimit: lineLimit,
        displayScale: displayScale))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    measure(proposal).size
  }

  /// The first and last baselines are explicit guides of text.
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? {
    if key == VerticalAlignment.firstTextBaseline.key { return measure(proposal).firstBaseline }
    if key == VerticalAlignment.lastTextBaseline.key { return measure(proposal).lastBaseline }
    return nil
  }

  /// Text pairs with text above and below by line metrics, and keeps typographic distances to
  /// other views above and below it (§1.4); horizontally it has no preference.
  ///
  /// Against a baseline-relative neighbour (`_TextBaselineRelativeSpacer`) its edges sit at its
  /// first and last baselines: the distance reaches back into the text by the ascender above
  /// and the descender below.
  func spacing(context: LayoutContext) -> Spacing {
    let metrics = measurer.lineMetrics(for: font, displayScale: displayScale)
    return Spacing(minima: [
      (Spacing.Key(category: .textToText, edge: .top), .topTextMetrics(metrics)),
      (Spacing.Key(category: .textToText, edge: .bottom), .bottomTextMetrics(metrics)),
      (Spacing.Key(category: .edgeAboveText, edge: .top), .distance(metrics.edgeAboveTextDistance)),
      (Spacing.Key(category: .edgeBelowText, edge: .bottom), .distance(metrics.edgeBelowTextDistance)),
      (Spacing.Key(category: .textBaseline, edge: .top), .distance(-metrics.ascender)),
      (Spacing.Key(category: .textBaseline, edge: .bottom), .distance(-metrics.descender)),
    ])
  }
}

private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

extension EnvironmentValues {
  /// The maximum number of lines text can occupy, or `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}

extension View {
  /// Sets the maximum number of lines text can occupy.
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
  }
}
