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

  /// Adds straight lines through `points`.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed rectangle.
  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// Adds an ellipse inscribed in `rect`, as four cubic arcs.
  public mutating func addEllipse(in rect: CGRect) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2), style: .circular)
  }

  /// Adds a rounded rectangle; corner sizes are clamped to half the rectangle.
  ///
  /// Continuous corners blend into the edges over 1.53 times the radius, as Apple's do;
  /// where that does not fit, or for circular corners, each corner is a quarter ellipse.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    let rx = Swift.min(Swift.max(cornerSize.width, 0), rect.width / 2)
    let ry = Swift.min(Swift.max(cornerSize.height, 0), rect.height / 2)
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
    // A quarter ellipse is best approximated by a cubic with control points 0.5523 along the tangents.
    let k: CGFloat = 0.552_284_75
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: CGPoint(x: minX + rx, y: minY))
    addLine(to: CGPoint(x: maxX - rx, y: minY))
    addCurve(
      to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + rx * k, y: minY),
      control2: CGPoint(x: maxX, y: minY + ry - ry * k))
    addLine(to: CGPoint(x: maxX, y: maxY - ry))
    addCurve(
      to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + ry * k),
      control2: CGPoint(x: maxX - rx + rx * k, y: maxY))
    addLine(to: CGPoint(x: minX + rx, y: maxY))
    addCurve(
      to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - rx * k, y: maxY),
      control2: CGPoint(x: minX, y: maxY - ry + ry * k))
    addLine(to: CGPoint(x: minX, y: minY + ry))
    addCurve(
      to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - ry * k),
      control2: CGPoint(x: minX + rx - rx * k, y: minY))
    closeSubpath()
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

  /// The smallest rectangle containing every point of the path, control points included.
  public var boundingRect: CGRect {
    var rect = CGRect.null
    func include(_ point: CGPoint) { rect = rect.union(CGRect(origin: point, size: .zero)) }
    for element in elements {
      switch element {
      case .move(let point), .line(let point): include(point)
      case .quadCurve(let point, let control):
        include(point)
        include(control)
      case .curve(let point, let control1, let control2):
        include(point)
        include(control1)
        include(control2)
      case .closeSubpath: break
      }
    }
    return rect.isNull ? .zero : rect
  }
}

/// The geometry of a continuous ("squircle") corner, in units of the corner radius: where the
/// curve leaves the edge, and the points and control points of its three cubic segments.
private enum ContinuousCorner {
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
