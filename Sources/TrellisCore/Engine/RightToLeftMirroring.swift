import Foundation

/// Mirrors right-to-left subtrees once layout is done.
///
/// Layout runs in leading-to-trailing terms everywhere, so that built-in and custom layouts
/// need no right-to-left branch; a subtree whose layout direction differs from its parent's
/// is then flipped horizontally about its own frame, as SwiftUI flips it when drawing.
/// Spacing is computed on absolute edges with the layout direction, so it flips consistently.
///
/// Fidelity: partial — right-to-left spacing is pinned (§2 B cases 12 and 16); mirroring the
/// frames follows SwiftUI's documented flip, and no fixture lays out a right-to-left view.
enum RightToLeftMirroring {
  /// A horizontal map x ↦ sign·x + shift, applied to rectangles.
  private struct Transform {
    var sign: CGFloat = 1
    var shift: CGFloat = 0

    func apply(_ rect: CGRect) -> CGRect {
      guard !rect.isNull else { return rect }
      let x = sign > 0 ? rect.minX + shift : shift - rect.maxX
      return CGRect(x: x, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// This transform after a mirror about the vertical centre line of `rect`: x ↦ 2·midX − x.
    func mirrored(about rect: CGRect) -> Transform {
      Transform(sign: -sign, shift: sign * 2 * rect.midX + shift)
    }
  }

  /// The display frame of every node, unrounded; `.null` for nodes never placed.
  static func frames(tree: ViewTree, engine: LayoutEngine, root: NodeID) -> [CGRect] {
    var result = [CGRect](repeating: .null, count: tree.count)
    var work: [(node: NodeID, parentDirection: LayoutDirection, transform: Transform)] = [
      (root, .leftToRight, Transform())
    ]
    while let (node, parentDirection, transform) = work.popLast() {
      guard let frame = engine.frame(of: node) else { continue }
      result[node] = transform.apply(frame)
      let direction = tree.layoutDirection(of: node)
      let childTransform = direction == parentDirection ? transform : transform.mirrored(about: frame)
      for child in tree.children(of: node) { work.append((child, direction, childTransform)) }
    }
    return result
  }
}
