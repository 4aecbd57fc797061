import Foundation

extension DisplayList {
  /// The list with every value a drawing backend cannot use replaced, each replacement reported
  /// once as a runtime issue (to the host's ``LayoutHost/runtimeIssues`` when a renderer draws a
  /// host): what every backend — PNG, SVG and PDF — draws, so that none checks a value itself.
  ///
  /// A NaN or infinite coordinate, angle, radius or offset would put a drawing context in an
  /// error state and fail the whole picture. Instead, what cannot be drawn is left out (an item
  /// whose frame or path is not finite, a stroke whose width is, text too large for a font
  /// rasteriser); an effect that cannot be applied is replaced by the identity transform, so that
  /// its items are drawn as they are; and a value that can be made usable is clamped (a colour
  /// component into 0...1, a gradient stop's location, a coordinate beyond a million pixels).
  /// One view's bad value never affects its siblings.
  ///
  /// - Parameter deviceScale: Pixels per point of the surface drawn on: the PNG's scale, 1 for
  ///   SVG and PDF. Coordinates are clamped to a million pixels, and text is left out beyond
  ///   16,384 pixels.
  public func validated(deviceScale: CGFloat = 1) -> DisplayList {
    let items = self.items
    let validated = RuntimeIssues.onLargeStack {
      var validation = DisplayListValidation(deviceScale: deviceScale)
      return validation.items(items)
    }
    return DisplayList(size: size, items: validated)
  }
}

