import Foundation

// Text fields bound to a value rather than to a string: the field shows the value formatted,
// and text typed into it is parsed back into the value; text that does not parse leaves the
// value as it was, as SwiftUI keeps the last valid value.

extension TextField where Label == Text {
  /// Creates a text field that shows `value` formatted with `format` and parses what is typed
  /// back into it.
  ///
  /// ```swift
  /// TextField("Age", value: $age, format: .number)
  /// ```
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(label: Text(titleKey), text: formattedText(value, format), prompt: prompt)
  }

  /// Creates a text field with a string title that shows `value` formatted with `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(label: Text(title), text: formattedText(value, format), prompt: prompt)
  }

  /// Creates a text field that shows an optional `value` formatted with `format`: empty for
  /// `nil`, and emptying it sets `nil`.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(label: Text(titleKey), text: formattedText(value, format), prompt: prompt)
  }

  /// Creates a text field with a string title that shows an optional `value` formatted with
  /// `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(label: Text(title), text: formattedText(value, format), prompt: prompt)
  }

  /// Creates a text field that shows `value` converted to text by `formatter`, and converts
  /// what is typed back with it (number and date formatters, and strings).
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(label: Text(titleKey), text: formatterText(value, formatter), prompt: nil)
  }

  /// Creates a text field with a prompt that shows `value` converted to text by `formatter`.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(label: Text(titleKey), text: formatterText(value, formatter), prompt: prompt)
  }

  /// Creates a text field with a string title that shows `value` converted to text by
  /// `formatter`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(label: Text(title), text: formatterText(value, formatter), prompt: nil)
  }

  /// Creates a text field with a string title and a prompt that shows `value` converted to
  /// text by `formatter`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(label: Text(title), text: formatterText(value, formatter), prompt: prompt)
  }
}

extension TextField {
  /// Creates a text field with a custom label that shows `value` formatted with `format`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(label: label(), text: formattedText(value, format), prompt: prompt)
  }

  /// Creates a text field with a custom label that shows an optional `value` formatted with
  /// `format`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(label: label(), text: formattedText(value, format), prompt: prompt)
  }

  /// Creates a text field with a custom label that shows `value` converted to text by
  /// `formatter`.
  public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label(), text: formatterText(value, formatter), prompt: prompt)
  }
}

/// The text of `value` formatted with `format`; setting it parses the text back.
private func formattedText<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
where F.FormatOutput == String {
  Binding(
    get: { format.format(value.wrappedValue) },
    set: { text in
      if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
    })
}

/// The text of an optional `value`: empty for `nil`; empty text sets `nil`.
private func formattedText<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String>
where F.FormatOutput == String {
  Binding(
    get: { value.wrappedValue.map { format.format($0) } ?? "" },
    set: { text in
      if text.isEmpty {
        value.wrappedValue = nil
      } else if let parsed = try? format.parseStrategy.parse(text) {
        value.wrappedValue = parsed
      }
    })
}

/// The text of `value` converted by `formatter`; setting it converts the text back where the
/// formatter can (``parse(_:with:as:)``).
private func formatterText<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
  Binding(
    get: { formatter.string(for: value.wrappedValue) ?? "" },
    set: { text in
      if let parsed = parse(text, with: formatter, as: V.self) { value.wrappedValue = parsed }
    })
}

/// `text` converted back by a number or date formatter into a `V`, or `text` itself for a
/// string value; `nil` when it does not convert.
private func parse<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> V? {
  if let formatter = formatter as? NumberFormatter, let number = formatter.number(from: text) {
    let converted: Any? =
      switch type {
      case is Int.Type: number.intValue
      case is Double.Type: number.doubleValue
      case is Float.Type: number.floatValue
      case is CGFloat.Type: CGFloat(number.doubleValue)
      case is Int64.Type: number.int64Value
      case is Decimal.Type: number.decimalValue
      case is NSNumber.Type: number
      default: nil
      }
    return converted as? V
  }
  if let formatter = formatter as? DateFormatter, let date = formatter.date(from: text) { return date as? V }
  return text as? V
}
