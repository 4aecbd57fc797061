import Foundation

/// Runs layout passes over a ``ViewTree``: sizes nodes through a per-proposal cache and
/// places them top-down.
///
/// Sizing recurses, because a `Layout` asks its subviews synchronously; the host runs the
/// pass on a thread with a large stack (``LargeStackThread``) so that 10,000-deep trees fit.
/// Placement walks the tree with an explicit work list. Frames are kept in host coordinates,
/// unrounded; rounding to pixels happens when they are read (§1.15).
///
/// - Complexity: O(n) size computations for n nodes: each (node, proposal) pair is computed
///   once (answers are kept across passes until ``invalidateCaches()``: the tree does not
///   change), and a node sees a bounded number of distinct proposals.
final class LayoutEngine {
  let tree: ViewTree
  let displayScale: CGFloat
  // The pass is single-threaded and never holds an access to these across a call that could
  // reach them again, so the runtime's dynamic exclusivity checks (a fifth of the time of a
  // layout, as measured by callgrind on the anchor shapes) are turned off for them.
  @exclusivity(unchecked) private(set) var statistics = LayoutStatistics()
  /// Resolves `GeometryReader` content during placement.
  let resolver: ViewResolver

  @exclusivity(unchecked) private var sizeCaches: [SizeCache] = []
  @exclusivity(unchecked) private var spacings: [Spacing?] = []
  @exclusivity(unchecked) private var alignmentCaches: [AlignmentCache] = []
  @exclusivity(unchecked) private var frames: [CGRect] = []
  @exclusivity(unchecked) private var proposals: [ProposedViewSize] = []
  @exclusivity(unchecked) private var layoutCaches: [AnyObject?] = []
  @exclusivity(unchecked) private var computations: [UInt32] = []
  /// Whether each node can have an explicit value for a guide other than the frame's, and for
  /// one of the frame's (``ExplicitGuides``).
  @exclusivity(unchecked) private var hasExplicitGuides: [Bool] = []
  @exclusivity(unchecked) private var hasExplicitFrameGuides: [Bool] = []

  init(tree: ViewTree, resolver: ViewResolver, displayScale: CGFloat) {
    self.tree = tree
    self.resolver = resolver
    self.displayScale = displayScale
    growStorage()
  }

  // MARK: Sizing

  /// The size of `node` for `proposal`, computed once per pass and then answered from the cache.
  func size(of node: NodeID, proposal: ProposedViewSize) -> CGSize {
    statistics.sizeQueries += 1
    let key = SizeCache.Key(proposal)
    if let cached = sizeCaches[node].lookup(key) {
      statistics.cacheHits += 1
      trace?.record(.size(node: node, proposal: proposal, size: cached, cacheHit: true))
      return cached
    }
    let behavior = tree.behavior(of: node)
    let size = behavior.sizeThatFits(proposal, context: LayoutContext(engine: self, node: node))
    computations[node] &+= 1
    sizeCaches[node].store(size, for: key)
    trace?.record(.size(node: node, proposal: proposal, size: size, cacheHit: false))
    return size
  }

  /// The trace being recorded, when the host asked for one.
  var trace: LayoutTraceRecorder?

  /// Counts a text measurement, for ``LayoutStatistics/textMeasurements``.
  func countTextMeasurement() { statistics.textMeasurements += 1 }

  /// How many times `node`'s size was computed (cache misses) in this engine's passes.
  func computationCount(of node: NodeID) -> Int { Int(computations[node]) }

  func explicitAlignment(
    of key: AlignmentKey, node: NodeID, proposal: ProposedViewSize, size: CGSize
  ) -> CGFloat? {
    statistics.alignmentQueries += 1
    guard key.isFrameGuide ? hasExplicitFrameGuides[node] : hasExplicitGuides[node] else { return nil }
    let proposalKey = SizeCache.Key(proposal)
    if let known = alignmentCaches[node].lookup(key, proposal: proposalKey) { return known }
    let value = tree.behavior(of: node).explicitAlignment(
      key, size: size, proposal: proposal, context: LayoutContext(engine: self, node: node))
    alignmentCaches[node].store(value, for: key, proposal: proposalKey)
    return value
  }

  /// A node's explicit guide values already computed; guides, like sizes, depend only on the
  /// proposal. Most nodes are asked one guide for one proposal: that one lives inline.
  private struct AlignmentCache {
    private struct Entry {
      var key: AlignmentKey
      var proposal: SizeCache.Key
      var value: CGFloat?
    }

