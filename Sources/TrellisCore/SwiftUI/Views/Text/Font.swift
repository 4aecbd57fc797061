import Foundation

/// An environment-dependent font.
///
/// A text style font (`.body`, `.title`, …) and a custom font made relative to a style scale
/// with the environment's Dynamic Type size (``DynamicTypeSize``), by Apple's table
/// (docs/iOSControls.md §2); `system(size:)` and `custom(_:fixedSize:)` fonts keep their size.
///
/// ```swift
/// Text("Title").font(.system(.title, design: .serif, weight: .bold))
/// Text("Code").font(.body.monospaced())
/// Text("Brand").font(.custom("Helvetica Neue", size: 17, relativeTo: .body))
/// ```
///
/// Fidelity: partial — sizes and weights follow Apple's tables; `bold()` on a text style gives
/// its emphasized weight (HIG: Bold for the title styles, Semibold for the rest); the leading
/// variants add or remove 2 points of line height [uncertain]; the width variants scale Inter
/// horizontally (docs/TextRendering.md §10).
public struct Font: Hashable, Sendable {
  /// The point size (at the default Dynamic Type size, for a font that scales).
  package var size: CGFloat
  /// The weight.
  package var weight: Weight
  /// The design.
  package var design: Design
  package var isItalic: Bool
  /// Whether digits all have the same advance.
  package var hasMonospacedDigits: Bool
  /// The family name of a custom font, or `nil` for the system font.
  package var family: String?
  /// The text style the font scales with, if any: set for text styles, `custom(_:size:)` and
  /// `custom(_:size:relativeTo:)`.
  package var style: TextStyle?
  /// The width.
  package var width: Width = .standard
  /// The line spacing variant.
  package var leading: Leading = .standard
  /// Whether the bold trait is set: the style's emphasized weight, or bold.
  package var isBold = false
  /// Whether lowercase letters are drawn as small capitals.
  package var hasLowercaseSmallCaps = false
  /// Whether uppercase letters are drawn as small capitals.
  package var hasUppercaseSmallCaps = false

  init(
    size: CGFloat, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false,
    hasMonospacedDigits: Bool = false, family: String? = nil, style: TextStyle? = nil
  ) {
    self.size = size
    self.weight = weight
    self.design = design
    self.isItalic = isItalic
    self.hasMonospacedDigits = hasMonospacedDigits
    self.family = family
    self.style = style
  }

  /// A dynamic text style.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// The font style for large titles.
    case largeTitle
    /// The font used for first level hierarchical headings.
    case title
    /// The font used for second level hierarchical headings.
    case title2
    /// The font used for third level hierarchical headings.
    case title3
    /// The font used for headings.
    case headline
    /// The font used for subheadings.
    case subheadline
    /// The font used for body text.
    case body
    /// The font used for callouts.
    case callout
    /// The font used in footnotes.
    case footnote
    /// The font used for standard captions.
    case caption
    /// The font used for alternate captions.
    case caption2

    /// The point size at the default Dynamic Type size (Apple Human Interface Guidelines, iOS).
    package var pointSize: CGFloat { size(at: .large) }

    var weight: Weight { self == .headline ? .semibold : .regular }

    /// The weight `bold()` gives the style: the HIG's emphasized weight.
    var emphasizedWeight: Weight {
      switch self {
      case .largeTitle, .title, .title2: .bold
      default: .semibold
      }
    }
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    /// The weight on the OpenType scale, 100 (ultra light) to 900 (black).
    package let value: Int

