import Foundation

extension View {
  /// Adds an action to perform when this view recognizes a tap gesture.
  ///
  /// A test taps the view through its accessibility identifier; under `disabled(true)` the view
  /// takes no tap. Every `count` is one tap here: a still picture has no timing.
  ///
  /// ```swift
  /// Text("Details").onTapGesture { showDetails = true }
  /// ```
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    interaction(.tap(action))
  }
}
