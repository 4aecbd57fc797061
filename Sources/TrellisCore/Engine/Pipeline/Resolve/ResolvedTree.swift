import Foundation

/// The index of a node in a ``ResolvedTree``.
typealias NodeID = Int

/// The resolved tree: every view that takes part in layout, flattened into arrays — what the
/// resolve phase hands the layout phase.
///
/// Views resolve into nodes (see ``ViewResolver``); composite views (those with a `body`)
/// leave no node of their own, as in SwiftUI. Nodes live in arrays and refer to their children
/// by index, so a 10,000-deep tree is freed without recursion and a 350,000-node tree costs a
/// few arrays, not 350,000 objects.
///
/// Only the resolver changes the tree, and never while a layout pass runs: a pass reads the
/// structure and writes nothing but the answers it keeps in ``memory``. Content resolved
/// during layout (a `GeometryReader`'s) *replaces* the children of its node
/// (``replaceChildren(of:with:)``); the old subtree's nodes are freed and reused, so the tree
/// stays as large as the views it holds, however often it is laid out again.
///
/// The tree's counters and free list are written for every node made, and only the resolver,
/// on one thread, writes them, never from inside another access: their dynamic exclusivity
/// checks (about 230 instructions a node made, callgrind) are turned off. That is the invariant
/// of every `@exclusivity(unchecked)` property here; debug builds declare them without the
/// attribute, so the runtime's exclusivity check traps on an overlapping access
/// (docs/UnsafeCode.md).
final class ResolvedTree {
  /// The nodes, as a value: a ``LayoutResult`` keeps the one it was laid out from, and the
  /// arrays are copied only if the tree changes while such a result is still held.
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private(set) var nodes = ResolvedNodes()
  #else
    @exclusivity(unchecked) private(set) var nodes = ResolvedNodes()
  #endif
  /// What layout passes learned about each node, kept across passes: each pass makes slots for
  /// the nodes made since the last, and the tree empties a node's slot when it frees the node.
  let memory = LayoutMemory()
  /// Nodes freed by ``replaceChildren(of:with:)``, reused by the next ``append``.
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private var freeNodes: [NodeID] = []
  #else
    @exclusivity(unchecked) private var freeNodes: [NodeID] = []
  #endif
  /// Entries of the child pool no node uses any more; the pool is compacted when they are most of it.
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private var unusedChildSlots = 0
  #else
    @exclusivity(unchecked) private var unusedChildSlots = 0
  #endif
  /// How many times each slot was freed: a record of the nodes a body made (``BodyRecord``)
  /// tells by it whether its nodes are still those.
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private var generations: [UInt32] = []
  #else
    @exclusivity(unchecked) private var generations: [UInt32] = []
  #endif
  /// A count of the writes of annotations and interactions, and the count at each node's
  /// latest write: a record tells by it whether modifiers outside its view annotated its node.
  private(set) var annotationSerial: UInt64 = 0
  private var latestAnnotation: [NodeID: UInt64] = [:]
  /// A count of the writes of traits: a body that wrote none made nothing its containers read
  /// while they were resolved (a list row's traits, a picker's tags).
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private(set) var traitWrites = 0
  #else
    @exclusivity(unchecked) private(set) var traitWrites = 0
  #endif

  /// Boxes of the behaviours made last, for nodes with the same behaviour to share.
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private var shelf = BehaviorBoxShelf()
  #else
    @exclusivity(unchecked) private var shelf = BehaviorBoxShelf()
  #endif

  /// The number of node slots, live or free: the size of per-node arrays.
  var capacity: Int { nodes.structures.count }
  /// The number of live nodes.
  var count: Int { nodes.structures.count - freeNodes.count }

  // MARK: Reading

  /// How `node` sizes and places itself.
  @inline(__always)
  func behavior(of node: NodeID) -> any LayoutBehavior { nodes.behaviorBoxes[node].behavior }

  /// A count of the writes of behaviours: the storage ``behaviorStorage()`` points into moves
  /// only when it changes.
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private(set) var behaviorWrites: UInt64 = 0
  #else
    @exclusivity(unchecked) private(set) var behaviorWrites: UInt64 = 0
  #endif

