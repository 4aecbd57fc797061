import Foundation

extension EnvironmentValues {
  /// Whether controls leave out their labels: `true` under `labelsHidden()`.
  @Entry var labelsHidden: Bool = false
}

nonisolated extension View {
  /// Hides the labels of controls in this view: a toggle or a stepper draws only its control, at
  /// the control's own size, instead of a full-width row.
  ///
  /// ```swift
  /// HStack {
  ///     Text("Notifications")
  ///     Toggle("Notifications", isOn: $isOn).labelsHidden()
  /// }
  /// ```
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}
