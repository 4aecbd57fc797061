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

  /// Makes this text bold.
  public func bold() -> Text { restyled { $0.isBold = true } }

  /// Makes this text bold, or not.
  public func bold(_ isActive: Bool) -> Text { restyled { $0.isBold = isActive } }

  /// Makes this text italic.
  public func italic() -> Text { restyled { $0.isItalic = true } }

  /// Makes this text italic, or not.
  public func italic(_ isActive: Bool) -> Text { restyled { $0.isItalic = isActive } }

  /// Gives this text's digits one width.
  public func monospacedDigit() -> Text { restyled { $0.isMonospacedDigit = true } }

  /// Adds `tracking` points after every character of this text.
  public func tracking(_ tracking: CGFloat) -> Text { restyled { $0.tracking = tracking } }

  /// Adds `kerning` points between the characters of this text.
  public func kerning(_ kerning: CGFloat) -> Text { restyled { $0.kerning = kerning } }

  /// Sets the colour of this text.
  public func foregroundColor(_ color: Color?) -> Text { restyled { $0.foregroundColor = color } }
}