  /// Where the behaviours' boxes are stored, node by node, for a layout pass to read them
  /// without retaining them (``LayoutEngine``): valid until ``behaviorWrites`` changes, since
  /// only a write of a behaviour reallocates the array or copies it away from a result that
  /// shares it, and the tree holds every box.
  func behaviorStorage() -> UnsafePointer<LayoutBehaviorBox>? {
    nodes.behaviorBoxes.withUnsafeBufferPointer { $0.baseAddress }
  }

  /// The layout direction of the environment `node` was resolved in.
  @inline(__always)
  func layoutDirection(of node: NodeID) -> LayoutDirection { nodes.structures[node].layoutDirection }

  /// The values a `Layout` reads from `node` through `LayoutSubview[key]`.
  @inline(__always)
  func traits(of node: NodeID) -> ViewTraits? { nodes.traits(of: node) }

  /// Whether `node` can have an explicit value for a guide (`frameGuide` tells which kind).
  @inline(__always)
  func mayHaveExplicitGuide(_ node: NodeID, frameGuide: Bool) -> Bool {
    nodes.structures[node].flags.contains(frameGuide ? .hasExplicitFrameGuides : .hasExplicitGuides)
  }

  /// Whether `node`'s size is computed on every question, never remembered (``LayoutBehavior/sizeIsCheap``).
  @inline(__always)
  func sizeIsCheap(_ node: NodeID) -> Bool { nodes.structures[node].flags.contains(.sizeIsCheap) }

  @inline(__always)
  func childCount(of node: NodeID) -> Int { Int(nodes.structures[node].childCount) }

  @inline(__always)
  func children(of node: NodeID) -> ArraySlice<NodeID> { nodes.children(of: node) }

  /// The first child of `node`, or `nil` if it has none: a modifier's only child, read without
  /// making a slice of the child pool (which would retain the pool, on every question a modifier is asked).
  @inline(__always)
  func firstChild(of node: NodeID) -> NodeID? {
    let structure = nodes.structures[node]
    return structure.childCount > 0 ? nodes.childPool[Int(structure.childStart)] : nil
  }

  /// Where `node`'s children are in the pool of children, to be read one at a time with
  /// ``child(atPoolIndex:)``: a walk over every node makes no slice of the pool (which retains
  /// it) for each node it visits.
  @inline(__always)
  func childPoolRange(of node: NodeID) -> Range<Int> {
    let structure = nodes.structures[node]
    let start = Int(structure.childStart)
    return start..<start + Int(structure.childCount)
  }

  /// The child at `index` of the pool of children (``childPoolRange(of:)``).
  @inline(__always)
  func child(atPoolIndex index: Int) -> NodeID { nodes.childPool[index] }

  /// The node `node` is a child of, or `nil` for a root.
  func parent(of node: NodeID) -> NodeID? {
    let parent = nodes.structures[node].parent
    return parent < 0 ? nil : Int(parent)
  }

  // MARK: Building

  /// A box holding `behavior`: the box of an earlier node whose behaviour is the same
  /// (``BehaviorBoxShelf``), or a new one.
  func box<Behavior: LayoutBehavior>(for behavior: Behavior) -> LayoutBehaviorBox { shelf.box(for: behavior) }

  /// Adds a node whose children are `children` (nodes made before it) and returns it.
  func append(
    _ behavior: any LayoutBehavior, children: some Collection<NodeID>, layoutDirection: LayoutDirection,
    traits: ViewTraits? = nil
  ) -> NodeID {
    append(
      box(for: behavior), guides: behavior.explicitGuides, children: children, layoutDirection: layoutDirection,
      traits: traits)
  }

  /// Adds a node whose behaviour is already in its box (a container's: `containerBehaviorBox(layout:name:in:)`).
  func append(
    boxed box: LayoutBehaviorBox, children: some Collection<NodeID>, layoutDirection: LayoutDirection,
    traits: ViewTraits? = nil
  ) -> NodeID {
    append(box, guides: box.explicitGuides, children: children, layoutDirection: layoutDirection, traits: traits)
  }

