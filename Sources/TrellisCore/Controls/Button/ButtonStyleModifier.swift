import Foundation

/// A button style set with `buttonStyle(_:)`: either protocol, type-erased.
enum ButtonStyleEntry {
  /// A style that draws the button and decides when it fires.
  case primitive(any PrimitiveButtonStyle)
  /// A style that draws the button; the button keeps its tap.
  case regular(any ButtonStyle)
}

private struct ButtonStylesKey: EnvironmentKey {
  static var defaultValue: [ButtonStyleEntry] { [] }
}

private struct AutomaticButtonStyleKey: EnvironmentKey {
  static var defaultValue: ButtonStyleEntry? { nil }
}

extension EnvironmentValues {
  /// The button styles set around the view, outermost first: a button uses the last and takes
  /// it off for its body, so that `Button(configuration)` inside a style uses the next one out,
  /// as SwiftUI's styles do.
  var buttonStyles: [ButtonStyleEntry] {
    get { self[ButtonStylesKey.self] }
    set { self[ButtonStylesKey.self] = newValue }
  }

  /// The style a container recommends for its buttons, which `.automatic` resolves to: a `List`
  /// or `Form` row, a toolbar. `nil` outside such containers, where `.automatic` is
  /// `.borderless` on iOS (docs/iOSControls.md §4).
  var automaticButtonStyle: ButtonStyleEntry? {
    get { self[AutomaticButtonStyleKey.self] }
    set { self[AutomaticButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and custom interaction behavior.
  ///
  /// ```swift
  /// HStack {
  ///     Button("Sign In", action: signIn)
  ///     Button("Register", action: register)
  /// }
  /// .buttonStyle(.borderedProminent)
  /// ```
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    transformEnvironment(\.buttonStyles) { $0.append(.primitive(style)) }
  }

  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and standard interaction behavior.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    transformEnvironment(\.buttonStyles) { $0.append(.regular(style)) }
  }

  /// Makes `.automatic` buttons in this view use `style`: for containers such as `List`, whose
  /// rows draw their buttons their own way.
  func automaticButtonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.automaticButtonStyle, .primitive(style))
  }

  /// Makes `.automatic` buttons in this view use `style`, keeping their standard tap.
  func automaticButtonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.automaticButtonStyle, .regular(style))
  }

  /// Sets the font of text that sets none, here and in the environment around it: a control's
  /// own font, which `font(_:)` on or around the control still overrides, as SwiftUI's default
  /// font does.
  func defaultFont(_ font: Font) -> some View {
    transformEnvironment(\.font) { current in
      if current == nil { current = font }
    }
  }

  /// Sets the foreground style unless one is set around the view: a control's own colour,
  /// which `foregroundStyle(_:)` on or around the control still overrides.
  func defaultForegroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    transformEnvironment(\.foregroundStyle) { current in
      if current == nil { current = AnyShapeStyle(style) }
    }
  }
}
