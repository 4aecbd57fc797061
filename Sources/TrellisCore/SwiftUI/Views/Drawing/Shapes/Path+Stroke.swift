import Foundation

extension Path {
  /// The outline of this path stroked with `style`: a path whose fill covers what stroking this
  /// path paints.
  ///
  /// CoreGraphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` returns one outline;
  /// this one is the union of convex pieces — a quadrilateral per segment, a polygon per join
  /// and per cap — all wound the same way, so that the non-zero rule fills their union. Curves
  /// are flattened to within a fiftieth of a point first, and dashes cut the lines before they
  /// are outlined. The pixels a fill of it covers are those the stroke covers; its elements
  /// are not CoreGraphics'.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let width = style.lineWidth
    guard width.isFinite, width > 0 else { return Path() }
    var stroker = Stroker(style: style)
    for line in polylines() {
      for piece in stroker.dashed(line) { stroker.outline(piece) }
    }
    return stroker.result
  }

  /// The path as polylines, one per subpath, curves flattened; a closed subpath ends where it
  /// started and says so.
  func polylines() -> [(points: [CGPoint], closed: Bool)] {
    var lines: [(points: [CGPoint], closed: Bool)] = []
    var current: [CGPoint] = []
    var start = CGPoint.zero
    func finish(closed: Bool) {
      if current.count > 1 || closed && !current.isEmpty { lines.append((current, closed)) }
      current = []
    }
    func flatten(_ count: Int, _ point: (CGFloat) -> CGPoint) {
      for step in 1...count { current.append(point(CGFloat(step) / CGFloat(count))) }
    }
    /// Enough straight pieces to stay within a fiftieth of a point of a curve this long.
    func pieces(_ points: [CGPoint]) -> Int {
      var length: CGFloat = 0
      for index in 1..<points.count {
        length += hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)
      }
      guard length.isFinite else { return 1 }
      return Swift.min(Swift.max(Int((length / 2).squareRoot() * 4), 4), 256)
    }
    forEach { element in
      switch element {
      case .move(let point):
        finish(closed: false)
        current = [point]
        start = point
      case .line(let point):
        if current.isEmpty { current = [start] }
        current.append(point)
      case .quadCurve(let end, let control):
        if current.isEmpty { current = [start] }
        let p0 = current[current.count - 1]
        flatten(pieces([p0, control, end])) { t in
          let u = 1 - t
          return CGPoint(
            x: u * u * p0.x + 2 * u * t * control.x + t * t * end.x,
            y: u * u * p0.y + 2 * u * t * control.y + t * t * end.y)
        }
      case .curve(let end, let c1, let c2):
        if current.isEmpty { current = [start] }
        let p0 = current[current.count - 1]
        flatten(pieces([p0, c1, c2, end])) { t in
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          return CGPoint(
            x: a * p0.x + b * c1.x + c * c2.x + d * end.x, y: a * p0.y + b * c1.y + c * c2.y + d * end.y)
        }
      case .closeSubpath:
        if !current.isEmpty {
          if current[current.count - 1] != current[0] { current.append(current[0]) }
          finish(closed: true)
        }
        current = []
      }
    }
    finish(closed: false)
    return lines
  }
}

/// Builds a stroke's outline piece by piece, every piece wound clockwise on screen.
private struct Stroker {
  let style: StrokeStyle
  var result = Path()

  init(style: StrokeStyle) { self.style = style }

  private var half: CGFloat { style.lineWidth / 2 }

  /// `line` cut by the dash pattern into the pieces that are drawn; the whole line without one.
  /// A closed line that is dashed becomes open pieces, with caps.
  func dashed(_ line: (points: [CGPoint], closed: Bool)) -> [(points: [CGPoint], closed: Bool)] {
    let pattern = style.dash.filter { $0.isFinite && $0 >= 0 }
    let period = pattern.reduce(0, +)
    guard !pattern.isEmpty, period > 0, pattern.count == style.dash.count else { return [line] }
    var pieces: [(points: [CGPoint], closed: Bool)] = []
    // Where in the pattern the line starts.
    var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
    if phase < 0 { phase += period }
    var index = 0
    while phase >= pattern[index] {
      phase -= pattern[index]
      index = (index + 1) % pattern.count
    }
    var left = pattern[index] - phase
    var on = index % 2 == 0
    var current: [CGPoint] = on ? [line.points[0]] : []
    for segment in 1..<line.points.count {
      var from = line.points[segment - 1]
      let to = line.points[segment]
      var length = hypot(to.x - from.x, to.y - from.y)
      guard length.isFinite else { continue }
      while length > left {
        let t = left / length
        let cut = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
        if on {
          current.append(cut)
          pieces.append((current, false))
          current = []
        } else {
          current = [cut]
        }
        on.toggle()
        length -= left
        from = cut
        index = (index + 1) % pattern.count
        left = pattern[index]
      }
      left -= length
      if on { current.append(to) }
    }
    if on && current.count > 1 { pieces.append((current, false)) }
    return pieces
  }