  @inline(__always)
  private func append(
    _ box: LayoutBehaviorBox, guides: ExplicitGuides, children: some Collection<NodeID>,
    layoutDirection: LayoutDirection, traits: ViewTraits?
  ) -> NodeID {
    let start = nodes.childPool.count
    nodes.childPool.append(contentsOf: children)
    var structure = NodeStructure(
      childStart: Int32(start), childCount: Int32(children.count), parent: -1, layoutDirection: layoutDirection)
    structure.flags.set(.sizeIsCheap, box.sizeIsCheap)
    structure.setGuides(guides, children: children, structures: nodes.structures)
    let node: NodeID
    if traits != nil { traitWrites += 1 }
    if layoutDirection == .rightToLeft { nodes.mayHaveRightToLeftNodes = true }
    if let reused = freeNodes.popLast() {
      node = reused
      nodes.behaviorBoxes[node] = box
      behaviorWrites &+= 1
      nodes.structures[node] = structure
      memory.reset(node)
    } else {
      node = nodes.structures.count
      nodes.behaviorBoxes.append(box)
      behaviorWrites &+= 1
      nodes.structures.append(structure)
      generations.append(0)
    }
    // A freed slot has no traits left (``free(subtreesOf:)``).
    if traits != nil { nodes.setTraits(traits, of: node) }
    for child in children { nodes.structures[child].parent = Int32(node) }
    return node
  }

  /// Gives the tree's per-node arrays the room their nodes take and no more: called once a whole
  /// view tree is resolved, since arrays grown node by node keep up to twice the room they use
  /// (``Swift/Array/trimCapacity()``).
  func trimStorage() {
    nodes.trimStorage()
    generations.trimCapacity()
    freeNodes.trimCapacity()
    // The behaviours' storage may have moved.
    behaviorWrites &+= 1
  }

  /// Makes `node` the root: the node a layout starts from.
  func setRoot(_ node: NodeID?) { nodes.root = node }

  /// Gives `node` new children, freeing its old ones and everything below them, and forgets
  /// what layout knew of `node` and its ancestors, whose sizes may depend on the new children.
  func replaceChildren(of node: NodeID, with children: [NodeID]) {
    var structure = nodes.structures[node]
    let old = Array(nodes.children(of: node))
    free(subtreesOf: old)
    if children.count <= old.count {
      // The new children fit where the old ones were.
      let start = Int(structure.childStart)
      nodes.childPool.replaceSubrange(start..<start + children.count, with: children)
      unusedChildSlots += old.count - children.count
    } else {
      structure.childStart = Int32(nodes.childPool.count)
      nodes.childPool.append(contentsOf: children)
      unusedChildSlots += old.count
    }
    structure.childCount = Int32(children.count)
    nodes.structures[node] = structure
    for child in children { nodes.structures[child].parent = Int32(node) }
    // The node and its ancestors: their answers and explicit-guide flags depend on the children.
    forgetLayout(from: node)
    if unusedChildSlots > 1024 && unusedChildSlots * 2 > nodes.childPool.count { compactChildPool() }
  }

  /// Frees nodes that no node adopted, and everything below them: views resolved for their
  /// state and preferences but not shown.
  func discard(_ roots: [NodeID]) {
    free(subtreesOf: roots)
  }

  /// Frees `roots` and every node below them, without recursion.
  private func free(subtreesOf roots: [NodeID]) {
    var work = roots
    while let node = work.popLast() {
      work.append(contentsOf: nodes.children(of: node))
      unusedChildSlots += Int(nodes.structures[node].childCount)
      nodes.behaviorBoxes[node] = Self.freedNodeBox
      behaviorWrites &+= 1
      nodes.setTraits(nil, of: node)
      nodes.structures[node] = NodeStructure(childStart: 0, childCount: 0, parent: -1, layoutDirection: .leftToRight)
      nodes.removeAnnotations(of: node)
      latestAnnotation[node] = nil
      memory.reset(node)
      generations[node] &+= 1
      freeNodes.append(node)
    }
  }

  /// The box every freed slot holds: one for all, since it holds nothing (and, holding
  /// nothing, is safe to share between threads). `nonisolated(unsafe)`: the box is immutable
  /// (a `let` of a stateless behaviour, only ever read), so no access races.
  nonisolated(unsafe) private static let freedNodeBox: LayoutBehaviorBox = BoxedLayoutBehavior(FreedNodeBehavior())

