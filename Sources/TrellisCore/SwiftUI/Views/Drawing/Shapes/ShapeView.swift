import Foundation

/// A shape drawn with a style: what `fill`, `stroke` and `strokeBorder` make.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  /// The shape.
  public var shape: Content
  /// The style it is drawn with.
  public var style: Style
  let drawing: ShapeDrawing

  /// Creates a shape view filled with `style`.
  public init(shape: Content, style: Style) {
    self.init(shape: shape, style: style, drawing: .fill(FillStyle()))
  }

  init(shape: Content, style: Style, drawing: ShapeDrawing) {
    self.shape = shape
    self.style = style
    self.drawing = drawing
  }

  /// Adds a leaf sized by the shape, with its paint resolved against the environment.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let name = view.style is ForegroundStyle ? "" : " \(styleName(view.style))"
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
    switch drawing {
    case .fill(let style):
      item = .fill(shape.path(placedIn: frame), paint: paint, bounds: frame, evenOdd: style.isEOFilled)
    case .stroke(let style, let inset):
      let path: Path
      if inset, let insettable = shape as? any InsettableShape {
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
