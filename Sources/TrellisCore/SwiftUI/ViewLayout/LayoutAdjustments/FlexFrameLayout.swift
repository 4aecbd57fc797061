import Foundation

/// A flexible frame: what `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// makes (docs/LayoutRules.md §1.6).
///
/// Fidelity: verified — init normalisation against real SwiftUI (§2 A cases 1–6); sizing by
/// §2 B case 8, C cases 41 and 43, D cases 81, 85 and 87.
nonisolated public struct _FlexFrameLayout: ImmediateViewModifier {
  /// The minimum width.
  public var minWidth: CGFloat? { behavior.minWidth.value }
  /// The width used when the proposal is unspecified.
  public var idealWidth: CGFloat? { behavior.idealWidth.value }
  /// The maximum width.
  public var maxWidth: CGFloat? { behavior.maxWidth.value }
  /// The minimum height.
  public var minHeight: CGFloat? { behavior.minHeight.value }
  /// The height used when the proposal is unspecified.
  public var idealHeight: CGFloat? { behavior.idealHeight.value }
  /// The maximum height.
  public var maxHeight: CGFloat? { behavior.maxHeight.value }
  /// How the child is aligned in the frame.
  public var alignment: Alignment { behavior.storedAlignment.alignment }
  /// What the frame's node keeps: the normalised bounds and the alignment, without what the
  /// modifier reports when its view is made.
  let behavior: FlexFrameBehavior
  let hadInvalidDimension: Bool
  let wasContradictory: Bool

  /// Creates a flexible frame, normalising its bounds as SwiftUI does: a negative minimum
  /// becomes 0, the ideal is raised to the minimum and the maximum to the ideal.
  public init(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) {
    typealias Bounds = (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
    func normalise(_ raw: Bounds) -> Bounds {
      let min = raw.min.map { Swift.max($0, 0) }
      let ideal = raw.ideal.map { Swift.max(min ?? 0, $0) }
      let max = raw.max.map { Swift.max(ideal ?? 0, $0) }
      return (min, ideal, max)
    }
    // SwiftUI's two checks: "invalid" for bounds out of order or a non-finite minimum,
    // "contradictory" for bounds not in non-decreasing order.
    func isInvalid(_ raw: Bounds) -> Bool {
      if let min = raw.min, !min.isFinite || min > (raw.ideal ?? raw.max ?? .infinity) { return true }
      if let ideal = raw.ideal, ideal.isNaN || ideal > (raw.max ?? .infinity) { return true }
      return raw.max?.isNaN ?? false
    }
    func isContradictory(_ raw: Bounds) -> Bool {
      let min = raw.min ?? -.infinity
      let ideal = raw.ideal ?? min
      let max = raw.max ?? ideal
      return !(min <= ideal && ideal <= max)
    }
    let width = (minWidth, idealWidth, maxWidth)
    let height = (minHeight, idealHeight, maxHeight)
    behavior = FlexFrameBehavior(width: normalise(width), height: normalise(height), alignment: alignment)
    hadInvalidDimension = isInvalid(width) || isInvalid(height)
    wasContradictory = isContradictory(width) || isContradictory(height)
  }

  /// Wraps each view of the content in a flexible frame node.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    if modifier.wasContradictory { RuntimeIssues.report(RuntimeIssues.contradictoryFrameConstraints) }
    if modifier.hadInvalidDimension { RuntimeIssues.report(RuntimeIssues.invalidFrameDimension) }
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier.behavior }
  }
}

/// A flexible frame's node: its normalised bounds and its alignment, in 56 bytes.
///
/// A frame's behaviour is kept for every frame of the tree as long as the tree lives. Its
/// bounds are six ``StoredLength``s (six `CGFloat?` took twice the room) and its alignment a
/// ``StoredAlignment``; what the modifier reports when its view is made stays in the modifier.
/// With the behaviour's box, a frame takes 80 bytes of the heap (Benchmarks/README.md, "Heap
/// bytes per view", step 9).
struct FlexFrameBehavior {
  let minWidth, idealWidth, maxWidth: StoredLength
  let minHeight, idealHeight, maxHeight: StoredLength
  let storedAlignment: StoredAlignment

  init(
    width: (CGFloat?, CGFloat?, CGFloat?), height: (CGFloat?, CGFloat?, CGFloat?), alignment: Alignment
  ) {
    (minWidth, idealWidth, maxWidth) = (StoredLength(width.0), StoredLength(width.1), StoredLength(width.2))
    (minHeight, idealHeight, maxHeight) = (StoredLength(height.0), StoredLength(height.1), StoredLength(height.2))
    storedAlignment = StoredAlignment(alignment)
  }

