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

  /// Where each child goes along the major axis, and how it was sized.
  struct Arrangement {
    /// Each child's proposal, size and place across the stack, in order: one array, so that
    /// an arrangement allocates once, not once per field.
    var children: [ArrangedChild] = []
    var size: CGSize = .zero
  }

  /// How one child of a stack was sized, and where it goes across the stack.
  struct ArrangedChild {
    /// The proposal, in two words (``StoredProposal``): a stack keeps one per child for as long
    /// as the stack lives.
    private var storedProposal: StoredProposal
    var size: CGSize = .zero
    /// The minor-axis offset of the child from the stack's minor origin.
    var minorOrigin: CGFloat = 0

    init(proposal: ProposedViewSize) { storedProposal = StoredProposal(proposal) }

    /// The proposal the child was sized with, and is placed with.
    var proposal: ProposedViewSize {
      get { storedProposal.proposal }
      set { storedProposal = StoredProposal(newValue) }
    }
  }

  /// The gap before each child: the uniform spacing, or the pair's preferred distance (§1.4).
  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    var gaps: [CGFloat] = []
    writeGaps(subviews, into: &gaps)
    return gaps
  }

  /// Writes the gap before each child over `gaps`, in its storage.
  private func writeGaps(_ subviews: LayoutSubviews, into gaps: inout [CGFloat]) {
    gaps.removeAll(keepingCapacity: true)
    gaps.append(contentsOf: repeatElement(0, count: subviews.count))
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
      for offset in 1..<subviews.count { gaps[offset] = uniform }
      return
    }
    var previous = subviews[subviews.startIndex].rawSpacing
    for offset in 1..<subviews.count {
      let current = subviews[subviews.startIndex + offset].rawSpacing
      gaps[offset] =
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
    // Taken out of the memory, so that they are uniquely referenced while they are filled.
    var children = memory.arrangement.children
    memory.arrangement.children = []
    Self.setCount(&children, subviews.count, filling: ArrangedChild(proposal: .zero))
    if let majorProposal = proposal[majorAxis] {
      let gaps = memory.gaps
      subviews.withScratchClaims { claims in
        distribute(
          majorProposal, minorProposal: minorProposal, subviews: subviews, gaps: gaps, claims: &claims,
          into: &children)
      }
    } else {
      // Ideal sizing: every child at its ideal length (§1.3 step 2).
      let ideal = ProposedViewSize(nil, minorProposal, major: majorAxis)
      for index in children.indices { children[index].proposal = ideal }
    }
    var major: CGFloat = 0
    // The minor extent is the union of the aligned children and the alignment line itself (§1.3 step 4).
    var minorLow: CGFloat = 0
    var minorHigh: CGFloat = 0
    // A child infinitely long across the stack has no finite guide to align by. Offered ∞
    // across, the stack is as infinite as the child (not NaN, ∞ − ∞); a child that asks for ∞
    // of a finite offer is left out of the extent, so the stack around it stays finite.
    var infiniteMinor = false
    for (offset, subview) in subviews.enumerated() {
      let dimensions = subview.dimensions(in: children[offset].proposal)
      let size = dimensions.size
      children[offset].size = size
      major += memory.gaps[offset] + size[majorAxis]
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
    memory.arrangement = Arrangement(
      children: children, size: CGSize(major, infiniteMinor ? .infinity : minorHigh - minorLow, major: majorAxis))
  }

  /// Sets the major-axis proposal of each child when the stack is offered `available` (§1.3
  /// step 3), in `children`, which are still to be sized; `claims` is room to work in.
  private func distribute(
    _ available: CGFloat, minorProposal: CGFloat?, subviews: LayoutSubviews, gaps: [CGFloat],
    claims: inout [LengthClaim], into children: inout [ArrangedChild]
  ) {
    Self.setCount(&claims, subviews.count, filling: LengthClaim(index: 0, priority: 0, minimum: 0, maximum: 0))
    for (offset, subview) in subviews.enumerated() {
      let minimum = subview.sizeThatFits(ProposedViewSize(0, minorProposal, major: majorAxis))[majorAxis]
      let maximum = subview.sizeThatFits(ProposedViewSize(.infinity, minorProposal, major: majorAxis))[majorAxis]
      claims[offset] = LengthClaim(index: offset, priority: subview.priority, minimum: minimum, maximum: maximum)
    }
    LengthSharing.share(available - gaps.reduce(0, +), among: &claims) { offset, share in
      let proposal = ProposedViewSize(share, minorProposal, major: majorAxis)
      children[offset].proposal = proposal
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

  /// What a stack keeps between the calls of a pass: its gaps, and its last arrangement, which
  /// placing it at the proposal it was last sized for (the usual case) reuses instead of going
  /// through its children again, as SwiftUI's stack keeps its `lastProposedSize`.
  struct Memory {
    var gaps: [CGFloat]
    /// The proposal the arrangement below was made for, or `nil` before the first.
    var lastProposal: SizeCache.Key?
    /// The last arrangement.
    var arrangement = Arrangement()
  }

  func makeMemory(_ subviews: LayoutSubviews) -> Memory { Memory(gaps: gaps(subviews)) }

  /// Brings `memory` up to date with `subviews`, whose spacing may have changed: the gaps
  /// again, and no arrangement, in the storage the memory has.
  func updateMemory(_ memory: inout Memory, _ subviews: LayoutSubviews) {
    memory.lastProposal = nil
    writeGaps(subviews, into: &memory.gaps)
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
    return memory.arrangement.size
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
    let arrangement = memory.arrangement
    var cursor = bounds.min(majorAxis)
    for (offset, subview) in subviews.enumerated() {
      let child = arrangement.children[offset]
      cursor += memory.gaps[offset]
      let position = CGPoint(cursor, bounds.min(minorAxis) + child.minorOrigin, major: majorAxis)
      subview.place(at: position, anchor: .topLeading, proposal: child.proposal)
      cursor += child.size[majorAxis]
    }
  }

  /// The stack's explicit value for a guide: its children's, merged, in the stack's coordinates.
  /// Built-in frame guides never merge, so they come back `nil` (§1.14).
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews, memory: inout Memory
  ) -> CGFloat? {
    guard !subviews.isEmpty, !key.isFrameGuide else { return nil }
    arrange(subviews, for: placementProposal(proposal, size: size), memory: &memory)
    let arrangement = memory.arrangement
    var merged: CGFloat?
    var n = 0
    var cursor: CGFloat = 0
    for (offset, subview) in subviews.enumerated() {
      let child = arrangement.children[offset]
      cursor += memory.gaps[offset]
      let origin = key.axis == majorAxis ? cursor : child.minorOrigin
      if let value = subview.dimensions(in: child.proposal)[explicit: key] {
        key.combineExplicit(childValue: origin + value, n, into: &merged)
        n += 1
      }
      cursor += child.size[majorAxis]
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
