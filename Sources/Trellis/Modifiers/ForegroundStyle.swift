import Foundation

extension View {
  /// Sets the colour of text and of shapes without a fill in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundPaint, color.map(ResolvedPaint.color))
  }

  /// Sets the style of text and of shapes without a fill in this view.
  ///
  /// The style is recorded for rendering: colours by value, other styles by name.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundPaint, ResolvedPaint(style))
  }
}
