import Foundation
import Trellis

/// A `FrameNode` as JSON: its frames as `[x, y, width, height]`.
///
/// `json()` writes it with the keys in declaration order and each array on one line, which
/// `JSONEncoder`'s pretty printing does not; encoding it with `JSONEncoder` gives the same values.
public struct FrameNodeJSON: Encodable, Sendable {
  /// The name of the view or modifier.
  public let name: String
  /// The composite views whose body this node is the root of, outermost last.
  public let sourceViews: [String]
  /// The identifiers given with `accessibilityIdentifier(_:)`.
  public let identifiers: [String]
  /// The frame in host coordinates, rounded to the pixel grid.
  public let frame: [Double]
  /// The frame in host coordinates before pixel rounding.
  public let layoutFrame: [Double]
  /// The children, in declaration order.
  public let children: [FrameNodeJSON]

  /// Mirrors `node` and everything below it.
  public init(_ node: FrameNode) {
    name = node.name
    sourceViews = node.sourceViews
    identifiers = node.identifiers
    frame = Self.array(node.frame)
    layoutFrame = Self.array(node.layoutFrame)
    children = node.children.map(FrameNodeJSON.init)
  }

  /// The node as indented JSON, keys in declaration order, arrays of values on one line.
  ///
  /// - Parameter indent: The indent of the line the object starts on.
  public func json(indent: String = "") throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    func value(_ value: some Encodable) throws -> String {
      String(decoding: try encoder.encode(value), as: UTF8.self)
    }
    func list(_ values: [some Encodable]) throws -> String {
      "[" + (try values.map { try value($0) }).joined(separator: ", ") + "]"
    }
    let inner = indent + "  "
    var children = "[]"
    if !self.children.isEmpty {
      let items = try self.children.map { inner + "  " + (try $0.json(indent: inner + "  ")) }
      children = "[\n" + items.joined(separator: ",\n") + "\n" + inner + "]"
    }
    let fields = [
      "\"name\": " + (try value(name)),
      "\"sourceViews\": " + (try list(sourceViews)),
      "\"identifiers\": " + (try list(identifiers)),
      "\"frame\": " + (try list(frame)),
      "\"layoutFrame\": " + (try list(layoutFrame)),
      "\"children\": " + children,
    ]
    return "{\n" + fields.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
  }

  /// `[x, y, width, height]`.
  private static func array(_ rect: CGRect) -> [Double] {
    [rect.minX, rect.minY, rect.width, rect.height].map { Double($0) }
  }
}
