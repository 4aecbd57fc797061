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

  /// Sets the primary and secondary levels of the foreground style in this view: `.primary`
  /// content draws with `primary`, `.secondary` and lower levels with `secondary`.
  ///
  /// Fidelity: partial — the levels reach shapes and text drawn in hierarchical styles;
  /// symbols are not switched to the palette rendering mode SwiftUI gives them.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    environment(
      \.foregroundStyle, AnyShapeStyle(ForegroundLevels(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary)])))
  }

  /// Sets the primary, secondary and tertiary levels of the foreground style in this view;
  /// lower levels use the tertiary style.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    environment(
      \.foregroundStyle,
      AnyShapeStyle(
        ForegroundLevels(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])))
  }
}

/// A foreground style given level by level (`foregroundStyle(_:_:)`): level n is the n-th
/// style, the last one for the levels past it.
struct ForegroundLevels: ShapeStyle, HierarchicalPaintConvertible, DrawingEffectStyle {
  let levels: [AnyShapeStyle]

  private func style(_ level: Int) -> AnyShapeStyle { levels[Swift.min(Swift.max(level, 0), levels.count - 1)] }

  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    style(level).resolvedPaint(in: environment)
  }

  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    style(0).resolvedEffects(in: environment)
  }
}
