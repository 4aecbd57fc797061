import Foundation

/// A shape drawn with a style: what `fill`, `stroke` and `strokeBorder` make.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  /// The shape.
  public var shape: Content
  /// The style it is drawn with.
  public var style: Style
  let drawing: ShapeDrawing
  /// `false` when the app asked for aliased edges, which Trellis does not draw (reported).
  var isAntialiased = true

  /// Creates a shape view filled with `style`.
  public init(shape: Content, style: Style) {
    self.init(shape: shape, style: style, drawing: .fill(FillStyle()))
  }

  init(shape: Content, style: Style, drawing: ShapeDrawing, antialiased: Bool = true) {
    self.shape = shape
    self.style = style
    self.drawing = drawing
    isAntialiased = antialiased
  }

  /// Adds a leaf sized by the shape, with its paint resolved against the environment.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let name = view.style is ForegroundStyle ? "" : " \(styleName(view.style))"
    if !view.isAntialiased {
      RuntimeIssues.reportOnce("Trellis draws every shape antialiased; `antialiased: false` is not applied.")
    }
    if case .fill(let fill) = view.drawing, let stroke = view.shape as? any StrokeOfShape {
      // Filling a stroke's outline paints the stroke: drawn as one, with the fill's paint.
      if !stroke.strokeIsAntialiased || !fill.isAntialiased {
        RuntimeIssues.reportOnce("Trellis draws every shape antialiased; `antialiased: false` is not applied.")
      }
      if fill.isEOFilled {
        RuntimeIssues.reportOnce(
          "A stroked shape filled with the even-odd rule is drawn as its stroke (the non-zero fill of its outline).")
      }
      inputs.context.appendLeaf(
        stroke.strokeLeaf(
          paint: view.style.resolvedPaint(in: inputs.environment),
          name: inputs.context.name(of: stroke.strokedType) + name,
          effects: view.style.resolvedEffects(in: inputs.environment)),
        inputs: inputs)
      return
    }
    inputs.context.appendLeaf(
      ShapeBehavior(
        shape: view.shape, paint: view.style.resolvedPaint(in: inputs.environment), drawing: view.drawing,
        name: inputs.context.name(of: Content.self) + name,
        effects: view.style.resolvedEffects(in: inputs.environment)),
      inputs: inputs)
  }
}

/// A style as the frame dump names it: a colour by name, anything else by type.
func styleName(_ style: any ShapeStyle) -> String {
  switch style {
  case let color as Color: color.description
  case let erased as AnyShapeStyle: styleName(erased.base)
  default: typeName(type(of: style))
  }
}

/// A leaf that draws a shape: sized by `Shape.sizeThatFits`, spaced like any leaf.
///
/// Fidelity: verified — a shape takes the proposal (§2 C case 75, D case 77 and E cases 95 and
/// 97 lay out rectangles); a `Circle` takes the smaller side (F case 101, derived).
struct ShapeBehavior<S: Shape>: LayoutBehavior {
  let shape: S
  let paint: DisplayList.Paint
  var drawing: ShapeDrawing = .fill(FillStyle())
  /// The node's name in the frame dump.
  let name: String
  /// What the style draws around the shape (shadows, blend modes), innermost first.
  var effects: [DisplayList.Effect] = []

  var debugName: String {
    switch drawing {
    case .fill: name
    case .stroke: "\(name) \(drawing)"
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The built-in shapes size themselves from the proposal in a few instructions; a shape of
  /// the app's may do anything, and is remembered.
  var sizeIsCheap: Bool { S.self is any CheaplySizedShape.Type }

  /// The shape's path in the frame, filled or stroked, in the style's effects; a border
  /// stroke follows the shape inset by half the line width, inside the frame.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let item: DisplayList.Item
    // A container relative shape is its container's shape, found where it is drawn.
    let isContainerRelative = S.self == ContainerRelativeShape.self
    switch drawing {
    case .fill(let style):
      let path =
        isContainerRelative
        ? ContainerRelativeShape.path(placedIn: frame, inset: 0, context: context) : shape.path(placedIn: frame)
      item = .fill(path, paint: paint, bounds: frame, evenOdd: style.isEOFilled)
    case .stroke(let style, let inset):
      let path: Path
      if isContainerRelative {
        path = ContainerRelativeShape.path(placedIn: frame, inset: inset ? style.lineWidth / 2 : 0, context: context)
      } else if inset, let insettable = shape as? any InsettableShape {
        path = insetPath(of: insettable, by: style.lineWidth / 2, placedIn: frame)
      } else {
        path = shape.path(placedIn: frame)
      }
      item = .stroke(path, paint: paint, bounds: frame, style: style)
    }
    return [effects.reduce(item) { .group([$0], effect: $1) }]
  }
}

/// The built-in shapes, whose `sizeThatFits` is a few instructions on the proposal.
nonisolated protocol CheaplySizedShape: Shape {}

nonisolated extension Rectangle: CheaplySizedShape {}
nonisolated extension RoundedRectangle: CheaplySizedShape {}
nonisolated extension Capsule: CheaplySizedShape {}
nonisolated extension Ellipse: CheaplySizedShape {}
nonisolated extension Circle: CheaplySizedShape {}
nonisolated extension ContainerRelativeShape: CheaplySizedShape {}

extension _ShapeView {
  /// Fills the shape with `content` over what this view already draws (iOS 17's `ShapeView`):
  /// `Circle().stroke(.blue, lineWidth: 4).fill(.red)` draws the stroke, then the fill over it.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
    _ShapeView<Content, S>(shape: shape, style: content, drawing: .fill(style), antialiased: style.isAntialiased)
      .background(self)
  }

  /// Strokes the shape with `content` over what this view already draws (iOS 17's `ShapeView`).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _ShapeView<Content, S>(
      shape: shape, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth), inset: false),
      antialiased: antialiased
    ).background(self)
  }

  /// Strokes the shape with `content` and `style` over what this view already draws (iOS 17).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView<Content, S>(
      shape: shape, style: content, drawing: .stroke(style, inset: false), antialiased: antialiased
    )
    .background(self)
  }
}

extension _ShapeView where Content: InsettableShape {
  /// Strokes the inside of the shape's border with `content` over what this view already draws
  /// (iOS 17's `ShapeView`): `RoundedRectangle(cornerRadius: 8).fill(.yellow).strokeBorder(.red)`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    _ShapeView<Content, S>(
      shape: shape, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth), inset: true),
      antialiased: antialiased
    ).background(self)
  }

  /// Strokes the inside of the shape's border with `content` and `style` over what this view
  /// already draws (iOS 17's `ShapeView`).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    _ShapeView<Content, S>(shape: shape, style: content, drawing: .stroke(style, inset: true), antialiased: antialiased)
      .background(self)
  }
}
