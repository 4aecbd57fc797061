import Foundation

/// A flexible space that expands along the major axis of its containing stack layout, or on both axes if not contained in a stack.
///
/// ```swift
/// HStack {
///     Image(systemName: "checkmark")
///     Spacer()
///     Text(name)
/// }
/// ```
nonisolated public struct Spacer: View, PrimitiveView {
  /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion; `nil` for the system default of 8.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// Adds a spacer node oriented by the enclosing stack.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendLeaf(
      SpacerBehavior(name: "Spacer", minLength: view.minLength, axis: inputs.stackOrientation), inputs: inputs)
  }
}

/// A spacer that always expands horizontally, whatever its container.
nonisolated public struct _HSpacer: View, PrimitiveView {
  /// The minimum width of the spacer; `nil` for the system default of 8.
  public var minWidth: CGFloat?

  /// Creates a horizontal spacer.
  public init(minWidth: CGFloat? = nil) {
    self.minWidth = minWidth
  }

  /// Adds a horizontal spacer node.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendLeaf(
      SpacerBehavior(name: "_HSpacer", minLength: view.minWidth, axis: .horizontal), inputs: inputs)
  }
}

/// A spacer that always expands vertically, whatever its container.
nonisolated public struct _VSpacer: View, PrimitiveView {
  /// The minimum height of the spacer; `nil` for the system default of 8.
  public var minHeight: CGFloat?

  /// Creates a vertical spacer.
  public init(minHeight: CGFloat? = nil) {
    self.minHeight = minHeight
  }

  /// Adds a vertical spacer node.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendLeaf(
      SpacerBehavior(name: "_VSpacer", minLength: view.minHeight, axis: .vertical), inputs: inputs)
  }
}

/// A spacer whose distance to neighbouring text is measured from the text's baselines.
nonisolated public struct _TextBaselineRelativeSpacer: View, PrimitiveView {
  /// The minimum length of the spacer; `nil` for the system default of 8.
  public var minLength: CGFloat?

  /// Creates a baseline-relative spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// Adds a baseline-relative spacer node oriented by the enclosing stack.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendLeaf(
      SpacerBehavior(
        name: "_TextBaselineRelativeSpacer", minLength: view.minLength, axis: inputs.stackOrientation,
        relativeToTextBaseline: true),
      inputs: inputs)
  }
}

/// How every spacer lays out (seed 003, `SpacerLayoutComputer`; docs/LayoutRules.md §1.2).
///
/// Fidelity: verified — §2 C cases 17–31 and the seeds' checklist rows.
struct SpacerBehavior: LayoutBehavior {
  let name: String
  let minLength: CGFloat?
  /// The axis the spacer expands along; `nil` outside a stack, where it expands along both.
  let axis: Axis?
  var relativeToTextBaseline = false

  var debugName: String { name }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    // An infinite minimum would take the stack's whole proposal and more; it counts as none.
    // (NaN and -∞ lose every comparison below and act as 0.)
    let length = minLength.flatMap { $0 == .infinity ? nil : $0 } ?? Spacing.defaultDistance
    func expand(_ axis: Axis) -> CGFloat { Swift.max(proposal[axis] ?? -.infinity, length) }
    switch axis {
    case .horizontal: return CGSize(width: expand(.horizontal), height: 0)
    case .vertical: return CGSize(width: 0, height: expand(.vertical))
    case nil: return CGSize(width: expand(.horizontal), height: expand(.vertical))
    }
  }

  /// Neighbours touch a spacer; a baseline-relative one also pairs with text baselines.
  func spacing(context: LayoutContext) -> Spacing {
    guard let axis else { return .zero }
    var spacing = Spacing.zero(along: axis)
    if relativeToTextBaseline {
      let categories: [(Spacing.Category, AbsoluteEdge)] =
        axis == .horizontal
        ? [(.leftTextBaseline, .left), (.rightTextBaseline, .right)]
        : [(.textBaseline, .top), (.textBaseline, .bottom)]
      spacing.incorporate(
        Spacing(minima: categories.map { (Spacing.Key(category: $0.0, edge: $0.1), .distance(0)) }),
        edges: Set(AbsoluteEdge.edges(of: axis)))
    }
    return spacing
  }

  /// Spacers are sized after every other child of a stack (§1.3 step 7).
  func layoutPriority(context: LayoutContext) -> Double { -.infinity }

  /// A frame around a spacer keeps the spacer's zero spacing (§1.4).
  func requiresSpacingProjection(context: LayoutContext) -> Bool { true }
}
