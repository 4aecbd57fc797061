import Foundation

extension View {
  /// Sets the colour of text and of shapes without a fill in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundStyle, color.map(AnyShapeStyle.init))
  }

  /// Sets the style of text and of shapes without a fill in this view.
  ///
  /// Text draws its glyphs in the style's colour; gradients are drawn as their first colour.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundStyle, AnyShapeStyle(style))
  }
}
