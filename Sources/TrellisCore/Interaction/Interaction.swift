import Foundation

/// What a test or tool can do to a view, as a person would on the device: the actions of
/// controls and gestures. A host finds them by a view's accessibility identifier
/// (`LayoutHost.tap(_:)`, `enterText(_:into:)`, `setValue(_:of:)`).
enum Interaction {
  /// A tap runs the action: a button, a link, a menu item, a tap gesture, a picker's option.
  case tap(() -> Void)
  /// A tap flips the value: a toggle.
  case toggle(Binding<Bool>)
  /// Typing replaces the text: a text editor.
  case text(Binding<String>)
  /// Typing replaces the text, and submitting runs `onSubmit`: a text field or a secure field,
  /// whose return key runs its `onSubmit(of:_:)` actions.
  case textField(Binding<String>, onSubmit: (() -> Void)?)
  /// Setting a number moves the control to it, clamped to `range`: a slider, a stepper.
  case value(Binding<Double>, range: ClosedRange<Double>)
}

/// Marks each view of the content with an interaction.
struct InteractionModifier: PrimitiveViewModifier {
  let interaction: Interaction

  static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    // A disabled control takes no interaction (`disabled(_:)`), as on the device; nor does
    // one touches cannot reach (`allowsHitTesting(false)`).
    guard inputs.environment.isEnabled, inputs.environment.allowsHitTesting else {
      body(inputs)
      return
    }
    var interaction = modifier.interaction
    // A button in an alert or a dialog dismisses it, then runs its action.
    if case .tap(let action) = interaction, let dismiss = inputs.environment.dismissAfterAction {
      interaction = .tap {
        dismiss()
        action()
      }
    }
    let tree = inputs.resolver.tree
    inputs.resolver.forEachMade(inputs: inputs, content: body) { tree.setInteraction(interaction, of: $0) }
  }
}

extension View {
  /// Marks this view with what a test may do to it.
  func interaction(_ interaction: Interaction) -> some View {
    modifier(InteractionModifier(interaction: interaction))
  }
}

extension EnvironmentValues {
  /// Whether controls in the view accept interaction: `false` under `disabled(true)`.
  @Entry public var isEnabled: Bool = true
}

extension View {
  /// Disables the controls in this view when `disabled` is true: they are drawn dimmed and take
  /// no interaction. A disabled ancestor cannot be enabled again by a descendant.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
  }
}
