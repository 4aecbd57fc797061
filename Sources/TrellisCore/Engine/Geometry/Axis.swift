import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// An efficient set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int8
    /// Creates a set of axes from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set containing only the horizontal axis.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// The set containing only the vertical axis.
    public static let vertical = Set(rawValue: 1 << 1)
  }

  /// Both axes, horizontal first, as a collection of two that is no array: a per-axis loop on
  /// the layout's hot path neither allocates (as a literal `[.horizontal, .vertical]` would) nor
  /// retains a shared array and checks it was made (as a global one does), and the optimiser
  /// unrolls it.
  static var both: Both { Both() }

  /// The two axes, horizontal first.
  struct Both: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { 2 }
    subscript(index: Int) -> Axis { index == 0 ? .horizontal : .vertical }
  }

  /// The other axis.
  var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A textual description of the axis.
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

extension Axis.Set {
  /// The set of the one axis.
  init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

  /// Whether the set contains `axis`.
  func contains(_ axis: Axis) -> Bool {
    contains(Axis.Set(axis))
  }
}
