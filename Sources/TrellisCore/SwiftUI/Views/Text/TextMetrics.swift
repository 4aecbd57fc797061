import Foundation

/// The vertical metrics of one line of text, in points, as a text measurer reports them.
///
/// Stacks use them to space text from its neighbours (docs/LayoutRules.md §1.4).
public struct TextMetrics: Hashable, Sendable {
  /// The distance from the baseline up to the top of the line box.
  public var ascender: CGFloat
  /// The distance from the baseline down to the bottom of the line box, as a positive number.
  public var descender: CGFloat
  /// The font's line gap.
  public var leading: CGFloat
  /// The height of capital letters above the baseline.
  public var capHeight: CGFloat
  /// The size of a device pixel in points, to round spacings to.
  public var pixelLength: CGFloat

  /// Creates line metrics.
  public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, pixelLength: CGFloat) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
    self.capHeight = capHeight
    self.pixelLength = pixelLength
  }

  /// The height of the line box: ascender + descender.
  public var lineHeight: CGFloat { ascender + descender }

  /// The distance between a text and the text below it in a vertical stack (iOS 17 semantics).
  ///
  /// The lower font's line gap when both fonts match, otherwise the gap that puts the lower
  /// line where a line of its own font would be; rounded up to the pixel grid.
  static func spacing(top: TextMetrics, bottom: TextMetrics) -> CGFloat {
    let raw: CGFloat
    if top == bottom {
      raw = bottom.leading
    } else {
      let bottomLineSpacing = bottom.ascender + bottom.descender + bottom.leading
      raw = top.descender + bottomLineSpacing - bottom.descender - top.descender - bottom.ascender
    }
    return raw.roundedUp(toMultipleOf: top.pixelLength)
  }

  /// The distance SwiftUI keeps between a non-text edge and the first line's top: `L + d − ascender`,
  /// where `L` is the line height and `d` a tenth of it rounded up to the pixel grid.
  var edgeAboveTextDistance: CGFloat {
    lineHeight + extraSpace - ascender
  }

  /// The distance SwiftUI keeps between the last line and a non-text edge below: `max(L + d − capHeight, d + descender)`.
  var edgeBelowTextDistance: CGFloat {
    Swift.max(lineHeight + extraSpace - capHeight, extraSpace + descender)
  }

  private var extraSpace: CGFloat { (0.1 * lineHeight).roundedUp(toMultipleOf: pixelLength) }
}

extension CGFloat {
  /// The value rounded up to a multiple of `unit` (a pixel length); unchanged when `unit` is not positive.
  package func roundedUp(toMultipleOf unit: CGFloat) -> CGFloat {
    guard unit > 0, isFinite else { return self }
    // Divide first, and forgive a rounding error of a millionth of a pixel, so 20.333… stays 61/3.
    let units = self / unit
    let nearest = units.rounded()
    if Swift.abs(units - nearest) < 1e-6 { return nearest * unit }
    return units.rounded(.up) * unit
  }
}
