import ArgumentParser
import Foundation
import Trellis

/// `trellis dump`: prints an example's frame tree, as text or JSON.
struct DumpCommand: ParsableCommand {
  /// The subcommand's name, abstract and examples.
  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract: "Print the frame tree of a gallery example, as text or JSON.",
    discussion: """
      One view a line, indented by depth, with its frame (x, y, width, height) in points, rounded \
      to the pixel grid, and the composite views whose body it is (← ChecklistRow). With --width \
      and --height the example is centred in a window of that size, as the gallery's frame trees \
      are; with --device on the device's whole screen; otherwise at its ideal size.

      With --json, the tree as a JSON object: name, sourceViews, identifiers, frame and \
      layoutFrame (before pixel rounding) as [x, y, width, height], and children.

      Examples:
        trellis dump checklist-row --width 390 --height 844
        trellis dump adaptive-stack --device ipad-full
        trellis dump profile-card --json > profile-card.json
      """)

  /// The example and where it is laid out.
  @OptionGroup var layout: LayoutOptions

  /// Whether to print JSON instead of text.
  @Flag(help: "Print the tree as JSON instead of text.")
  var json = false

  /// Lays the example out and prints its tree.
  func run() throws {
    try requireRealText()
    let host = layout.host()
    if json {
      print(try host.root.map { try FrameNodeJSON($0).json() } ?? "null")
    } else {
      print(host.dump())
    }
    for issue in host.runtimeIssues {
      FileHandle.standardError.write(Data("warning: \(issue)\n".utf8))
    }
  }
}

/// A `FrameNode` as JSON: its frames as `[x, y, width, height]`.
///
/// `json()` writes it with the keys in declaration order and each array on one line, which
/// `JSONEncoder`'s pretty printing does not; encoding it with `JSONEncoder` gives the same values.
struct FrameNodeJSON: Encodable {
  /// The name of the view or modifier.
  let name: String
  /// The composite views whose body this node is the root of, outermost last.
  let sourceViews: [String]
  /// The identifiers given with `accessibilityIdentifier(_:)`.
  let identifiers: [String]
  /// The frame in host coordinates, rounded to the pixel grid.
  let frame: [Double]
  /// The frame in host coordinates before pixel rounding.
  let layoutFrame: [Double]
  /// The children, in declaration order.
  let children: [FrameNodeJSON]

  /// Mirrors `node` and everything below it.
  init(_ node: FrameNode) {
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
  func json(indent: String = "") throws -> String {
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
