import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// The button keeps its tap: a style only draws ``ButtonStyleConfiguration/label``. A still picture never
/// shows a pressed button, so ``ButtonStyleConfiguration/isPressed`` is always `false`.
///
/// ```swift
/// struct CapsuleStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 16)
///             .padding(.vertical, 8)
///             .background(Capsule().fill(Color.blue))
///             .foregroundColor(.white)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View

  /// Creates a view that represents the body of a button.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button that a ``ButtonStyle`` draws.
public struct ButtonStyleConfiguration {
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

  /// A view that describes the effect of pressing the button.
  public let label: ButtonStyleConfiguration.Label

  /// Whether the person is pressing the button: always `false` in a still picture.
  public let isPressed: Bool
}
