import Foundation

/// A control drawn by the innermost style of its family set around it: what every styled
/// control's `body` is (`Button`, `Label`, `Gauge`, `Toggle`, …).
///
/// The style is taken off the stack for the style's body, so a control of the same family
/// inside it — `Button(configuration)` in a `PrimitiveButtonStyle` — is drawn by the next style
/// out, and the innermost control by the family's ``StyleConfiguration/automaticStyle``, as
/// SwiftUI's styles nest:
///
/// ```swift
/// Button("OK") {}.buttonStyle(Inner()).buttonStyle(Outer())   // Inner, whose Button(configuration) is Outer
/// ```
///
/// Some controls hand the style views of their caller's (a toggle's label): those are erased
/// with ``CallerViews``, which puts back the stack as it is around the control, so that a
/// control in a label is styled as if it stood beside the styled one.
nonisolated struct StyledControl<Configuration: StyleConfiguration>: View, PrimitiveView {
  /// The control's parts, made once the stack around the control is known.
  let configuration: (CallerViews<Configuration>) -> Configuration

  /// A control whose configuration holds no view of its caller's that must see the whole stack.
  init(configuration: Configuration) {
    self.configuration = { _ in configuration }
  }

  /// A control whose configuration erases its caller's views with `erase`, which keeps the
  /// styles set around the control for them.
  init(_ makeConfiguration: @escaping (_ erase: CallerViews<Configuration>) -> Configuration) {
    configuration = makeConfiguration
  }

  /// Resolves the style's body, erased, under a modifier that sets the rest of the stack.
  static func _makeViewList(view: Self, inputs: _ViewInputs) {
    var outer = inputs.environment[styles: Configuration.self]
    let style = outer.popLast() ?? Configuration.automaticStyle
    let configuration = view.configuration(CallerViews(styles: inputs.environment[styles: Configuration.self]))
    // A style is evaluated as part of its control's body, as SwiftUI evaluates it: its
    // `@Environment` properties read the control's environment, and what it observes updates
    // the control.
    let context = inputs.context
    let drawn = context.withEnvironment(inputs.environment) {
      context.trackingObservation { style.makeBody(configuration) }
    }
    let body = drawn.styleStack(outer)
    type(of: body)._makeViewList(view: body, inputs: inputs)
  }
}

/// Erases a caller's view for a style's configuration, keeping for it the styles set around the
/// control rather than the ones left for the style's body.
struct CallerViews<Configuration: StyleConfiguration> {
  /// The stack around the control.
  let styles: [AnyStyle<Configuration>]

  /// `view`, erased, with the stack around the control.
  func callAsFunction<V: View>(_ view: V) -> AnyView {
    AnyView(view.styleStack(styles))
  }
}
