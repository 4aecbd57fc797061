import Foundation

extension DisplayList {
  /// The list as indented text: one item a line, groups indented.
  public var description: String {
    var lines = ["canvas \(formatLength(size.width)) × \(formatLength(size.height))"]
    var work: [(item: Item, depth: Int)] = items.reversed().map { ($0, 1) }
    while let (item, depth) = work.popLast() {
      let indent = String(repeating: "  ", count: Swift.min(depth, 40))
      lines.append(indent + Self.describe(item))
      if case .group(let children, _) = item {
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
      "stroke \(describe(paint)) width \(formatLength(style.lineWidth)) \(FrameNode.format(bounds)) \(path.elements.count) elements"
    case .text(let request, let frame, let colors):
      "text \"\(request.string)\" \(FrameNode.format(frame)) \(colors.map(\.description).joined(separator: ", "))"
    case .symbol(let name, let frame, let color):
      "symbol \(name) \(FrameNode.format(frame)) \(color)"
    case .image(let file, let frame, let style):
      "image \(file.url.lastPathComponent) \(FrameNode.format(frame))\(style.description)"
    case .group(_, let effect):
      switch effect {
      case .opacity(let value): "opacity \(formatLength(value))"
      case .clip(let path): "clip \(FrameNode.format(path.boundingRect))"
      case .rotation(let angle, let anchor):
        "rotation \(formatLength(angle.degrees))° around (\(formatLength(anchor.x)), \(formatLength(anchor.y)))"
      case .shadow(let color, let radius, let offset):
        "shadow \(color) radius \(formatLength(radius)) offset (\(formatLength(offset.width)), \(formatLength(offset.height)))"
      case .transform(let t):
        "transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatLength).joined(separator: " "))]"
      }
    }
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
