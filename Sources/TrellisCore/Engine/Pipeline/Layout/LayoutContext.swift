import Foundation

/// What a node's behaviour may do while it is asked a layout question: reach its children
/// through the same proxies a `Layout` gets, keep data between calls, and read the few facts
/// of the host it needs — and nothing else of the engine.
///
/// A behaviour places its own children only; it never moves a frame another node committed,
/// nor reads or writes another node's memory.
struct LayoutContext {
  private let engine: UnretainedEngine
  /// The node being asked.
  let node: NodeID

  init(engine: LayoutEngine, node: NodeID) {
    self.engine = UnretainedEngine(engine)
    self.node = node
  }

  /// The node's children as a `Layout` sees them.
  var subviews: LayoutSubviews {
    LayoutSubviews(
      engine: engine, nodes: engine { $0.children(of: node) }, layoutDirection: engine { $0.layoutDirection(of: node) })
  }

  /// The single child of a modifier node.
  var child: LayoutSubview { LayoutSubview(engine: engine, node: engine { $0.firstChild(of: node) }!) }

  /// The number of children.
  var childCount: Int { engine { $0.children(of: node).count } }

  /// The layout direction of the environment the node was resolved in.
  var layoutDirection: LayoutDirection { engine { $0.layoutDirection(of: node) } }

  /// The pixel length of the host the pass lays out for.
  var pixelLength: CGFloat { engine { $0.pixelLength } }

  /// The window the node's views see — the host's, or a presented sheet's — and the part of
  /// it inside the safe area, in host coordinates: the host's or the sheet's safe area, less
  /// the bars of the containers around the node (a navigation bar, a tab bar), which add to it.
  var window: CGRect { engine { $0.region(of: node).window } }
  var safeArea: CGRect { engine { $0.region(of: node).safeArea } }

  /// Sets the safe area `subview` and its descendants see in this pass, as a container whose
  /// bars cover part of its content does; call it when placing the subview.
  func setSafeArea(_ safeArea: CGRect, of subview: LayoutSubview) {
    engine { $0.setSafeArea(safeArea, forSubtreeOf: subview.node) }
  }

  /// Sets the window and the safe area `subview` and its descendants see in this pass: a
  /// container that is not the whole window (a navigation stack in a stack) gives its content
  /// a window no larger than itself, so that what ignores the safe area inside it stops at its
  /// edges; call it when placing the subview.
  func setRegion(window: CGRect, safeArea: CGRect, of subview: LayoutSubview) {
    engine { $0.setSafeArea(safeArea, forSubtreeOf: subview.node, window: window) }
  }

  /// Runs `body` with the node's own storage across calls and passes — a `Layout`'s cache, a
  /// text's measurements — made with `initial` on first use, and brought up to date with
  /// `update` when the node's subtree, or the views' inputs, changed since.
  func withMemory<Stored, Result>(
    initial: () -> Stored, update: (inout Stored) -> Void, _ body: (inout Stored) -> Result
  ) -> Result {
    engine { $0.withLayoutCache(of: node, initial: initial, update: update, body) }
  }

  /// Counts a text measurement, for ``LayoutStatistics/textMeasurements``.
  func countTextMeasurement() { engine { $0.countTextMeasurement() } }

  /// Whether the node's content was made for `proxy`. If not, the host makes it once this pass
  /// is over and places it in the next; until then the node's children are not placed.
  func hasContent(for proxy: GeometryProxy) -> Bool { engine { $0.hasContent(of: node, for: proxy) } }
}

/// What a node's behaviour may read while it says what it draws.
struct DisplayContext {
  let nodes: ResolvedNodes
  /// The node drawing.
  let node: NodeID
  /// The result being drawn, for the frames of the node's children and the canvas.
  private let result: LayoutResult

  init(result: LayoutResult, node: NodeID) {
    self.nodes = result.nodes
    self.node = node
    self.result = result
  }

  /// The number of pixels per point of the drawing.
  var displayScale: CGFloat { result.displayScale }

  /// The whole canvas: the host's window, or the root's size for a host sized by a proposal.
  var canvas: CGRect { CGRect(origin: .zero, size: result.size) }

  /// The safe area of the region the node was placed in: the host's, or a presented sheet's.
  /// Its top and bottom are the drawing's; its sides are before right-to-left mirroring.
  var safeArea: CGRect { result.region(of: node).safeArea }

  /// The display frame of the `index`th child, rounded to pixels, or `nil` if it was not placed.
  func frame(ofChild index: Int) -> CGRect? {
    let children = nodes.children(of: node)
    return result.layoutFrame(children[children.startIndex + index])?.roundedToPixels(scale: result.displayScale)
  }

  /// The behaviour and display frame (rounded to pixels) of the nearest ancestor of the node
  /// whose behaviour is a `B`, or `nil` when no ancestor's is: how a view finds what a container
  /// around it declared for it (a container shape).
  func nearestAncestor<B: LayoutBehavior>(_ type: B.Type) -> (behavior: B, frame: CGRect)? {
    var current = nodes.structures[node].parent
    while current >= 0 {
      let ancestor = Int(current)
      if let behavior = nodes.behaviorBoxes[ancestor].behavior as? B,
        let frame = result.layoutFrame(ancestor)?.roundedToPixels(scale: result.displayScale)
      {
        return (behavior, frame)
      }
      current = nodes.structures[ancestor].parent
    }
    return nil
  }

  /// The `LayoutValueKey` value the `index`th child sets, or the key's default.
  func childValue<K: LayoutValueKey>(_ key: K.Type, at index: Int) -> K.Value {
    let child = nodes.children(of: node)[nodes.children(of: node).startIndex + index]
    return nodes.traits(of: child)?.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }
}
