import Foundation

/// A type that you use to create custom alignment guides.
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat {
///         context.height / 3
///     }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
public protocol AlignmentID {
  /// The value of the guide in a view that does not set it explicitly.
  static func defaultValue(in context: ViewDimensions) -> CGFloat

  /// Folds the `n`-th explicit value of a child into its container's value.
  ///
  /// Custom guides average their children's values; the built-in frame guides
  /// (leading, centre, trailing, top, bottom) do not propagate past their container
  /// (docs/LayoutRules.md §1.14).
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
  /// Averages the explicit values of the children.
  public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    let previous = parentValue ?? 0
    parentValue = previous + (childValue - previous) / CGFloat(n + 1)
  }
}

/// A guide whose value comes from the view's frame alone: never combined from children.
protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// Identifies a guide and its axis, so guides can be compared and looked up.
struct AlignmentKey: Hashable, CustomStringConvertible, @unchecked Sendable {
  // `any AlignmentID.Type` is a metatype: immutable and safe to share.
  let id: any AlignmentID.Type
  let axis: Axis
  /// Whether the guide is one of the built-in frame guides, which containers never merge.
  /// Asked on every alignment question: found once here, since asking the metatype is a
  /// conformance look-up in the runtime.
  let isFrameGuide: Bool

  init(id: any AlignmentID.Type, axis: Axis) {
    self.id = id
    self.axis = axis
    isFrameGuide = id is any FrameAlignmentID.Type
  }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
    hasher.combine(axis)
  }

  func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

  func combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    id._combineExplicit(childValue: childValue, n, into: &parentValue)
  }

  var description: String { String(describing: id) }
}
