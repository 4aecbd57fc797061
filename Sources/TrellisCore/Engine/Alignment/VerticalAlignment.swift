import Foundation

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
  let key: AlignmentKey

  /// Creates a vertical alignment from a custom guide.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id, axis: .vertical)
  }

  /// The alignment of a vertical guide's key.
  init(key: AlignmentKey) {
    self.key = key
  }

  /// A guide at the top edge.
  public static let top = VerticalAlignment(TopAlignment.self)
  /// A guide at the vertical centre.
  public static let center = VerticalAlignment(VerticalCenterAlignment.self)
  /// A guide at the bottom edge.
  public static let bottom = VerticalAlignment(BottomAlignment.self)
  /// A guide at the baseline of the topmost line of text; the bottom edge of views without text.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
  /// A guide at the baseline of the bottommost line of text; the bottom edge of views without text.
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)

  /// Merges the explicit values of `n` subviews' guides, as a container's default `explicitAlignment` does.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    key.combineExplicit(values)
  }
}

enum TopAlignment: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignment: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignment: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// The first baseline of a container is its topmost child baseline.
enum FirstTextBaselineAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = Swift.min(parentValue ?? .infinity, childValue)
  }
}

/// The last baseline of a container is its bottommost child baseline.
enum LastTextBaselineAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = Swift.max(parentValue ?? -.infinity, childValue)
  }
}
