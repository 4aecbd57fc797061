import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
  let key: AlignmentKey

  /// Creates a horizontal alignment from a custom guide.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id, axis: .horizontal)
  }

  /// The alignment of a horizontal guide's key.
  init(key: AlignmentKey) {
    self.key = key
  }

  /// A guide at the leading edge.
  public static let leading = HorizontalAlignment(LeadingAlignment.self)
  /// A guide at the horizontal centre.
  public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
  /// A guide at the trailing edge.
  public static let trailing = HorizontalAlignment(TrailingAlignment.self)

  /// Merges the explicit values of `n` subviews' guides, as a container's default `explicitAlignment` does.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    key.combineExplicit(values)
  }
}

enum LeadingAlignment: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignment: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignment: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

extension AlignmentKey {
  func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    var result: CGFloat?
    var n = 0
    for case let value? in values {
      combineExplicit(childValue: value, n, into: &result)
      n += 1
    }
    return result
  }
}
