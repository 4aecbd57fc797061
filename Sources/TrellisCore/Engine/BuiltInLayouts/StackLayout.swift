import Foundation

/// The one algorithm behind `HStack`, `VStack`, `HStackLayout` and `VStackLayout`, written once
/// for both axes (docs/LayoutRules.md §1.3).
///
/// Fidelity: verified — the Spacer, HVStack and FrameLayout cases of §2 C and the objc.io
/// priority case (§2 D 79) run as fixtures.
struct StackLayout {
  let majorAxis: Axis
  /// The guide children are aligned by on the minor axis.
  let alignment: AlignmentKey
  /// The distance between adjacent children, or `nil` for each pair's preferred spacing.
  let spacing: CGFloat?

  var minorAxis: Axis { majorAxis.perpendicular }

  /// One child of a stack: the gap before it, and how the last arrangement sized it and where
  /// it put it across the stack.
  ///
  /// A stack keeps one for each child for as long as the stack lives, so it holds only what
  /// placement reads: the child's proposal along the stack (across it, every child is proposed
  /// the stack's own, kept once in ``Memory``), its length along the stack and its place across
  /// it, and the gap, which lived in an array of its own — 32 bytes a child where the gaps and
  /// the arrangement took 48 and two arrays (Benchmarks/README.md, "Heap bytes per view", step 9).
  struct ArrangedChild {
    /// The distance before the child: the uniform spacing, or the pair's preferred distance
    /// (§1.4); 0 before the first. Worked out when the subviews are, not per arrangement.
    var gap: CGFloat = 0
    /// The child's proposal along the stack, in one word (``StoredLength``).
    private var storedMajorProposal = StoredLength(nil)
    /// The child's length along the stack.
    var majorLength: CGFloat = 0
    /// The minor-axis offset of the child from the stack's minor origin.
    var minorOrigin: CGFloat = 0

    /// The proposal the child got along the stack.
    var majorProposal: CGFloat? {
      get { storedMajorProposal.value }
      set { storedMajorProposal = StoredLength(newValue) }
    }
  }