  /// The bounds along one axis.
  func bounds(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    axis == .horizontal
      ? (minWidth.value, idealWidth.value, maxWidth.value) : (minHeight.value, idealHeight.value, maxHeight.value)
  }
}

extension FlexFrameBehavior: UnaryLayoutBehavior {
  /// Flexible frames share boxes: the cells of a grid, the rows of a list repeat one.
  static var sharesBoxes: Bool { true }

  func sharesBox(with other: Self) -> Bool {
    minWidth == other.minWidth && idealWidth == other.idealWidth && maxWidth == other.maxWidth
      && minHeight == other.minHeight && idealHeight == other.idealHeight && maxHeight == other.maxHeight
      && storedAlignment.isSame(as: other.storedAlignment)
  }

  var debugName: String {
    let names = [
      ("minWidth", minWidth.value), ("idealWidth", idealWidth.value), ("maxWidth", maxWidth.value),
      ("minHeight", minHeight.value), ("idealHeight", idealHeight.value), ("maxHeight", maxHeight.value),
    ]
    let parts = names.compactMap { name, value in value.map { "\(name): \(formatLength($0))" } }
    return "frame(\(parts.joined(separator: ", ")))"
  }

  private static func clamp(_ value: CGFloat, _ min: CGFloat?, _ max: CGFloat?) -> CGFloat {
    var result = value
    if let min { result = Swift.max(result, min) }
    if let max { result = Swift.min(result, max) }
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
    var size = CGSize.zero
    var undecided = Axis.Set()
    for axis in Axis.both {
      let (min, ideal, max) = bounds(axis)
      if let proposed = proposal[axis] {
        // Both bounds set: the frame takes the clamped proposal, whatever its child wants.
        if let min, let max, min <= max {
          size[axis] = Self.clamp(proposed, min, max)
          continue
        }
      } else if let ideal {
        size[axis] = ideal
        continue
      }
      undecided.insert(Axis.Set(axis))
    }
    guard !undecided.isEmpty else { return size }

    var childProposal = ProposedViewSize.unspecified
    for axis in Axis.both {
      let (min, ideal, max) = bounds(axis)
      childProposal[axis] = (proposal[axis] ?? ideal).map { Self.clamp($0, min, max) }
    }
    let childSize = child.sizeThatFits(childProposal)
    for axis in Axis.both where undecided.contains(axis) {
      let (min, _, max) = bounds(axis)
      let fitted = childSize[axis]
      switch (min, max) {
      case (let min?, let max?): size[axis] = Self.clamp(fitted, min, max)
      // With only a minimum, the frame takes up to the proposal; with only a maximum, at least
      // the proposal. So `frame(maxWidth: .infinity)` takes the whole proposal, but the child's
      // ideal width when the proposal is unspecified.
      case (let min?, nil): size[axis] = Swift.max(Swift.min(childProposal[axis] ?? .infinity, fitted), min)
      case (nil, let max?): size[axis] = Swift.min(Swift.max(childProposal[axis] ?? -.infinity, fitted), max)
      case (nil, nil): size[axis] = fitted
      }
    }
    return size
  }

  /// The child is proposed the frame's size, except along an axis the frame got no proposal
  /// for, has no ideal, and sized strictly between its bounds: there the child gets `nil`
  /// (iOS 17's `FlexFrameIdealSizing`).
  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    var childProposal = ProposedViewSize(size)
    for axis in Axis.both {
      let (min, ideal, max) = bounds(axis)
      if proposal[axis] == nil, ideal == nil, (min ?? -.infinity) < size[axis], size[axis] < (max ?? .infinity) {
        childProposal[axis] = nil
      }
    }
    return ChildPlacement(
      proposal: childProposal,
      origin: aligned(child, proposal: childProposal, in: size, alignment: storedAlignment.alignment))
  }

  /// A flexible frame resets the spacing of every axis it constrains, unless its child is a spacer (§1.4).
  func spacing(child: LayoutSubview, childSpacing: Spacing, layoutDirection: LayoutDirection) -> Spacing {
    let constrained = Axis.both.filter { axis in
      let (min, ideal, max) = bounds(axis)
      return min != nil || ideal != nil || max != nil
    }
    return spacing(childSpacing, resetting: constrained, child: child)
  }
}

nonisolated extension View {
  /// Positions this view within an invisible frame having the specified size constraints.
  ///
  /// ```swift
  /// Text(title).frame(maxWidth: .infinity, alignment: .leading)
  /// ```
  ///
  /// Bounds out of order are reported ("Contradictory frame constraints specified.") and
  /// normalised as SwiftUI does.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
        minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}
