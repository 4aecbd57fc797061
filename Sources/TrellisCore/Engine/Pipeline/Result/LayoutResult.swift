import Foundation

/// What a layout produced, as a value: every view's frame, the counters and the trace of the
/// pass, and the views it laid out — from which frame queries, the frame tree, its dump and
/// the display list are computed.
///
/// ```swift
/// let result = LayoutHost(ContentView(), size: CGSize(width: 390, height: 844)).result
/// result.frame(of: "title")
/// print(result.dump())
/// ```
///
/// A result does not change when its host lays out again: it keeps the tree it was laid out
/// from.
public struct LayoutResult {
  /// The size of the host: the window proposed to the root view, or the canvas the root asked for.
  public private(set) var size: CGSize
  /// The number of pixels per point.
  public private(set) var displayScale: CGFloat
  /// The counters of the layout: size queries, cache hits, text measurements, nodes.
  public private(set) var statistics: LayoutStatistics
  /// Every question the layout asked and where it placed each view, when the host traces.
  public private(set) var trace: LayoutTrace?
  /// SwiftUI's runtime messages reported while resolving and laying out.
  public var runtimeIssues: [String] { issues.map(\.message) }
  /// The runtime issues with their kinds, for the checks that read them.
  private(set) var issues: [RuntimeIssue]

  /// The views laid out.
  let nodes: ResolvedNodes
  /// Every node reachable from the root, depth first in declaration order: the one walk of the
  /// tree that every reading below follows.
  let order: NodeOrder
  /// Each node's frame in host coordinates after right-to-left mirroring, before pixel
  /// rounding, by node slot; `.null` for nodes not placed.
  let frames: [CGRect]
  /// The regions (window and safe area) of the layout, in layout coordinates (before
  /// right-to-left mirroring), and the index of the one each node was placed in.
  let regions: [ContainerRegion]
  let regionIndices: [Int32]

  init(
    nodes: ResolvedNodes, placements: Placements, size: CGSize, displayScale: CGFloat, statistics: LayoutStatistics,
    trace: LayoutTraceRecorder?, runtimeIssues: [RuntimeIssue]
  ) {
    self.nodes = nodes
    self.size = size
    self.displayScale = displayScale
    self.issues = runtimeIssues
    var order = NodeOrder()
    order.reserveCapacity(nodes.structures.count)
    var frames = placements.frames
    var mirrored = false
    if let root = nodes.root, !nodes.mayHaveRightToLeftNodes {
      // No view is right to left: no frame moves, and the walk carries no maps.
      var work = [root]
      while let node = work.popLast() {
        order.append(node)
        for child in nodes.children(of: node).reversed() { work.append(child) }
      }
    } else if let root = nodes.root {
      var work: [(node: NodeID, parentDirection: LayoutDirection, map: RightToLeftMirroring)] = [
        (root, .leftToRight, .identity)
      ]
      while let (node, parentDirection, map) = work.popLast() {
        order.append(node)
        let frame = node < frames.count ? frames[node] : .null
        if mirrored { frames[node] = map.apply(frame) }
        let direction = nodes.structures[node].layoutDirection
        var childMap = map
        if direction != parentDirection && !frame.isNull {
          childMap = map.mirrored(about: frame)
          mirrored = true
        }
        for child in nodes.children(of: node).reversed() { work.append((child, direction, childMap)) }
      }
    }
    self.order = order
    self.frames = frames
    self.regions = placements.regions
    self.regionIndices = placements.regionIndices
    var statistics = statistics
    statistics.nodeCount = order.count
    self.statistics = statistics
    self.trace = trace.map { LayoutResult.numbered($0, order: order, nodes: nodes) }
  }

  /// The result of laying out no view.
  static func empty(size: CGSize, displayScale: CGFloat) -> LayoutResult {
    LayoutResult(
      nodes: ResolvedNodes(), placements: Placements(), size: size, displayScale: displayScale,
      statistics: LayoutStatistics(), trace: nil, runtimeIssues: [])
  }

  /// The same frames, for a layout that found nothing to do: no question asked, an empty trace.
  func withNothingDone(tracing: Bool) -> LayoutResult {
    var result = self
    result.statistics = LayoutStatistics()
    result.statistics.nodeCount = order.count
    result.trace = tracing ? LayoutTrace(views: trace?.views ?? [], events: []) : nil
    return result
  }

  // MARK: Frames

  /// The frame of the first view tagged `identifier`, in host coordinates, rounded to pixels.
  public func frame(of identifier: String) -> CGRect? {
    unroundedFrame(of: identifier)?.roundedToPixels(scale: displayScale)
  }

  /// The frame of the first view tagged `identifier`, in host coordinates, before pixel rounding.
  public func unroundedFrame(of identifier: String) -> CGRect? {
    nodes.identifiers[identifier]?.first.flatMap(layoutFrame)
  }