    /// 100.
    public static let ultraLight = Weight(value: 100)
    /// 200.
    public static let thin = Weight(value: 200)
    /// 300.
    public static let light = Weight(value: 300)
    /// 400.
    public static let regular = Weight(value: 400)
    /// 500.
    public static let medium = Weight(value: 500)
    /// 600.
    public static let semibold = Weight(value: 600)
    /// 700.
    public static let bold = Weight(value: 700)
    /// 800.
    public static let heavy = Weight(value: 800)
    /// 900.
    public static let black = Weight(value: 900)
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    /// The default system design.
    case `default`
    /// A design with serifs.
    case serif
    /// A design with rounded terminals.
    case rounded
    /// A design whose glyphs all have the same width.
    case monospaced
  }

  /// A width to use for fonts that have multiple widths.
  public struct Width: Hashable, Sendable {
    /// The width, from −1 (narrowest) through 0 (standard) to 1 (widest), as UIKit's width trait.
    public var value: CGFloat

    /// Creates a width.
    public init(_ value: CGFloat) { self.value = value }

    /// The narrowest width, −0.3.
    public static let compressed = Width(-0.3)
    /// A narrower width, −0.2.
    public static let condensed = Width(-0.2)
    /// The default width, 0.
    public static let standard = Width(0)
    /// A wider width, 0.2.
    public static let expanded = Width(0.2)

    /// How much wider than standard the glyphs are drawn: SF Pro's width cuts' average advance
    /// relative to standard [uncertain: estimated from SF Pro's published width axis], clamped.
    package var horizontalScale: CGFloat {
      guard value.isFinite else { return 1 }
      let clamped = Swift.min(Swift.max(value, -1), 1)
      // Compressed (−0.3) sets text at about 0.76 of standard, condensed (−0.2) 0.84, expanded (0.2) 1.19.
      return clamped < 0 ? 1 + clamped * 0.8 : 1 + clamped * 0.95
    }
  }

  /// A line spacing adjustment that you can apply to a font.
  public enum Leading: Hashable, Sendable {
    /// The font's default line spacing.
    case standard
    /// Reduced line spacing.
    case tight
    /// Increased line spacing.
    case loose

    /// The points added to (or taken from) each line's height [uncertain: 2 points, as the HIG's
    /// tight and loose leading].
    package var lineHeightDelta: CGFloat {
      switch self {
      case .standard: 0
      case .tight: -2
      case .loose: 2
      }
    }
  }

  /// Creates a font from a text style, scaled with Dynamic Type.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(size: style.pointSize, weight: weight ?? style.weight, design: design ?? .default, style: style)
  }

  /// Creates a system font of a fixed size: it does not scale with Dynamic Type.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular, design: design ?? .default)
  }

  /// Creates a custom font of a family (or PostScript name) and size that scales with the body
  /// text style.
  ///
  /// The families Trellis has, the fonts registered with `FontRegistry` (`import Trellis`) and
  /// common Apple families mapped to metric-compatible free fonts are drawn; any other name falls
  /// back to the system font with a runtime issue.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(size: size, family: name, style: .body)
  }

  /// A custom font scaled with Dynamic Type like `textStyle`; at the default size, `size`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(size: size, family: name, style: textStyle)
  }

  /// A custom font of a fixed size: it does not scale with Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(size: fixedSize, family: name)
  }

  /// 34 points.
  public static let largeTitle = system(.largeTitle)
  /// 28 points.
  public static let title = system(.title)
  /// 22 points.
  public static let title2 = system(.title2)
  /// 20 points.
  public static let title3 = system(.title3)
  /// 17 points, semibold.
  public static let headline = system(.headline)
  /// 15 points.
  public static let subheadline = system(.subheadline)
  /// 17 points: the default font of text.
  public static let body = system(.body)
  /// 16 points.
  public static let callout = system(.callout)
  /// 13 points.
  public static let footnote = system(.footnote)
  /// 12 points.
  public static let caption = system(.caption)
  /// 11 points.
  public static let caption2 = system(.caption2)

  private func with(_ change: (inout Font) -> Void) -> Font {
    var font = self
    change(&font)
    return font
  }

  /// The font in a different weight.
  public func weight(_ weight: Weight) -> Font {
    with {
      $0.weight = weight
      $0.isBold = false
    }
  }

  /// The font with the bold trait: a text style's emphasized weight (Bold for the title styles,
  /// Semibold for the others, as the HIG lists them), bold for any other font.
  public func bold() -> Font { with { $0.isBold = true } }

  /// The font in italic.
  public func italic() -> Font { with { $0.isItalic = true } }

  /// The font with digits that all have the same advance.
  public func monospacedDigit() -> Font { with { $0.hasMonospacedDigits = true } }

  /// A fixed-width font: the system font's monospaced design (SF Mono's stand-in), at this
  /// font's size, weight and Dynamic Type scaling.
  public func monospaced() -> Font {
    with {
      $0.design = .monospaced
      $0.family = nil
    }
  }

  /// The font in a different width.
  public func width(_ width: Width) -> Font { with { $0.width = width } }

  /// The font with tight, standard or loose line spacing.
  public func leading(_ leading: Leading) -> Font { with { $0.leading = leading } }

  /// The font with every letter a small capital.
  public func smallCaps() -> Font {
    with {
      $0.hasLowercaseSmallCaps = true
      $0.hasUppercaseSmallCaps = true
    }
  }

  /// The font with lowercase letters drawn as small capitals.
  public func lowercaseSmallCaps() -> Font { with { $0.hasLowercaseSmallCaps = true } }

  /// The font with uppercase letters drawn as small capitals.
  public func uppercaseSmallCaps() -> Font { with { $0.hasUppercaseSmallCaps = true } }

  /// The point size of the font: for a font that scales, at the default Dynamic Type size until
  /// it is resolved in an environment.
  public var pointSize: CGFloat { size }
}