/// The pass ``DisplayList/validated(deviceScale:)`` makes: every item's values checked, back to
/// front and depth first, in the order a backend would meet them, each message reported once.
package struct DisplayListValidation {
  /// Pixels per point of the surface drawn on.
  let deviceScale: CGFloat
  /// How far from the origin a coordinate may be, in points: a million pixels, far outside any
  /// canvas, and well inside Cairo's 24.8 fixed-point range.
  let coordinateLimit: CGFloat
  /// The messages reported so far.
  private var reported: Set<String> = []

  /// The largest font size, in pixels, text is drawn at: FreeType's sizes are 16-bit.
  static let largestPixelSize: CGFloat = 16_384

  init(deviceScale: CGFloat) {
    self.deviceScale = deviceScale
    coordinateLimit = Self.coordinateLimit(deviceScale: deviceScale)
  }

  /// How far from the origin a coordinate may be, in points, on a surface of `deviceScale`
  /// pixels per point: the limit validation clamps the list's coordinates to, and a backend
  /// those it derives from them.
  package static func coordinateLimit(deviceScale: CGFloat) -> CGFloat { 1_000_000 / deviceScale }

  private mutating func report(_ message: String) {
    guard reported.insert(message).inserted else { return }
    RuntimeIssues.report(message)
  }

  mutating func items(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
    items.compactMap { item($0) }
  }

  private mutating func item(_ item: DisplayList.Item) -> DisplayList.Item? {
    switch item {
    case .fill(let path, let paint, let bounds, let evenOdd):
      guard let path = usable(path, "a fill"), let paint = usable(paint, bounds: bounds, "a fill") else { return nil }
      return .fill(path, paint: paint, bounds: bounds, evenOdd: evenOdd)
    case .stroke(let path, let paint, let bounds, var style):
      guard let path = usable(path, "a stroke"), let lineWidth = usableLineWidth(style.lineWidth),
        let paint = usable(paint, bounds: bounds, "a stroke")
      else { return nil }
      style.lineWidth = lineWidth
      (style.dash, style.dashPhase) = usableDash(style)
      style.miterLimit = usableMiterLimit(style.miterLimit)
      return .stroke(path, paint: paint, bounds: bounds, style: style)
    case .text(let request, let frame, let colors):
      guard isFinite(frame, "text") else { return nil }
      // Measurement reported what had to be replaced; drawing replaces it the same way, silently.
      let request = request.sanitized().request
      let largest = request.runs.map(\.font.pointSize).max() ?? 0
      guard largest * deviceScale <= Self.largestPixelSize else {
        report(
          "Trellis skipped drawing text at \(largest) points: at \(deviceScale)× it would be larger than \(Self.largestPixelSize) pixels."
        )
        return nil
      }
      return .text(request, frame: frame, colors: colors)
    case .symbol(let name, let frame, let color, let weight):
      guard isFinite(frame, "a symbol") else { return nil }
      let range = TextLayoutRequest.pointSizeRange
      let pointSize = Swift.min(Swift.max(frame.height, range.lowerBound), range.upperBound)
      guard pointSize * deviceScale <= Self.largestPixelSize else {
        report("Trellis skipped drawing the symbol \(name): at \(deviceScale)× it would be too large.")
        return nil
      }
      return .symbol(name: name, frame: frame, color: usable(color), weight: weight)
    case .image(let file, let frame, var style):
      guard isFinite(frame, "an image") else { return nil }
      // An empty frame draws nothing.
      guard frame.width > 0, frame.height > 0 else { return nil }
      if let tint = style.tint { style.tint = usable(tint) }
      return .image(file, frame: frame, style: style)
    case .group(let items, let effect):
      return group(items, effect: effect)
    }
  }

  // MARK: Geometry

  private mutating func isFinite(_ rect: CGRect, _ what: String) -> Bool {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
      report("Trellis skipped drawing \(what): its frame \(rect) is not finite.")
      return false
    }
    return true
  }

  /// A coordinate clamped to ±``coordinateLimit``.
  private func clamped(_ value: CGFloat) -> CGFloat {
    Swift.min(Swift.max(value, -coordinateLimit), coordinateLimit)
  }

  private func clamped(_ point: CGPoint) -> CGPoint { CGPoint(x: clamped(point.x), y: clamped(point.y)) }

  /// The path with its coordinates clamped, or `nil` (reported) when one is NaN or infinite.
  private mutating func usable(_ path: Path, _ what: String) -> Path? {
    var usable = Path()
    func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    for element in path.elements {
      switch element {
      case .move(let point):
        guard finite(point) else { return reportPath(what) }
        usable.move(to: clamped(point))
      case .line(let point):
        guard finite(point) else { return reportPath(what) }
        usable.addLine(to: clamped(point))
      case .quadCurve(let point, let control):
        guard finite(point, control) else { return reportPath(what) }
        usable.addQuadCurve(to: clamped(point), control: clamped(control))
      case .curve(let point, let control1, let control2):
        guard finite(point, control1, control2) else { return reportPath(what) }
        usable.addCurve(to: clamped(point), control1: clamped(control1), control2: clamped(control2))
      case .closeSubpath:
        usable.closeSubpath()
      }
    }
    return usable
  }

  private mutating func reportPath(_ what: String) -> Path? {
    report("Trellis skipped drawing \(what): its path has a NaN or infinite coordinate.")
    return nil
  }

  // MARK: Strokes

  /// The line width, no wider than ``coordinateLimit``; `nil`, reported, when it is not finite
  /// or negative.
  private mutating func usableLineWidth(_ width: CGFloat) -> CGFloat? {
    guard width.isFinite else {
      report("Trellis skipped drawing a stroke: its line width \(width) is not finite.")
      return nil
    }
    guard width >= 0 else {
      report("Trellis skipped drawing a stroke: its line width \(width) is negative.")
      return nil
    }
    return Swift.min(width, coordinateLimit)
  }

  /// A miter limit in 1...1,000: NaN or infinite ones are reported and taken as CoreGraphics'
  /// default, 10; one below 1 bevels every join, as 1 does.
  private mutating func usableMiterLimit(_ limit: CGFloat) -> CGFloat {
    guard limit.isFinite else {
      report("Invalid miter limit (\(limit)); using 10.")
      return 10
    }
    return Swift.min(Swift.max(limit, 1), 1_000)
  }

  /// The style's dash pattern and phase, or none (a solid line, reported) when a length is
  /// negative, NaN or infinite or they add up to nothing; a phase that is not finite is 0.
  private mutating func usableDash(_ style: StrokeStyle) -> ([CGFloat], CGFloat) {
    guard !style.dash.isEmpty else { return ([], 0) }
    guard style.dash.allSatisfy({ $0.isFinite && $0 >= 0 }), style.dash.contains(where: { $0 > 0 }) else {
      report(
        "Invalid dash pattern \(style.dash): dash lengths must be finite, not negative, and not all 0; drawing a solid line."
      )
      return ([], 0)
    }
    guard style.dashPhase.isFinite else {
      report("Invalid dash phase (\(style.dashPhase)); using 0.")
      return (style.dash, 0)
    }
    return (style.dash, style.dashPhase)
  }

  // MARK: Paints

  /// A colour with every component in 0...1 (NaN is 0), reported when one was not a number.
  private mutating func usable(_ color: Color.Resolved) -> Color.Resolved {
    let components = [color.red, color.green, color.blue, color.opacity]
    if components.contains(where: \.isNaN) {
      report("Invalid colour \(components): a NaN component is drawn as 0.")
    }
    func clamp(_ value: Double) -> Double { value > 0 ? Swift.min(value, 1) : 0 }
    return Color.Resolved(
      red: clamp(color.red), green: clamp(color.green), blue: clamp(color.blue), opacity: clamp(color.opacity))
  }

  /// A gradient's stops: NaN locations left out (reported), the rest clamped into 0...1 and in order.
  private mutating func usable(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
    if stops.contains(where: { $0.location.isNaN }) {
      report("Invalid gradient stop location (nan); the stop is left out.")
    }
    var kept: [DisplayList.GradientStop] = []
    for stop in stops where !stop.location.isNaN {
      kept.append(
        DisplayList.GradientStop(color: usable(stop.color), location: Swift.min(Swift.max(stop.location, 0), 1)))
    }
    // A stable sort: stops at one location keep their order, as a hard edge.
    return kept.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map { $0.element }
  }

  /// The paint made usable, or `nil` (reported) when a gradient's geometry is not finite; a
  /// radial gradient's radii are 0 or more, at most ``coordinateLimit``.
  private mutating func usable(_ paint: DisplayList.Paint, bounds: CGRect, _ what: String) -> DisplayList.Paint? {
    if case .color(let color) = paint { return .color(usable(color)) }
    guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
      report("Trellis skipped drawing \(what): the bounds \(bounds) of its gradient are not finite.")
      return nil
    }
    func finite(_ unit: UnitPoint) -> Bool { unit.x.isFinite && unit.y.isFinite }
    func skip(_ reason: String) -> DisplayList.Paint? {
      report("Trellis skipped drawing \(what): its gradient's \(reason) is not finite.")
      return nil
    }
    switch paint {
    case .color: return nil
    case .linearGradient(let stops, let start, let end):
      guard finite(start), finite(end) else { return skip("start or end point") }
      return .linearGradient(usable(stops), start: start, end: end)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      guard finite(center) else { return skip("centre") }
      guard !startRadius.isNaN, !endRadius.isNaN else { return skip("radius") }
      func radius(_ value: CGFloat) -> CGFloat { clamped(Swift.max(value, 0)) }
      return .radialGradient(
        usable(stops), center: center, startRadius: radius(startRadius), endRadius: radius(endRadius))
    case .angularGradient(let stops, let center, let startAngle, let endAngle):
      guard finite(center) else { return skip("centre") }
      guard startAngle.radians.isFinite, endAngle.radians.isFinite else { return skip("angle") }
      return .angularGradient(usable(stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
  }

  // MARK: Effects

  /// The group with its effect made usable: an effect that cannot be applied becomes the
  /// identity transform (the items drawn as they are); `nil` when nothing of it can be drawn.
  private mutating func group(_ items: [DisplayList.Item], effect: DisplayList.Effect) -> DisplayList.Item? {
    func plain(_ items: [DisplayList.Item]) -> DisplayList.Item { .group(items, effect: .transform(.identity)) }
    switch effect {
    case .opacity(let opacity):
      var alpha = opacity
      if alpha.isNaN {
        report("Invalid opacity (nan); drawing the view opaque.")
        alpha = 1
      }
      return .group(self.items(items), effect: .opacity(Swift.min(Swift.max(alpha, 0), 1)))
    case .clip(let path):
      // The clip is left out: the view is drawn whole rather than not at all.
      guard let path = usable(path, "the clip of a view") else { return plain(self.items(items)) }
      return .group(self.items(items), effect: .clip(path))
    case .rotation(let angle, let anchor):
      guard angle.radians.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
        report("Invalid rotation (\(angle.radians) radians around \(anchor)); drawing the view unrotated.")
        return plain(self.items(items))
      }
      return .group(self.items(items), effect: .rotation(angle, anchor: clamped(anchor)))
    case .shadow(let color, let radius, let offset):
      guard let (radius, offset) = usableShadow("shadow", radius: radius, offset: offset) else {
        return plain(self.items(items))
      }
      // The content is drawn first, then its shadow in the colour.
      let content = self.items(items)
      return .group(content, effect: .shadow(color: usable(color), radius: radius, offset: offset))
    case .innerShadow(let color, let radius, let offset):
      guard let (radius, offset) = usableShadow("inner shadow", radius: radius, offset: offset) else {
        return plain(self.items(items))
      }
      let content = self.items(items)
      return .group(content, effect: .innerShadow(color: usable(color), radius: radius, offset: offset))
    case .transform(let transform):
      return transformed(items, by: transform, effect: effect)
    case .projection(let projection):
      guard projection.isFinite else {
        report("Invalid projection \(projection); drawing the view untransformed.")
        return plain(self.items(items))
      }
      guard projection.isAffine else { return .group(self.items(items), effect: effect) }
      return transformed(items, by: projection.affine, effect: effect)
    case .blur(let radius, let opaque, let bounds):
      guard radius.isFinite else {
        report("Invalid blur radius (\(radius)); drawing the view unblurred.")
        return plain(self.items(items))
      }
      var usableRadius = radius
      if radius < 0 {
        report("Invalid blur radius (\(radius)): a radius cannot be negative; drawing the view unblurred.")
        usableRadius = 0
      }
      return .group(self.items(items), effect: .blur(radius: usableRadius, opaque: opaque, bounds: bounds))
    case .colorFilter(let filter):
      guard filter.matrix.isFinite else {
        report("Invalid \(filter.modifierName): its amount is not finite; drawing the view unfiltered.")
        return plain(self.items(items))
      }
      return .group(self.items(items), effect: effect)
    case .blendMode, .compositingGroup, .drawingGroup:
      return .group(self.items(items), effect: effect)
    case .mask(let mask):
      let content = self.items(items)
      return .group(content, effect: .mask(self.items(mask)))
    }
  }

  /// The group drawn through an affine transform (`effect`, a transform or an affine
  /// projection): one that is not finite is reported and left out; one that collapses the
  /// drawing (determinant 0, a scale of 0) draws nothing, as SwiftUI's does; one that magnifies
  /// past the coordinate limit is reported and the view is not drawn.
  private mutating func transformed(
    _ items: [DisplayList.Item], by t: CGAffineTransform, effect: DisplayList.Effect
  ) -> DisplayList.Item? {
    let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    guard entries.allSatisfy(\.isFinite) else {
      report("Invalid transform \(entries) (not finite); drawing the view untransformed.")
      return .group(self.items(items), effect: .transform(.identity))
    }
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0, abs(determinant) > 1e-12 else { return nil }
    guard entries.allSatisfy({ abs($0) <= coordinateLimit }), abs(determinant) <= 1e12 else {
      report("Transform \(entries) magnifies the view beyond what can be drawn; the view is left out.")
      return nil
    }
    return .group(self.items(items), effect: effect)
  }

  /// A shadow's radius (0 or more) and offset, clamped to ``coordinateLimit``; `nil`, reported,
  /// when one is NaN or infinite, and the view is then drawn without its shadow.
  private mutating func usableShadow(_ what: String, radius: CGFloat, offset: CGSize) -> (CGFloat, CGSize)? {
    guard radius.isFinite, offset.width.isFinite, offset.height.isFinite else {
      report(
        "Invalid \(what) (radius \(radius), offset \(offset.width), \(offset.height)); drawing the view without it.")
      return nil
    }
    return (
      Swift.min(Swift.max(radius, 0), coordinateLimit),
      CGSize(width: clamped(offset.width), height: clamped(offset.height))
    )
  }
}
