import Foundation

extension LayoutResult {
  /// Whether a touch can reach `node`: it is not under a presentation that takes the touches —
  /// every presentation does but a sheet that lets its background take interaction
  /// (``View/presentationBackgroundInteraction(_:)``).
  func isReachable(_ node: NodeID) -> Bool {
    guard let root = nodes.root, let stack = nodes.behaviors[root] as? PresentationStackBehavior else { return true }
    // The layer the node is in: the root's child on its way up; 0 is the presenting content.
    var layer = node
    while nodes.structures[layer].parent >= 0 && Int(nodes.structures[layer].parent) != root {
      layer = Int(nodes.structures[layer].parent)
    }
    guard layer != root, let position = nodes.children(of: root).firstIndex(of: layer) else { return true }
    let index = position - nodes.children(of: root).startIndex
    // The top presentation takes touches; below it, only what a sheet that lets its
    // background take interaction leaves uncovered.
    var lowest = stack.layers.count
    while lowest > 0, case .enabled = stack.layers[lowest - 1].configuration.backgroundInteraction.kind {
      lowest -= 1
    }
    return index >= lowest
  }

  /// The presentation shown on top, if any.
  var topPresentation: PresentationLayer? {
    guard let root = nodes.root, let stack = nodes.behaviors[root] as? PresentationStackBehavior else { return nil }
    return stack.layers.last
  }
}
