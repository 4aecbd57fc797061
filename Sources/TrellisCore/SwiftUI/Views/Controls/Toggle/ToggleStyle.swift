import Foundation

/// The appearance and interaction of all the toggles in a view hierarchy.
///
/// ```swift
/// struct ChecklistToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///             configuration.label
///         }
///     }
/// }
/// Toggle("Milk", isOn: $hasMilk).toggleStyle(ChecklistToggleStyle())
/// ```
///
/// Whatever the style draws, tapping the toggle flips its value.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// A view that represents the appearance and interaction of a toggle.
  associatedtype Body: View

  /// Creates a view that represents the body of a toggle.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a toggle.
  typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle: its label, its state and whether the state is mixed.
public struct ToggleStyleConfiguration {
  /// The label of a toggle, as a view.
  nonisolated public struct Label: View {
    let content: AnyView

    /// The label the toggle was created with.
    public var body: some View { content }
  }

  /// The view that describes the effect of switching the toggle between states.
  public let label: Label

  /// Whether the toggle is on; `$isOn` is a binding to it.
  @Binding public var isOn: Bool

  /// Whether the toggle stands for several sources that are not all in the same state.
  public var isMixed: Bool
}

extension ToggleStyleConfiguration: StyleConfiguration {
  /// Toggles without a style are drawn by `.automatic`.
  static var automaticStyle: AnyStyle<Self> { AnyStyle(DefaultToggleStyle()) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
  /// Sets the style of the toggles in this view.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
  /// ```
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    pushStyle(style) { $0.makeBody(configuration: $1) }
  }
}
