import Foundation

/// What layout passes learned about each node of a ``ResolvedTree``, kept from pass to pass:
/// sizes per proposal, spacing, explicit guide values, and `Layout` caches.
///
/// The answers of a view depend only on the view and its subtree, so they hold until the tree
/// changes under the node; the tree empties a node's slot when it reuses the node and when it
/// replaces the children of the node or of a descendant.
///
/// Slots are made by the layout pass, not by the resolver: a pass makes them for every node
/// the tree made since the last one (``makeSlots(upTo:isCheaplySized:)``), so the storage of a
/// tree resolved once is allocated once, at the size it needs. Made node by node as the tree
/// grew, it doubled, and a tree two thirds of a power of two kept a third of its slots empty
/// (Benchmarks/README.md, "Memory").
///
/// Size answers are read and written several times for every node in a pass: they live in
/// memory the class allocates itself, reached through pointers, so that a question neither
/// copies a node's answers out of an array nor checks the array's uniqueness to write one (a
/// fifth of a cold layout, measured by callgrind; Benchmarks/README.md). Only nodes whose size
/// is remembered have answers: a built-in shape, or a frame of fixed width and height, is
/// computed on every question (``LayoutBehavior/sizeIsCheap``) and keeps none — three eighths
/// of the nodes of the benchmarks' shape b, stacks of coloured leaves. A pass is single-threaded
/// and never holds one slot across a call that could reach the same slot.
final class LayoutMemory {
  // Unsafe code (docs/UnsafeCode.md, "LayoutMemory.swift"). Invariants:
  // - `sizeSlots` and `computationCounts` hold `capacity` elements, the first `count`
  //   initialised; `sizes` holds `sizeCapacity`, the first `sizeCount` initialised. Every
  //   index read or written is below the initialised count: asserted in debug builds.
  // - `@exclusivity(unchecked)`: the passes that use these are single-threaded and never hold
  //   an access to one of them across a call that could reach the same property. Debug builds
  //   declare them without the attribute, so the runtime's dynamic exclusivity check traps on
  //   an overlapping access; release builds keep the attribute.
  #if DEBUG
    /// For each node slot, the index of its size answers in ``sizes``, or −1 while it has none.
    private var sizeSlots: UnsafeMutablePointer<Int32>
    /// The size answers of the nodes that have some: ``SizeCache`` is plain data, read in place.
    private(set) var sizes: UnsafeMutablePointer<SizeCache>
    /// How many times each node's size was computed (cache misses), over all passes.
    private var computationCounts: UnsafeMutablePointer<UInt32>
    var spacings: [Spacing?] = []
    /// Explicit guide values, for the few nodes asked one (see the release declaration).
    var alignments: [NodeID: AlignmentCache] = [:]
    /// A `Layout`'s cache, or a text's measurements (see the release declaration).
    var layoutCaches: [LayoutCacheBox?] = []
  #else
    /// For each node slot, the index of its size answers in ``sizes``, or −1 while it has none.
    @exclusivity(unchecked) private var sizeSlots: UnsafeMutablePointer<Int32>
    /// The size answers of the nodes that have some: ``SizeCache`` is plain data, read in place.
    @exclusivity(unchecked) private(set) var sizes: UnsafeMutablePointer<SizeCache>
    /// How many times each node's size was computed (cache misses), over all passes.
    @exclusivity(unchecked) private var computationCounts: UnsafeMutablePointer<UInt32>
    @exclusivity(unchecked) var spacings: [Spacing?] = []
    /// Explicit guide values, for the few nodes asked one: most nodes never are (a leaf, or a
    /// modifier around one, has no explicit guide), so they are kept by node, not in every slot.
    @exclusivity(unchecked) var alignments: [NodeID: AlignmentCache] = [:]
    /// A `Layout`'s cache, or a text's measurements: made on first use, and brought up to date
    /// (not made again) when the node's answers are forgotten while its behaviour stays.
    @exclusivity(unchecked) var layoutCaches: [LayoutCacheBox?] = []
  #endif
  /// The number of node slots, and the number there is room for.
  private(set) var count = 0
  private var capacity = 0
  /// The number of size-answer slots given out, and the number there is room for.
  private var sizeCount = 0
  private var sizeCapacity = 0

