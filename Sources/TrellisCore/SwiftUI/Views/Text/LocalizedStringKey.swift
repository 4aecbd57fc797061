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
  /// The format specifier of each value, as Xcode writes it in the key it extracts: `%lld` for
  /// an integer, `%lf` for a `Double`, `%@` for a string or anything else.
  let specifiers: [String]

  /// An interpolated value.
  enum Argument: Equatable, @unchecked Sendable {
    case string(String)
    /// An integer of four digits or more, written grouped in the environment's locale.
    case integer(Int64)
    case text(Text)
    case deferred(DeferredString)
  }

  /// Creates a key from a string.
  public init(_ value: String) {
    key = Self.escapingPlaceholders(value)
    arguments = []
    specifiers = []
  }

  private init(key: String, arguments: [Argument], specifiers: [String]) {
    self.key = key
    self.arguments = arguments
    self.specifiers = specifiers
  }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a key from an interpolated string.
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
    specifiers = stringInterpolation.specifiers
  }

  /// The key a string table lists this key under, as Xcode extracts it: each value as its format
  /// specifier, and a literal `%` doubled when the key has values (it is then a format).
  var tableKey: String {
    guard !arguments.isEmpty else { return key }
    var result = ""
    for scalar in key.unicodeScalars {
      let index = Int(scalar.value) - Int(Self.placeholderBase)
      if index >= 0, index < specifiers.count {
        result += specifiers[index]
      } else if scalar == "%" {
        result += "%%"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// This key's values placed into `format`, a translation of ``tableKey``: each specifier
  /// (`%@`, `%lld`, `%1$@`, `%.1f`, …) takes the next value, or the one its position names;
  /// `%%` is a `%`.
  func translated(to format: String) -> LocalizedStringKey {
    var key = ""
    var next = 0
    var scalars = Array(format.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        key.unicodeScalars.append(scalar)
        continue
      }
      if scalars.first == "%" {
        scalars.removeFirst()
        key += "%"
        continue
      }
      // %[n$][flags][width][.precision][length]conversion
      var specifier = String.UnicodeScalarView()
      while let first = scalars.first, !"@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(first) {
        specifier.append(first)
        scalars.removeFirst()
        if specifier.count > 12 { break }
      }
      guard scalars.popFirst() != nil else { break }
      var index = next
      let text = String(specifier)
      if let dollar = text.firstIndex(of: "$"), let position = Int(text[..<dollar]), position >= 1 {
        index = position - 1
      } else {
        next += 1
      }
      if index < arguments.count {
        key.unicodeScalars.append(Unicode.Scalar(Self.placeholderBase + UInt32(index))!)
      }
    }
    return LocalizedStringKey(key: key, arguments: arguments, specifiers: specifiers)
  }

  /// The first integer value, which picks a translation's plural form.
  var pluralCount: Int? {
    for (index, specifier) in specifiers.enumerated() where specifier == "%lld" {
      switch arguments[index] {
      case .string(let digits): if let count = Int(digits) { return count }
      case .integer(let integer): return Int(exactly: integer)
      default: continue
      }
    }
    return nil
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
    var specifiers: [String] = []

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + interpolationCount)
    }

    /// Appends literal text, read as Markdown.
    public mutating func appendLiteral(_ literal: String) {
      key += LocalizedStringKey.escapingPlaceholders(literal)
    }

    private mutating func append(_ argument: Argument, specifier: String = "%@") {
      let scalar = Unicode.Scalar(LocalizedStringKey.placeholderBase + UInt32(arguments.count))!
      key.unicodeScalars.append(scalar)
      arguments.append(argument)
      specifiers.append(specifier)
    }

    /// Appends a value formatted when the text is drawn, in its environment, under `specifier`
    /// in the key a string table lists.
    mutating func appendDeferred(_ string: DeferredString, specifier: String = "%@") {
      append(.deferred(string), specifier: specifier)
    }

    /// Appends a Foundation value (a date, a measurement) formatted by `formatter`, or
    /// described when there is none: `Text("Due \(date, formatter: Self.dateFormatter)")`.
    ///
    /// - Parameters:
    ///   - subject: The value to append.
    ///   - formatter: The formatter that converts it to a string.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      append(.string(Self.format(subject, with: formatter)))
    }

    /// Appends a Foundation value formatted by `formatter`, or described when there is none.
    ///
    /// Apple's Foundation bridges `Date` and its kin to Objective-C classes, which makes them
    /// `ReferenceConvertible`; Linux's does not, so they take this overload instead.
    ///
    /// - Parameters:
    ///   - subject: The value to append.
    ///   - formatter: The formatter that converts it to a string.
    public mutating func appendInterpolation<Subject: _FormatterSubject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      append(.string(Self.format(subject, with: formatter)))
    }

    /// Appends an object (a number, a date) formatted by `formatter`, or described when there
    /// is none: `Text("\(count as NSNumber, formatter: Self.numberFormatter) items")`.
    ///
    /// - Parameters:
    ///   - subject: The object to append.
    ///   - formatter: The formatter that converts it to a string.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
      append(.string(Self.format(subject, with: formatter)))
    }

    /// `subject` as `formatter` writes it, or described when there is no formatter or it
    /// cannot write the value (Foundation's formatters answer `nil` for a value of the wrong
    /// type, which SwiftUI shows as an empty string).
    static func format(_ subject: Any, with formatter: Formatter?) -> String {
      guard let formatter else { return String(describing: subject) }
      return formatter.string(for: subject) ?? ""
    }

    /// Appends a string as it is: its Markdown is not read.
    public mutating func appendInterpolation(_ string: String) {
      append(.string(string))
    }

    /// Appends a value: integers in the environment's locale, grouped ("1,000"), floating-point
    /// numbers as `%f` formats them (six decimals), anything else as `String(describing:)`.
    public mutating func appendInterpolation<T>(_ value: T) {
      switch value {
      case let value as Double: append(.string(String(format: "%f", value)), specifier: "%lf")
      case let value as Float: append(.string(String(format: "%f", Double(value))), specifier: "%f")
      case let value as CGFloat: append(.string(String(format: "%f", Double(value))), specifier: "%lf")
      case let value as any BinaryInteger:
        // Integers are written in the environment's locale, grouped: `Text("\(1000)")` reads
        // "1,000" on iOS (issue 33, measured), "1.000" in German. Below 1000 no locale groups
        // digits, and the integer stays part of its run of text.
        if let integer = Int64(exactly: value), integer.magnitude >= 1000 {
          append(.integer(integer), specifier: "%lld")
        } else {
          append(.string(String(describing: value)), specifier: "%lld")
        }
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
        case .integer(let integer):
          let grouped = DeferredString(identity: "integer \(integer)") { environment in
            integer.formatted(.number.locale(environment.locale))
          }
          runs.append(style.applied(to: Text.Run(content: .deferred(grouped))))
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
