import Foundation

/// One anchor problem: a flexbox tree and the room its root is laid out in.
///
/// `anchor_bench.py --dump-shapes DIR` writes one `DIR/<key>.json` per shape; Yoga and Taffy
/// solve the same trees in that script.
public struct AnchorShape: Codable, Hashable, Sendable {
  /// The script's label, e.g. `a flat row 10000 leaves`; its `--json` results carry the same one.
  public var name: String
  /// The root's available width and height; `nil` lays the root out at its content size.
  public var available: [Double?]
  /// The advance of one character of measured text.
  public var characterWidth: Double
  /// The nodes in the script's order: a parent before its children, each node's children
  /// contiguous and in order.
  public var nodes: [AnchorNode]

  enum CodingKeys: String, CodingKey {
    case name, available, nodes
    case characterWidth = "char_width"
  }

  /// Creates a shape.
  public init(name: String, available: [Double?], characterWidth: Double = 7, nodes: [AnchorNode]) {
    self.name = name
    self.available = available
    self.characterWidth = characterWidth
    self.nodes = nodes
  }

  /// Reads a shape the script dumped.
  public init(contentsOf url: URL) throws {
    self = try JSONDecoder().decode(AnchorShape.self, from: Data(contentsOf: url))
  }

  /// The root's available width, or `nil` for its content width.
  public var availableWidth: Double? { available.first ?? nil }
  /// The root's available height, or `nil` for its content height.
  public var availableHeight: Double? { available.count > 1 ? available[1] : nil }

  /// The children of every node, in order.
  public var children: [[Int]] {
    var children = [[Int]](repeating: [], count: nodes.count)
    for (index, node) in nodes.enumerated() where node.parent >= 0 {
      children[node.parent].append(index)
    }
    return children
  }

  /// The number of measured leaves.
  public var textCount: Int { nodes.count { $0.text != nil } }
}
