import Foundation

extension View {
  /// Sets the colour of text and of shapes without a fill in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundColor, color)
  }

  /// Sets the style of text and of shapes without a fill in this view.
  ///
  /// Colours are recorded for rendering; other styles are recorded by name.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundColor, style as? Color)
  }
}
