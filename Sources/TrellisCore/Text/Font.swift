import Foundation

/// An environment-dependent font.
///
/// The text styles have the point sizes of iOS's default Dynamic Type size ("Large").
public struct Font: Hashable, Sendable {
  /// The point size.
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
  /// The text style the font was made from, if any.
  package var style: TextStyle?

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
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The point size at the default Dynamic Type size (Apple Human Interface Guidelines, iOS).
    package var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }

    var weight: Weight { self == .headline ? .semibold : .regular }
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

  /// Creates a font from a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(size: style.pointSize, weight: weight ?? style.weight, design: design ?? .default, style: style)
  }

  /// Creates a system font of a given size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular, design: design ?? .default)
  }

  /// Creates a custom font of a family and size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(size: size, family: name)
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
  public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }

  /// The font in bold.
  public func bold() -> Font { weight(.bold) }

  /// The font in italic.
  public func italic() -> Font { with { $0.isItalic = true } }

  /// The font with digits that all have the same advance.
  public func monospacedDigit() -> Font { with { $0.hasMonospacedDigits = true } }

  /// A custom font scaled with Dynamic Type like `textStyle`; at the default size, `size`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(size: size, family: name, style: textStyle)
  }

  /// A custom font of a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(size: fixedSize, family: name)
  }

  /// The point size of the font.
  public var pointSize: CGFloat { size }
}

private struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

extension EnvironmentValues {
  /// The default font of text in the view: `nil` means `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

extension View {
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
