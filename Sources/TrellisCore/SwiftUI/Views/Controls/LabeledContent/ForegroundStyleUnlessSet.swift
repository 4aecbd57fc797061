import Foundation

nonisolated extension View {
  /// Sets the foreground style unless one is set around this view: the colour SwiftUI gives the
  /// secondary parts of a control (a labeled content's value, a progress view's labels), which
  /// a colour the caller sets wins over.
  func foregroundStyleUnlessSet<S: ShapeStyle>(_ style: S) -> some View {
    let style = AnyShapeStyle(style)
    return transformEnvironment(\.foregroundStyle) { $0 = $0 ?? style }
  }
}
