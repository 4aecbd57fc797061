import Foundation

nonisolated extension View {
  /// Sets whether the status bar shows over the window the view is in.
  ///
  /// ```swift
  /// PhotoViewer()
  ///     .statusBarHidden()
  /// ```
  ///
  /// A host drawing screen chrome (``ScreenChrome/statusBar``) leaves the status bar out while a
  /// view in its window asks for it hidden; the first view in the tree that sets a value wins.
  ///
  /// Fidelity: partial — the status bar is left out and the safe area stays as it was, which is
  /// what iOS does on a phone with a notch or the Dynamic Island, where the sensor housing keeps
  /// the inset; on a device with a 20-point status bar and no housing (iPhone SE, most iPads)
  /// iOS also gives the top inset back to the app, which a Trellis host does not [uncertain:
  /// which view wins when several set a value].
  ///
  /// - Parameter hidden: Whether the status bar is hidden; `true` by default.
  /// - Returns: A view that asks for the status bar hidden, or shown.
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    preference(key: StatusBarHiddenKey.self, value: hidden)
  }
}

/// Whether a view asks for the status bar of its window hidden; the first one set wins.
struct StatusBarHiddenKey: PreferenceKey {
  static var defaultValue: Bool? { nil }

  static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
    if value == nil { value = nextValue() }
  }
}
