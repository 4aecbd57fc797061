import Foundation

/// The text styles set on a view for all the text inside it: `bold()`, `italic()`,
/// `fontDesign(_:)`, `underline(_:pattern:color:)` and the others on `View`. A `Text`'s own
/// modifiers win over them.
struct EnvironmentTextStyle: Hashable, Sendable {
  var isBold = false
  var isItalic = false
  var design: Font.Design?
  var width: Font.Width?
  var isMonospaced = false
  var isMonospacedDigit = false
  var tracking: CGFloat?
  var kerning: CGFloat?
  var baselineOffset: CGFloat?
  var underline: Text.LineStyle?
  var strikethrough: Text.LineStyle?
}

// Not `@Entry`: the public value is read-only; `_colorSchemeContrast` sets it and reports.
private struct ColorSchemeContrastKey: EnvironmentKey {
  static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
  /// The text styles views set for the text inside them.
  @Entry var textStyle: EnvironmentTextStyle = EnvironmentTextStyle()

  /// The case text in the view is shown in, or `nil` to show it as written.
  @Entry public var textCase: Text.Case?

  /// The smallest fraction of its font size text may shrink to, to fit: 1 (no shrinking) by default.
  @Entry public var minimumScaleFactor: CGFloat = 1

  /// Whether text may tighten the space between its characters to fit before it is truncated.
  @Entry public var allowsTightening: Bool = false

  /// The font weight to apply to text: `.bold` when the Bold Text accessibility setting is on,
  /// which draws every weight heavier.
  @Entry public var legibilityWeight: LegibilityWeight? = .regular

  /// The contrast associated with the color scheme of this environment: `.increased` when the
  /// Increase Contrast accessibility setting is on. Set it with `_colorSchemeContrast`.
  public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

  /// The settable contrast of the colour scheme, as SwiftUI names it for previews and tests:
  /// `.environment(\._colorSchemeContrast, .increased)`.
  ///
  /// Fidelity: partial — readable by views; system colours do not yet switch to their
  /// increased-contrast variants (docs/iOSControls.md §3.1), and a host reports that once.
  public var _colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set {
      if newValue == .increased {
        RuntimeIssues.reportOnce(
          "Increased contrast is set: views can read it, but Trellis draws system colours in their standard-contrast variants."
        )
      }
      self[ColorSchemeContrastKey.self] = newValue
    }
  }
}

/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, Sendable {
  /// Use regular font weight (no Accessibility Bold).
  case regular
  /// Use heavier font weight (force Accessibility Bold).
  case bold
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  /// SwiftUI displays views with standard contrast between the app's foreground and background colors.
  case standard
  /// SwiftUI displays views with increased contrast between the app's foreground and background colors.
  case increased
}

nonisolated extension View {
  private func textStyle(_ change: @escaping (inout EnvironmentTextStyle) -> Void) -> some View {
    transformEnvironment(\.textStyle, transform: change)
  }

  /// Makes the text in this view bold — each text style's emphasized weight — or not.
  public func bold(_ isActive: Bool = true) -> some View { textStyle { $0.isBold = isActive } }

  /// Makes the text in this view italic, or not.
  public func italic(_ isActive: Bool = true) -> some View { textStyle { $0.isItalic = isActive } }

  /// Sets the design of the system font of text in this view; `nil` removes a design set above.
  public func fontDesign(_ design: Font.Design?) -> some View { textStyle { $0.design = design } }

  /// Sets the width of the font of text in this view; `nil` removes a width set above.
  public func fontWidth(_ width: Font.Width?) -> some View { textStyle { $0.width = width } }

  /// Sets the text in this view in the monospaced design, or not.
  public func monospaced(_ isActive: Bool = true) -> some View { textStyle { $0.isMonospaced = isActive } }

  /// Gives the digits of text in this view one width.
  public func monospacedDigit() -> some View { textStyle { $0.isMonospacedDigit = true } }

  /// Adds `tracking` points after every character of text in this view.
  public func tracking(_ tracking: CGFloat) -> some View { textStyle { $0.tracking = tracking } }

  /// Adds `kerning` points between the characters of text in this view.
  public func kerning(_ kerning: CGFloat) -> some View { textStyle { $0.kerning = kerning } }

  /// Raises the text in this view by `baselineOffset` points.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    textStyle { $0.baselineOffset = baselineOffset }
  }

  /// Underlines the text in this view, or removes an underline set above.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> some View
  {
    textStyle { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
  }

  /// Strikes the text in this view through, or removes a line set above.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> some View
  {
    textStyle { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
  }

  /// Shows the text in this view uppercase or lowercase, in the environment's locale; `nil`
  /// shows it as written.
  ///
  /// ```swift
  /// Text("Settings").textCase(.uppercase)   // SETTINGS
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

  /// Lets text in this view shrink to `factor` of its font size to fit its proposal before it
  /// is truncated.
  ///
  /// A factor outside 0...1 is clamped into it (NaN is 1, no shrinking), with a runtime issue
  /// when the text is measured.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor)
  }

  /// Lets text in this view tighten the space between its characters to fit before it is truncated.
  public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}

/// A type that describes the ability to select text.
public protocol TextSelectability {
  /// Whether text in a view with this selectability can be selected.
  static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
  /// Text can be selected.
  public static let allowsSelection = true
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
  /// Text cannot be selected.
  public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// A selectability value that enables text selection by a person using your app.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// A selectability value that disables text selection by the person using your app.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension EnvironmentValues {
  /// Whether text in the view can be selected: set by `textSelection(_:)`. A still picture
  /// shows no selection, as an iPhone shows none until the text is long-pressed.
  @Entry package var allowsTextSelection: Bool = false
}

nonisolated extension View {
  /// Controls whether people can select text within this view; selection changes nothing drawn.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    environment(\.allowsTextSelection, S.allowsSelection)
  }
}