  /// The frames of every view tagged `identifier`, in resolution order, rounded to pixels.
  public func frames(of identifier: String) -> [CGRect] {
    (nodes.identifiers[identifier] ?? []).compactMap { layoutFrame($0)?.roundedToPixels(scale: displayScale) }
  }

  /// The window and safe area of the region `node` was placed in.
  func region(of node: NodeID) -> ContainerRegion {
    node < regionIndices.count ? regions[Int(regionIndices[node])] : regions[0]
  }

  /// A node's frame before rounding, or `nil` if it was not placed.
  func layoutFrame(_ node: NodeID) -> CGRect? {
    node < frames.count && !frames[node].isNull ? frames[node] : nil
  }

  /// A node's frame as drawn: rounded to pixels, or zero if it was not placed.
  func displayFrame(_ node: NodeID) -> CGRect {
    layoutFrame(node)?.roundedToPixels(scale: displayScale) ?? .zero
  }

  // MARK: The frame tree

  /// The laid-out tree, or `nil` when the root view is empty.
  public var root: FrameNode? {
    // Built bottom-up, children before their parent: the depth-first order read backwards.
    var built: [NodeID: FrameNode] = [:]
    for node in order.reversed() {
      built[node] = FrameNode(
        name: nodes.behaviors[node].debugName, sourceViews: nodes.sourceViews[node] ?? [],
        identifiers: (nodes.identifiersOfNode[node] ?? []).sorted(), frame: displayFrame(node),
        layoutFrame: layoutFrame(node) ?? .zero,
        children: nodes.children(of: node).map { built.removeValue(forKey: $0)! })
    }
    return nodes.root.flatMap { built[$0] }
  }

  /// The laid-out tree as indented text: one view a line, with its rounded frame.
  ///
  /// ```
  /// HStack (0, 411, 390, 22)  ← ChecklistRow
  ///   Image systemName: "checkmark" (0, 413, 17, 17)
  /// ```
  public func dump() -> String {
    guard !order.isEmpty else { return "(empty)" }
    // Depths are worked out here, the one reading that needs them, rather than kept with the
    // result: in the walk's order a node's parent comes before it.
    var depths = [Int32](repeating: 0, count: nodes.structures.count)
    return order.map { node in
      let parent = Int(nodes.structures[node].parent)
      let depth = node == nodes.root || parent < 0 ? 0 : depths[parent] + 1
      depths[node] = depth
      return FrameNode.line(
        name: nodes.behaviors[node].debugName, sources: nodes.sourceViews[node] ?? [],
        identifiers: (nodes.identifiersOfNode[node] ?? []).sorted(), frame: displayFrame(node), depth: Int(depth))
    }.joined(separator: "\n")
  }

  // MARK: Drawing

  /// What the laid-out view draws, back to front, at its pixel-rounded frames, on a canvas of the result's size.
  public func displayList() -> DisplayList {
    DisplayListBuilder.build(self)
  }

  // MARK: Trace

  /// Numbers the views as the dump lists them, and the events by those numbers.
  private static func numbered(_ recorder: LayoutTraceRecorder, order: NodeOrder, nodes: ResolvedNodes) -> LayoutTrace {
    var numbers: [NodeID: Int] = [:]
    var names: [String] = []
    for node in order {
      numbers[node] = names.count
      names.append(nodes.behaviors[node].debugName)
    }
    // Views sized during the layout and gone by its end (content a geometry reader replaced).
    func number(_ node: NodeID) -> Int {
      if let known = numbers[node] { return known }
      numbers[node] = names.count
      names.append(node < nodes.behaviors.count ? nodes.behaviors[node].debugName : "(gone)")
      return names.count - 1
    }
    let events = recorder.events.map { event -> LayoutTrace.Event in
      switch event {
      case .size(let node, let proposal, let size, let cacheHit):
        .size(view: number(node), proposal: proposal, size: size, cacheHit: cacheHit)
      case .placement(let node, let proposal, let frame):
        .placement(view: number(node), proposal: proposal, frame: frame)
      }
    }
    return LayoutTrace(views: names, events: events)
  }
}

extension LayoutResult {
  /// The node a point hits: the last painted of the nodes whose frame holds `point` — depth
  /// first, each node's children in painting order (a background's layer before its view). A
  /// walk with a stack of its own, so a tree of any depth is read without recursion.
  func node(hitAt point: CGPoint) -> NodeID? {
    guard let root = nodes.root else { return nil }
    var hit: NodeID?
    var work = [root]
    while let node = work.popLast() {
      if displayFrame(node).contains(point) { hit = node }
      let children = nodes.children(of: node)
      if nodes.behaviors[node].paintsLastChildFirst, let last = children.last {
        // Painted: the last child, then the others in order; pushed in reverse.
        for child in children.dropLast().reversed() { work.append(child) }
        work.append(last)
      } else {
        for child in children.reversed() { work.append(child) }
      }
    }
    return hit
  }
}
