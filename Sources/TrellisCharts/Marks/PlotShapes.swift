import Foundation
import Trellis

/// How the plot's fractions become points in a rectangle: x from the leading edge, y from the
/// bottom (flipped to the top-left origin of views).
package struct PlotGeometry: Hashable, Sendable {
  package var x = AxisMapping()
  package var y = AxisMapping(flipped: true)

  package func point(_ fx: Double, _ fy: Double, in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x.point(fx, length: rect.width), y: rect.minY + y.point(fy, length: rect.height))
  }

  package func rect(_ px: AxisPlace, _ py: AxisPlace, in rect: CGRect) -> CGRect {
    let xs = px.points(along: rect.width, mapping: x)
    let ys = py.points(along: rect.height, mapping: y)
    return CGRect(
      x: rect.minX + xs.lowerBound, y: rect.minY + ys.lowerBound, width: xs.upperBound - xs.lowerBound,
      height: ys.upperBound - ys.lowerBound)
  }
}

/// One plot item as a shape of the plot's rectangle.
struct PlotItemShape: Shape {
  let item: PlotItem
  let geometry: PlotGeometry

  func path(in rect: CGRect) -> Path {
    switch item {
    case .rect(let px, let py, let radius, let style):
      let frame = geometry.rect(px, py, in: rect)
      guard radius > 0 else { return Path(frame) }
      let clamped = min(radius, min(frame.width, frame.height) / 2)
      return RoundedRectangle(cornerRadius: clamped, style: style).path(in: frame)
    case .line(let points, let interpolation, _):
      return Self.curve(points.map { geometry.point($0.0, $0.1, in: rect) }, interpolation)
    case .area(let top, let bottom, let interpolation):
      let upper = top.map { geometry.point($0.0, $0.1, in: rect) }
      let lower = bottom.map { geometry.point($0.0, $0.1, in: rect) }
      guard upper.count > 1 else { return Path() }
      var path = Self.curve(upper, interpolation)
      let back = Self.curve(Array(lower.reversed()), interpolation)
      if let first = lower.last { path.addLine(to: first) }
      path.addPath(back.dropFirstMove())
      path.closeSubpath()
      return path
    case .symbol(let fx, let fy, let shape, let area):
      return Self.symbol(shape, at: geometry.point(fx, fy, in: rect), area: area)
    case .rule(let fx, let fy, _):
      let a = geometry.point(fx.lowerBound, fy.lowerBound, in: rect)
      let b = geometry.point(fx.upperBound, fy.upperBound, in: rect)
      var path = Path()
      if fx.lowerBound == fx.upperBound || fy.lowerBound != fy.upperBound && fx == 0...1 {
        path.move(to: CGPoint(x: a.x, y: a.y))
        path.addLine(to: CGPoint(x: a.x, y: b.y))
      } else {
        path.move(to: CGPoint(x: a.x, y: a.y))
        path.addLine(to: CGPoint(x: b.x, y: a.y))
      }
      return path
    case .sector(let start, let end, let inner, let outer, let inset):
      return Self.sector(start: start, end: end, inner: inner, outer: outer, inset: inset, in: rect)
    }
  }

  /// A sector of the circle inscribed in `rect`, from `start` to `end` (fractions of a turn
  /// clockwise from 12 o'clock), with a gap of `inset` points along each straight edge.
  static func sector(
    start: Double, end: Double, inner: MarkDimension, outer: MarkDimension, inset: CGFloat, in rect: CGRect
  ) -> Path {
    let radius = min(rect.width, rect.height) / 2
    guard radius > 0 else { return Path() }
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outerRadius = outer.resolve(in: radius, automatic: radius)
    let innerRadius = min(inner.resolve(in: radius, automatic: 0), outerRadius)
    let a0 = start * 2 * .pi - .pi / 2
    let a1 = end * 2 * .pi - .pi / 2
    // The inset is a distance along the arc: half of it each side, as an angle at each radius.
    func angles(at r: CGFloat) -> (Double, Double)? {
      guard r > 0 else { return (a0, a1) }
      let delta = Double(inset / 2 / r)
      let (b0, b1) = (a0 + delta, a1 - delta)
      return b1 > b0 ? (b0, b1) : nil
    }
    guard let (o0, o1) = angles(at: outerRadius) else { return Path() }
    var path = Path()
    path.addArc(center: center, radius: outerRadius, startAngle: .radians(o0), endAngle: .radians(o1), clockwise: false)
    if innerRadius > 0, let (i0, i1) = angles(at: innerRadius) {
      path.addArc(
        center: center, radius: innerRadius, startAngle: .radians(i1), endAngle: .radians(i0), clockwise: true)
    } else {
      path.addLine(to: center)
    }
    path.closeSubpath()
    return path
  }