  /// Rewrites the child pool with only the children of live nodes, in tree order.
  private func compactChildPool() {
    var pool: [NodeID] = []
    pool.reserveCapacity(nodes.childPool.count - unusedChildSlots)
    var work = nodes.root.map { [$0] } ?? []
    while let node = work.popLast() {
      let children = nodes.children(of: node)
      nodes.structures[node].childStart = Int32(pool.count)
      pool.append(contentsOf: children)
      work.append(contentsOf: children)
    }
    nodes.childPool = pool
    unusedChildSlots = 0
  }

  // MARK: Annotations

  /// Sets the values a `Layout` reads from `node`.
  func setTraits(_ traits: ViewTraits?, of node: NodeID) {
    traitWrites += 1
    nodes.setTraits(traits, of: node)
  }

  /// Tags `node` with an accessibility identifier.
  func tag(_ node: NodeID, identifier: String) { nodes.tag(node, identifier: identifier) }

  /// The geometry `node`'s content was made for, if it is a geometry reader whose content was made.
  func geometryOfContent(of node: NodeID) -> GeometryProxy? { nodes.geometryOfContent[node] }

  /// Records the geometry `node`'s content was made for.
  func setGeometryOfContent(_ proxy: GeometryProxy, of node: NodeID) { nodes.geometryOfContent[node] = proxy }

  /// Records that `node` is (the root of) the body of a composite view named `typeName`.
  func recordSource(_ typeName: String, for node: NodeID) { nodes.sourceViews[node, default: []].append(typeName) }

  /// Changes what modifiers that add no node recorded on `node`: gestures, accessibility,
  /// focus, menus (``NodeAnnotations``).
  func annotate(_ node: NodeID, _ change: (inout NodeAnnotations) -> Void) {
    noteAnnotation(of: node)
    change(&nodes.annotations[node, default: NodeAnnotations()])
  }

  private func noteAnnotation(of node: NodeID) {
    annotationSerial += 1
    latestAnnotation[node] = annotationSerial
  }

  /// The serial of the latest annotation or interaction written on `node`, 0 for none.
  func latestAnnotationSerial(of node: NodeID) -> UInt64 { latestAnnotation[node] ?? 0 }

  /// How many times `node`'s slot was freed.
  func generation(of node: NodeID) -> UInt32 { generations[node] }

  /// The accessibility identifiers `node` carries, in the order they were set.
  func identifiers(of node: NodeID) -> [String] { nodes.identifiersOfNode[node] ?? [] }

  /// The composite views whose body produced `node`, innermost first.
  func sources(of node: NodeID) -> [String] { nodes.sourceViews[node] ?? [] }

  // MARK: Splicing a body evaluated again

  /// Starts replacing what views evaluated again made: identifiers their new nodes set go where
  /// the old nodes' were in each identifier's list, so that lists keep resolution order.
  func beginSplice() {
    nodes.splicePoints = [:]
    nodes.spliceOrderUnknown = false
  }

  /// Ends it; `false` when a new node set an identifier other nodes have and no old node had,
  /// whose place in resolution order is unknown.
  func endSplice() -> Bool {
    defer {
      nodes.splicePoints = nil
      nodes.spliceOrderUnknown = false
    }
    return !nodes.spliceOrderUnknown
  }

  /// Empties `node` of what the body that made it made: frees its children and everything below
  /// them, and drops its first `identifiers` identifiers, first `sources` source names, its
  /// interactions, annotations and geometry (none of which modifiers outside the body wrote).
  /// The node keeps its slot, parent, traits and what modifiers outside the body set.
  func clearBodyContent(of node: NodeID, identifiers: Int, sources: Int) {
    let children = Array(nodes.children(of: node))
    free(subtreesOf: children)
    unusedChildSlots += children.count
    nodes.structures[node].childCount = 0
    let tags = nodes.identifiersOfNode[node] ?? []
    for tag in tags.prefix(identifiers) { nodes.removeTag(tag, of: node) }
    nodes.identifiersOfNode[node] = tags.count > identifiers ? Array(tags.dropFirst(identifiers)) : nil
    let names = nodes.sourceViews[node] ?? []
    nodes.sourceViews[node] = names.count > sources ? Array(names.dropFirst(sources)) : nil
    nodes.annotations[node] = nil
    nodes.geometryOfContent[node] = nil
    latestAnnotation[node] = nil
  }