  init() {
    sizeSlots = .allocate(capacity: 0)
    sizes = .allocate(capacity: 0)
    computationCounts = .allocate(capacity: 0)
  }

  deinit {
    for slot in 0..<sizeCount { sizes[slot].release() }
    sizeSlots.deallocate()
    sizes.deallocate()
    computationCounts.deallocate()
  }

  /// How many times `node`'s size was computed (cache misses), over all passes: 0 for a node
  /// no pass has seen.
  func computations(of node: NodeID) -> UInt32 { node < count ? computationCounts[node] : 0 }

  /// Makes slots for the nodes up to `nodeCount` (the tree's capacity) that have none, with room
  /// for the size answers of those `isCheaplySized` does not exempt. The first pass over a tree
  /// allocates exactly what it needs; later growth (content made during a pass) by half again.
  func makeSlots(upTo nodeCount: Int, isCheaplySized: (NodeID) -> Bool) {
    guard nodeCount > count else { return }
    var remembered = 0
    for node in count..<nodeCount where !isCheaplySized(node) { remembered += 1 }
    if nodeCount > capacity {
      capacity = count == 0 ? nodeCount : Swift.max(nodeCount, capacity + capacity / 2)
      sizeSlots = Self.moved(sizeSlots, count: count, capacity: capacity)
      computationCounts = Self.moved(computationCounts, count: count, capacity: capacity)
    }
    reserveSizes(sizeCount + remembered)
    (sizeSlots + count).initialize(repeating: -1, count: nodeCount - count)
    (computationCounts + count).initialize(repeating: 0, count: nodeCount - count)
    spacings.append(contentsOf: repeatElement(nil, count: nodeCount - count))
    layoutCaches.append(contentsOf: repeatElement(nil, count: nodeCount - count))
    count = nodeCount
  }

  /// Room for `needed` size-answer slots: exactly that many the first time.
  private func reserveSizes(_ needed: Int) {
    guard needed > sizeCapacity else { return }
    sizeCapacity = sizeCount == 0 ? needed : Swift.max(needed, sizeCapacity + sizeCapacity / 2)
    sizes = Self.moved(sizes, count: sizeCount, capacity: sizeCapacity)
  }

  /// New storage for `capacity` elements holding the first `count` of `old`, moved as bytes
  /// (every element type here is plain data); `old` is freed. Invariant: `count <= capacity`,
  /// `old` holds `count` initialised elements and no one else keeps a pointer into it.
  private static func moved<Element>(
    _ old: UnsafeMutablePointer<Element>, count: Int, capacity: Int
  ) -> UnsafeMutablePointer<Element> {
    assert(count <= capacity && _isPOD(Element.self), "moved as bytes: plain data that fits")
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    grown.moveInitialize(from: old, count: count)
    old.deallocate()
    return grown
  }

  /// The index of `node`'s size answers in ``sizes``, or `nil` while it has none.
  @inline(__always)
  func sizeSlot(of node: NodeID) -> Int? {
    assert(node >= 0 && node < count, "a size slot of a node no pass has made slots for")
    let slot = sizeSlots[node]
    assert(slot < sizeCount, "a size slot past the answers given out")
    return slot < 0 ? nil : Int(slot)
  }

  /// The index of `node`'s size answers in ``sizes``, given out on first use. A node keeps its
  /// index when its slot is emptied or reused, so the answers never outnumber the nodes.
  @inline(__always)
  func makeSizeSlot(of node: NodeID) -> Int {
    if let slot = sizeSlot(of: node) { return slot }
    reserveSizes(sizeCount + 1)
    assert(sizeCount < sizeCapacity)
    (sizes + sizeCount).initialize(to: SizeCache())
    sizeSlots[node] = Int32(sizeCount)
    sizeCount += 1
    return sizeCount - 1
  }

