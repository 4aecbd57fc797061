import Foundation

/// The key of a localized string: Trellis displays the key itself, styled by its inline Markdown.
///
/// An interpolated value is inserted as SwiftUI inserts a format argument: a string as it is
/// (its Markdown is not read), a `Text` or `Image` with its own style, a floating-point number
/// as `%f` shows it (`"\(3.5)"` is "3.500000", as in SwiftUI), a value with a format style or a
/// date with a date style formatted in the environment's locale.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key, with each interpolated value standing as a placeholder character.
  let key: String
  /// The interpolated values, in the order of their placeholders.
  let arguments: [Argument]

  /// An interpolated value.
  enum Argument: Equatable, @unchecked Sendable {
    case string(String)
    case text(Text)
    case deferred(DeferredString)
  }

  /// Creates a key from a string.
  public init(_ value: String) {
    key = Self.escapingPlaceholders(value)
    arguments = []
  }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a key from an interpolated string.
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// Keys compare by their text and the identity of their values.
  public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
    lhs.key == rhs.key && lhs.arguments == rhs.arguments
  }

  /// Hashes the key's text.
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// The first of the private-use characters that stand for interpolated values in ``key``.
  static let placeholderBase: UInt32 = 0xF0000

  /// The key's own characters, with any that would read as a placeholder (plane 15 private use,
  /// which no text shows) dropped.
  private static func escapingPlaceholders(_ value: String) -> String {
    guard value.unicodeScalars.contains(where: { $0.value >= placeholderBase && $0.value < placeholderBase + 0xFFFE })
    else { return value }
    return String(
      String.UnicodeScalarView(
        value.unicodeScalars.filter { !($0.value >= placeholderBase && $0.value < placeholderBase + 0xFFFE) }))
  }

  /// The string interpolation of a key: literals stay Markdown, values become arguments.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [Argument] = []

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + interpolationCount)
    }

    /// Appends literal text, read as Markdown.
    public mutating func appendLiteral(_ literal: String) {
      key += LocalizedStringKey.escapingPlaceholders(literal)
    }

    private mutating func append(_ argument: Argument) {
      let scalar = Unicode.Scalar(LocalizedStringKey.placeholderBase + UInt32(arguments.count))!
      key.unicodeScalars.append(scalar)
      arguments.append(argument)
    }

    /// Appends a string as it is: its Markdown is not read.
    public mutating func appendInterpolation(_ string: String) {
      append(.string(string))
    }

    /// Appends a value: integers as their digits, floating-point numbers as `%f` formats them
    /// (six decimals), anything else as `String(describing:)`.
    public mutating func appendInterpolation<T>(_ value: T) {
      switch value {
      case let value as Double: append(.string(String(format: "%f", value)))
      case let value as Float: append(.string(String(format: "%f", Double(value))))
      case let value as CGFloat: append(.string(String(format: "%f", Double(value))))
      case let value as any StringProtocol: append(.string(String(value)))
      default: append(.string(String(describing: value)))
      }
    }

    /// Appends a text, keeping its style.
    public mutating func appendInterpolation(_ text: Text) {
      append(.text(text))
    }

    /// Appends a symbol image inline.
    public mutating func appendInterpolation(_ image: Image) {
      append(.text(Text(image)))
    }

    /// Appends a value formatted by a format style, in the environment's locale.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      append(.deferred(DeferredString(input, format: format)))
    }

    /// Appends a date in a text date style, relative to the environment's clock.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(.deferred(DeferredString(date: date, style: style)))
    }

    /// Appends an attributed string, keeping its attributes.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      append(.text(Text(attributedString)))
    }
  }

  /// The runs of a text showing the key: its Markdown styles, with each argument in place.
  func runs() -> [Text.Run] {
    var runs: [Text.Run] = []
    for (string, style) in InlineMarkdown.parse(key) {
      var pending = ""
      func flush() {
        guard !pending.isEmpty else { return }
        runs.append(style.applied(to: Text.Run(string: pending)))
        pending = ""
      }
      for scalar in string.unicodeScalars {
        let index = Int(scalar.value) - Int(Self.placeholderBase)
        guard index >= 0, index < arguments.count else {
          pending.unicodeScalars.append(scalar)
          continue
        }
        flush()
        switch arguments[index] {
        case .string(let value): runs.append(style.applied(to: Text.Run(string: value)))
        case .deferred(let value): runs.append(style.applied(to: Text.Run(content: .deferred(value))))
        case .text(let text): runs += text.runs.map { style.applied(to: $0) }
        }
      }
      flush()
    }
    return runs.isEmpty ? [Text.Run(string: "")] : Self.merged(runs)
  }

  /// `runs` with neighbouring runs of characters in one style joined, so that an interpolated
  /// string in plain text is one run, as it was written.
  private static func merged(_ runs: [Text.Run]) -> [Text.Run] {
    var result: [Text.Run] = []
    for run in runs {
      if var last = result.last, case .string(let left) = last.content, case .string(let right) = run.content {
        last.content = run.content
        if last == run {
          last.content = .string(left + right)
          result[result.count - 1] = last
          continue
        }
      }
      result.append(run)
    }
    return result
  }
}
