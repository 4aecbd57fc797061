import Foundation

/// A proxy for one subview of a layout container: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
  let engine: LayoutEngine
  let node: NodeID

  init(engine: LayoutEngine, node: NodeID) {
    self.engine = engine
    self.node = node
  }

  /// The size the subview wants for `proposal`. Answers are cached per exact proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    engine.size(of: node, proposal: proposal)
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal), proposal: proposal, guides: .node(engine, node))
  }

  /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
  ///
  /// `position` is in the coordinate space of the `bounds` given to `placeSubviews`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = sizeThatFits(proposal)
    let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    engine.commit(node, frame: CGRect(origin: origin, size: size), proposal: proposal)
  }

  /// The subview's layout priority: 0 by default, set with `layoutPriority(_:)`.
  public var priority: Double { engine.layoutPriority(of: node) }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing {
    ViewSpacing(engine.spacing(of: node), layoutDirection: engine.tree.layoutDirection(of: node))
  }

  /// The value the subview sets for a layout value key, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    engine.tree.traits(of: node)?.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Two proxies are equal when they stand for the same subview.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.engine === rhs.engine && lhs.node == rhs.node
  }
}
