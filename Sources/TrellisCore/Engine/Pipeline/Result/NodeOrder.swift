import Foundation

/// The nodes of a layout in the order every reading of its result follows — depth first, in
/// declaration order — kept as 32-bit indices.
///
/// A result keeps one entry per view for as long as it lives: four bytes, where a `NodeID`
/// takes eight (Benchmarks/README.md, "Heap bytes per view", step 9). A tree's node indices are
/// 32-bit already in its structure (``NodeStructure``).
struct NodeOrder: RandomAccessCollection {
  private var storage: [Int32] = []

  var startIndex: Int { 0 }
  var endIndex: Int { storage.count }

  subscript(position: Int) -> NodeID { NodeID(storage[position]) }

  mutating func reserveCapacity(_ capacity: Int) { storage.reserveCapacity(capacity) }

  mutating func append(_ node: NodeID) { storage.append(Int32(truncatingIfNeeded: node)) }
}
