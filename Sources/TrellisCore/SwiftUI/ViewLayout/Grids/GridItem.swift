import Foundation

/// A description of a row or a column in a lazy grid.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]
/// LazyVGrid(columns: columns) { ForEach(photos) { PhotoView(photo: $0) } }
/// ```
public struct GridItem: Sendable {
  /// The size in the minor axis of one or more rows or columns in a grid layout.
  public enum Size: Sendable {
    /// A single item with the specified fixed size.
    case fixed(CGFloat)
    /// A single item, sized by the space the grid shares out, between `minimum` and `maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// Multiple items in the space of a single flexible item: as many of at least `minimum` as fit.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size of the item, which is the width of a column item or the height of a row item.
  public var size: Size
  /// The spacing to the next item, or `nil` for the default of 8.
  public var spacing: CGFloat?
  /// The alignment to use when placing each view in its cell, or `nil` for centred.
  public var alignment: Alignment?

  /// Creates a grid item with the provided size, spacing, and alignment properties.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
