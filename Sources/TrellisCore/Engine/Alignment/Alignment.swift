import Foundation

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
  /// The alignment on the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The alignment on the vertical axis.
  public var vertical: VerticalAlignment

  /// Creates an alignment from a horizontal and a vertical guide.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred in both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the leading edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle of the trailing edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centred horizontally, on the first text baseline vertically.
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  /// Centred horizontally, on the last text baseline vertically.
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  /// Leading horizontally, on the first text baseline vertically.
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading horizontally, on the last text baseline vertically.
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing horizontally, on the first text baseline vertically.
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing horizontally, on the last text baseline vertically.
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

  /// The guide along `axis`.
  func key(_ axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal.key : vertical.key }
}
