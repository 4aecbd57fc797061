import Foundation

/// A proxy for one subview of a layout container: ask it for sizes, then place it.
///
/// A proxy answers for as long as the host that laid it out lives — in a `Layout`'s methods and
/// in its cache, as in SwiftUI. It holds the layout engine without retaining it, so one kept
/// past its host (in a global, say) must not be asked anything.
public struct LayoutSubview: Equatable {
  // The engine is reached only through these proxies and ``LayoutContext``: behaviours and
  // layouts see a subview's answers, never the engine itself.
  fileprivate let engine: UnretainedEngine
  /// The subview's node.
  let node: NodeID

  init(engine: LayoutEngine, node: NodeID) {
    self.init(engine: UnretainedEngine(engine), node: node)
  }

  init(engine: UnretainedEngine, node: NodeID) {
    self.engine = engine
    self.node = node
  }

  /// The size the subview wants for `proposal`. Answers are cached per exact proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    engine { $0.size(of: node, proposal: proposal) }
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal), proposal: proposal, guides: .subview(self))
  }

  /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
  ///
  /// `position` is in the coordinate space of the `bounds` given to `placeSubviews`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = sizeThatFits(proposal)
    let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    engine { $0.commit(node, frame: CGRect(origin: origin, size: size), proposal: proposal) }
  }

  /// The subview's layout priority: 0 by default, set with `layoutPriority(_:)`.
  public var priority: Double { engine { $0.layoutPriority(of: node) } }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { ViewSpacing(rawSpacing, layoutDirection: engine { $0.layoutDirection(of: node) }) }

  /// The value the subview sets for a layout value key, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    engine { $0.traits(of: node) }?.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Two proxies are equal when they stand for the same subview.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.engine === rhs.engine && lhs.node == rhs.node
  }

  // MARK: What built-in layouts ask beyond the public API

  /// The spacing preferences in absolute edges (docs/LayoutRules.md §1.4).
  var rawSpacing: Spacing { engine { $0.spacing(of: node) } }

  /// Whether a frame around the subview keeps its spacing: true for spacers (§1.4).
  var requiresSpacingProjection: Bool { engine { $0.requiresSpacingProjection(node) } }

  /// Whether automatic padding leaves the subview unpadded: true for padding itself.
  var ignoresAutomaticPadding: Bool { engine { $0.ignoresAutomaticPadding(node) } }

  /// The explicit value of `key` when the subview has `size` for `proposal`.
  func explicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    engine { $0.explicitAlignment(of: key, node: node, proposal: proposal, size: size) }
  }

  /// The subview's own children, as a container's subviews.
  var children: LayoutSubviews {
    LayoutSubviews(
      engine: engine, nodes: engine { $0.children(of: node) }, layoutDirection: engine { $0.layoutDirection(of: node) })
  }
}

/// The subviews of a layout container, as a collection of proxies, valid as long as their host
/// lives (``LayoutSubview``).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  /// A subview.
  public typealias Element = LayoutSubview
  /// A contiguous part of the subviews, sharing their indices.
  public typealias SubSequence = LayoutSubviews
  /// The position of a subview in the collection.
  public typealias Index = Int

  fileprivate let engine: UnretainedEngine
  /// The subviews' nodes; `nodes.startIndex` corresponds to the public index `startIndex`.
  let nodes: ArraySlice<NodeID>

  /// The layout direction of the container.
  public let layoutDirection: LayoutDirection

  /// The index of the first subview: 0 for a container's subviews, as in SwiftUI, so that
  /// `subviews[0]` and `subviews.indices` mean what they say.
  public let startIndex: Int

  init(engine: UnretainedEngine, nodes: ArraySlice<NodeID>, layoutDirection: LayoutDirection, startIndex: Int = 0) {
    self.engine = engine
    self.nodes = nodes
    self.layoutDirection = layoutDirection
    self.startIndex = startIndex
  }

  /// The index after the last subview.
  public var endIndex: Int { startIndex + nodes.count }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(engine: engine, node: nodes[nodes.startIndex + index - startIndex])
  }

  /// The subviews in `bounds`, which keep their indices.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    let base = nodes.startIndex - startIndex
    return LayoutSubviews(
      engine: engine, nodes: nodes[(bounds.lowerBound + base)..<(bounds.upperBound + base)],
      layoutDirection: layoutDirection, startIndex: bounds.lowerBound)
  }

  /// Two collections are equal when they hold the same subviews in the same order.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.engine === rhs.engine && lhs.nodes.elementsEqual(rhs.nodes)
  }

  /// Runs `body` with an array to share a length out among these subviews in, lent by the
  /// engine for the call and holding whatever its last borrower left: a stack shares lengths for each of its proposals, and room
  /// kept by every stack would cost 32 bytes a child for as long as the host lives.
  func withScratchClaims<R>(_ body: (inout [LengthClaim]) -> R) -> R {
    engine { $0.withScratchClaims(body) }
  }

  /// Runs `body`, which places these subviews, and returns where it put them without
  /// committing anything: what the default `explicitAlignment` of a `Layout` needs.
  func recordingPlacements(_ body: () -> Void) -> [NodeID: (frame: CGRect, proposal: ProposedViewSize)] {
    engine { $0.recordingPlacements(body) }
  }
}
