import Foundation

/// Runs layout passes over a ``ResolvedTree``: sizes nodes through their remembered answers
/// and places them top-down, and hands each pass's frames and counters on as a value
/// (``Output``), from which the host makes its ``LayoutResult``.
///
/// A pass reads the tree and changes nothing of it but the answers it keeps in the tree's
/// ``LayoutMemory``. Content that can only be made once a view is placed — a `GeometryReader`'s,
/// which depends on the reader's size — is not made during the pass: the reader asks for it
/// (``Output/geometryRequests``), the host resolves it once the pass is over, and the pass
/// continues with the new content (``placeDescendants(of:)``).
///
/// One engine serves a host for its whole life, so that proxies a `Layout` keeps in its cache
/// (`LayoutSubview`s, which reach the engine) stay valid from pass to pass, as SwiftUI's do.
/// Behaviours never see the engine: they get a ``LayoutContext``.
///
/// Sizing recurses, because a `Layout` asks its subviews synchronously; passes run on a
/// thread with a large stack (``LargeStackThread``) so that 10,000-deep trees fit. Placement
/// walks the tree with an explicit work list. Frames are kept in host coordinates, unrounded;
/// rounding to pixels is a function of the ``LayoutResult`` (docs/LayoutRules.md §1.15).
///
/// - Complexity: O(n) size computations for n nodes: each (node, proposal) pair is computed
///   once (answers are kept across passes until the subtree changes), and a node sees a
///   bounded number of distinct proposals.
final class LayoutEngine {
  private let tree: ResolvedTree
  /// The pixel length of the host the engine lays out for, for views that draw hairlines.
  let pixelLength: CGFloat
  /// What the current pass has produced: where every node went, and the pass's counters.
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private var output = Output()
  #else
    @exclusivity(unchecked) private var output = Output()
  #endif
  /// The trace being recorded, when the host asked for one.
  private var trace: LayoutTraceRecorder?

  /// What a pass hands on, to the ``LayoutResult``.
  struct Output {
    var placements = Placements()
    var statistics = LayoutStatistics()
    /// Geometry readers placed at a geometry their content was not made for, with that geometry.
    var geometryRequests: [(node: NodeID, proxy: GeometryProxy)] = []
  }

  init(tree: ResolvedTree, displayScale: CGFloat) {
    self.tree = tree
    self.pixelLength = 1 / displayScale
  }

  /// The tree's behaviours, read without retaining them, and the count of the tree's behaviour
  /// writes when the pointer was taken (``LayoutBehaviorBox`` says why they are boxes).
  ///
  /// Invariant: `behaviorStorage` points at the tree's `behaviorBoxes` storage as long as
  /// `behaviorStorageWrites` equals the tree's ``ResolvedTree/behaviorWrites`` (the tree counts
  /// every write that could move it); ``behavior(of:)`` asserts it in debug builds.
  /// `@exclusivity(unchecked)` (here and on the engine's other properties so marked): the engine
  /// is used on one thread at a time and no access to one of them spans a call that could reach
  /// it again; debug builds drop the attribute, so the runtime's exclusivity check traps on an
  /// overlap (docs/UnsafeCode.md).
  #if DEBUG
    private var behaviorStorage: UnsafePointer<LayoutBehaviorBox>?
    private var behaviorStorageWrites: UInt64 = .max
  #else
    @exclusivity(unchecked) private var behaviorStorage: UnsafePointer<LayoutBehaviorBox>?
    @exclusivity(unchecked) private var behaviorStorageWrites: UInt64 = .max
  #endif

