import Foundation

/// What layout passes learned about each node of a ``ResolvedTree``, kept from pass to pass:
/// sizes per proposal, spacing, explicit guide values, and `Layout` caches.
///
/// The answers of a view depend only on the view and its subtree, so they hold until the tree
/// changes under the node; the tree empties a node's slot when it makes the node and when it
/// replaces the children of the node or of a descendant. The slots grow only when the tree
/// makes a node: nothing else has to remember to size them.
///
/// Size answers and their counts are read and written several times for every node in a pass:
/// they live in memory the class allocates itself, reached through pointers, so that a question
/// neither copies a node's answers out of an array nor checks the array's uniqueness to write
/// one (a fifth of a cold layout, measured by callgrind; Benchmarks/README.md). A pass is
/// single-threaded and never holds one slot across a call that could reach the same slot.
final class LayoutMemory {
  /// The size answers of each node, by node slot: ``SizeCache`` is plain data, read in place.
  @exclusivity(unchecked) private(set) var sizes: UnsafeMutablePointer<SizeCache>
  /// How many times each node's size was computed (cache misses), over all passes.
  @exclusivity(unchecked) private var computationCounts: UnsafeMutablePointer<UInt32>
  @exclusivity(unchecked) var spacings: [Spacing?] = []
  /// Explicit guide values, for the few nodes asked one: most nodes never are (a leaf, or a
  /// modifier around one, has no explicit guide), so they are kept by node, not in every slot.
  @exclusivity(unchecked) var alignments: [NodeID: AlignmentCache] = [:]
  /// A `Layout`'s cache, or a text's measurements: made on first use.
  @exclusivity(unchecked) var layoutCaches: [AnyObject?] = []
  /// The number of slots, and the number there is room for.
  private(set) var count = 0
  private var capacity = 0

  init() {
    sizes = .allocate(capacity: 0)
    computationCounts = .allocate(capacity: 0)
  }

  deinit {
    for node in 0..<count { sizes[node].release() }
    sizes.deallocate()
    computationCounts.deallocate()
  }

  /// How many times each node's size was computed (cache misses), over all passes.
  var computations: UnsafeMutableBufferPointer<UInt32> {
    UnsafeMutableBufferPointer(start: computationCounts, count: count)
  }

  /// Makes a slot for a new node.
  func append() {
    if count == capacity { grow() }
    (sizes + count).initialize(to: SizeCache())
    (computationCounts + count).initialize(to: 0)
    spacings.append(nil)
    layoutCaches.append(nil)
    count += 1
  }

  /// Doubles the room for slots; the answers are plain data, moved as bytes.
  private func grow() {
    capacity = Swift.max(16, 2 * capacity)
    let grownSizes = UnsafeMutablePointer<SizeCache>.allocate(capacity: capacity)
    grownSizes.moveInitialize(from: sizes, count: count)
    sizes.deallocate()
    sizes = grownSizes
    let grownCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
    grownCounts.moveInitialize(from: computationCounts, count: count)
    computationCounts.deallocate()
    computationCounts = grownCounts
  }

  /// Counts a computation of `node`'s size.
  @inline(__always)
  func countComputation(of node: NodeID) { computationCounts[node] &+= 1 }

  /// Empties `node`'s slot: its answers no longer hold.
  func reset(_ node: NodeID) {
    sizes[node].release()
    spacings[node] = nil
    if !alignments.isEmpty { alignments[node] = nil }
    layoutCaches[node] = nil
  }

  /// Forgets every answer, as when the views' inputs change.
  func resetAll() {
    for node in 0..<count {
      sizes[node].release()
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

/// Holds a `Layout.Cache` value for one node across the calls of a pass.
final class CacheBox<Cache> {
  /// The cache. A layout method borrows it `inout` for the length of the call, while it asks
  /// its subviews, which are other nodes: nothing reaches the same box meanwhile, so the
  /// runtime's dynamic exclusivity check (a list as long as the tree is deep) is turned off.
  var value: Cache

  init(_ value: Cache) { self.value = value }
}
