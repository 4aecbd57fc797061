import Foundation

/// The buttons' style stack holds styles of both protocols as primitive ones, as SwiftUI's does:
/// `buttonStyle(_:)` with a ``ButtonStyle`` pushes the style wrapped in the standard tap.
extension PrimitiveButtonStyleConfiguration: StyleConfiguration {
  /// Buttons without a style are drawn by `.automatic`.
  static var automaticStyle: AnyStyle<Self> { .primitive(DefaultButtonStyle()) }
}

/// A button style of either protocol, erased, as the buttons' stack keeps it.
typealias AnyButtonStyle = AnyStyle<PrimitiveButtonStyleConfiguration>

extension AnyStyle where Configuration == PrimitiveButtonStyleConfiguration {
  /// A style that draws the button and decides when it fires.
  static func primitive<S: PrimitiveButtonStyle>(_ style: S) -> Self {
    Self(style) { $0.makeBody(configuration: $1) }
  }

  /// A style that only draws: the button's tap marks the whole styled label.
  static func regular<S: ButtonStyle>(_ style: S) -> Self {
    Self(style) { style, configuration in
      style.makeBody(
        configuration: ButtonStyleConfiguration(
          role: configuration.role, label: .init(content: configuration.label.content), isPressed: false)
      )
      .interaction(.tap(configuration.action))
    }
  }
}

extension EnvironmentValues {
  /// The style a container recommends for its buttons, which `.automatic` resolves to: a `List`
  /// or `Form` row, a toolbar. `nil` outside such containers, where `.automatic` is
  /// `.borderless` on iOS (docs/iOSControls.md §4).
  @Entry var automaticButtonStyle: AnyButtonStyle?
}

nonisolated extension View {
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
    pushStyle(AnyButtonStyle.primitive(style))
  }

  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and standard interaction behavior.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    pushStyle(AnyButtonStyle.regular(style))
  }

  /// Makes `.automatic` buttons in this view use `style`: for containers such as `List`, whose
  /// rows draw their buttons their own way.
  func automaticButtonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.automaticButtonStyle, AnyButtonStyle.primitive(style))
  }

  /// Makes `.automatic` buttons in this view use `style`, keeping their standard tap.
  func automaticButtonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.automaticButtonStyle, AnyButtonStyle.regular(style))
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
