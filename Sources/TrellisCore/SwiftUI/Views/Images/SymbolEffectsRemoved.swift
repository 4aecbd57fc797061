import Foundation

nonisolated extension View {
  /// Removes the symbol effects the view's symbol images inherit, or leaves them.
  ///
  /// ```swift
  /// Label("Inbox", systemImage: "tray")
  ///     .symbolEffectsRemoved()
  /// ```
  ///
  /// On iOS this turns off the symbol animations a view's symbols would play — those a
  /// `symbolEffect` modifier around adds, and the bounce a tab bar gives a tab's symbol when it is
  /// picked. The value is kept in the environment of the view's descendants.
  ///
  /// Fidelity: partial — Trellis draws each symbol at rest, as a still frame of iOS shows it once
  /// an effect has played, so a symbol looks the same with its effects removed or not; the value
  /// is recorded in the environment, which a test checks.
  ///
  /// - Parameter isEnabled: Whether to remove the inherited effects; `true` by default. `false`
  ///   leaves them as they are.
  /// - Returns: A view whose symbol images play no inherited effects, when `isEnabled`.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    transformEnvironment(\.symbolEffectsRemoved) { removed in
      if isEnabled { removed = true }
    }
  }
}

extension EnvironmentValues {
  /// Whether a `symbolEffectsRemoved()` around removed the symbol effects of the views inside.
  @Entry var symbolEffectsRemoved: Bool = false
}
