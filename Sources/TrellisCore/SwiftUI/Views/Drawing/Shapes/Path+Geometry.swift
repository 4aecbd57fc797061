import Foundation

// Measuring and reshaping paths: bounds, containment, transforms and trimming.

/// One drawn segment of a path, as a cubic Bézier from `start` (lines and quadratics raised
/// to cubics), with the index of the subpath it belongs to.
struct PathSegment {
  var start: CGPoint
  var control1: CGPoint
  var control2: CGPoint
  var end: CGPoint
  /// Whether the segment came from a straight line (or a subpath's closing line).
  var isLine: Bool
  /// Whether the segment is the line `closeSubpath()` draws back to the subpath's start.
  var isClosing = false

  /// The point at parameter `t` in 0...1.
  func point(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: a * start.x + b * control1.x + c * control2.x + d * end.x,
      y: a * start.y + b * control1.y + c * control2.y + d * end.y)
  }

  /// The part of the segment between parameters `t0` and `t1` (de Casteljau's subdivision).
  func slice(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
    func split(_ s: PathSegment, at t: CGFloat) -> (PathSegment, PathSegment) {
      func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
      let (ab, bc, cd) = (lerp(s.start, s.control1), lerp(s.control1, s.control2), lerp(s.control2, s.end))
      let (abc, bcd) = (lerp(ab, bc), lerp(bc, cd))
      let middle = lerp(abc, bcd)
      return (
        PathSegment(start: s.start, control1: ab, control2: abc, end: middle, isLine: s.isLine),
        PathSegment(start: middle, control1: bcd, control2: cd, end: s.end, isLine: s.isLine)
      )
    }
    var tail = t0 > 0 ? split(self, at: t0).1 : self
    if t1 < 1 { tail = split(tail, at: t0 >= 1 ? 0 : (t1 - t0) / (1 - t0)).0 }
    return tail
  }

  /// Points along the segment, `start` excluded: the end alone for a line, 16 for a curve.
  func flattened() -> [CGPoint] {
    isLine ? [end] : (1...16).map { point(at: CGFloat($0) / 16) }
  }

  /// The length of the segment, measured along its flattened polyline.
  var length: CGFloat {
    var previous = start
    var total: CGFloat = 0
    for point in flattened() {
      total += hypot(point.x - previous.x, point.y - previous.y)
      previous = point
    }
    return total
  }
}

