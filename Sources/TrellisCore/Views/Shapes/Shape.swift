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
public protocol Shape: View {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path

  /// The size of the shape for a proposal. The default takes the proposal, 10 × 10 when unspecified.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
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
    _ShapeView(shape: self, style: content, drawing: .fill(style))
  }

  /// Strokes the outline of the shape, centred on it, with `content`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth), inset: false))
  }

  /// Strokes the outline of the shape, centred on it, with `content` and `style`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(style, inset: false))
  }

  /// Strokes the outline of the shape with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(StrokeStyle(lineWidth: lineWidth), inset: false))
  }
}

/// A shape that can be inset, so that a border can be stroked inside its outline.
public protocol InsettableShape: Shape {}

extension InsettableShape {
  /// Strokes the outline inside the shape's bounds with `content`.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth), inset: true))
  }

  /// Strokes the outline inside the shape's bounds with `content` and `style`.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(style, inset: true))
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

/// The characteristics of a stroke.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line.
  public var lineWidth: CGFloat
  /// The dash pattern, in points; empty for a solid line.
  public var dash: [CGFloat]
  /// Where the dash pattern starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style.
  public init(lineWidth: CGFloat = 1, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
    self.lineWidth = lineWidth
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a shape view draws its shape.
enum ShapeDrawing: Hashable, CustomStringConvertible {
  case fill(FillStyle)
  /// A stroke centred on the outline, or inside it (`strokeBorder`).
  case stroke(StrokeStyle, inset: Bool)

  var description: String {
    switch self {
    case .fill: "fill"
    case .stroke(let style, let inset): "\(inset ? "strokeBorder" : "stroke") \(formatLength(style.lineWidth))"
    }
  }
}