  /// Moves the node `new` — made by a body evaluated again — into the slot of `old`, which
  /// ``clearBodyContent(of:identifiers:sources:)`` emptied: `old` takes `new`'s behaviour,
  /// children, direction and annotations, in front of what modifiers outside the body set on
  /// it, and `new`'s slot is freed. What layout knew of `old` and its ancestors is forgotten.
  ///
  /// - Returns: How many identifiers and source names the body set on the node.
  func move(_ new: NodeID, into old: NodeID) -> (identifiers: Int, sources: Int) {
    let made = nodes.structures[new]
    var structure = nodes.structures[old]
    structure.childStart = made.childStart
    structure.childCount = made.childCount
    structure.layoutDirection = made.layoutDirection
    structure.flags.set(.sizeIsCheap, made.flags.contains(.sizeIsCheap))
    nodes.structures[old] = structure
    // A behaviour of the same type keeps the node's cache, brought up to date on its next use
    // (a container whose view was made again is the same container to SwiftUI); another's goes.
    let keepsCache = type(of: nodes.behaviorBoxes[old]) == type(of: nodes.behaviorBoxes[new])
    nodes.behaviorBoxes[old] = nodes.behaviorBoxes[new]
    behaviorWrites &+= 1
    for child in nodes.children(of: old) { nodes.structures[child].parent = Int32(old) }
    let tags = nodes.identifiersOfNode.removeValue(forKey: new) ?? []
    for tag in tags {
      if let index = nodes.identifiers[tag]?.firstIndex(of: new) { nodes.identifiers[tag]?[index] = old }
    }
    let outerTags = nodes.identifiersOfNode[old] ?? []
    nodes.identifiersOfNode[old] = tags.isEmpty && outerTags.isEmpty ? nil : tags + outerTags
    let names = nodes.sourceViews.removeValue(forKey: new) ?? []
    let outerNames = nodes.sourceViews[old] ?? []
    nodes.sourceViews[old] = names.isEmpty && outerNames.isEmpty ? nil : names + outerNames
    nodes.annotations[old] = nodes.annotations.removeValue(forKey: new)
    nodes.geometryOfContent[old] = nodes.geometryOfContent.removeValue(forKey: new)
    latestAnnotation[old] = latestAnnotation.removeValue(forKey: new)
    // The slot of `new` is free; its children are `old`'s now.
    nodes.behaviorBoxes[new] = Self.freedNodeBox
    behaviorWrites &+= 1
    nodes.setTraits(nil, of: new)
    nodes.structures[new] = NodeStructure(childStart: 0, childCount: 0, parent: -1, layoutDirection: .leftToRight)
    memory.reset(new)
    generations[new] &+= 1
    freeNodes.append(new)
    if !keepsCache { memory.reset(old) }
    forgetLayout(from: old)
    if unusedChildSlots > 1024 && unusedChildSlots * 2 > nodes.childPool.count { compactChildPool() }
    return (tags.count, names.count)
  }

  /// Forgets what layout knew of `node` and its ancestors, whose answers may depend on it, and
  /// works their explicit-guide flags out again; the answers of every other node stay.
  private func forgetLayout(from node: NodeID) {
    var current: NodeID? = node
    while let changed = current {
      memory.forget(changed)
      var updated = nodes.structures[changed]
      updated.setGuides(
        nodes.behaviors[changed].explicitGuides, children: nodes.children(of: changed), structures: nodes.structures)
      nodes.structures[changed] = updated
      current = parent(of: changed)
    }
  }
}

/// The nodes of a ``ResolvedTree`` as a value: what a ``LayoutResult`` reads to name, find and
/// draw the views it laid out.
struct ResolvedNodes {
  /// How each node sizes, places and draws itself, each in a box of its own (``LayoutBehaviorBox``).
  fileprivate(set) var behaviorBoxes: [LayoutBehaviorBox] = []
  /// How each node sizes, places and draws itself.
  var behaviors: Behaviors { Behaviors(boxes: behaviorBoxes) }

