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
  /// Setting a number moves the control to it, clamped to `range`: a slider, a stepper. A tap
  /// runs `tap` — a stepper's "+", which adds its step — or, without one, adds 1.
  case value(Binding<Double>, range: ClosedRange<Double>, tap: (() -> Void)? = nil)
}

/// Marks each view of the content with an interaction.
nonisolated struct InteractionModifier: PrimitiveViewModifier {
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
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { context.setInteraction(interaction, of: $0) }
  }
}

nonisolated extension View {
  /// Marks this view with what a test may do to it.
  func interaction(_ interaction: Interaction) -> some View {
    modifier(InteractionModifier(interaction: interaction))
  }
}

extension EnvironmentValues {
  /// Whether controls in the view accept interaction: `false` under `disabled(true)`.
  @Entry public var isEnabled: Bool = true
}

nonisolated extension View {
  /// Disables the controls in this view when `disabled` is true: they are drawn dimmed and take
  /// no interaction. A disabled ancestor cannot be enabled again by a descendant.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
  }
}

/// The node annotation of ``NodeAnnotations/interaction``.
enum InteractionAnnotationKey: NodeAnnotationKey {
  static var defaultValue: Interaction? { nil }
}

extension NodeAnnotations {
  /// What a test may do to the view: tap it, type into it, set its value.
  var interaction: Interaction? {
    get { self[InteractionAnnotationKey.self] }
    set { self[InteractionAnnotationKey.self] = newValue }
  }
}

extension ResolveContext {
  /// Sets what a tap, a typed text or a toggle does on `node`.
  func setInteraction(_ interaction: Interaction, of node: NodeID) {
    annotate(node, InteractionAnnotationKey.self) { $0 = interaction }
  }

  /// Whether a tap, a typed text or a toggle was set on `node`.
  func hasInteraction(_ node: NodeID) -> Bool { annotation(InteractionAnnotationKey.self, of: node) != nil }
}

extension LayoutResult {
  /// What a test may do to the view tagged `identifier`: the first interaction in the tagged
  /// view's subtree, depth first, or else the nearest interactive view around it — a tap on a
  /// button's label taps the button, as a finger would.
  func interaction(of identifier: String) -> Interaction? {
    // A view under a presentation takes no touch, as on the device.
    guard let tagged = nodes.identifiers[identifier]?.first(where: isReachable) else { return nil }
    var work = [tagged]
    while let node = work.popLast() {
      if let interaction = nodes.annotations[node]?.interaction { return interaction }
      work.append(contentsOf: nodes.children(of: node).reversed())
    }
    var ancestor = nodes.structures[tagged].parent
    while ancestor >= 0 {
      if let interaction = nodes.annotations[Int(ancestor)]?.interaction { return interaction }
      ancestor = nodes.structures[Int(ancestor)].parent
    }
    return nil
  }
}
