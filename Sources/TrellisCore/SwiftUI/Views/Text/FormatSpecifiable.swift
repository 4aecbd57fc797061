import Foundation

/// A value a `printf`-style format specifier can convert: the integers and floating-point
/// numbers that `Text("\(value, specifier: "%.1f")")` takes, as in SwiftUI.
public protocol _FormatSpecifiable: Equatable {
  /// The value as a C variadic argument.
  associatedtype _Arg: CVarArg
  /// The value as a C variadic argument.
  var _arg: _Arg { get }
  /// The specifier the value is formatted with by default: `%lld` for integers, `%lf` for
  /// `Double`.
  var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: Int64 { Int64(self) }
  /// `%lld`.
  public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: Int32 { Int32(self) }
  /// `%d`.
  public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: Int32 { Int32(self) }
  /// `%d`.
  public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: Int32 { self }
  /// `%d`.
  public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: Int64 { self }
  /// `%lld`.
  public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: UInt64 { UInt64(self) }
  /// `%llu`.
  public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: UInt32 { UInt32(self) }
  /// `%u`.
  public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: UInt32 { UInt32(self) }
  /// `%u`.
  public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: UInt32 { self }
  /// `%u`.
  public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
  /// The integer itself.
  public var _arg: UInt64 { self }
  /// `%llu`.
  public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
  /// The number, widened as C widens a variadic `float`.
  public var _arg: Double { Double(self) }
  /// `%f`.
  public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
  /// The number itself.
  public var _arg: Double { self }
  /// `%lf`.
  public var _specifier: String { "%lf" }
}

/// A `printf`-style specifier checked against the value it formats, so that a specifier a
/// value cannot take (`%@` or `%s` for a number, `%n`, a `*` width, two conversions) is
/// reported instead of reading memory that is not there.
struct CheckedFormatSpecifier {
  /// Whether the value is an integer (`d i u o x X c`) or a floating-point number (`f F e E g
  /// G a A`).
  enum ValueKind { case integer, floatingPoint }

  /// The text before the conversion, its `%%` read as `%`.
  let prefix: String
  /// The conversion: `%[flags][width][.precision][length]conversion`.
  let conversion: String
  /// The text after the conversion, its `%%` read as `%`.
  let suffix: String
  /// Whether the conversion writes a floating-point number.
  let isFloatingPoint: Bool

  /// Checks `specifier`: any text with `%%` escapes around exactly one conversion that fits
  /// `kind`; `nil` for any other.
  init?(_ specifier: String, for kind: ValueKind) {
    var literal = [String(), String()]
    var conversion: String?
    var scalars = Array(specifier.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        literal[conversion == nil ? 0 : 1].unicodeScalars.append(scalar)
        continue
      }
      if scalars.first == "%" {
        scalars.removeFirst()
        literal[conversion == nil ? 0 : 1] += "%"
        continue
      }
      guard conversion == nil else { return nil }
      var text = String.UnicodeScalarView(["%"])
      func take(while allowed: (Unicode.Scalar) -> Bool) -> Int {
        var count = 0
        while let first = scalars.first, allowed(first) {
          text.append(scalars.removeFirst())
          count += 1
        }
        return count
      }
      _ = take { "-+ #0".unicodeScalars.contains($0) }
      var digits = take { ("0"..."9").contains($0) }
      if scalars.first == "." {
        text.append(scalars.removeFirst())
        digits += take { ("0"..."9").contains($0) }
      }
      _ = take { "hlLqjzt".unicodeScalars.contains($0) }
      let allowed = kind == .integer ? "diuoxXc" : "fFeEgGaA"
      guard digits <= 6, let last = scalars.popFirst(), allowed.unicodeScalars.contains(last) else { return nil }
      text.append(last)
      conversion = String(text)
    }
    guard let conversion else { return nil }
    self.prefix = literal[0]
    self.conversion = conversion
    self.suffix = literal[1]
    isFloatingPoint = kind == .floatingPoint
  }

  /// `argument` written by the conversion in `locale`: C's digits, with the locale's decimal
  /// separator in a floating-point number.
  ///
  /// The conversion is run without a locale and the separator swapped afterwards: Linux's
  /// `String(format:locale:)` groups `%04d` as "0,042" and upper-cases `%e`, where C and
  /// Apple's Foundation write "0042" and "e".
  func string(_ argument: some CVarArg, locale: Locale) -> String {
    var number = String(format: conversion, argument)
    if isFloatingPoint, let separator = locale.decimalSeparator, separator != "." {
      number = number.replacingOccurrences(of: ".", with: separator)
    }
    return prefix + number + suffix
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// Appends a number converted by a `printf`-style format specifier, in the environment's
  /// locale: `Text("\(rating, specifier: "%.1f") stars")`.
  ///
  /// A specifier the value cannot take (a `%@` for a number, two conversions, a `*` width) is
  /// reported as a runtime issue and the value is shown with its default specifier, where
  /// `String(format:)` would read memory that is not there.
  ///
  /// - Parameters:
  ///   - value: The number to append.
  ///   - specifier: A format specifier such as `%.2f` or `%04d`, with any text around it.
  public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
    let kind: CheckedFormatSpecifier.ValueKind = value is any BinaryInteger ? .integer : .floatingPoint
    var used = specifier
    if CheckedFormatSpecifier(specifier, for: kind) == nil {
      RuntimeIssues.reportOnce(
        "Text: the format specifier \"\(specifier)\" cannot format \(T.self); shown with \(value._specifier).")
      used = value._specifier
    }
    guard let checked = CheckedFormatSpecifier(used, for: kind) else { return appendInterpolation(value) }
    let argument = value._arg
    appendDeferred(
      DeferredString(identity: "specifier \(used) \(value)") { environment in
        checked.string(argument, locale: environment.locale)
      },
      specifier: used)
  }
}

/// A Foundation value that Apple's Foundation bridges to an Objective-C class and Linux's does
/// not: what `Text(_:formatter:)` and `"\(value, formatter:)"` take on Linux where Apple's take
/// a `ReferenceConvertible`.
public protocol _FormatterSubject {}

extension Date: _FormatterSubject {}
extension DateComponents: _FormatterSubject {}
extension DateInterval: _FormatterSubject {}
extension Decimal: _FormatterSubject {}
extension URL: _FormatterSubject {}
extension UUID: _FormatterSubject {}
extension Measurement: _FormatterSubject {}
extension PersonNameComponents: _FormatterSubject {}
