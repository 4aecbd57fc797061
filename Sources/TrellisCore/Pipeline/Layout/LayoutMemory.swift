import Foundation

/// What layout passes learned about each node of a ``ResolvedTree``, kept from pass to pass:
/// sizes per proposal, spacing, explicit guide values, and `Layout` caches.
///
/// The answers of a view depend only on the view and its subtree, so they hold until the tree
/// changes under the node; the tree empties a node's slot when it makes the node and when it
/// replaces the children of the node or of a descendant. The arrays grow only when the tree
/// makes a node: nothing else has to remember to size them.
struct LayoutMemory {
  // Reached through the tree's `memory` property, whose dynamic exclusivity checks are turned
  // off: a pass is single-threaded and never holds an access across a call that could reach
  // the same slot again (the checks cost a fifth of a layout, measured by callgrind).
  var sizes: [SizeCache] = []
  var spacings: [Spacing?] = []
  var alignments: [AlignmentCache] = []
  /// A `Layout`'s cache, or a text's measurements: made on first use.
  var layoutCaches: [AnyObject?] = []
  /// How many times each node's size was computed (cache misses), over all passes.
  var computations: [UInt32] = []

  /// Makes a slot for a new node.
  mutating func append() {
    sizes.append(SizeCache())
    spacings.append(nil)
    alignments.append(AlignmentCache())
    layoutCaches.append(nil)
    computations.append(0)
  }

  /// Empties `node`'s slot: its answers no longer hold.
  mutating func reset(_ node: NodeID) {
    sizes[node] = SizeCache()
    spacings[node] = nil
    alignments[node] = AlignmentCache()
    layoutCaches[node] = nil
  }

  /// Forgets every answer, as when the views' inputs change.
  mutating func resetAll() {
    for node in sizes.indices { reset(node) }
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
