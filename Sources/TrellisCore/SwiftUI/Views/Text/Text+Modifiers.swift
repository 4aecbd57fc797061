import Foundation

// Modifiers that return `Text`, so styled texts can still be joined with `+`.
extension Text {
  private func restyled(_ change: (inout Run) -> Void) -> Text {
    var text = self
    for index in text.runs.indices { change(&text.runs[index]) }
    return text
  }

  /// Sets the font of this text.
  public func font(_ font: Font?) -> Text { restyled { $0.font = font } }

  /// Sets the weight of this text's font.
  public func fontWeight(_ weight: Font.Weight?) -> Text { restyled { $0.weight = weight } }

  /// Sets the design of this text's system font; a custom font keeps its family.
  public func fontDesign(_ design: Font.Design?) -> Text { restyled { $0.design = design } }

  /// Sets the width of this text's font.
  public func fontWidth(_ width: Font.Width?) -> Text { restyled { $0.width = width } }

  /// Makes this text bold: its text style's emphasized weight.
  public func bold() -> Text { restyled { $0.isBold = true } }

  /// Makes this text bold, or not.
  public func bold(_ isActive: Bool) -> Text { restyled { $0.isBold = isActive } }

  /// Makes this text italic.
  public func italic() -> Text { restyled { $0.isItalic = true } }

  /// Makes this text italic, or not.
  public func italic(_ isActive: Bool) -> Text { restyled { $0.isItalic = isActive } }

  /// Sets this text in the monospaced design, or not.
  public func monospaced(_ isActive: Bool = true) -> Text { restyled { $0.isMonospaced = isActive } }

  /// Gives this text's digits one width.
  public func monospacedDigit() -> Text { restyled { $0.isMonospacedDigit = true } }

  /// Adds `tracking` points after every character of this text.
  public func tracking(_ tracking: CGFloat) -> Text { restyled { $0.tracking = tracking } }

  /// Adds `kerning` points between the characters of this text.
  public func kerning(_ kerning: CGFloat) -> Text { restyled { $0.kerning = kerning } }

  /// Raises this text by `baselineOffset` points (lowers it when negative); its lines grow to
  /// hold it.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { restyled { $0.baselineOffset = baselineOffset } }

  /// Underlines this text, in `pattern` and `color` (the text's colour when `nil`), or removes
  /// the underline.
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    restyled { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil }
  }

  /// Strikes this text through, in `pattern` and `color` (the text's colour when `nil`), or
  /// removes the line.
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    restyled { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil }
  }

  /// Sets the colour of this text.
  public func foregroundColor(_ color: Color?) -> Text { restyled { $0.foregroundColor = color } }
}
