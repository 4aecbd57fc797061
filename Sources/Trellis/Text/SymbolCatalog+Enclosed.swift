import Foundation

/// An SF Symbol that is a letter or a number in a shape: `a.circle`, `a.circle.fill`,
/// `1.square.fill`, `0.circle` … — families a stand-in can draw exactly, as SF Symbols draws
/// them: the character, upper-case, in the symbol's weight, centred in a stroked circle or
/// rounded square, or knocked out of a filled one.
///
/// SF Symbols has `a` to `z` and `0` to `50` in `circle` and `square`, each with its `.fill`
/// variant (Apple's SF Symbols app, "Indices" category; used in public code as
/// `Image(systemName: "1.circle")`, `"x.circle.fill"`, `"1.square"`). Each is drawn in the box of
/// a circled symbol: one em square (``SymbolCatalog/circleSide``).
struct EnclosedSymbol: Hashable, Sendable {
  /// The shapes a character is enclosed in.
  enum Shape: String, Hashable, Sendable {
    case circle
    case square
  }

  /// The character drawn: an upper-case letter, or a number of one or two digits.
  let character: String
  let shape: Shape
  let isFilled: Bool

  /// The enclosed symbol `name` names, or `nil` when it is none: `<a–z | 0–50>.<circle | square>[.fill]`.
  init?(_ name: String) {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2 || (parts.count == 3 && parts[2] == "fill"),
      let shape = Shape(rawValue: String(parts[1]))
    else { return nil }
    let character = parts[0]
    if character.count == 1, let letter = character.first, letter.isASCII, letter.isLowercase {
      self.character = letter.uppercased()
    } else if let number = Int(character), (0...50).contains(number), String(number) == character {
      self.character = String(character)
    } else {
      return nil
    }
    self.shape = shape
    self.isFilled = parts.count == 3
  }

  /// The line width of the shape's outline, in em, at the regular weight: SF Symbols' regular
  /// strokes are about a fifteenth of the symbol's size [uncertain: estimated from the
  /// symbols' artwork], thicker as the weight grows.
  static func lineWidth(weight: Int) -> CGFloat {
    0.068 * (0.55 + 0.45 * CGFloat(Swift.min(Swift.max(weight, 100), 900)) / 400)
  }

  /// The corner radius of the square, in em [uncertain: estimated from the symbols' artwork].
  static let cornerRadius: CGFloat = 0.22

  /// The character's size in em: one character fills more of the shape than two.
  var characterSize: CGFloat { character.count == 1 ? 0.62 : 0.5 }
}

extension SymbolCatalog {
  /// Whether Trellis draws the symbol `name`: a Material Icons glyph stands for it, or it is a
  /// letter or number in a shape (``EnclosedSymbol``).
  static func isKnown(_ name: String) -> Bool {
    ligature(for: name) != nil || EnclosedSymbol(name) != nil
  }
}