    private var first: Entry?
    private var more: [Entry] = []

    /// The cached value (itself `nil` when the node has no explicit value), or `nil` if not asked yet.
    func lookup(_ key: AlignmentKey, proposal: SizeCache.Key) -> CGFloat?? {
      if let first, first.key == key && first.proposal.matches(proposal) { return .some(first.value) }
      for entry in more where entry.key == key && entry.proposal.matches(proposal) { return .some(entry.value) }
      return nil
    }

    mutating func store(_ value: CGFloat?, for key: AlignmentKey, proposal: SizeCache.Key) {
      let entry = Entry(key: key, proposal: proposal, value: value)
      if first == nil { first = entry } else { more.append(entry) }
    }
  }

  func spacing(of node: NodeID) -> Spacing {
    if let cached = spacings[node] { return cached }
    let spacing = tree.behavior(of: node).spacing(context: LayoutContext(engine: self, node: node))
    spacings[node] = spacing
    return spacing
  }

  func layoutPriority(of node: NodeID) -> Double {
    tree.behavior(of: node).layoutPriority(context: LayoutContext(engine: self, node: node))
  }

  func requiresSpacingProjection(_ node: NodeID) -> Bool {
    tree.behavior(of: node).requiresSpacingProjection(context: LayoutContext(engine: self, node: node))
  }

  func ignoresAutomaticPadding(_ node: NodeID) -> Bool {
    tree.behavior(of: node).ignoresAutomaticPadding(context: LayoutContext(engine: self, node: node))
  }

  func subviews(of node: NodeID) -> LayoutSubviews {
    LayoutSubviews(engine: self, nodes: tree.children(of: node), layoutDirection: tree.layoutDirection(of: node))
  }

  /// The per-node storage of a `Layout`'s cache (or a text's measurements), made with `initial`
  /// on first use and kept, as the size answers are, until ``invalidateCaches()``.
  func layoutCache<Cache>(of node: NodeID, initial: () -> Cache) -> CacheBox<Cache> {
    if let box = layoutCaches[node] {
      // A node's behaviour never changes, so neither does the type of its cache. A checked
      // cast would look `CacheBox<Cache>`'s metadata up on every call (a twentieth of a layout).
      assert(box is CacheBox<Cache>)
      return unsafeDowncast(box, to: CacheBox<Cache>.self)
    }
    let box = CacheBox(initial())
    layoutCaches[node] = box
    return box
  }

  // MARK: Placement

  /// The host's window and the part of it outside the safe area insets, in host coordinates.
  private(set) var window = CGRect.zero
  private(set) var safeArea = CGRect.zero

  func setWindow(_ window: CGRect, safeArea: CGRect) {
    self.window = window
    self.safeArea = safeArea
  }

  /// Lays the tree out for a host that proposes `proposal` and centres the root in `container`
  /// (layout-semantics.md §1.1, root hosting).
  func layout(root: NodeID, proposal: ProposedViewSize, in container: CGRect) {
    let size = size(of: root, proposal: proposal)
    let origin = CGPoint(
      x: container.minX + (container.width - size.width) / 2,
      y: container.minY + (container.height - size.height) / 2)
    commit(root, frame: CGRect(origin: origin, size: size), proposal: proposal)
    placeDescendants(of: root)
  }

  /// Where nodes were placed while ``recordingPlacements(of:_:)`` runs, instead of committing them.
  private var placementRecorders: [[NodeID: (frame: CGRect, proposal: ProposedViewSize)]] = []

  /// Runs `body`, which places subviews, and returns where it put them without moving anything.
  ///
  /// The default `explicitAlignment` of a `Layout` needs its subviews' positions for a size
  /// it may never be placed at.
  func recordingPlacements(
    of nodes: [NodeID], _ body: () -> Void
  ) -> [NodeID: (frame: CGRect, proposal: ProposedViewSize)] {
    placementRecorders.append([:])
    body()
    return placementRecorders.removeLast()
  }

  /// Records where a node goes. Called by ``LayoutSubview/place(at:anchor:proposal:)``.
  func commit(_ node: NodeID, frame: CGRect, proposal: ProposedViewSize) {
    if !placementRecorders.isEmpty {
      placementRecorders[placementRecorders.count - 1][node] = (frame, proposal)
      return
    }
    trace?.record(.placement(node: node, proposal: proposal, frame: frame))
    frames[node] = finiteFrame(frame, of: node)
    proposals[node] = proposal
  }

