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
/// AnyStyle<LabelStyleConfiguration>(IconOnlyLabelStyle().makeBody(configuration:))
/// ```
struct AnyStyle<Configuration: StyleConfiguration> {
  /// The view the style draws for a control's configuration.
  let makeBody: (Configuration) -> AnyView

  /// Erases a style given by its `makeBody(configuration:)`.
  init<Body: View>(_ makeBody: @escaping (Configuration) -> Body) {
    self.makeBody = { AnyView(makeBody($0)) }
  }
}