  /// `node`'s behaviour, as the tree holds it, unretained: call it inside
  /// `_withUnsafeGuaranteedRef`. The tree holds every box, and it never changes while a layout
  /// question is answered; it may between the steps of a pass (geometry content), which the
  /// write count catches.
  @inline(__always)
  private func behavior(of node: NodeID) -> Unmanaged<LayoutBehaviorBox> {
    if behaviorStorageWrites != tree.behaviorWrites || behaviorStorage == nil {
      behaviorStorage = tree.behaviorStorage()
      behaviorStorageWrites = tree.behaviorWrites
    }
    precondition(node >= 0 && node < tree.capacity, "a layout question about a node the tree does not have")
    // Invariants (docs/UnsafeCode.md): the pointer is the tree's current storage, and a class
    // reference is stored as one bare pointer, which the load copies without retaining.
    assert(behaviorStorage == tree.behaviorStorage(), "the tree's behaviours moved without a counted write")
    assert(MemoryLayout<LayoutBehaviorBox>.size == MemoryLayout<UnsafeRawPointer>.size)
    let reference = UnsafeRawPointer(behaviorStorage.unsafelyUnwrapped + node).load(as: UnsafeRawPointer.self)
    return Unmanaged.fromOpaque(reference)
  }

  /// Starts a pass for a host of `window` whose safe area is `safeArea`.
  ///
  /// The placements of the last pass are written over, not cleared: the pass places the root,
  /// and every node clears its children's frames before it places them, so a frame left from
  /// an earlier pass is never read — and the arrays are not made again for every pass.
  func beginPass(window: CGRect, safeArea: CGRect, trace: LayoutTraceRecorder?) {
    output.placements.regions = [ContainerRegion(window: window, safeArea: safeArea)]
    self.trace = trace
    output.statistics = LayoutStatistics()
    reportedNonFiniteFrame = false
    continuePass()
  }

  /// Sets the window once the pass knows it: a canvas is as large as the root view it sizes.
  func setWindow(_ window: CGRect, safeArea: CGRect) {
    output.placements.regions[0] = ContainerRegion(window: window, safeArea: safeArea)
  }

  /// The window and safe area the views of `node`'s region see, which `node` was placed in.
  func region(of node: NodeID) -> ContainerRegion {
    output.placements.region(of: node)
  }

  /// Gives `node` and everything below it, for this pass, the window of the region its parent
  /// placed it in with a smaller safe area: a container with bars (a navigation stack, a tab
  /// view) sets one for its content, so that the bars add to the safe area the content sees.
  /// Called while the node's parent places it, before its descendants are placed.
  /// `window`, when given, replaces the region's window for the subtree.
  func setSafeArea(_ safeArea: CGRect, forSubtreeOf node: NodeID, window: CGRect? = nil) {
    let window = window ?? output.placements.region(of: node).window
    output.placements.regions.append(ContainerRegion(window: window, safeArea: safeArea))
    output.placements.regionIndices[node] = Int32(output.placements.regions.count - 1)
  }

  /// Continues the pass after the tree changed between two of its steps (new geometry content).
  func continuePass() {
    output.geometryRequests = []
    // Placements and answers are per node slot: the tree may have made nodes since they were sized.
    output.placements.grow(to: tree.capacity)
    tree.memory.makeSlots(upTo: tree.capacity) { node in tree.sizeIsCheap(node) }
  }

  /// The geometry readers whose content must be made before the pass can go on.
  var geometryRequests: [(node: NodeID, proxy: GeometryProxy)] { output.geometryRequests }

  /// Ends the pass and hands its output on. The engine keeps the placements' storage for the
  /// next pass, which writes over it once the result made from this output is gone.
  ///
  /// The proposals each node was placed with are the pass's own: a node's is read when the
  /// node places its children, in the same pass, and a later pass places every node again from
  /// the root. They are dropped here, so that a host does not keep 16 bytes a view it never
  /// reads again (Benchmarks/README.md, "Heap bytes per view", step 9).
  func finishPass() -> Output {
    trace = nil
    output.placements.proposals = []
    return output
  }

  // MARK: Sizing

