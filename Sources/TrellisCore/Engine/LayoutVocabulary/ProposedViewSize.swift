import Foundation

/// A proposal for the size of a view.
///
/// A parent proposes a size, and the child answers with the size it wants.
/// A `nil` dimension asks for the view's ideal size, `0` for its minimum and
/// `.infinity` for its maximum (docs/LayoutRules.md §1.1).
///
/// Fidelity: verified — `replacingUnspecifiedDimensions(by:)` and insetting run as unit fixtures
/// (§2 B cases 9 and 10).
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed horizontal size, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed vertical size, or `nil` for the ideal height.
  public var height: CGFloat?

  /// Creates a proposal from two optional dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal that proposes exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// A proposal of zero in both dimensions: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal of infinity in both dimensions: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// A proposal with both dimensions unspecified: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// Replaces the unspecified dimensions with those of `size`, 10 × 10 by default, as SwiftUI does.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

extension ProposedViewSize {
  /// A proposal built from a major-axis length and a minor-axis length.
  init(_ major: CGFloat?, _ minor: CGFloat?, major axis: Axis) {
    self = axis == .horizontal ? .init(width: major, height: minor) : .init(width: minor, height: major)
  }

  /// The proposed length along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// The proposal shrunk by `insets`, never below zero; `nil` stays `nil` and NaN becomes 0
  /// (docs/LayoutRules.md §2 case 10).
  func inset(by insets: EdgeInsets) -> ProposedViewSize {
    func shrink(_ value: CGFloat?, by amount: CGFloat) -> CGFloat? {
      guard let value else { return nil }
      let result = value - amount
      return result.isNaN ? 0 : Swift.max(result, 0)
    }
    return ProposedViewSize(
      width: shrink(width, by: insets.leading + insets.trailing),
      height: shrink(height, by: insets.top + insets.bottom))
  }
}

extension ProposedViewSize: CustomStringConvertible {
  /// The proposal as `(width, height)`, with `nil` for unspecified dimensions.
  public var description: String {
    "(\(width.map(formatLength) ?? "nil"), \(height.map(formatLength) ?? "nil"))"
  }
}

/// A length as the dumps print it: integers without a decimal point, others with up to three
/// digits; lengths too large to print in full (beyond 10¹⁵) in exponent form, such as `1e+20`.
package func formatLength(_ value: CGFloat) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  guard abs(value) < 1e15 else { return String(format: "%.6g", Double(value)) }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  var text = String(format: "%.3f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
