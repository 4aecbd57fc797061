import Foundation

nonisolated extension View {
  /// Sets the colour of text and of shapes without a fill in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundStyle, color.map(AnyShapeStyle.init))
  }

  /// Sets the style of text and of shapes without a fill in this view.
  ///
  /// Text draws its glyphs in the style's colour; gradients are drawn as their first colour.
  ///
  /// A style that refers to the foreground — `.secondary`, `.foreground`, a level of it — refers
  /// to the foreground style around this view: `.secondary` under `foregroundStyle(.blue)` is
  /// the blue's secondary level.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    inheritingForegroundStyle(AnyShapeStyle(style))
  }

  /// Sets the foreground style to `style`, resolved against the foreground style around the view.
  func inheritingForegroundStyle(_ style: AnyShapeStyle) -> some View {
    transformEnvironment(\.foregroundStyle) { outer in
      outer = AnyShapeStyle(ForegroundInheritingStyle(style: style, outer: outer))
    }
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
    inheritingForegroundStyle(
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

/// A foreground style set inside another: resolved with the outer one as the foreground, so
/// that a style referring to the foreground (`.secondary`) refers to the one around it.
struct ForegroundInheritingStyle: ShapeStyle, HierarchicalPaintConvertible, DrawingEffectStyle {
  let style: AnyShapeStyle
  let outer: AnyShapeStyle?

  private func outerEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var outerEnvironment = environment
    outerEnvironment.foregroundStyle = outer
    return outerEnvironment
  }

  func paint(in environment: EnvironmentValues, level: Int) -> DisplayList.Paint {
    style.resolvedPaint(in: outerEnvironment(environment), level: level)
  }

  func drawingEffects(in environment: EnvironmentValues) -> [DisplayList.Effect] {
    style.resolvedEffects(in: outerEnvironment(environment))
  }
}
