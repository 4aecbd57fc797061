import Foundation

/// A shape drawn with a style: what `fill`, `stroke` and `strokeBorder` make.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
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

  /// Adds a leaf sized by the shape.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let paint: ResolvedPaint =
      view.style is ForegroundStyle ? inputs.environment.foregroundPaint ?? .foreground : ResolvedPaint(view.style)
    inputs.resolver.appendLeaf(
      ShapeBehavior(shape: view.shape, paint: paint, drawing: view.drawing, name: typeName(Content.self)),
      inputs: inputs)
  }

  /// A shape view is primitive.
  public var body: Never { preconditionFailure("_ShapeView is a primitive view: it has no body") }
}

/// A leaf that draws a shape: sized by `Shape.sizeThatFits`, spaced like any leaf.
struct ShapeBehavior<S: Shape>: LayoutBehavior {
  let shape: S
  let paint: ResolvedPaint
  var drawing: ShapeDrawing = .fill(FillStyle())
  let name: String

  var debugName: String {
    switch drawing {
    case .fill: "\(name) \(paint)"
    case .stroke: "\(name) \(drawing) \(paint)"
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}
