import Foundation

extension EnvironmentValues {
  /// Whether scrollable views such as `List` and `Form` draw their background: `.hidden` leaves
  /// the views behind them visible.
  @Entry var scrollContentBackground: Visibility = .automatic
}

nonisolated extension View {
  /// Specifies the visibility of the background for scrollable views within this view: a
  /// list's or form's page colour. Its sections' cards stay.
  ///
  /// ```swift
  /// Form { … }
  ///     .scrollContentBackground(.hidden)
  ///     .background(Color.indigo)
  /// ```
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }
}
