import Foundation

/// A shape that is the stroke of another: what `stroke(style:)` and `stroke(lineWidth:)` return.
///
/// Its path is the outline of the stroke (``Path/strokedPath(_:)``), so it can be filled,
/// clipped to, trimmed or transformed as any shape; it lays out as the shape it strokes. Drawn,
/// it is the stroke itself — painted with the style the shape is filled with, the foreground
/// style unless `fill` gives another — which is what filling its outline with the non-zero rule
/// paints, drawn by Cairo's own stroker (caps, joins and dashes exact).
///
/// ```swift
/// Circle().stroke(style: StrokeStyle(lineWidth: 2)).fill(.red)
/// ```
///
/// Fidelity: partial — Apple, `Shape.stroke(style:)`: "Returns a new shape that is a stroked
/// copy of self"; the outline's elements are not CoreGraphics' (its fill covers the same
/// pixels); `antialiased: false` is drawn antialiased, with a runtime issue.
nonisolated public struct _StrokedShape<Content: Shape>: Shape {
  /// The shape stroked.
  public var shape: Content
  /// The stroke's width, caps, joins and dashes.
  public var style: StrokeStyle
  /// Whether the stroke's edges are smoothed.
  public var isAntialiased: Bool

  /// Creates the stroke of `shape`.
  public init(shape: Content, style: StrokeStyle, isAntialiased: Bool = true) {
    self.shape = shape
    self.style = style
    self.isAntialiased = isAntialiased
  }

  /// The outline of the stroke of the shape's path in `rect`.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).strokedPath(style)
  }

  /// The stroked shape's size: the shape's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

/// A shape that draws as a stroke of another when it is filled: ``_StrokedShape``.
protocol StrokeOfShape {
  /// The leaf that strokes the underlying shape with `paint`, named `name`.
  func strokeLeaf(paint: DisplayList.Paint, name: String, effects: [DisplayList.Effect]) -> any LayoutBehavior
  /// The type of the shape stroked, for the frame dump.
  var strokedType: Any.Type { get }
  var strokeIsAntialiased: Bool { get }
}

extension _StrokedShape: StrokeOfShape {
  func strokeLeaf(paint: DisplayList.Paint, name: String, effects: [DisplayList.Effect]) -> any LayoutBehavior {
    ShapeBehavior(shape: shape, paint: paint, drawing: .stroke(style, inset: false), name: name, effects: effects)
  }

  var strokedType: Any.Type { Content.self }
  var strokeIsAntialiased: Bool { isAntialiased }
}
