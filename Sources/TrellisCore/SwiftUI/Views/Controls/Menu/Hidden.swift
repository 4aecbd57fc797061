import Foundation

nonisolated extension View {
  /// Hides this view unconditionally: it keeps its place in the layout but draws nothing.
  ///
  /// Implemented as `opacity(0)`: the view is laid out as before, and what it draws is kept in
  /// a fully transparent group, so no pixel changes. Its controls keep their interactions, which
  /// is how a closed ``Menu`` keeps its items.
  ///
  /// ```swift
  /// Text("Placeholder").hidden()
  /// ```
  public func hidden() -> some View {
    opacity(0)
  }
}
