import Foundation

extension DisplayList {
  /// The list as indented text: one item a line, groups indented.
  public var description: String {
    var lines = ["canvas \(formatLength(size.width)) × \(formatLength(size.height))"]
    // A mask's items are printed after the group's, under a `with mask` line.
    var work: [(item: Item?, depth: Int)] = items.reversed().map { ($0, 1) }
    while let (entry, depth) = work.popLast() {
      let indent = String(repeating: "  ", count: Swift.min(depth, 40))
      guard let item = entry else {
        lines.append(indent + "with mask")
        continue
      }
      lines.append(indent + Self.describe(item))
      if case .group(let children, let effect) = item {
        if case .mask(let mask) = effect {
          work.append(contentsOf: mask.reversed().map { ($0, depth + 2) })
          work.append((nil, depth + 1))
        }
        work.append(contentsOf: children.reversed().map { ($0, depth + 1) })
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ item: Item) -> String {
    switch item {
    case .fill(let path, let paint, let bounds, let evenOdd):
      "fill \(describe(paint)) \(FrameNode.format(bounds))\(evenOdd ? " even-odd" : "") \(path.elements.count) elements"
    case .stroke(let path, let paint, let bounds, let style):
      "stroke \(describe(paint)) width \(formatLength(style.lineWidth))\(describeDetails(style)) \(FrameNode.format(bounds)) \(path.elements.count) elements"
    case .text(let request, let frame, let colors):
      "text \"\(request.printedString)\" \(FrameNode.format(frame)) \(colors.map(\.description).joined(separator: ", "))"
        + request.printedDecorations
    case .symbol(let name, let frame, let color, let weight):
      "symbol \(name) \(FrameNode.format(frame)) \(color)\(weight == 400 ? "" : " weight \(weight)")"
    case .image(let file, let frame, let style):
      "image \(file.displayName) \(FrameNode.format(frame))\(style.description)"
    case .group(_, let effect):
      switch effect {
      case .opacity(let value): "opacity \(formatLength(value))"
      case .clip(let path): "clip \(FrameNode.format(path.boundingRect))"
      case .rotation(let angle, let anchor):
        "rotation \(formatLength(angle.degrees))° around (\(formatLength(anchor.x)), \(formatLength(anchor.y)))"
      case .shadow(let color, let radius, let offset):
        "shadow \(color) radius \(formatLength(radius)) offset (\(formatLength(offset.width)), \(formatLength(offset.height)))"
      case .innerShadow(let color, let radius, let offset):
        "inner shadow \(color) radius \(formatLength(radius)) offset (\(formatLength(offset.width)), \(formatLength(offset.height)))"
      case .transform(let t):
        "transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatLength).joined(separator: ", "))]"
      case .projection(let m):
        "projection [\([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map(formatLength).joined(separator: ", "))]"
      case .blur(let radius, let opaque, let bounds):
        "blur radius \(formatLength(radius))\(opaque ? " opaque in \(FrameNode.format(bounds))" : "")"
      case .colorFilter(let filter): filter.description
      case .blendMode(let mode): "blendMode \(mode)"
      case .compositingGroup: "compositingGroup"
      case .drawingGroup(let opaque, let bounds): "drawingGroup\(opaque ? " opaque" : "") \(FrameNode.format(bounds))"
      case .mask(let items): "mask of \(items.count) item\(items.count == 1 ? "" : "s")"
      }
    }
  }

  /// What a stroke style sets beyond its width: caps, joins, miter limit and dashes, when not the defaults.
  private static func describeDetails(_ style: StrokeStyle) -> String {
    var parts: [String] = []
    if style.lineCap != .butt { parts.append("cap \(style.lineCap)") }
    if style.lineJoin != .miter { parts.append("join \(style.lineJoin)") }
    if style.miterLimit != 10 { parts.append("miter limit \(formatLength(style.miterLimit))") }
    if !style.dash.isEmpty {
      parts.append("dash [\(style.dash.map(formatLength).joined(separator: ", "))]")
      if style.dashPhase != 0 { parts.append("phase \(formatLength(style.dashPhase))") }
    }
    return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
  }

  private static func describe(_ paint: Paint) -> String {
    switch paint {
    case .color(let color): color.description
    case .linearGradient(let stops, _, _): "linear gradient of \(stops.count)"
    case .radialGradient(let stops, _, _, _): "radial gradient of \(stops.count)"
    case .angularGradient(let stops, _, _, _): "angular gradient of \(stops.count)"
    }
  }
}
