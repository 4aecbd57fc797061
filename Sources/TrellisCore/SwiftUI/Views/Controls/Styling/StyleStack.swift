import Foundation

/// The styles of one family set around a view, outermost first: `.buttonStyle(A()).buttonStyle(B())`
/// keeps `[B, A]`, and a button is drawn by `A`, the innermost.
///
/// Generic over the family, so each family's stack is a key of its own
/// (`StyleStackKey<LabelStyleConfiguration>` and `StyleStackKey<GaugeStyleConfiguration>`
/// are two types).
private struct StyleStackKey<Configuration: StyleConfiguration>: EnvironmentKey {
  static var defaultValue: [AnyStyle<Configuration>] { [] }
}

extension EnvironmentValues {
  /// The styles of the family of `configuration` set around the view, outermost first.
  subscript<Configuration: StyleConfiguration>(styles configuration: Configuration.Type) -> [AnyStyle<Configuration>] {
    get { self[StyleStackKey<Configuration>.self] }
    set { self[StyleStackKey<Configuration>.self] = newValue }
  }
}

/// Sets a family's style stack for the view it modifies: pushes one style (what every
/// `…Style(_:)` modifier does) or puts back a whole stack (what a styled control does for its
/// style's body and its caller's views).
///
/// A primitive modifier rather than `transformEnvironment(_:)`: a key path cannot name the
/// generic subscript of a family given by a metatype.
nonisolated struct StyleStackModifier<Configuration: StyleConfiguration>: ImmediateViewModifier {
  /// How the modifier changes the stack.
  enum Change {
    /// Adds a style inside the ones already set.
    case push(AnyStyle<Configuration>)
    /// Replaces the stack.
    case replace([AnyStyle<Configuration>])
  }

  let change: Change

  static func makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
    var inputs = inputs
    switch modifier.change {
    case .push(let style): inputs.environment[styles: Configuration.self].append(style)
    case .replace(let styles): inputs.environment[styles: Configuration.self] = styles
    }
    content(inputs)
  }
}

nonisolated extension View {
  /// Sets `style` for the controls of its family within this view, inside the styles already set.
  func pushStyle<Configuration>(_ style: AnyStyle<Configuration>) -> some View {
    modifier(StyleStackModifier(change: .push(style)))
  }

  /// Sets `style`, drawn by `draw` (its `makeBody(configuration:)`), for the controls of its
  /// family within this view: what every public `…Style(_:)` modifier does.
  func pushStyle<Style, Configuration: StyleConfiguration, Body: View>(
    _ style: Style, draw: @escaping @MainActor (Style, Configuration) -> Body
  ) -> some View {
    pushStyle(AnyStyle(style, draw: draw))
  }

  /// Sets the stack of a family of styles within this view to `styles`.
  func styleStack<Configuration>(_ styles: [AnyStyle<Configuration>]) -> some View {
    modifier(StyleStackModifier(change: .replace(styles)))
  }
}
