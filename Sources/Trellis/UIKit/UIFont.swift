import Foundation

/// UIKit's font, for SwiftUI code that sizes things by it: `UIFont.preferredFont(forTextStyle:
/// .body).pointSize` is 17, and `Font(UIFont.systemFont(ofSize: 15, weight: .semibold))` is
/// SwiftUI's `.system(size: 15, weight: .semibold)`.
///
/// The text styles have the point sizes of iOS's default Dynamic Type size, Large (Apple's
/// Human Interface Guidelines, Typography; docs/iOSControls.md §2).
///
/// Fidelity: partial — the point size, weight, design and italics; `lineHeight`, `ascender` and
/// the other metrics are not answered, and the Dynamic Type size is always Large.
public final class UIFont: Hashable, @unchecked Sendable {
  /// The SwiftUI font drawn for this one.
  let font: Font
  /// The weight as UIKit gives it.
  private let uiWeight: Weight

  init(_ font: Font, weight: Weight) {
    self.font = font
    uiWeight = weight
  }

  /// A font of the family `fontName` at `fontSize` points: `Font.custom(fontName, size:)`.
  /// UIKit answers `nil` for a family it does not have; Trellis draws any name, falling back to
  /// its text fonts, so it never does.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(.custom(fontName, size: fontSize), weight: .regular)
  }

  /// The point size.
  public var pointSize: CGFloat { font.pointSize }

  /// The font's family: the custom family, or ".SF UI Text" for the system font, as UIKit names it.
  public var familyName: String { font.family ?? ".SF UI Text" }

  /// The font's name: its family's.
  public var fontName: String { familyName }

  /// The font at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    var font = font
    font.size = fontSize
    font.style = nil
    return UIFont(font, weight: uiWeight)
  }

  /// The font of a text style at the default Dynamic Type size: Body is 17 points, Headline 17
  /// points semibold, Large Title 34 points.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let swiftUIStyle = style.swiftUIStyle
    return UIFont(.system(swiftUIStyle), weight: swiftUIStyle == .headline ? .semibold : .regular)
  }

  /// The system font at `fontSize` points in `weight`.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(.system(size: fontSize, weight: weight.swiftUIWeight), weight: weight)
  }

  /// The regular system font at `fontSize` points.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The bold system font at `fontSize` points.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize` points.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(Font.system(size: fontSize).italic(), weight: .regular)
  }

  /// The monospaced system font (SF Mono's stand-in) at `fontSize` points in `weight`.
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(.system(size: fontSize, weight: weight.swiftUIWeight, design: .monospaced), weight: weight)
  }

  /// The system font with digits of one advance, at `fontSize` points in `weight`.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(Font.system(size: fontSize, weight: weight.swiftUIWeight).monospacedDigit(), weight: weight)
  }

  /// The point size of the system font UIKit labels use: 17.
  public class var labelFontSize: CGFloat { 17 }
  /// The point size of the system font UIKit buttons use: 18.
  public class var buttonFontSize: CGFloat { 18 }
  /// The point size of the small system font: 12.
  public class var smallSystemFontSize: CGFloat { 12 }
  /// The point size of the system font: 14, as UIKit answers.
  public class var systemFontSize: CGFloat { 14 }

  /// Whether the fonts are drawn the same.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font }

  /// Hashes the font drawn.
  public func hash(into hasher: inout Hasher) { hasher.combine(font) }

  /// UIKit's text styles.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the style, e.g. `UICTFontTextStyleBody`.
    public let rawValue: String

    /// A style by UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 34 points.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 points.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 points.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 points.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 points, semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 15 points.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 17 points.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 points.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 13 points.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 points.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 points.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// SwiftUI's style of the same size; an unknown name is Body.
    var swiftUIStyle: Font.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title1: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .callout: .callout
      case .footnote: .footnote
      case .caption1: .caption
      case .caption2: .caption2
      default: .body
      }
    }
  }

  /// UIKit's font weights, from -1 (thinnest) to 1 (heaviest).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight on UIKit's scale.
    public let rawValue: CGFloat

    /// A weight on UIKit's scale.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// -0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// -0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// -0.4.
    public static let light = Weight(rawValue: -0.4)
    /// 0.
    public static let regular = Weight(rawValue: 0)
    /// 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// 0.62.
    public static let black = Weight(rawValue: 0.62)

    /// SwiftUI's weight nearest to this one on UIKit's scale.
    var swiftUIWeight: Font.Weight {
      let table: [(CGFloat, Font.Weight)] = [
        (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
        (0.4, .bold), (0.56, .heavy), (0.62, .black),
      ]
      guard rawValue.isFinite else { return .regular }
      return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
    }
  }
}

extension Font {
  /// The SwiftUI font of a UIKit font: the same size, weight and design.
  public init(_ font: UIFont) {
    self = font.font
  }
}