extension Path {
  /// The path's subpaths as drawn segments: each subpath a list of cubics, its closing line
  /// included when it is closed.
  func subpaths() -> [[PathSegment]] {
    var result: [[PathSegment]] = []
    var current: [PathSegment] = []
    var point = CGPoint.zero
    var start = CGPoint.zero
    func finish() {
      if !current.isEmpty { result.append(current) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let to):
        finish()
        point = to
        start = to
      case .line(let to):
        current.append(PathSegment(start: point, control1: point, control2: to, end: to, isLine: true))
        point = to
      case .quadCurve(let to, let control):
        current.append(
          PathSegment(
            start: point,
            control1: CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y)),
            control2: CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y)),
            end: to, isLine: false))
        point = to
      case .curve(let to, let control1, let control2):
        current.append(PathSegment(start: point, control1: control1, control2: control2, end: to, isLine: false))
        point = to
      case .closeSubpath:
        current.append(
          PathSegment(start: point, control1: point, control2: start, end: start, isLine: true, isClosing: true))
        finish()
        point = start
      }
    }
    finish()
    return result
  }

  /// The smallest rectangle containing every point the path draws through — curves by their
  /// extremes, not their control points — as SwiftUI's `boundingRect`; `.zero` for an empty path.
  public var boundingRect: CGRect {
    var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
    func include(_ point: CGPoint) {
      (minX, minY) = (Swift.min(minX, point.x), Swift.min(minY, point.y))
      (maxX, maxY) = (Swift.max(maxX, point.x), Swift.max(maxY, point.y))
    }
    var any = false
    for element in elements {
      if case .move(let point) = element {
        include(point)
        any = true
      }
    }
    for segment in subpaths().joined() {
      any = true
      include(segment.start)
      include(segment.end)
      guard !segment.isLine else { continue }
      for t in Self.extremeParameters(segment) { include(segment.point(at: t)) }
    }
    guard any else { return .zero }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The parameters in (0, 1) where a cubic's x or y derivative is 0.
  private static func extremeParameters(_ s: PathSegment) -> [CGFloat] {
    func roots(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
      // B'(t)/3 = a t² + b t + c.
      let a = -p0 + 3 * p1 - 3 * p2 + p3
      let b = 2 * (p0 - 2 * p1 + p2)
      let c = p1 - p0
      if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
      let discriminant = b * b - 4 * a * c
      guard discriminant >= 0 else { return [] }
      let root = discriminant.squareRoot()
      return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }
    return
      (roots(s.start.x, s.control1.x, s.control2.x, s.end.x) + roots(s.start.y, s.control1.y, s.control2.y, s.end.y))
      .filter { $0 > 0 && $0 < 1 }
  }

  /// Whether `point` is inside the path filled with the non-zero winding rule, or the even-odd
  /// rule when `eoFill` is true. Open subpaths count as closed, as when filling; curves are
  /// measured along 16 points each.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    for subpath in subpaths() {
      guard let first = subpath.first else { continue }
      var polygon = [first.start]
      for segment in subpath { polygon.append(contentsOf: segment.flattened()) }
      if polygon.last != polygon.first { polygon.append(polygon[0]) }
      for (a, b) in zip(polygon, polygon.dropFirst()) {
        // A crossing of the horizontal ray to the right of the point, signed by direction.
        if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
        if a.y > point.y, b.y <= point.y, cross(a, b, point) < 0 { winding -= 1 }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// The path with every point transformed by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var result = Path()
    for element in elements {
      switch element {
      case .move(let point): result.move(to: point.applying(transform))
      case .line(let point): result.addLine(to: point.applying(transform))
      case .quadCurve(let point, let control):
        result.addQuadCurve(to: point.applying(transform), control: control.applying(transform))
      case .curve(let point, let control1, let control2):
        result.addCurve(
          to: point.applying(transform), control1: control1.applying(transform),
          control2: control2.applying(transform))
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }

  /// The path moved by (`dx`, `dy`).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The part of the path between the fractions `from` and `to` of its length, 0...1 each.
  ///
  /// Fractions are clamped to 0...1; when `from` is not below `to` the result is empty, as
  /// SwiftUI's is. A NaN fraction is reported and taken as 0 (`from`) or 1 (`to`). Lengths are
  /// measured along the flattened path (16 points a curve), so the ends of a trimmed curve
  /// may sit a fraction of a point from where an exact arc length would put them.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let from = from.isNaN ? RuntimeIssues.finite(from, "trim start", fallback: 0) : Swift.min(Swift.max(from, 0), 1)
    let to = to.isNaN ? RuntimeIssues.finite(to, "trim end", fallback: 1) : Swift.min(Swift.max(to, 0), 1)
    guard from < to else { return Path() }
    if from == 0, to == 1 { return self }
    let subpaths = subpaths()
    let lengths = subpaths.map { $0.map(\.length) }
    let total = lengths.joined().reduce(0, +)
    guard total > 0, total.isFinite else { return Path() }
    let (startLength, endLength) = (from * total, to * total)
    var result = Path()
    var travelled: CGFloat = 0
    for (subpath, segmentLengths) in zip(subpaths, lengths) {
      var open = false
      for (segment, length) in zip(subpath, segmentLengths) {
        defer { travelled += length }
        let (segmentStart, segmentEnd) = (travelled, travelled + length)
        guard segmentEnd > startLength, segmentStart < endLength, length > 0 else { continue }
        let t0 = segment.parameter(atLength: Swift.max(startLength - segmentStart, 0), of: length)
        let t1 = segment.parameter(atLength: Swift.min(endLength - segmentStart, length), of: length)
        let piece = segment.slice(from: t0, to: t1)
        if !open {
          result.move(to: piece.start)
          open = true
        }
        if piece.isLine {
          result.addLine(to: piece.end)
        } else {
          result.addCurve(to: piece.end, control1: piece.control1, control2: piece.control2)
        }
      }
    }
    return result
  }
}

extension PathSegment {
  /// The parameter at which the segment has run `distance` of its `length`, found along the
  /// flattened polyline.
  func parameter(atLength distance: CGFloat, of length: CGFloat) -> CGFloat {
    if distance <= 0 { return 0 }
    if distance >= length { return 1 }
    if isLine { return distance / length }
    let points = [start] + flattened()
    var travelled: CGFloat = 0
    for index in 1..<points.count {
      let step = hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)
      if travelled + step >= distance, step > 0 {
        return (CGFloat(index - 1) + (distance - travelled) / step) / CGFloat(points.count - 1)
      }
      travelled += step
    }
    return 1
  }
}
