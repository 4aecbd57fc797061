import Foundation

/// One view in a laid-out tree, as ``LayoutResult/root`` returns it.
///
/// A value: a tree of nodes owns its children. However deep it is — a 100,000-deep chain of
/// `padding`s — it is compared and freed without recursion.
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
  public var children: [FrameNode] {
    get { box.nodes }
    set {
      if isKnownUniquelyReferenced(&box) { box.nodes = newValue } else { box = ChildrenBox(newValue) }
    }
  }
  fileprivate var box: ChildrenBox

  /// Creates a node.
  public init(
    name: String, sourceViews: [String], identifiers: [String], frame: CGRect, layoutFrame: CGRect,
    children: [FrameNode]
  ) {
    self.name = name
    self.sourceViews = sourceViews
    self.identifiers = identifiers
    self.frame = frame
    self.layoutFrame = layoutFrame
    self.box = ChildrenBox(children)
  }

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

  /// Two trees are equal when their nodes are, one by one, in the same shape.
  public static func == (lhs: FrameNode, rhs: FrameNode) -> Bool {
    var work = [(lhs, rhs)]
    while let (left, right) = work.popLast() {
      guard
        left.name == right.name && left.sourceViews == right.sourceViews && left.identifiers == right.identifiers
          && left.frame == right.frame && left.layoutFrame == right.layoutFrame
          && left.children.count == right.children.count
      else { return false }
      if left.box === right.box { continue }
      work.append(contentsOf: zip(left.children, right.children))
    }
    return true
  }

  /// One line of a frame dump. Control characters in names and identifiers are escaped, so
  /// that a line is always one view: a `Text` holding a newline cannot forge a line.
  static func line(name: String, sources: [String], identifiers: [String], frame: CGRect, depth: Int) -> String {
    // Deep trees keep a bounded indent and print their depth instead.
    let indent =
      depth <= 40 ? String(repeating: "  ", count: depth) : String(repeating: "  ", count: 40) + "[\(depth)] "
    var line = indent + escaped(name)
    for identifier in identifiers { line += " #\(escaped(identifier))" }
    line += " " + format(frame)
    if !sources.isEmpty { line += "  ← " + sources.joined(separator: " ← ") }
    return line
  }

  /// `text` with control characters written as escapes: `\n`, `\t`, `\u{0}`.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.properties.generalCategory == .control:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  package static func format(_ frame: CGRect) -> String {
    "(\(formatLength(frame.minX)), \(formatLength(frame.minY)), \(formatLength(frame.width)), \(formatLength(frame.height)))"
  }
}

/// The children of a ``FrameNode``, shared between copies until one changes them.
///
/// Freed iteratively: the default, recursive release of a deep tree of arrays overflows the
/// stack at about 100,000 levels.
private final class ChildrenBox: @unchecked Sendable {
  // Never mutated once shared: `FrameNode.children`'s setter copies a box another node holds.
  var nodes: [FrameNode]

  init(_ nodes: [FrameNode]) { self.nodes = nodes }

  deinit {
    var pending = nodes
    nodes = []
    while var node = pending.popLast() {
      // A box only this node holds dies with it: take its children first, so it dies empty.
      if isKnownUniquelyReferenced(&node.box) {
        pending.append(contentsOf: node.box.nodes)
        node.box.nodes = []
      }
    }
  }
}