  /// The size of `node` for `proposal`, computed once and then answered from memory.
  ///
  /// An answer from memory, or a cheap size, is the common case and stays here; computing and
  /// remembering an answer is a function of its own, so that this one saves and restores fewer
  /// registers (Benchmarks/README.md, step 11).
  func size(of node: NodeID, proposal: ProposedViewSize) -> CGSize {
    output.statistics.sizeQueries &+= 1
    if tree.sizeIsCheap(node) { return computeCheapSize(of: node, proposal: proposal) }
    let key = SizeCache.Key(proposal)
    if let slot = tree.memory.sizeSlot(of: node), let cached = SizeCache.lookup(key, in: tree.memory.sizes(at: slot)) {
      output.statistics.cacheHits &+= 1
      trace?.record(.size(node: node, proposal: proposal, size: cached, cacheHit: true))
      return cached
    }
    return computeSize(of: node, proposal: proposal, key: key)
  }

  /// The size of `node`, whose size is cheap, computed for `proposal` and not remembered.
  @inline(__always)
  private func computeCheapSize(of node: NodeID, proposal: ProposedViewSize) -> CGSize {
    let size = behavior(of: node)._withUnsafeGuaranteedRef {
      $0.sizeThatFits(proposal, context: LayoutContext(engine: self, node: node))
    }
    tree.memory.countComputation(of: node)
    trace?.record(.size(node: node, proposal: proposal, size: size, cacheHit: false))
    return size
  }

