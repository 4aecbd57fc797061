import Foundation

/// The outline of a 2D shape.
public struct Path: Equatable, Sendable {
  /// One step of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath
  }

  /// The elements, in order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// Creates a rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a rounded rectangle with elliptical corners.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates an ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Creates a path by calling `callback` on an empty one.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath.
  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
  /// Adds a straight line.
  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
  /// Adds a quadratic Bézier curve.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }
  /// Adds a cubic Bézier curve.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }
  /// Closes the current subpath.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Adds straight lines through `points`: a move to the first, then a line to each of the others.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed rectangle, its corners transformed by `transform`.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let rect = rect.standardized
    addLines(
      [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ].map { $0.applying(transform) })
    closeSubpath()
  }

  /// Adds a closed rectangle for each of `rects`, transformed by `transform`.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds an ellipse inscribed in `rect`, as four cubic arcs, transformed by `transform`.
  ///
  /// As CoreGraphics' ellipse, it starts at the rightmost point and runs with increasing
  /// angles — down first, clockwise on screen — so that `Circle().trim(from: 0, to: 0.25)` is
  /// the quarter from three o'clock to six.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let rect = rect.standardized
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (midX, midY) = (rect.midX, rect.midY)
    var ellipse = Path()
    ellipse.move(to: CGPoint(x: rect.maxX, y: midY))
    ellipse.addQuarterEllipse(
      corner: CGPoint(x: rect.maxX, y: rect.maxY), from: CGPoint(x: 0, y: -ry), to: CGPoint(x: -rx, y: 0))
    ellipse.addQuarterEllipse(
      corner: CGPoint(x: rect.minX, y: rect.maxY), from: CGPoint(x: rx, y: 0), to: CGPoint(x: 0, y: -ry))
    ellipse.addQuarterEllipse(
      corner: CGPoint(x: rect.minX, y: rect.minY), from: CGPoint(x: 0, y: ry), to: CGPoint(x: rx, y: 0))
    ellipse.addQuarterEllipse(
      corner: CGPoint(x: rect.maxX, y: rect.minY), from: CGPoint(x: -rx, y: 0), to: CGPoint(x: 0, y: ry))
    ellipse.closeSubpath()
    addPath(ellipse, transform: transform)
  }

  /// Adds the elements of `path`, transformed by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements.append(contentsOf: transform.isIdentity ? path.elements : path.applying(transform).elements)
  }

  /// Adds a rounded rectangle, transformed by `transform`; both sides of the corner size are
  /// clamped to half the rectangle's shorter side, so that a radius larger than the rectangle
  /// allows makes a capsule, not an ellipse (OpenSwiftUI's `FixedRoundedRect.clampedCornerSize`
  /// clamps the same way; `UIBezierPath(roundedRect:cornerRadius:)` caps the radius there too).
  ///
  /// Continuous corners blend into the edges over 1.53 times the radius, as Apple's do;
  /// where that does not fit, or for circular corners, each corner is a quarter ellipse.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard !transform.isIdentity else {
      appendRoundedRect(in: rect.standardized, cornerSize: cornerSize, style: style)
      return
    }
    var untransformed = Path()
    untransformed.appendRoundedRect(in: rect.standardized, cornerSize: cornerSize, style: style)
    addPath(untransformed, transform: transform)
  }

  private mutating func appendRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) {
    let limit = Swift.min(rect.width, rect.height) / 2
    let rx = Swift.min(Swift.max(cornerSize.width, 0), limit)
    let ry = Swift.min(Swift.max(cornerSize.height, 0), limit)
    guard rx > 0, ry > 0 else {
      addRect(rect)
      return
    }
    if style == .continuous, rx * ContinuousCorner.extent <= rect.width / 2,
      ry * ContinuousCorner.extent <= rect.height / 2
    {
      addContinuousRoundedRect(in: rect, rx: rx, ry: ry)
      return
    }
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: CGPoint(x: minX + rx, y: minY))
    addLine(to: CGPoint(x: maxX - rx, y: minY))
    addQuarterEllipse(corner: CGPoint(x: maxX, y: minY), from: CGPoint(x: -rx, y: 0), to: CGPoint(x: 0, y: ry))
    addLine(to: CGPoint(x: maxX, y: maxY - ry))
    addQuarterEllipse(corner: CGPoint(x: maxX, y: maxY), from: CGPoint(x: 0, y: -ry), to: CGPoint(x: -rx, y: 0))
    addLine(to: CGPoint(x: minX + rx, y: maxY))
    addQuarterEllipse(corner: CGPoint(x: minX, y: maxY), from: CGPoint(x: rx, y: 0), to: CGPoint(x: 0, y: -ry))
    addLine(to: CGPoint(x: minX, y: minY + ry))
    addQuarterEllipse(corner: CGPoint(x: minX, y: minY), from: CGPoint(x: 0, y: ry), to: CGPoint(x: rx, y: 0))
    closeSubpath()
  }

  /// A quarter ellipse around a rectangle's corner, from `corner + from` to `corner + to`
  /// (each offset along one edge), as one cubic: the best cubic approximation puts the control
  /// points 0.5523 of the radius along the tangents.
  mutating func addQuarterEllipse(corner: CGPoint, from: CGPoint, to: CGPoint) {
    let k: CGFloat = 0.552_284_75
    addCurve(
      to: CGPoint(x: corner.x + to.x, y: corner.y + to.y),
      control1: CGPoint(x: corner.x + from.x * (1 - k), y: corner.y + from.y * (1 - k)),
      control2: CGPoint(x: corner.x + to.x * (1 - k), y: corner.y + to.y * (1 - k)))
  }

  /// Adds a rounded rectangle with a radius per corner, transformed by `transform`.
  ///
  /// Each radius is clamped to 0 and to half the rectangle's shorter side. A continuous corner
  /// whose blend (1.53 radii) does not fit in half the shorter side is drawn circular.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style, cornerLimit: nil, transform: transform)
  }

  /// Adds a rounded rectangle whose corners may each reach `cornerLimit` along the edges (half
  /// the shorter side when `nil`): a list row whose top corners are the card's may curve over
  /// its whole height, as the card it is part of does.
  mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle, cornerLimit: CGFloat?,
    transform: CGAffineTransform = .identity
  ) {
    let rect = rect.standardized
    let limit = cornerLimit ?? Swift.min(rect.width, rect.height) / 2
    func radius(_ value: CGFloat) -> CGFloat { value > 0 ? Swift.min(value, limit) : 0 }
    typealias Direction = (x: CGFloat, y: CGFloat)
    // Clockwise from the top trailing corner; each arrives `along` one edge, leaves `away` on the next.
    let corners: [(origin: CGPoint, along: Direction, away: Direction, radius: CGFloat)] = [
      (CGPoint(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1), radius(cornerRadii.topTrailing)),
      (CGPoint(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0), radius(cornerRadii.bottomTrailing)),
      (CGPoint(x: rect.minX, y: rect.maxY), (1, 0), (0, -1), radius(cornerRadii.bottomLeading)),
      (CGPoint(x: rect.minX, y: rect.minY), (0, 1), (1, 0), radius(cornerRadii.topLeading)),
    ]
    func isContinuous(_ radius: CGFloat) -> Bool { style == .continuous && radius * ContinuousCorner.extent <= limit }
    func point(
      _ corner: (origin: CGPoint, along: Direction, away: Direction, radius: CGFloat), _ a: CGFloat, _ b: CGFloat
    )
      -> CGPoint
    {
      CGPoint(
        x: corner.origin.x + (corner.along.x * a + corner.away.x * b) * corner.radius,
        y: corner.origin.y + (corner.along.y * a + corner.away.y * b) * corner.radius
      ).applying(transform)
    }
    let last = corners[3]
    move(to: point(last, 0, isContinuous(last.radius) ? ContinuousCorner.extent : 1))
    let c = ContinuousCorner.self
    let k: CGFloat = 0.552_284_75
    for corner in corners {
      if corner.radius == 0 {
        addLine(to: point(corner, 0, 0))
      } else if isContinuous(corner.radius) {
        addLine(to: point(corner, c.extent, 0))
        addCurve(to: point(corner, c.a, c.b), control1: point(corner, c.c, 0), control2: point(corner, c.d, 0))
        addCurve(to: point(corner, c.b, c.a), control1: point(corner, c.e, c.f), control2: point(corner, c.f, c.e))
        addCurve(to: point(corner, 0, c.extent), control1: point(corner, 0, c.d), control2: point(corner, 0, c.c))
      } else {
        addLine(to: point(corner, 1, 0))
        addCurve(to: point(corner, 0, 1), control1: point(corner, 1 - k, 0), control2: point(corner, 0, 1 - k))
      }
    }
    closeSubpath()
  }

  /// Creates a rounded rectangle with a radius per corner.
  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// A rounded rectangle with continuous corners: each corner three cubic segments.
  private mutating func addContinuousRoundedRect(in rect: CGRect, rx: CGFloat, ry: CGFloat) {
    // Each corner in its own frame: `a` units of radius along the edge the path arrives on
    // (`along`), `b` units along the edge it leaves on (`away`); x scales by rx, y by ry.
    typealias Direction = (x: CGFloat, y: CGFloat)
    func corner(_ origin: CGPoint, along: Direction, away: Direction) -> (CGFloat, CGFloat) -> CGPoint {
      { a, b in
        CGPoint(x: origin.x + (along.x * a + away.x * b) * rx, y: origin.y + (along.y * a + away.y * b) * ry)
      }
    }
    let corners = [
      corner(CGPoint(x: rect.maxX, y: rect.minY), along: (-1, 0), away: (0, 1)),
      corner(CGPoint(x: rect.maxX, y: rect.maxY), along: (0, -1), away: (-1, 0)),
      corner(CGPoint(x: rect.minX, y: rect.maxY), along: (1, 0), away: (0, -1)),
      corner(CGPoint(x: rect.minX, y: rect.minY), along: (0, 1), away: (1, 0)),
    ]
    let c = ContinuousCorner.self
    move(to: corners[3](0, c.extent))
    for point in corners {
      addLine(to: point(c.extent, 0))
      addCurve(to: point(c.a, c.b), control1: point(c.c, 0), control2: point(c.d, 0))
      addCurve(to: point(c.b, c.a), control1: point(c.e, c.f), control2: point(c.f, c.e))
      addCurve(to: point(0, c.extent), control1: point(0, c.d), control2: point(0, c.c))
    }
    closeSubpath()
  }
}

/// The geometry of a continuous ("squircle") corner, in units of the corner radius: where the
/// curve leaves the edge, and the points and control points of its three cubic segments.
enum ContinuousCorner {
  static let extent: CGFloat = 1.528_664_83
  static let a: CGFloat = 0.631_493_99
  static let b: CGFloat = 0.074_911_00
  static let c: CGFloat = 1.088_492_96
  static let d: CGFloat = 0.868_406_94
  static let e: CGFloat = 0.372_823_92
  static let f: CGFloat = 0.169_058_99
}

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter-circle corners.
  case circular
  /// Corners that blend smoothly into the edges, as Apple's squircles.
  case continuous
}

nonisolated extension Path: Shape {
  /// The path itself, wherever it is drawn: a path view draws its points as they are, and,
  /// like other shapes, takes the space it is offered.
  public func path(in rect: CGRect) -> Path { self }
}
