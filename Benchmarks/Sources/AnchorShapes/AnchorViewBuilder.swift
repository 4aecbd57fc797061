import Foundation
import TrellisCore

/// Builds the SwiftUI view tree that solves the same problem as an anchor shape's flexbox tree.
///
/// Each node becomes, from the inside out: its content (a stack of its children, a measured
/// `Text`, or `Color.clear` for an empty box), its padding, and its ``AnchorFrame``; that
/// outermost view is the node's box, whose frame the checksum reads. A right margin is
/// `padding(.trailing:)` outside the box, as a margin lies outside a flexbox border box.
///
/// - A row is `HStack(alignment: .top, spacing: 0)` and a column `VStack(alignment: .leading,
///   spacing: 0)`: flexbox puts no gap between items and starts them at the cross start, which
///   with explicitly sized or stretched children is where `stretch` puts them too;
///   `center` makes the alignment `.center`.
/// - A container of one child is that child, padded and framed: a stack around one view changes
///   nothing in SwiftUI, and SwiftUI pads a view without a container, as the chain of shape c
///   would be written (`leaf.padding(1).padding(1)…`).
/// - A measured leaf is `Text` of that many characters in a font as large as its line height,
///   measured by ``AnchorTextMeasurer``.
public enum AnchorViewBuilder {
  /// The view tree of `shape`.
  ///
  /// - Parameters:
  ///   - shape: The anchor problem.
  ///   - tagged: Whether to give each node's box the identifier of its index
  ///     (`accessibilityIdentifier("17")`), for ``AnchorChecksum``. Tags change no frame,
  ///     but they cost time to resolve, so timed trees are built without them.
  /// - Complexity: O(n) in the number of nodes, without recursion.
  public static func view(of shape: AnchorShape, tagged: Bool = false) -> AnyView {
    let nodes = shape.nodes
    guard !nodes.isEmpty else { return AnyView(EmptyView()) }
    let children = shape.children
    let available = (shape.availableWidth, shape.availableHeight)

    // Frames go parent first, since stretching depends on whether the parent is definite.
    var frames: [AnchorFrame] = []
    frames.reserveCapacity(nodes.count)
    for node in nodes {
      let parent = node.parent >= 0 ? (nodes[node.parent], frames[node.parent]) : nil
      frames.append(AnchorFrame(node: node, parent: parent, available: available))
    }

    // Views go children first: a child's index is always larger than its parent's.
    var views = [AnyView?](repeating: nil, count: nodes.count)
    for index in nodes.indices.reversed() {
      let node = nodes[index]
      let kids = children[index].map { child in
        defer { views[child] = nil }
        return views[child]!
      }
      var view = content(of: node, children: kids)
      if let padding = node.padding { view = AnyView(view.padding(CGFloat(padding))) }
      view = frames[index].apply(to: view)
      if tagged { view = AnyView(view.accessibilityIdentifier(String(index))) }
      if let margin = node.marginRight { view = AnyView(view.padding(.trailing, CGFloat(margin))) }
      views[index] = view
    }
    return views[0]!
  }

  private static func content(of node: AnchorNode, children: [AnyView]) -> AnyView {
    if let text = node.text {
      return AnyView(
        Text(verbatim: String(repeating: "x", count: text.characters)).font(.system(size: CGFloat(text.lineHeight))))
    }
    switch children.count {
    case 0:
      return AnyView(Color.clear)
    case 1:
      return children[0]
    default:
      let center = node.center ?? false
      let row = ForEach(0..<children.count) { children[$0] }
      return (node.direction ?? .col) == .row
        ? AnyView(HStack(alignment: center ? .center : .top, spacing: 0) { row })
        : AnyView(VStack(alignment: center ? .center : .leading, spacing: 0) { row })
    }
  }
}
