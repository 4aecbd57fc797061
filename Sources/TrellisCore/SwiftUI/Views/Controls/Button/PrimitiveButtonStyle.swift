import Foundation

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// A primitive style decides when the button fires: it calls
/// ``PrimitiveButtonStyleConfiguration/trigger()`` itself, for example from `onTapGesture`.
/// Inside `makeBody`, `Button(configuration)` makes a button drawn by the style set further
/// out, or by the automatic one.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View

  /// Creates a view that represents the body of a button.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button that a ``PrimitiveButtonStyle`` draws and triggers.
public struct PrimitiveButtonStyleConfiguration {
  /// A type-erased label of a button.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView

    /// Resolves the button's label where the style places it.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      AnyView._makeViewList(view: view.content, inputs: inputs)
    }
  }

  /// An optional semantic role that describes the button's purpose.
  public let role: ButtonRole?

  /// A view that describes the effect of calling the button's action.
  public let label: PrimitiveButtonStyleConfiguration.Label

  let action: () -> Void

  /// Performs the button's action.
  public func trigger() { action() }
}
