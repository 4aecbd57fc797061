import Foundation

/// A visual element that can be used to separate other content.
///
/// A divider is a vertical line inside an `HStack` and a horizontal line anywhere else,
/// one pixel thick (docs/LayoutRules.md §1.2).
nonisolated public struct Divider: View, PrimitiveView {
  /// Creates a divider.
  public init() {}

  /// Adds a divider node oriented by the enclosing stack.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let line: Axis = inputs.stackOrientation == .horizontal ? .vertical : .horizontal
    inputs.context.appendLeaf(
      DividerBehavior(
        lineAxis: line, thickness: inputs.environment.pixelLength,
        color: Color.separator.resolve(in: inputs.environment)),
      inputs: inputs)
  }
}

/// A fill one pixel thick across `lineAxis`: SwiftUI's plain divider style, a colour in a
/// `frame(height: thickness)` or `frame(width: thickness)`.
///
/// Fidelity: partial — orientation and thickness from OpenSwiftUI `Divider.swift` and
/// `PlainDividerStyle.swift`; the 10-point ideal length follows from the fill's default size.
struct DividerBehavior: LayoutBehavior {
  /// The axis the line runs along.
  let lineAxis: Axis
  let thickness: CGFloat
  let color: Color.Resolved

  var debugName: String { "Divider" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    CGSize(proposal[lineAxis] ?? 10, thickness, major: lineAxis)
  }

  /// A hairline: one pixel of iOS's separator colour.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    [.fill(Path(frame), paint: .color(color), bounds: frame, evenOdd: false)]
  }
}

extension Color {
  /// iOS's separator colour, which plain dividers draw with.
  static let separator = Color(
    light: .bytes(60, 60, 67, 0.29), dark: .bytes(84, 84, 88, 0.6), name: "separator")
}
