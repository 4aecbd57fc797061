import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// A shape fills the space it is offered; its ideal size is 10 × 10 (§1.2).
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.addLines([CGPoint(x: rect.midX, y: rect.minY),
///                            CGPoint(x: rect.maxX, y: rect.maxY),
///                            CGPoint(x: rect.minX, y: rect.maxY)])
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
nonisolated public protocol Shape: View {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path

  /// The size of the shape for a proposal. The default takes the proposal, 10 × 10 when unspecified.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
  /// Takes the proposal, with 10 for each unspecified dimension.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// A shape draws itself filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }

  /// Adds the shape as a leaf filled with the foreground style.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    _ShapeView<Self, ForegroundStyle>._makeViewList(view: view.body, inputs: inputs)
  }

  /// Fills the shape with `content`.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .fill(style), antialiased: style.isAntialiased)
  }

  /// Strokes the outline of the shape, centred on it, with `content`.
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<Self, S> {
    _ShapeView(
      shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth), inset: false),
      antialiased: antialiased)
  }

  /// Strokes the outline of the shape, centred on it, with `content` and `style`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(style, inset: false), antialiased: antialiased)
  }

  /// Returns a new shape that is a stroked copy of this one, `lineWidth` wide: drawn as it is,
  /// the stroke in the foreground style; filled, the stroke in the fill's style
  /// (`Circle().stroke(lineWidth: 2).fill(.red)`).
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth), isAntialiased: true)
  }

  /// Returns a new shape that is a stroked copy of this one, with `style`: dashes, caps, joins.
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(shape: self, style: style, isAntialiased: true)
  }

  /// Returns a new shape that is a stroked copy of this one, `lineWidth` wide (iOS 17).
  @_disfavoredOverload
  public func stroke(lineWidth: CGFloat = 1, antialiased: Bool) -> some Shape {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased)
  }

  /// Returns a new shape that is a stroked copy of this one, with `style` (iOS 17).
  @_disfavoredOverload
  public func stroke(style: StrokeStyle, antialiased: Bool) -> some Shape {
    _StrokedShape(shape: self, style: style, isAntialiased: antialiased)
  }
}

nonisolated extension Shape {
  /// The shape's outline for a view whose frame is `frame` in host coordinates.
  ///
  /// As in SwiftUI, `path(in:)` is given the view's own bounds — origin (0, 0), the frame's
  /// size — so that a path drawn from `.zero` starts at the view's corner; the result is then
  /// moved to where the view is.
  func path(placedIn frame: CGRect) -> Path {
    let local = path(in: CGRect(origin: .zero, size: frame.size))
    return frame.origin == .zero ? local : local.offsetBy(dx: frame.minX, dy: frame.minY)
  }

}

/// A shape that can be inset, so that a border can be stroked inside its outline.
///
/// Insetting moves every edge in by the amount; a rounded rectangle's corners shrink with it,
/// so that a `strokeBorder` follows the outline of the filled shape.
nonisolated public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape

  /// The shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
  /// The shape drawn in its rectangle inset by `amount`: right for shapes that scale with
  /// their rectangle (rectangle, ellipse, circle, capsule).
  public func inset(by amount: CGFloat) -> _InsetShape<Self> {
    _InsetShape(base: self, amount: amount)
  }

  /// Strokes the outline inside the shape's bounds with `content`: the shape inset by half
  /// the line width, stroked.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<Self, S> {
    _ShapeView(
      shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth), inset: true),
      antialiased: antialiased)
  }

  /// Strokes the outline inside the shape's bounds with `content` and `style`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(style, inset: true), antialiased: antialiased)
  }
}

/// Opens an insettable shape's existential: its path inset by `amount`, for a view whose
/// frame is `frame` in host coordinates.
func insetPath(of shape: some InsettableShape, by amount: CGFloat, placedIn frame: CGRect) -> Path {
  shape.inset(by: amount).path(placedIn: frame)
}

/// A shape drawn in its frame inset by an amount on every side: the default `inset(by:)`.
nonisolated public struct _InsetShape<Base: InsettableShape>: InsettableShape {
  /// The shape inset.
  public var base: Base
  /// How far each edge moves in; negative amounts move it out.
  public var amount: CGFloat

  /// The base shape's path in `rect` inset by `amount`; empty when nothing is left.
  public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: amount, dy: amount)
    return inset.isNull || !amount.isFinite ? Path() : base.path(in: inset)
  }

  /// The base shape's size for the proposal: insetting changes drawing, not layout.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

  /// The base inset by both amounts.
  public func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}

/// How a shape fills: the fill rule and antialiasing.
public struct FillStyle: Hashable, Sendable {
  /// Whether to use the even-odd rule instead of non-zero winding.
  public var isEOFilled: Bool
  /// Whether to smooth the edges.
  public var isAntialiased: Bool

  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The characteristics of a stroke: width, caps, joins and dashes, as CoreGraphics draws them.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line.
  public var lineWidth: CGFloat
  /// How the ends of open subpaths and of dashes are drawn.
  public var lineCap: CGLineCap
  /// How segments are joined.
  public var lineJoin: CGLineJoin
  /// How far a miter join may reach, as a multiple of the line width, before it is cut square.
  public var miterLimit: CGFloat
  /// The dash pattern: lengths of dashes and gaps, alternately, in points; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style; the defaults are SwiftUI's: a 1-point line with butt caps, miter
  /// joins (limit 10) and no dashes.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a shape view draws its shape.
enum ShapeDrawing: Hashable, CustomStringConvertible {
  case fill(FillStyle)
  /// A stroke centred on the outline, or inside it (`strokeBorder`). Kept out of line: a
  /// stroke style is five words, and a filled shape, far the more common (every `Color` is
  /// one), would carry them in its node's behaviour.
  indirect case stroke(StrokeStyle, inset: Bool)

  var description: String {
    switch self {
    case .fill: "fill"
    case .stroke(let style, let inset): "\(inset ? "strokeBorder" : "stroke") \(formatLength(style.lineWidth))"
    }
  }
}
