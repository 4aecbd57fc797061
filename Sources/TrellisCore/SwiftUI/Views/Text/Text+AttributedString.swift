import Foundation

extension AttributeScopes {
  /// The attributes SwiftUI's `Text` reads from an `AttributedString`, with Foundation's.
  ///
  /// ```swift
  /// var greeting = AttributedString("Hello, world")
  /// greeting.font = .title
  /// greeting.foregroundColor = .red
  /// Text(greeting)
  /// ```
  public struct SwiftUIAttributes: AttributeScope {
    /// The font of the run.
    public let font: FontAttribute
    /// The colour of the run's text.
    public let foregroundColor: ForegroundColorAttribute
    /// The strikethrough line of the run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The underline of the run.
    public let underlineStyle: UnderlineStyleAttribute
    /// The kerning of the run, in points.
    public let kern: KerningAttribute
    /// The tracking of the run, in points.
    public let tracking: TrackingAttribute
    /// The baseline offset of the run, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes: links and inline presentation intents.
    public let foundation: FoundationAttributes
    #if !canImport(Darwin)
      /// The inline presentation intent of the run: bold, italic, code, strikethrough.
      public let inlinePresentationIntent: InlinePresentationIntentAttribute

      /// An inline presentation intent attribute, which Foundation on Linux lacks.
      public enum InlinePresentationIntentAttribute: AttributedStringKey {
        /// The intents.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name, Foundation's.
        public static let name = "NSInlinePresentationIntent"
      }
    #endif

    /// A font attribute.
    public enum FontAttribute: AttributedStringKey {
      /// The font.
      public typealias Value = Font
      /// The attribute's name.
      public static let name = "SwiftUI.Font"
    }

    /// A foreground colour attribute.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// The colour.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// A strikethrough attribute.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// The line style.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// An underline attribute.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// The line style.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// A kerning attribute.
    public enum KerningAttribute: AttributedStringKey {
      /// The kerning in points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Kern"
    }

    /// A tracking attribute.
    public enum TrackingAttribute: AttributedStringKey {
      /// The tracking in points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Tracking"
    }

    /// A baseline offset attribute.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// The offset in points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// The attributes SwiftUI's `Text` reads.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// Reaches SwiftUI's attributes as properties: `string.font`, `string.foregroundColor`.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}

#if canImport(Darwin)
  private typealias InlineIntentKey = AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute
#else
  private typealias InlineIntentKey = AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute

  /// The inline styles of a run of an attributed string, as Foundation on Apple platforms
  /// defines them (its raw values); Foundation on Linux lacks the type.
  public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    /// The intents as bits.
    public let rawValue: UInt

    /// Creates intents from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code: monospaced.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
  }

  extension AttributedString {
    /// Creates an attributed string from inline Markdown, as Foundation on Apple platforms does:
    /// bold, italic, strikethrough and code as ``InlinePresentationIntent``, links as `link`.
    /// Foundation on Linux lacks this initializer. Unbalanced markers are kept as characters;
    /// it never throws.
    public init(markdown: String) throws {
      self.init()
      for (string, style) in InlineMarkdown.parse(markdown) {
        var piece = AttributedString(string)
        var intent: InlinePresentationIntent = []
        if style.isBold { intent.insert(.stronglyEmphasized) }
        if style.isItalic { intent.insert(.emphasized) }
        if style.isStrikethrough { intent.insert(.strikethrough) }
        if style.isCode { intent.insert(.code) }
        if !intent.isEmpty { piece[InlineIntentKey.self] = intent }
        if let link = style.link { piece.link = link }
        append(piece)
      }
    }
  }
#endif

extension Text {
  /// Creates a text view that displays an attributed string: each run with its font, colour,
  /// underline, strikethrough, kerning, tracking, baseline offset and link, and the bold,
  /// italic, strikethrough and code intents of Foundation's `inlinePresentationIntent`.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    typealias Attributes = AttributeScopes.SwiftUIAttributes
    var runs: [Run] = []
    for attributedRun in attributedContent.runs {
      var run = Run(string: String(attributedContent[attributedRun.range].characters))
      run.font = attributedRun[Attributes.FontAttribute.self]
      run.foregroundColor = attributedRun[Attributes.ForegroundColorAttribute.self]
      run.strikethrough = attributedRun[Attributes.StrikethroughStyleAttribute.self]
      run.underline = attributedRun[Attributes.UnderlineStyleAttribute.self]
      run.kerning = attributedRun[Attributes.KerningAttribute.self]
      run.tracking = attributedRun[Attributes.TrackingAttribute.self]
      run.baselineOffset = attributedRun[Attributes.BaselineOffsetAttribute.self]
      run.link = attributedRun.link
      if let intent = attributedRun[InlineIntentKey.self] {
        if intent.contains(.stronglyEmphasized) { run.isBold = true }
        if intent.contains(.emphasized) { run.isItalic = true }
        if intent.contains(.strikethrough) { run.strikethrough = run.strikethrough ?? .single }
        if intent.contains(.code) { run.isMonospaced = true }
      }
      runs.append(run)
    }
    self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
  }
}