  /// Whether a non-finite frame was reported in this pass; one message is enough.
  private var reportedNonFiniteFrame = false

  /// The frame, or an empty one at its finite corner, with a message, when the layout gave a
  /// view no finite place: a view that asks for infinite space, such as a `GeometryReader` under
  /// `aspectRatio(contentMode: .fill)` in a stack, would otherwise leave NaN frames behind.
  private func finiteFrame(_ frame: CGRect, of node: NodeID) -> CGRect {
    guard !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite) else {
      return frame
    }
    if !reportedNonFiniteFrame {
      reportedNonFiniteFrame = true
      RuntimeIssues.report(
        "\(tree.behavior(of: node).debugName) was laid out with a non-finite frame \(frame) (a view asked for "
          + "infinite space); it and any view like it are drawn with no size.")
    }
    return CGRect(
      x: frame.minX.isFinite ? frame.minX : 0, y: frame.minY.isFinite ? frame.minY : 0, width: 0, height: 0)
  }

  /// Moves a placed node, as `offset` does with its own frame before placing its child.
  func translate(_ node: NodeID, by offset: CGSize) {
    frames[node] = frames[node].offsetBy(dx: offset.width, dy: offset.height)
  }

  private func placeDescendants(of root: NodeID) {
    var work = [root]
    while let node = work.popLast() {
      for child in tree.children(of: node) { frames[child] = .null }
      let bounds = frames[node]
      let proposal = proposals[node]
      let behavior = tree.behavior(of: node)
      behavior.placeChildren(in: bounds, proposal: proposal, context: LayoutContext(engine: self, node: node))
      // A GeometryReader may have resolved new children while placing.
      growStorage()
      for child in tree.children(of: node) {
        if frames[child].isNull {
          guard behavior.centresUnplacedChildren else { continue }
          // A Layout that does not place a subview gets it centred with the container's proposal.
          let size = size(of: child, proposal: proposal)
          commit(
            child,
            frame: CGRect(
              x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
              width: size.width, height: size.height),
            proposal: proposal)
        }
        work.append(child)
      }
    }
  }

  /// The frame a node was placed at, in host coordinates, before rounding; `nil` if it was never placed.
  func frame(of node: NodeID) -> CGRect? {
    node < frames.count && !frames[node].isNull ? frames[node] : nil
  }

  /// Starts counting a new pass.
  func resetStatistics() { statistics = LayoutStatistics() }

  /// Forgets every answer cached in earlier passes: sizes, spacings, guides and `Layout` caches.
  func invalidateCaches() {
    for node in sizeCaches.indices {
      sizeCaches[node] = SizeCache()
      spacings[node] = nil
      alignmentCaches[node] = AlignmentCache()
      layoutCaches[node] = nil
    }
  }

  /// Makes room for nodes appended to the tree since the storage was last sized.
  func growStorage() {
    let missing = tree.count - frames.count
    guard missing > 0 else { return }
    sizeCaches.append(contentsOf: repeatElement(SizeCache(), count: missing))
    spacings.append(contentsOf: repeatElement(nil, count: missing))
    alignmentCaches.append(contentsOf: repeatElement(AlignmentCache(), count: missing))
    frames.append(contentsOf: repeatElement(.null, count: missing))
    proposals.append(contentsOf: repeatElement(.unspecified, count: missing))
    layoutCaches.append(contentsOf: repeatElement(nil, count: missing))
    computations.append(contentsOf: repeatElement(0, count: missing))
    // Children are appended before their parents, so theirs are known by then.
    for node in hasExplicitGuides.count..<tree.count {
      let guides = tree.behavior(of: node).explicitGuides
      let children = tree.children(of: node)
      hasExplicitGuides.append(
        guides.ownValues || guides.childValues && children.contains { hasExplicitGuides[$0] })
      hasExplicitFrameGuides.append(
        guides.ownFrameValues || guides.childFrameValues && children.contains { hasExplicitFrameGuides[$0] })
    }
  }
}

/// Holds a `Layout.Cache` value for one node across the calls of a pass.
final class CacheBox<Cache> {
  /// The cache. A layout method borrows it `inout` for the length of the call, while it asks
  /// its subviews, which are other nodes: nothing reaches the same box meanwhile, so the
  /// runtime's dynamic exclusivity check (a list as long as the tree is deep) is turned off.
  @exclusivity(unchecked) var value: Cache

  init(_ value: Cache) { self.value = value }
}
