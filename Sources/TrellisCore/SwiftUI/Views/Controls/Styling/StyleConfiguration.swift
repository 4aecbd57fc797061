import Foundation

/// What a control gives a style of its family to draw — `ButtonStyleConfiguration`,
/// `LabelStyleConfiguration`, … — and so the name of that family's style stack.
///
/// Every family of control styles nests the same way (``StyledControl``): the configuration type
/// alone tells the families apart, so one stack, one modifier and one control serve them all.
protocol StyleConfiguration {
  /// The style a control of the family is drawn by when no style is set around it: the
  /// family's `.automatic`.
  static var automaticStyle: AnyStyle<Self> { get }
}

/// A style of one family with its type erased, as the family's stack keeps it.
///
/// ```swift
/// AnyStyle(IconOnlyLabelStyle()) { $0.makeBody(configuration: $1) }
/// ```
struct AnyStyle<Configuration: StyleConfiguration> {
  /// The view the style draws for a control's configuration.
  let makeBody: (Configuration) -> AnyView

  /// Erases a style that draws with `makeBody(configuration:)`.
  ///
  /// A style protocol's `makeBody(configuration:)` is `@MainActor`, as in SwiftUI since the iOS 18
  /// SDK, so the style is called through `draw`, which captures nothing: the style value travels
  /// as its argument (``mainActorCall(_:_:)``).
  init<Style, Body: View>(_ style: Style, draw: @escaping @MainActor (Style, Configuration) -> Body) {
    self.makeBody = { configuration in AnyView(mainActorCall({ draw($0.0, $0.1) }, (style, configuration))) }
  }

  /// Erases a style the engine draws itself with `makeBody`.
  init<Body: View>(_ makeBody: @escaping (Configuration) -> Body) {
    self.makeBody = { AnyView(makeBody($0)) }
  }
}