  /// A symbol of `area` square points centred at `point`.
  static func symbol(_ shape: BasicChartSymbolShape, at point: CGPoint, area: CGFloat) -> Path {
    let area = area.isFinite ? max(0, min(area, 1e5)) : defaultSymbolArea
    let side = area.squareRoot()
    let r = side / 2
    func polygon(_ count: Int, radius: CGFloat) -> Path {
      var path = Path()
      for i in 0..<count {
        let angle = -Double.pi / 2 + Double(i) * 2 * .pi / Double(count)
        let p = CGPoint(x: point.x + radius * CGFloat(cos(angle)), y: point.y + radius * CGFloat(sin(angle)))
        if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
      }
      path.closeSubpath()
      return path
    }
    switch shape.storage {
    case .circle:
      let d = 2 * (area / .pi).squareRoot()
      return Path(ellipseIn: CGRect(x: point.x - d / 2, y: point.y - d / 2, width: d, height: d))
    case .square: return Path(CGRect(x: point.x - r, y: point.y - r, width: side, height: side))
    case .triangle: return polygon(3, radius: r * 1.25)
    case .diamond: return polygon(4, radius: r * 1.2)
    case .pentagon: return polygon(5, radius: r * 1.1)
    case .plus, .cross, .asterisk:
      var path = Path()
      let w = side / 3
      let arms: [Double]
      switch shape.storage {
      case .plus: arms = [0, Double.pi / 2]
      case .cross: arms = [Double.pi / 4, 3 * Double.pi / 4]
      default: arms = [0, Double.pi / 3, 2 * Double.pi / 3]
      }
      for angle in arms {
        let bar = Path(CGRect(x: -r, y: -w / 2, width: side, height: w))
        path.addPath(bar, transform: CGAffineTransform(translationX: point.x, y: point.y).rotated(by: CGFloat(angle)))
      }
      return path
    }
  }