  /// The size of `node` for `proposal`, which memory does not hold, computed and remembered.
  @inline(never)
  private func computeSize(of node: NodeID, proposal: ProposedViewSize, key: SizeCache.Key) -> CGSize {
    let context = LayoutContext(engine: self, node: node)
    let size = behavior(of: node)._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, context: context) }
    tree.memory.countComputation(of: node)
    // The slot is given out first, and the storage read after: giving out a slot may move it.
    let slot = tree.memory.makeSizeSlot(of: node)
    tree.memory.sizes(at: slot).pointee.store(size, for: key)
    trace?.record(.size(node: node, proposal: proposal, size: size, cacheHit: false))
    return size
  }

  /// Counts a text measurement, for ``LayoutStatistics/textMeasurements``.
  func countTextMeasurement() { output.statistics.textMeasurements += 1 }

  /// Arrays lent to stacks to share lengths in, one for each stack sharing at once (a stack
  /// shares while the stacks inside it share theirs): as many as stacks are nested, not one
  /// per stack.
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private var scratchClaims: [[LengthClaim]] = []
  #else
    @exclusivity(unchecked) private var scratchClaims: [[LengthClaim]] = []
  #endif

  /// Runs `body` with an array of claims lent for the call, holding whatever its last borrower
  /// left: a stack gives it as many claims as it has subviews, and writes each.
  func withScratchClaims<R>(_ body: (inout [LengthClaim]) -> R) -> R {
    var claims = scratchClaims.popLast() ?? []
    let result = body(&claims)
    scratchClaims.append(claims)
    return result
  }

  /// The explicit value of `key` for `node` when it has `size` for `proposal`, or `nil`.
  func explicitAlignment(of key: AlignmentKey, node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
    output.statistics.alignmentQueries &+= 1
    guard tree.mayHaveExplicitGuide(node, frameGuide: key.isFrameGuide) else { return nil }
    return explicitGuide(key, of: node, proposal: proposal, size: size)
  }

  /// The value of `key` for `node`, which may have one, from memory or computed and remembered:
  /// out of line, since most nodes asked have none (a leaf, a modifier around one).
  @inline(never)
  private func explicitGuide(
    _ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize
  ) -> CGFloat? {
    let proposalKey = SizeCache.Key(proposal)
    if let known = tree.memory.alignments[node]?.lookup(key, proposal: proposalKey) { return known }
    let context = LayoutContext(engine: self, node: node)
    let value = behavior(of: node)._withUnsafeGuaranteedRef {
      $0.explicitAlignment(key, size: size, proposal: proposal, context: context)
    }
    tree.memory.alignments[node, default: AlignmentCache()].store(value, for: key, proposal: proposalKey)
    return value
  }

  /// The spacing preferences of `node` (§1.4), computed once.
  func spacing(of node: NodeID) -> Spacing {
    if let cached = tree.memory.spacings[node] { return cached }
    let context = LayoutContext(engine: self, node: node)
    let spacing = behavior(of: node)._withUnsafeGuaranteedRef { $0.spacing(context: context) }
    tree.memory.spacings[node] = spacing
    return spacing
  }

  func layoutPriority(of node: NodeID) -> Double {
    let context = LayoutContext(engine: self, node: node)
    return behavior(of: node)._withUnsafeGuaranteedRef { $0.layoutPriority(context: context) }
  }

  func requiresSpacingProjection(_ node: NodeID) -> Bool {
    let context = LayoutContext(engine: self, node: node)
    return behavior(of: node)._withUnsafeGuaranteedRef { $0.requiresSpacingProjection(context: context) }
  }

  func ignoresAutomaticPadding(_ node: NodeID) -> Bool {
    let context = LayoutContext(engine: self, node: node)
    return behavior(of: node)._withUnsafeGuaranteedRef { $0.ignoresAutomaticPadding(context: context) }
  }

  func layoutDirection(of node: NodeID) -> LayoutDirection { tree.layoutDirection(of: node) }

  func children(of node: NodeID) -> ArraySlice<NodeID> { tree.children(of: node) }

  func firstChild(of node: NodeID) -> NodeID? { tree.firstChild(of: node) }

  func traits(of node: NodeID) -> ViewTraits? { tree.traits(of: node) }

  /// Runs `body` with the per-node storage of a `Layout`'s cache (or a text's measurements) in
  /// place: made with `initial` on first use and kept while the node's behaviour stays; brought
  /// up to date with `update` when the node's answers were forgotten since (its subtree or the
  /// views' inputs changed).
  ///
  /// The storage's box is used where the memory holds it, without a retain: nothing drops a
  /// node's box during a pass (a node given another behaviour drops it when the tree changes,
  /// between passes), and a stack or a text asks for its own on every question, a retain and a
  /// release each time (Benchmarks/README.md, step 11).
  func withLayoutCache<Cache, Result>(
    of node: NodeID, initial: () -> Cache, update: (inout Cache) -> Void, _ body: (inout Cache) -> Result
  ) -> Result {
    // Read as a bare pointer, which a load of the element would retain. An optional class
    // reference takes no tag beside the pointer (docs/ABI/TypeLayout.rst in the Swift repository,
    // "Single-Payload Enums"), and `nil` is the null pointer, as C sees `T * _Nullable`.
    assert(MemoryLayout<LayoutCacheBox?>.size == MemoryLayout<UnsafeRawPointer?>.size)
    let reference = tree.memory.layoutCaches.withUnsafeBufferPointer { boxes in
      precondition(node >= 0 && node < boxes.count, "a layout question about a node the tree does not have")
      return UnsafeRawPointer(boxes.baseAddress.unsafelyUnwrapped + node).load(as: UnsafeRawPointer?.self)
    }
    guard let reference else {
      let box = CacheBox(initial())
      tree.memory.layoutCaches[node] = box
      #if DEBUG
        box.isBorrowed = true
        defer { box.isBorrowed = false }
      #endif
      return body(&box.value)
    }
    // A node's behaviour never changes (a node given another drops its cache), so neither does
    // the type of its cache. A checked cast would look `CacheBox<Cache>`'s metadata up on every
    // call (a twentieth of a layout).
    assert(Unmanaged<LayoutCacheBox>.fromOpaque(reference).takeUnretainedValue() is CacheBox<Cache>)
    // Invariant: the memory keeps the box for the whole call (nothing replaces a node's cache
    // during a pass); asserted after the call in debug builds.
    let result = Unmanaged<CacheBox<Cache>>.fromOpaque(reference)._withUnsafeGuaranteedRef { cache in
      #if DEBUG
        assert(!cache.isBorrowed, "a node's layout cache borrowed while a borrow of it is in progress")
        cache.isBorrowed = true
        defer { cache.isBorrowed = false }
      #endif
      if cache.isOutOfDate {
        cache.isOutOfDate = false
        update(&cache.value)
      }
      return body(&cache.value)
    }
    assert(
      tree.memory.layoutCaches[node].map { Unmanaged.passUnretained($0).toOpaque() }
        == UnsafeMutableRawPointer(mutating: reference),
      "a node's layout cache was replaced while it was in use")
    return result
  }

  /// Whether `node`'s content was made for `proxy`; if not, asks for it to be made once the
  /// pass is over, and the node's children are left unplaced until then.
  func hasContent(of node: NodeID, for proxy: GeometryProxy) -> Bool {
    if tree.geometryOfContent(of: node) == proxy { return true }
    output.geometryRequests.append((node, proxy))
    return false
  }

  // MARK: Placement

  /// Lays the tree out from `root`, proposing `proposal` and centring the root in `container`
  /// (docs/LayoutRules.md §1.1, root hosting).
  func layOut(root: NodeID, proposal: ProposedViewSize, in container: CGRect) {
    let size = size(of: root, proposal: proposal)
    let origin = CGPoint(
      x: container.minX + (container.width - size.width) / 2,
      y: container.minY + (container.height - size.height) / 2)
    commit(root, frame: CGRect(origin: origin, size: size), proposal: proposal)
    output.placements.regionIndices[root] = 0
    placeDescendants(of: root)
  }

  /// Where nodes were placed while ``recordingPlacements(_:)`` runs, instead of committing them.
  /// Read for every node committed, never while it is changed: the dynamic exclusivity check
  /// cost 80 instructions a view of shape d's cold layout (callgrind).
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private var placementRecorders: [[NodeID: (frame: CGRect, proposal: ProposedViewSize)]] = []
  #else
    @exclusivity(unchecked) private var placementRecorders: [[NodeID: (frame: CGRect, proposal: ProposedViewSize)]] = []
  #endif

  /// Runs `body`, which places subviews, and returns where it put them without moving anything.
  ///
  /// The default `explicitAlignment` of a `Layout` needs its subviews' positions for a size
  /// it may never be placed at.
  func recordingPlacements(_ body: () -> Void) -> [NodeID: (frame: CGRect, proposal: ProposedViewSize)] {
    placementRecorders.append([:])
    body()
    return placementRecorders.removeLast()
  }

  /// Records where a node goes. Called by ``LayoutSubview/place(at:anchor:proposal:)``, once
  /// per node and pass: a frame, once committed, is never moved.
  func commit(_ node: NodeID, frame: CGRect, proposal: ProposedViewSize) {
    if !placementRecorders.isEmpty {
      placementRecorders[placementRecorders.count - 1][node] = (frame, proposal)
      return
    }
    trace?.record(.placement(node: node, proposal: proposal, frame: frame))
    output.placements.frames[node] = finiteFrame(frame, of: node)
    output.placements.proposals[node] = StoredProposal(proposal)
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

  /// Where `node` was placed in this pass, and the proposal it was placed with, if it was placed:
  /// asked while the pass runs, before ``finishPass()`` drops the proposals.
  func placement(of node: NodeID) -> (frame: CGRect, proposal: ProposedViewSize)? {
    guard let frame = output.placements.frame(of: node), node < output.placements.proposals.count else { return nil }
    return (frame, output.placements.proposals[node].proposal)
  }

  /// Places `node` again, at `frame` with `proposal`, and everything below it: for an effect
  /// that moves a view once every view is placed (`matchedGeometryEffect`).
  func replace(_ node: NodeID, at frame: CGRect, proposal: ProposedViewSize) {
    commit(node, frame: frame, proposal: proposal)
    placeDescendants(of: node)
  }

  /// Places everything below `root`, which is placed already: each node places its children
  /// in the frame its parent gave it, and they see its region or the one it makes for them.
  func placeDescendants(of root: NodeID) {
    var work = [root]
    while let node = work.popLast() {
      // The children are read from the tree's pool one at a time, and the behaviour is called
      // where the tree holds it: a slice of the pool and a retained behaviour cost a retain and
      // a release each, for every node placed (Benchmarks/README.md, step 11).
      let children = tree.childPoolRange(of: node)
      for index in children { output.placements.frames[tree.child(atPoolIndex: index)] = Placements.unplaced }
      let bounds = output.placements.frames[node]
      let proposal = output.placements.proposals[node].proposal
      // The tree does not change while a node places its children: content that depends on
      // where a view goes is made between the steps of a pass (`geometryRequests`).
      let centresUnplacedChildren = behavior(of: node)._withUnsafeGuaranteedRef { behavior in
        let context = LayoutContext(engine: self, node: node)
        var childRegion = output.placements.regionIndices[node]
        // A region is for children: a leaf is not asked.
        if !children.isEmpty, let region = behavior.region(forChildrenIn: bounds, context: context) {
          output.placements.regions.append(region)
          childRegion = Int32(output.placements.regions.count - 1)
        }
        // Set before the children are placed, so that a container can give one of them a region
        // of its own while placing it (`setSafeArea(_:forSubtreeOf:)`).
        for index in children { output.placements.regionIndices[tree.child(atPoolIndex: index)] = childRegion }
        behavior.placeChildren(in: bounds, proposal: proposal, context: context)
        return behavior.centresUnplacedChildren
      }
      for index in children {
        let child = tree.child(atPoolIndex: index)
        if output.placements.frames[child].isNull {
          guard centresUnplacedChildren else { continue }
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
}

/// Where each node was placed in a layout, by node slot: its frame in host coordinates before
/// pixel rounding (`.null` if it was not placed) and the proposal it was placed with.
struct Placements {
  /// The frame of a node not placed: `CGRect.null`, written out, since reading Foundation's
  /// global calls its lazy initialiser's guard for every node placed.
  static var unplaced: CGRect { CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0) }

  var frames: [CGRect] = []
  /// The proposal each node was placed with, while a pass runs: empty once it is over
  /// (``LayoutEngine/finishPass()``).
  var proposals: [StoredProposal] = []
  /// The regions of the pass — the host's first, then one for each node that gives its
  /// descendants a window of their own (a presented sheet) — and the index of the one each
  /// node was placed in, by node slot.
  var regions: [ContainerRegion] = [ContainerRegion(window: .zero, safeArea: .zero)]
  var regionIndices: [Int32] = []

  /// Makes room for node slots the tree made since these placements were sized.
  mutating func grow(to capacity: Int) {
    if proposals.count < capacity {
      proposals.append(contentsOf: repeatElement(StoredProposal(.unspecified), count: capacity - proposals.count))
    }
    let missing = capacity - frames.count
    guard missing > 0 else { return }
    frames.append(contentsOf: repeatElement(Self.unplaced, count: missing))
    regionIndices.append(contentsOf: repeatElement(0, count: missing))
  }

  /// The window and safe area of the region `node` was placed in.
  func region(of node: NodeID) -> ContainerRegion {
    regions[Int(regionIndices[node])]
  }

  /// The frame `node` was placed at, or `nil` if it was not placed.
  func frame(of node: NodeID) -> CGRect? {
    node < frames.count && !frames[node].isNull ? frames[node] : nil
  }
}

/// A proposal kept in two words: `ProposedViewSize` takes four, since each optional length is
/// padded to two (``StoredLength``). Placements keep one per node.
struct StoredProposal {
  private var width: StoredLength
  private var height: StoredLength

  init(_ proposal: ProposedViewSize) {
    width = StoredLength(proposal.width)
    height = StoredLength(proposal.height)
  }

  /// The proposal as it was given.
  var proposal: ProposedViewSize { ProposedViewSize(width: width.value, height: height.value) }
}