  /// The gap before each child: the uniform spacing, or the pair's preferred distance (§1.4).
  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    var children: [ArrangedChild] = []
    writeGaps(subviews, into: &children)
    return children.map(\.gap)
  }

  /// Makes `children` one for each subview and writes the gap before each, in its storage.
  private func writeGaps(_ subviews: LayoutSubviews, into children: inout [ArrangedChild]) {
    Self.setCount(&children, subviews.count, filling: ArrangedChild())
    guard subviews.count > 0 else { return }
    children[0].gap = 0
    guard subviews.count > 1 else { return }
    // NaN or ∞ spacing would poison every frame after it: report it and use each pair's own.
    let uniform = spacing.flatMap { spacing -> CGFloat? in
      guard spacing.isFinite else {
        RuntimeIssues.report("Invalid stack spacing (\(spacing)); using each pair's preferred spacing.")
        return nil
      }
      return spacing
    }
    if let uniform {
      // The children's spacing preferences are not asked: computing them walks their subtrees.
      for offset in 1..<subviews.count { children[offset].gap = uniform }
      return
    }
    var previous = subviews[subviews.startIndex].rawSpacing
    for offset in 1..<subviews.count {
      let current = subviews[subviews.startIndex + offset].rawSpacing
      children[offset].gap =
        previous.distance(to: current, along: majorAxis, layoutDirection: subviews.layoutDirection)
        ?? Spacing.defaultDistance
      previous = current
    }
  }

  /// Sizes the children for `proposal` and lines them up, in `memory`'s arrangement.
  ///
  /// The arrangement's array is written over in place, and the claims are shared out in room
  /// the engine lends (`LayoutSubviews.withScratchClaims(_:)`): a stack is arranged for several
  /// proposals in a pass (each of its own probes), and making two arrays for each — whose
  /// element types the runtime looks up for every new array — was a tenth of shape d's layout
  /// (callgrind, Benchmarks/README.md, step 3). Both keep their length when it is already the
  /// subviews' count, since every element is written before it is read (``setCount(_:_:filling:)``).
  func arrange(_ subviews: LayoutSubviews, proposal: ProposedViewSize, memory: inout Memory) {
    let minorProposal = proposal[minorAxis]
    // Taken out of the memory, so that it is uniquely referenced while it is filled.
    var children = memory.children
    memory.children = []
    // The gaps are written when the subviews change (``updateMemory(_:_:)``); a memory made
    // for other subviews gets them here.
    if children.count != subviews.count { writeGaps(subviews, into: &children) }
    if let majorProposal = proposal[majorAxis] {
      // Summed in order from 0, as the gaps' array was.
      var gaps: CGFloat = 0
      for child in children { gaps += child.gap }
      subviews.withScratchClaims { claims in
        distribute(
          majorProposal - gaps, minorProposal: minorProposal, subviews: subviews, claims: &claims,
          into: &children)
      }
    } else {
      // Ideal sizing: every child at its ideal length (§1.3 step 2).
      for index in children.indices { children[index].majorProposal = nil }
    }
    var major: CGFloat = 0
    // The minor extent is the union of the aligned children and the alignment line itself (§1.3 step 4).
    var minorLow: CGFloat = 0
    var minorHigh: CGFloat = 0
    // A child infinitely long across the stack has no finite guide to align by. Offered ∞
    // across, the stack is as infinite as the child (not NaN, ∞ − ∞); a child that asks for ∞
    // of a finite offer is left out of the extent, so the stack around it stays finite.
    var infiniteMinor = false
    // Subviews by offset, not `enumerated()`: its iterator holds a copy of the subviews, which
    // retains their nodes and releases them after, on every loop (Benchmarks/README.md, step 11).
    for offset in 0..<subviews.count {
      let subview = subviews[subviews.startIndex + offset]
      let dimensions = subview.dimensions(
        in: ProposedViewSize(children[offset].majorProposal, minorProposal, major: majorAxis))
      let size = dimensions.size
      children[offset].majorLength = size[majorAxis]
      major += children[offset].gap + size[majorAxis]
      let origin = -dimensions[alignment]
      children[offset].minorOrigin = origin
      if !size[minorAxis].isFinite {
        infiniteMinor = infiniteMinor || minorProposal == .infinity
      } else if origin.isFinite {
        minorLow = Swift.min(minorLow, origin)
        minorHigh = Swift.max(minorHigh, origin + size[minorAxis])
      }
    }
    for index in children.indices {
      let origin = children[index].minorOrigin
      children[index].minorOrigin = origin.isFinite ? origin - minorLow : 0
    }
    memory.children = children
    memory.minorProposal = StoredLength(minorProposal)
    memory.size = CGSize(major, infiniteMinor ? .infinity : minorHigh - minorLow, major: majorAxis)
  }

  /// Sets the major-axis proposal of each child when the stack has `available` to share among
  /// them, its gaps taken off (§1.3 step 3), in `children`, which are still to be sized;
  /// `claims` is room to work in.
  private func distribute(
    _ available: CGFloat, minorProposal: CGFloat?, subviews: LayoutSubviews,
    claims: inout [LengthClaim], into children: inout [ArrangedChild]
  ) {
    Self.setCount(&claims, subviews.count, filling: LengthClaim(index: 0, priority: 0, minimum: 0, maximum: 0))
    for offset in 0..<subviews.count {
      let subview = subviews[subviews.startIndex + offset]
      let minimum = subview.sizeThatFits(ProposedViewSize(0, minorProposal, major: majorAxis))[majorAxis]
      let maximum = subview.sizeThatFits(ProposedViewSize(.infinity, minorProposal, major: majorAxis))[majorAxis]
      claims[offset] = LengthClaim(index: offset, priority: subview.priority, minimum: minimum, maximum: maximum)
    }
    LengthSharing.share(available, among: &claims) { offset, share in
      children[offset].majorProposal = share
      let proposal = ProposedViewSize(share, minorProposal, major: majorAxis)
      return subviews[subviews.startIndex + offset].sizeThatFits(proposal)[majorAxis]
    }
  }

  /// Makes `array` `count` long. An array already that long is left as it is — its elements
  /// are about to be written over — since emptying and filling it again went through the
  /// standard library's generic `replaceSubrange`, about 100 instructions an arrangement.
  private static func setCount<Element>(_ array: inout [Element], _ count: Int, filling value: Element) {
    guard array.count != count else { return }
    array.removeAll(keepingCapacity: true)
    array.append(contentsOf: repeatElement(value, count: count))
  }

  // MARK: Layout

  /// What a stack keeps between the calls of a pass: the gap before each child, and its last
  /// arrangement, which placing it at the proposal it was last sized for (the usual case)
  /// reuses instead of going through its children again, as SwiftUI's stack keeps its
  /// `lastProposedSize`.
  struct Memory {
    /// Each child's gap, and where the last arrangement put it: one array, so that a stack
    /// allocates once, not once per field.
    var children: [ArrangedChild] = []
    /// The proposal the arrangement was made for, or `nil` before the first.
    var lastProposal: SizeCache.Key?
    /// The proposal every child got across the stack in the arrangement: the stack's own.
    var minorProposal = StoredLength(nil)
    /// The stack's size in the arrangement.
    var size: CGSize = .zero
  }

  /// The proposal `child` got in `memory`'s arrangement: its own along the stack, the stack's across.
  private func childProposal(_ child: ArrangedChild, in memory: Memory) -> ProposedViewSize {
    ProposedViewSize(child.majorProposal, memory.minorProposal.value, major: majorAxis)
  }

  func makeMemory(_ subviews: LayoutSubviews) -> Memory {
    var memory = Memory()
    writeGaps(subviews, into: &memory.children)
    return memory
  }

  /// Brings `memory` up to date with `subviews`, whose spacing may have changed: the gaps
  /// again, and no arrangement, in the storage the memory has.
  func updateMemory(_ memory: inout Memory, _ subviews: LayoutSubviews) {
    memory.lastProposal = nil
    writeGaps(subviews, into: &memory.children)
  }

  /// Makes `memory`'s arrangement the one for `proposal`, unless it is already.
  private func arrange(_ subviews: LayoutSubviews, for proposal: ProposedViewSize, memory: inout Memory) {
    let key = SizeCache.Key(proposal)
    if memory.lastProposal == key { return }
    memory.lastProposal = nil
    arrange(subviews, proposal: proposal, memory: &memory)
    memory.lastProposal = key
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, memory: inout Memory) -> CGSize {
    arrange(subviews, for: proposal, memory: &memory)
    return memory.size
  }

  /// The proposal the stack re-runs its arrangement with when placing: its minor proposal, if
  /// unspecified, becomes its actual minor size (`proposalWhenPlacing`).
  func placementProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
    var result = proposal
    result[minorAxis] = proposal[minorAxis] ?? size[minorAxis]
    return result
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, memory: inout Memory
  ) {
    arrange(subviews, for: placementProposal(proposal, size: bounds.size), memory: &memory)
    var cursor = bounds.min(majorAxis)
    for offset in 0..<subviews.count {
      let subview = subviews[subviews.startIndex + offset]
      let child = memory.children[offset]
      cursor += child.gap
      let position = CGPoint(cursor, bounds.min(minorAxis) + child.minorOrigin, major: majorAxis)
      subview.place(at: position, anchor: .topLeading, proposal: childProposal(child, in: memory))
      cursor += child.majorLength
    }
  }

  /// The stack's explicit value for a guide: its children's, merged, in the stack's coordinates.
  /// Built-in frame guides never merge, so they come back `nil` (§1.14).
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews, memory: inout Memory
  ) -> CGFloat? {
    guard !subviews.isEmpty, !key.isFrameGuide else { return nil }
    arrange(subviews, for: placementProposal(proposal, size: size), memory: &memory)
    var merged: CGFloat?
    var n = 0
    var cursor: CGFloat = 0
    for offset in 0..<subviews.count {
      let subview = subviews[subviews.startIndex + offset]
      let child = memory.children[offset]
      cursor += child.gap
      let origin = key.axis == majorAxis ? cursor : child.minorOrigin
      if let value = subview.dimensions(in: childProposal(child, in: memory))[explicit: key] {
        key.combineExplicit(childValue: origin + value, n, into: &merged)
        n += 1
      }
      cursor += child.majorLength
    }
    return merged
  }

  /// The stack's spacing seen from outside: every child's on the minor-axis edges, the first
  /// child's on the leading edge and the last child's on the trailing edge (§1.4).
  func spacing(subviews: LayoutSubviews) -> Spacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    let direction = subviews.layoutDirection
    let leadingEdge: AbsoluteEdge
    let trailingEdge: AbsoluteEdge
    if majorAxis == .horizontal {
      leadingEdge = AbsoluteEdge(.leading, layoutDirection: direction)
      trailingEdge = AbsoluteEdge(.trailing, layoutDirection: direction)
    } else {
      (leadingEdge, trailingEdge) = (.top, .bottom)
    }
    var result = Spacing(minima: [])
    let minorEdges = Set(AbsoluteEdge.edges(of: minorAxis))
    for subview in subviews { result.incorporate(subview.rawSpacing, edges: minorEdges) }
    result.incorporate(first.rawSpacing, edges: [leadingEdge])
    result.incorporate(last.rawSpacing, edges: [trailingEdge])
    return result
  }
}

/// A layout that stacks its subviews one after another along an axis: `HStack`, `VStack` and
/// the lazy stacks. Checks of a laid-out tree read it (``LayoutRole/stack(_:)``).
protocol AxisStackLayout {
  /// The axis the subviews follow one another along.
  var stackAxis: Axis { get }
}

extension HStackLayout: AxisStackLayout {
  var stackAxis: Axis { .horizontal }
}

extension VStackLayout: AxisStackLayout {
  var stackAxis: Axis { .vertical }
}

extension LazyStackLayout: AxisStackLayout {
  var stackAxis: Axis { axis }
}