extension Font {
  /// The font as text in `environment` is set in: scaled to the Dynamic Type size, with the
  /// bold trait folded into the weight and the bold-text setting (`legibilityWeight`) applied.
  package func resolved(in environment: EnvironmentValues) -> Font {
    var font = scaled(to: environment.dynamicTypeSize).withTraitsApplied()
    if environment.legibilityWeight == .bold { font.weight = font.weight.legible }
    return font
  }

  /// The font at a Dynamic Type size: a font that scales with a style takes the style's size
  /// there times its own size over the style's default size (exactly the table's size for a
  /// text style font).
  package func scaled(to dynamicTypeSize: DynamicTypeSize) -> Font {
    guard let style, dynamicTypeSize != .large else { return self }
    return with { $0.size = size * style.size(at: dynamicTypeSize) / style.pointSize }
  }

  /// The font with the bold trait turned into its weight.
  package func withTraitsApplied() -> Font {
    guard isBold else { return self }
    return with { font in
      let emphasized = font.family == nil ? (font.style?.emphasizedWeight ?? .bold) : .bold
      font.weight = Weight(value: Swift.max(font.weight.value, emphasized.value))
      font.isBold = false
    }
  }
}

extension Font.Weight {
  /// The weight iOS draws with Bold Text on: two steps heavier on the OpenType scale (regular
  /// becomes semibold), at most black [uncertain].
  var legible: Font.Weight { Font.Weight(value: Swift.min(value + 200, 900)) }
}

extension EnvironmentValues {
  /// The default font of text in the view: `nil` means `.body`.
  @Entry public var font: Font?
}

nonisolated extension View {
  /// Sets the default font of text in the view.
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }
}

extension Font {
  /// The point sizes text is measured and drawn at: a size outside is clamped into it.
  ///
  /// Beyond 4,096 points a glyph is larger than any canvas Trellis draws at 3× is useful for, and
  /// near it the text libraries' 32-bit units and FreeType's 16-bit pixel sizes overflow.
  package static let pointSizeRange: ClosedRange<CGFloat> = 0.1...4096

  /// The point size clamped into ``pointSizeRange`` (NaN becomes the body size, 17), with the
  /// message to report when it had to change.
  package var sanitizedPointSize: (size: CGFloat, issue: String?) {
    let range = Self.pointSizeRange
    if size.isNaN { return (17, "Invalid font size (nan); using 17.") }
    if size < range.lowerBound {
      return (range.lowerBound, "Font size \(size) is too small; using \(range.lowerBound).")
    }
    if size > range.upperBound {
      return (range.upperBound, "Font size \(size) is too large; using \(range.upperBound).")
    }
    return (size, nil)
  }
}
