import Foundation

// Round-ended bands along a radius or an arc, as fill paths: an activity indicator's ticks and a
// circular gauge's ring. Trellis' strokes have no round caps, so the caps are part of the outline.
// Angles are in radians in screen coordinates: 0 points right and angles grow clockwise (y down).

extension Path {
  /// Appends an arc of a circle as cubic Bézier curves, from `start` to `end` (clockwise when
  /// `end > start`), each curve spanning at most a quarter turn. The path must already be at the
  /// arc's start point.
  mutating func addArcCurves(center: CGPoint, radius: CGFloat, from start: Double, to end: Double) {
    let pieces = Swift.max(1, Int((abs(end - start) / (Double.pi / 2)).rounded(.up)))
    let sweep = (end - start) / Double(pieces)
    // The control-point distance that makes a cubic follow a circular arc of `sweep`.
    let handle = 4.0 / 3.0 * tan(sweep / 4) * Double(radius)
    func point(_ angle: Double, _ distance: Double = 0) -> CGPoint {
      CGPoint(
        x: center.x + CGFloat(Double(radius) * cos(angle) - distance * sin(angle)),
        y: center.y + CGFloat(Double(radius) * sin(angle) + distance * cos(angle)))
    }
    for piece in 0..<pieces {
      let from = start + Double(piece) * sweep
      let to = from + sweep
      addCurve(to: point(to), control1: point(from, handle), control2: point(to, -handle))
    }
  }
}

/// A capsule along a radius of the frame's inscribed circle: from `inner` to `outer` (fractions
/// of the radius, caps included), `width` wide, at `angle`.
nonisolated struct RadialTick: Shape {
  var angle: Double
  var inner: CGFloat
  var outer: CGFloat
  /// The width, as a fraction of the radius.
  var width: CGFloat

  func path(in rect: CGRect) -> Path {
    let radius = Swift.min(rect.width, rect.height) / 2
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let half = width * radius / 2
    let near = inner * radius + half
    let far = Swift.max(outer * radius - half, near)
    let (cosine, sine) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
    let nearCenter = CGPoint(x: center.x + near * cosine, y: center.y + near * sine)
    let farCenter = CGPoint(x: center.x + far * cosine, y: center.y + far * sine)
    var path = Path()
    // Down one side, round the far cap, back up the other side, round the near cap.
    path.move(to: CGPoint(x: nearCenter.x - half * sine, y: nearCenter.y + half * cosine))
    path.addLine(to: CGPoint(x: farCenter.x - half * sine, y: farCenter.y + half * cosine))
    path.addArcCurves(center: farCenter, radius: half, from: angle + .pi / 2, to: angle - .pi / 2)
    path.addLine(to: CGPoint(x: nearCenter.x + half * sine, y: nearCenter.y - half * cosine))
    path.addArcCurves(center: nearCenter, radius: half, from: angle - .pi / 2, to: angle - 3 * .pi / 2)
    path.closeSubpath()
    return path
  }
}

/// A round-ended band along an arc of the frame's inscribed circle, `lineWidth` wide, its outer
/// edge on the circle, from `start` to `end` clockwise.
nonisolated struct ArcBand: Shape {
  var start: Double
  var end: Double
  var lineWidth: CGFloat

  func path(in rect: CGRect) -> Path {
    let radius = Swift.min(rect.width, rect.height) / 2
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let half = Swift.min(lineWidth, radius) / 2
    let middle = radius - half
    guard end > start, middle > 0 else { return Path() }
    func onCircle(_ angle: Double, _ distance: CGFloat) -> CGPoint {
      CGPoint(x: center.x + distance * CGFloat(cos(angle)), y: center.y + distance * CGFloat(sin(angle)))
    }
    var path = Path()
    path.move(to: onCircle(start, radius))
    path.addArcCurves(center: center, radius: radius, from: start, to: end)
    path.addArcCurves(center: onCircle(end, middle), radius: half, from: end, to: end + .pi)
    path.addArcCurves(center: center, radius: middle - half, from: end, to: start)
    path.addArcCurves(center: onCircle(start, middle), radius: half, from: start + .pi, to: start + 2 * .pi)
    path.closeSubpath()
    return path
  }
}