  /// Adds the outline of one polyline: its segments, its joins and, when it is open, its caps.
  mutating func outline(_ line: (points: [CGPoint], closed: Bool)) {
    // Consecutive equal points make no segment.
    var points: [CGPoint] = []
    for point in line.points where points.last != point { points.append(point) }
    guard points.count > 1 else {
      if style.lineCap == .round, let point = points.first { addCircle(around: point) }
      if style.lineCap == .square, let point = points.first {
        addPolygon(square(around: point, direction: CGVector(dx: 1, dy: 0)))
      }
      return
    }
    let closed = line.closed && points.count > 2 && points.first == points.last
    var ends = (first: points[0], last: points[points.count - 1])
    if !closed && style.lineCap == .square {
      // A square cap is the segment drawn half a line further.
      let d0 = direction(points[0], points[1])
      let d1 = direction(points[points.count - 2], points[points.count - 1])
      ends.first = CGPoint(x: points[0].x - d0.dx * half, y: points[0].y - d0.dy * half)
      ends.last = CGPoint(x: ends.last.x + d1.dx * half, y: ends.last.y + d1.dy * half)
      points[0] = ends.first
      points[points.count - 1] = ends.last
    }
    for index in 1..<points.count {
      addPolygon(segment(points[index - 1], points[index]))
    }
    let joints = closed ? Array(1..<points.count) : Array(1..<(points.count - 1))
    for index in joints {
      let next = index + 1 < points.count ? points[index + 1] : points[1]
      addJoin(at: points[index], from: points[index - 1], to: next)
    }
    if !closed && style.lineCap == .round {
      addCircle(around: ends.first)
      addCircle(around: ends.last)
    }
  }

  private func direction(_ a: CGPoint, _ b: CGPoint) -> CGVector {
    let length = hypot(b.x - a.x, b.y - a.y)
    return length > 0 ? CGVector(dx: (b.x - a.x) / length, dy: (b.y - a.y) / length) : CGVector(dx: 1, dy: 0)
  }

  /// The rectangle a segment paints.
  private func segment(_ a: CGPoint, _ b: CGPoint) -> [CGPoint] {
    let d = direction(a, b)
    let n = CGVector(dx: -d.dy * half, dy: d.dx * half)
    return [
      CGPoint(x: a.x + n.dx, y: a.y + n.dy), CGPoint(x: b.x + n.dx, y: b.y + n.dy),
      CGPoint(x: b.x - n.dx, y: b.y - n.dy), CGPoint(x: a.x - n.dx, y: a.y - n.dy),
    ]
  }

  private func square(around point: CGPoint, direction d: CGVector) -> [CGPoint] {
    [
      CGPoint(x: point.x - half, y: point.y - half), CGPoint(x: point.x + half, y: point.y - half),
      CGPoint(x: point.x + half, y: point.y + half), CGPoint(x: point.x - half, y: point.y + half),
    ]
  }

  /// Fills the outer corner where the segments `from`–`at` and `at`–`to` meet.
  private mutating func addJoin(at point: CGPoint, from: CGPoint, to: CGPoint) {
    let d0 = direction(from, point)
    let d1 = direction(point, to)
    let cross = d0.dx * d1.dy - d0.dy * d1.dx
    guard abs(cross) > 1e-12 || d0.dx * d1.dx + d0.dy * d1.dy < 0 else { return }
    if style.lineJoin == .round {
      addCircle(around: point)
      return
    }
    // The outer side is the one the path turns away from.
    let side: CGFloat = cross > 0 ? -1 : 1
    let n0 = CGVector(dx: -d0.dy * half * side, dy: d0.dx * half * side)
    let n1 = CGVector(dx: -d1.dy * half * side, dy: d1.dx * half * side)
    let a = CGPoint(x: point.x + n0.dx, y: point.y + n0.dy)
    let b = CGPoint(x: point.x + n1.dx, y: point.y + n1.dy)
    var polygon = [point, a, b]
    if style.lineJoin == .miter {
      // The miter's length over the line's width is 1 / sin(θ / 2), θ the angle between segments.
      let cosTheta = -(d0.dx * d1.dx + d0.dy * d1.dy)
      let sinHalf = ((1 - cosTheta) / 2).squareRoot()
      if sinHalf > 0, 1 / sinHalf <= style.miterLimit {
        let bisector = CGVector(dx: n0.dx + n1.dx, dy: n0.dy + n1.dy)
        let length = hypot(bisector.dx, bisector.dy)
        if length > 0 {
          let reach = half / sinHalf
          let tip = CGPoint(x: point.x + bisector.dx / length * reach, y: point.y + bisector.dy / length * reach)
          polygon = [point, a, tip, b]
        }
      }
    }
    addPolygon(polygon)
  }

  /// A circle of the line's width around `point`, as a polygon fine enough for its size.
  private mutating func addCircle(around point: CGPoint) {
    let count = Swift.min(Swift.max(Int((half * 2 * .pi / 0.5).rounded(.up)), 12), 128)
    addPolygon(
      (0..<count).map { index in
        let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(count)
        return CGPoint(x: point.x + half * cos(angle), y: point.y + half * sin(angle))
      })
  }

  /// Adds a closed polygon, reversed if need be so that every piece winds the same way.
  private mutating func addPolygon(_ points: [CGPoint]) {
    guard points.count > 2, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
    var area: CGFloat = 0
    for index in points.indices {
      let (p, q) = (points[index], points[(index + 1) % points.count])
      area += p.x * q.y - q.x * p.y
    }
    guard area != 0 else { return }
    result.addLines(area > 0 ? points : points.reversed())
    result.closeSubpath()
  }
}
