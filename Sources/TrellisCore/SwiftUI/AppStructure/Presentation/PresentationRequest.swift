import Foundation

/// A view a presentation modifier asks to show over the host's content while its binding is
/// set: a sheet, a full-screen cover, an alert or a confirmation dialog.
///
/// The modifier asks while its view is resolved; once the root's content is resolved, the root
/// makes the presented views and layers them over it (``PresentationRoot``).
struct PresentationRequest: ResolveRequest {
  /// How the presented views are shown.
  enum Kind: Equatable {
    /// A card over the content (on iPad, a centred form sheet); popovers on iPhone too.
    case sheet
    /// A screen over the whole content.
    case fullScreenCover
    /// An alert box in the middle of the screen.
    case alert
    /// An action sheet at the bottom of the screen.
    case confirmationDialog
  }

  let kind: Kind
  /// What the request is called in messages: `sheet`, `alert("Delete?")`.
  let name: String
  /// Who presents: the presented views' state lives below this identity.
  let identity: ViewIdentity
  /// The environment where the modifier is, which the presented views inherit.
  let environment: EnvironmentValues
  /// Writes the binding that presented the views, so that they go.
  let dismiss: () -> Void
  /// Makes the presented view — one view, its chrome included for alerts and dialogs.
  let content: (_ViewInputs) -> Void
  /// Whether a `popover` asked: on iPhone it is a sheet.
  var isPopover = false
}

/// Asks for a presentation while its view is resolved: the common part of `sheet`,
/// `fullScreenCover`, `popover`, `alert` and `confirmationDialog`.
///
/// The modified view resolves as it would without the modifier; `request` says what to present,
/// or `nil` while the binding is unset. `onDismiss` runs after the update in which a shown
/// presentation went, as SwiftUI runs a sheet's.
nonisolated public struct _PresentationModifier<Presented>: PrimitiveViewModifier {
  let request: (_ identity: ViewIdentity, _ environment: EnvironmentValues) -> PresentationRequest?
  let onDismiss: (() -> Void)?

  /// Resolves the view, then asks for the presentation if its binding is set.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    body(inputs)
    // The presented views' type is part of the identity: two presentations on one view keep
    // apart state.
    let identity = inputs.identity.appending(type: Self.self)
    guard let request = modifier.request(identity, inputs.environment) else { return }
    inputs.context.post(request)
    inputs.context.appear(identity, onAppear: nil, onDisappear: modifier.onDismiss)
  }
}