  /// Counts a computation of `node`'s size.
  @inline(__always)
  func countComputation(of node: NodeID) {
    assert(node >= 0 && node < count, "a computation of a node no pass has made slots for")
    computationCounts[node] &+= 1
  }

  /// The size answers at `slot` of ``sizes`` (a slot ``sizeSlot(of:)`` gave): asserts, in debug
  /// builds, that the slot is one given out.
  @inline(__always)
  func sizes(at slot: Int) -> UnsafeMutablePointer<SizeCache> {
    assert(slot >= 0 && slot < sizeCount, "a size slot past the answers given out")
    return sizes + slot
  }

  /// Empties `node`'s slot for a node of another behaviour: its answers no longer hold, and its
  /// cache, whose type is its old behaviour's, goes.
  func reset(_ node: NodeID) {
    guard node < count else { return }  // No pass has seen it: there is nothing to forget.
    forget(node)
    layoutCaches[node] = nil
  }

  /// Forgets `node`'s answers, whose inputs changed (its subtree did); its behaviour stays, so
  /// its cache is kept, to be brought up to date on its next use, as SwiftUI calls
  /// `updateCache(_:subviews:)` on a container's cache when its subviews change. The storage of
  /// answers past the third stays too: a pass that asks again asks as many questions.
  func forget(_ node: NodeID) {
    guard node < count else { return }
    if let slot = sizeSlot(of: node) { sizes[slot].removeAll() }
    spacings[node] = nil
    if !alignments.isEmpty { alignments[node] = nil }
    layoutCaches[node]?.isOutOfDate = true
  }

  /// Forgets every answer, as when the views' inputs change; caches are kept, out of date.
  func resetAll() {
    for slot in 0..<sizeCount { sizes[slot].removeAll() }
    for node in 0..<count {
      spacings[node] = nil
      layoutCaches[node]?.isOutOfDate = true
    }
    alignments = [:]
  }

  /// Forgets every answer and drops every cache: a layout's cache may hold its subviews, which
  /// reach the engine that reaches the tree holding the cache, so a host going away, or
  /// replacing its tree, drops them to break that cycle.
  func releaseAll() {
    for slot in 0..<sizeCount { sizes[slot].release() }
    for node in 0..<count {
      spacings[node] = nil
      layoutCaches[node] = nil
    }
    alignments = [:]
  }
}

/// A node's explicit guide values already computed; guides, like sizes, depend only on the
/// proposal. Most nodes are asked one guide for one proposal: that one lives inline.
struct AlignmentCache {
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

/// A node's cache of any type, and whether it is out of date: the node's answers were forgotten
/// since it was made or brought up to date.
class LayoutCacheBox {
  final var isOutOfDate = false
  #if DEBUG
    /// Whether a layout method borrows the cache now (``LayoutEngine/withLayoutCache(of:initial:update:_:)``
    /// asserts it is not borrowed twice at once).
    final var isBorrowed = false
  #endif
}

/// Holds a `Layout.Cache` value for one node across the calls of a pass, and from pass to pass.
final class CacheBox<Cache>: LayoutCacheBox {
  /// The cache. A layout method borrows it `inout` for the length of the call, while it asks
  /// its subviews, which are other nodes: nothing reaches the same box meanwhile, so the
  /// runtime's dynamic exclusivity check (a list as long as the tree is deep) is turned off.
  ///
  /// Invariant: no borrow of the value overlaps another. Debug builds check it with
  /// ``LayoutCacheBox/isBorrowed``, not with the runtime's check, which keeps every borrow in
  /// progress in a list it walks on every access: with borrows as deep as the tree, the suite's
  /// 10,000-deep trees took quadratic time (docs/UnsafeCode.md).
  @exclusivity(unchecked) var value: Cache

  init(_ value: Cache) { self.value = value }
}