  /// The curve through `points` with an interpolation method.
  static func curve(_ points: [CGPoint], _ method: InterpolationMethod) -> Path {
    var path = Path()
    guard let first = points.first else { return path }
    path.move(to: first)
    guard points.count > 1 else { return path }
    switch method.storage {
    case .linear:
      for p in points.dropFirst() { path.addLine(to: p) }
    case .stepStart:
      for (a, b) in zip(points, points.dropFirst()) {
        path.addLine(to: CGPoint(x: a.x, y: b.y))
        path.addLine(to: b)
      }
    case .stepEnd:
      for (a, b) in zip(points, points.dropFirst()) {
        path.addLine(to: CGPoint(x: b.x, y: a.y))
        path.addLine(to: b)
      }
    case .stepCenter:
      for (a, b) in zip(points, points.dropFirst()) {
        let mid = (a.x + b.x) / 2
        path.addLine(to: CGPoint(x: mid, y: a.y))
        path.addLine(to: CGPoint(x: mid, y: b.y))
        path.addLine(to: b)
      }
    case .cardinal(let tension):
      let k = CGFloat((1 - tension) / 6)
      for i in 0..<(points.count - 1) {
        let p0 = points[max(0, i - 1)]
        let p1 = points[i]
        let p2 = points[i + 1]
        let p3 = points[min(points.count - 1, i + 2)]
        let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k)
        let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k)
        path.addCurve(to: p2, control1: c1, control2: c2)
      }
    case .catmullRom(let alpha):
      // The Catmull–Rom spline parameterised by alpha (0 uniform, 0.5 centripetal, 1 chordal), as
      // cubic Bézier segments: Yuksel, Schaefer and Keyser, "Parameterization and applications of
      // Catmull–Rom curves" (2011); at the ends the missing neighbour is the end point itself.
      let alpha = alpha.isFinite ? max(0, min(1, alpha)) : 0.5
      func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(b.x - a.x, b.y - a.y)) }
      for i in 0..<(points.count - 1) {
        let p0 = points[max(0, i - 1)]
        let p1 = points[i]
        let p2 = points[i + 1]
        let p3 = points[min(points.count - 1, i + 2)]
        let (l01, l12, l23) = (distance(p0, p1), distance(p1, p2), distance(p2, p3))
        let (a01, a12, a23) = (pow(l01, alpha), pow(l12, alpha), pow(l23, alpha))
        let (b01, b12, b23) = (pow(l01, 2 * alpha), pow(l12, 2 * alpha), pow(l23, 2 * alpha))
        var c1 = p1
        if l01 > 1e-9 {
          let a = 2 * b01 + 3 * a01 * a12 + b12
          let n = 3 * a01 * (a01 + a12)
          c1 = CGPoint(
            x: CGFloat((Double(p1.x) * a - Double(p0.x) * b12 + Double(p2.x) * b01) / n),
            y: CGFloat((Double(p1.y) * a - Double(p0.y) * b12 + Double(p2.y) * b01) / n))
        }
        var c2 = p2
        if l23 > 1e-9 {
          let b = 2 * b23 + 3 * a23 * a12 + b12
          let m = 3 * a23 * (a23 + a12)
          c2 = CGPoint(
            x: CGFloat((Double(p2.x) * b + Double(p1.x) * b23 - Double(p3.x) * b12) / m),
            y: CGFloat((Double(p2.y) * b + Double(p1.y) * b23 - Double(p3.y) * b12) / m))
        }
        path.addCurve(to: p2, control1: c1, control2: c2)
      }
    case .monotone:
      // Fritsch–Carlson tangents.
      let n = points.count
      var secants: [CGFloat] = []
      for i in 0..<(n - 1) {
        let dx = points[i + 1].x - points[i].x
        secants.append(dx == 0 ? 0 : (points[i + 1].y - points[i].y) / dx)
      }
      var tangents = [CGFloat](repeating: 0, count: n)
      tangents[0] = secants[0]
      tangents[n - 1] = secants[n - 2]
      for i in 1..<(n - 1) {
        tangents[i] = secants[i - 1] * secants[i] <= 0 ? 0 : (secants[i - 1] + secants[i]) / 2
      }
      for i in 0..<(n - 1) where secants[i] != 0 {
        let a = tangents[i] / secants[i]
        let b = tangents[i + 1] / secants[i]
        let s = a * a + b * b
        if s > 9 {
          let t = 3 / s.squareRoot()
          tangents[i] = t * a * secants[i]
          tangents[i + 1] = t * b * secants[i]
        }
      }
      for i in 0..<(n - 1) {
        let (p1, p2) = (points[i], points[i + 1])
        let dx = (p2.x - p1.x) / 3
        path.addCurve(
          to: p2, control1: CGPoint(x: p1.x + dx, y: p1.y + tangents[i] * dx),
          control2: CGPoint(x: p2.x - dx, y: p2.y - tangents[i + 1] * dx))
      }
    }
    return path
  }
}

extension Path {
  /// The path with its first move left out, to continue another path.
  func dropFirstMove() -> Path {
    var result = Path()
    var first = true
    forEach { element in
      switch element {
      case .move(let to):
        if first { first = false } else { result.move(to: to) }
      case .line(let to): result.addLine(to: to)
      case .quadCurve(let to, let control): result.addQuadCurve(to: to, control: control)
      case .curve(let to, let c1, let c2): result.addCurve(to: to, control1: c1, control2: c2)
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }
}