  /// The nodes' behaviours, by node.
  struct Behaviors {
    fileprivate let boxes: [LayoutBehaviorBox]
    var count: Int { boxes.count }
    subscript(node: NodeID) -> any LayoutBehavior { boxes[node].behavior }
  }
  /// Where each node's children are, its parent and layout direction: plain data, read on every question.
  fileprivate(set) var structures: [NodeStructure] = []
  /// Values a `Layout` reads through `LayoutSubview[key]`, carried outward by modifiers: by
  /// node, for the few nodes that have any (``NodeStructure/Flags/hasTraits``). An array of optional
  /// references took eight bytes of every node (Benchmarks/README.md, "Heap bytes per view",
  /// step 9).
  private var traits: [NodeID: ViewTraits] = [:]
  /// The children of every node, each node's in one contiguous run.
  fileprivate(set) var childPool: [NodeID] = []
  /// The node a layout starts from.
  fileprivate(set) var root: NodeID?
  /// Whether a node was ever made right to left. Never cleared, so only `false` says anything:
  /// no frame of the tree needs mirroring (`LayoutResult` then skips the mirroring walk).
  fileprivate(set) var mayHaveRightToLeftNodes = false
  /// Nodes tagged with `accessibilityIdentifier(_:)`, in the order they were resolved.
  fileprivate(set) var identifiers: [String: [NodeID]] = [:]
  /// The identifiers of each tagged node.
  fileprivate(set) var identifiersOfNode: [NodeID: [String]] = [:]
  /// The composite views (`struct Row: View`) whose body produced a node, innermost first.
  fileprivate(set) var sourceViews: [NodeID: [String]] = [:]
  /// The geometry each geometry reader's content was made for.
  fileprivate(set) var geometryOfContent: [NodeID: GeometryProxy] = [:]
  /// What modifiers that add no node of their own recorded on each node.
  fileprivate(set) var annotations: [NodeID: NodeAnnotations] = [:]
  /// While views evaluated again are spliced in: where each identifier's next node goes in its
  /// list (``ResolvedTree/beginSplice()``).
  fileprivate var splicePoints: [String: Int]?
  /// Whether a spliced node set an identifier whose place in its list is unknown.
  fileprivate var spliceOrderUnknown = false

  /// Trims every per-node array to its nodes (``ResolvedTree/trimStorage()``).
  fileprivate mutating func trimStorage() {
    behaviorBoxes.trimCapacity()
    structures.trimCapacity()
    childPool.trimCapacity()
  }

  /// The values a `Layout` reads from `node` through `LayoutSubview[key]`, if it has any.
  @inline(__always)
  func traits(of node: NodeID) -> ViewTraits? {
    structures[node].flags.contains(.hasTraits) ? traits[node] : nil
  }

  /// Sets `node`'s traits, or takes them away.
  fileprivate mutating func setTraits(_ newTraits: ViewTraits?, of node: NodeID) {
    guard newTraits != nil || structures[node].flags.contains(.hasTraits) else { return }
    traits[node] = newTraits
    structures[node].flags.set(.hasTraits, newTraits != nil)
  }

  @inline(__always)
  func children(of node: NodeID) -> ArraySlice<NodeID> {
    let structure = structures[node]
    let start = Int(structure.childStart)
    return childPool[start..<start + Int(structure.childCount)]
  }

  fileprivate mutating func tag(_ node: NodeID, identifier: String) {
    if var points = splicePoints {
      splicePoints = nil  // So that `points` is changed in place.
      if let point = points[identifier] {
        identifiers[identifier, default: []].insert(node, at: point)
        points[identifier] = point + 1
      } else {
        if identifiers[identifier] != nil { spliceOrderUnknown = true }
        identifiers[identifier, default: []].append(node)
        points[identifier] = identifiers[identifier]?.count
      }
      splicePoints = points
    } else {
      identifiers[identifier, default: []].append(node)
    }
    identifiersOfNode[node, default: []].append(identifier)
  }

