import AnchorShapes
import TrellisCore

/// The anchor shapes' views and resolved hosts, built on first use and kept, so that a run
/// filtered to one benchmark builds only its tree, and no iteration pays for building.
final class ResolvedTrees {
  private var views: [String: (AnchorShape, AnyView)] = [:]
  private var hosts: [String: LayoutHost] = [:]

  /// The shape `key` at the anchor's default size, and its view tree.
  func view(_ key: String) -> (AnchorShape, AnyView) {
    if let known = views[key] { return known }
    let shape = AnchorShape.standard(key)!
    let made = (shape, AnchorViewBuilder.view(of: shape))
    views[key] = made
    return made
  }

  /// A host that has resolved and laid out the shape `key`.
  func host(_ key: String) -> LayoutHost {
    if let known = hosts[key] { return known }
    let (shape, view) = view(key)
    let host = shape.layOut(view)
    hosts[key] = host
    return host
  }
}
