import Foundation

// Arcs as CoreGraphics draws them (`CGMutablePath.addArc`, `addRelativeArc`,
// `addArc(tangent1End:tangent2End:radius:)`), which SwiftUI's `Path` forwards to:
// https://developer.apple.com/documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:)
// Angles are measured from the positive x axis towards the positive y axis — clockwise on a
// screen, whose y axis points down — so `clockwise: false` draws with increasing angles, which
// looks clockwise on screen, as in SwiftUI.

extension Path {
  /// The point the next element starts from: the end of the last element, the start of the
  /// subpath after `closeSubpath()`, `nil` for an empty path.
  public var currentPoint: CGPoint? {
    var current: CGPoint?
    var subpathStart: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = subpathStart
      }
    }
    return current
  }

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Path.Element) -> Void) {
    elements.forEach(body)
  }

  /// Adds an arc of a circle from `startAngle` to `endAngle`, transformed by `transform`.
  ///
  /// The arc is joined to the current point by a straight line, or starts a new subpath when
  /// there is none. `clockwise` is CoreGraphics' sense, in coordinates whose y axis points up:
  /// `false` sweeps from the start angle with increasing angles (clockwise on screen).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let fullTurn = 2 * Double.pi
    var delta = endAngle.radians - startAngle.radians
    if clockwise {
      // Sweeping with decreasing angles, by at most one turn.
      if delta <= -fullTurn {
        delta = -fullTurn
      } else if delta > 0 {
        delta = delta.truncatingRemainder(dividingBy: fullTurn) - fullTurn
      }
    } else if delta >= fullTurn {
      delta = fullTurn
    } else if delta < 0 {
      delta = delta.truncatingRemainder(dividingBy: fullTurn) + fullTurn
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
  }

  /// Adds an arc of a circle starting at `startAngle` and sweeping by `delta` (positive:
  /// increasing angles, clockwise on screen), transformed by `transform`.
  ///
  /// The arc is joined to the current point by a straight line, or starts a new subpath. It is
  /// drawn as cubic Béziers of at most a quarter turn each. A radius or angle that is NaN or
  /// infinite adds nothing; a negative radius is taken as its magnitude.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) {
    let radius = abs(radius)
    guard radius.isFinite, startAngle.radians.isFinite, delta.radians.isFinite else { return }
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
    }
    let start = startAngle.radians
    if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
    // Past a few turns the arc retraces itself; draw at most two turns.
    let sweep = Swift.min(Swift.max(delta.radians, -4 * .pi), 4 * .pi)
    let segments = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(segments)
    // A cubic matches an arc of angle θ best with handles 4/3·tan(θ/4) of the radius long.
    let handle = 4 / 3 * tan(step / 4) * Double(radius)
    for index in 0..<segments {
      let from = start + Double(index) * step
      let to = from + step
      let (p0, p3) = (
        CGPoint(x: center.x + radius * cos(from), y: center.y + radius * sin(from)),
        CGPoint(x: center.x + radius * cos(to), y: center.y + radius * sin(to))
      )
      let control1 = CGPoint(x: p0.x - handle * sin(from), y: p0.y + handle * cos(from))
      let control2 = CGPoint(x: p3.x + handle * sin(to), y: p3.y - handle * cos(to))
      addCurve(
        to: p3.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
  /// the line from `tangent1End` to `tangent2End`, joined to the current point by a straight
  /// line, transformed by `transform` (CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`).
  ///
  /// With no current point the path first moves to `tangent1End`; when the three points are
  /// in a line, or the radius is 0, it adds a straight line to `tangent1End`.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    guard let current = currentPoint.map({ $0.applying(transform.inverted()) }) else {
      move(to: tangent1End.applying(transform))
      return
    }
    let (p0, p1, p2) = (current, tangent1End, tangent2End)
    let first = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
    let second = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
    let (length1, length2) = (hypot(first.dx, first.dy), hypot(second.dx, second.dy))
    let cross = first.dx * second.dy - first.dy * second.dx
    let radius = abs(radius)
    guard radius > 0, radius.isFinite, length1 > 0, length2 > 0, abs(cross) > 1e-12 * length1 * length2 else {
      addLine(to: p1.applying(transform))
      return
    }
    // Half the angle between the two lines; the tangent points are radius / tan(half) from the corner.
    let cosine = Swift.min(Swift.max((first.dx * second.dx + first.dy * second.dy) / (length1 * length2), -1), 1)
    let half = acos(cosine) / 2
    let distance = radius / tan(half)
    let start = CGPoint(x: p1.x + first.dx / length1 * distance, y: p1.y + first.dy / length1 * distance)
    // The centre lies along the bisector, radius / sin(half) from the corner.
    let bisector = CGVector(dx: first.dx / length1 + second.dx / length2, dy: first.dy / length1 + second.dy / length2)
    let bisectorLength = hypot(bisector.dx, bisector.dy)
    let centreDistance = radius / sin(half)
    let center = CGPoint(
      x: p1.x + bisector.dx / bisectorLength * centreDistance, y: p1.y + bisector.dy / bisectorLength * centreDistance)
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    // Turning left (cross < 0 in y-down coordinates) sweeps with decreasing angles.
    let sweep = (Double.pi - 2 * half) * (cross > 0 ? -1 : 1)
    addLine(to: start.applying(transform))
    addRelativeArc(
      center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(sweep), transform: transform)
  }
}