  /// Takes `node` out of `tag`'s list (its first entry there), noting the place for a splice.
  fileprivate mutating func removeTag(_ tag: String, of node: NodeID) {
    guard let index = identifiers[tag]?.firstIndex(of: node) else { return }
    identifiers[tag]?.remove(at: index)
    if identifiers[tag]?.isEmpty == true { identifiers[tag] = nil }
    if var points = splicePoints {
      splicePoints = nil  // So that `points` is changed in place.
      points[tag] = Swift.min(points[tag] ?? index, index)
      splicePoints = points
    }
  }

  fileprivate mutating func removeAnnotations(of node: NodeID) {
    sourceViews[node] = nil
    geometryOfContent[node] = nil
    annotations[node] = nil
    guard let tags = identifiersOfNode.removeValue(forKey: node) else { return }
    for tag in tags { removeTag(tag, of: node) }
  }
}

/// Where a node's children are, its parent, its layout direction and which guides it can
/// answer: the plain data read on every layout question.
struct NodeStructure {
  var childStart: Int32
  var childCount: Int32
  /// The parent's index, or −1 for a root (or a node not adopted yet).
  var parent: Int32
  /// The layout direction of the environment the node was resolved in.
  var layoutDirection: LayoutDirection
  /// Facts about the node, a bit each, in a byte: the structure stays 16 bytes.
  var flags: Flags = []

  /// Facts about a node, kept in its structure.
  struct Flags: OptionSet {
    let rawValue: UInt8

    /// The node can have an explicit value for a guide other than the frame's
    /// (``ExplicitGuides``): known from the tree, so that a leaf, and modifiers around one, are
    /// never asked.
    static let hasExplicitGuides = Flags(rawValue: 1 << 0)
    /// The node can have an explicit value for one of the frame's guides.
    static let hasExplicitFrameGuides = Flags(rawValue: 1 << 1)
    /// The behaviour's ``LayoutBehavior/sizeIsCheap``: its size is computed on every question
    /// and never remembered. Kept here rather than in the behaviour's box, whose every object
    /// it made eight bytes larger.
    static let sizeIsCheap = Flags(rawValue: 1 << 2)
    /// The node has traits (``ResolvedNodes/traits(of:)``): few do, and they are kept by node,
    /// so that a node without any costs nothing for them.
    static let hasTraits = Flags(rawValue: 1 << 3)

    /// Sets `flag` when `value` is true, and clears it otherwise.
    mutating func set(_ flag: Flags, _ value: Bool) {
      if value { insert(flag) } else { remove(flag) }
    }
  }

  init(childStart: Int32, childCount: Int32, parent: Int32, layoutDirection: LayoutDirection) {
    self.childStart = childStart
    self.childCount = childCount
    self.parent = parent
    self.layoutDirection = layoutDirection
  }

  /// Works out the explicit-guide flags from the node's own kind and its children's flags
  /// (`structures`, by node: only the structures, not every array of the nodes, which would
  /// each be retained for the call).
  mutating func setGuides(_ guides: ExplicitGuides, children: some Collection<NodeID>, structures: [NodeStructure]) {
    flags.set(
      .hasExplicitGuides,
      guides.ownValues || guides.childValues && children.contains { structures[$0].flags.contains(.hasExplicitGuides) })
    flags.set(
      .hasExplicitFrameGuides,
      guides.ownFrameValues
        || guides.childFrameValues && children.contains { structures[$0].flags.contains(.hasExplicitFrameGuides) })
  }
}

/// What a freed node slot holds until it is reused: nothing that keeps its old view's values alive.
private struct FreedNodeBehavior: LayoutBehavior {
  var debugName: String { "(freed)" }
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize { .zero }
}

/// Values attached to a view for its container's `Layout` to read, such as `LayoutValueKey`s.
///
/// Like SwiftUI's view traits, they stay with the view when later modifiers wrap it.
final class ViewTraits {
  let values: [ObjectIdentifier: Any]

  init(values: [ObjectIdentifier: Any] = [:]) { self.values = values }

  func setting(_ key: ObjectIdentifier, to value: Any) -> ViewTraits {
    var copy = values
    copy[key] = value
    return ViewTraits(values: copy)
  }
}
