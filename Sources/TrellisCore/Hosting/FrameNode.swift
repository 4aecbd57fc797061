import Foundation

/// One view in a laid-out tree, as ``LayoutHost/root`` returns it.
public struct FrameNode: Equatable, Sendable, CustomStringConvertible {
  /// The name of the view or modifier: `HStack`, `Text "Hello"`, `frame(width: 40)`.
  public var name: String
  /// The composite views (your `struct Row: View`) whose body this node is the root of, outermost last.
  public var sourceViews: [String]
  /// The identifiers given with `accessibilityIdentifier(_:)`.
  public var identifiers: [String]
  /// The frame in host coordinates, rounded to the pixel grid: where the view is drawn.
  public var frame: CGRect
  /// The frame in host coordinates as layout computed it, before pixel rounding.
  public var layoutFrame: CGRect
  /// The children, in the order they were declared.
  public var children: [FrameNode]

  /// This node and every node below it, depth first, in declaration order.
  public var allNodes: [FrameNode] {
    var result: [FrameNode] = []
    var work = [self]
    while let node = work.popLast() {
      result.append(node)
      work.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// The tree as indented text, one view a line.
  public var description: String {
    var lines: [String] = []
    var work: [(node: FrameNode, depth: Int)] = [(self, 0)]
    while let (node, depth) = work.popLast() {
      lines.append(
        FrameNode.line(
          name: node.name, sources: node.sourceViews, identifiers: node.identifiers, frame: node.frame, depth: depth))
      for child in node.children.reversed() { work.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n")
  }

  /// One line of a frame dump.
  static func line(name: String, sources: [String], identifiers: [String], frame: CGRect, depth: Int) -> String {
    // Deep trees keep a bounded indent and print their depth instead.
    let indent =
      depth <= 40 ? String(repeating: "  ", count: depth) : String(repeating: "  ", count: 40) + "[\(depth)] "
    var line = indent + name
    for identifier in identifiers { line += " #\(identifier)" }
    line += " " + format(frame)
    if !sources.isEmpty { line += "  ← " + sources.joined(separator: " ← ") }
    return line
  }

  package static func format(_ frame: CGRect) -> String {
    "(\(formatLength(frame.minX)), \(formatLength(frame.minY)), \(formatLength(frame.width)), \(formatLength(frame.height)))"
  }
}
