import Trellis

/// A layout that places its subviews evenly on a circle, the first at the top.
///
/// It takes the whole proposal (a square of the smaller side), like a shape, and centres
/// every subview, at its ideal size, on the circle inset by the largest subview.
public struct RadialLayout: Layout {
  /// Creates a radial layout.
  public init() {}

  /// A square of the smaller proposed side; 10 × 10 unspecified, like a shape.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let side = min(proposal.width ?? 10, proposal.height ?? 10)
    return CGSize(width: side, height: side)
  }

  /// Subview `i` of `n` at angle 2πi/n clockwise from the top.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let largest = sizes.map { max($0.width, $0.height) }.max() ?? 0
    let radius = max(min(bounds.width, bounds.height) / 2 - largest / 2, 0)
    for (index, subview) in subviews.enumerated() {
      let angle = 2 * Double.pi * Double(index) / Double(max(subviews.count, 1)) - Double.pi / 2
      subview.place(
        at: CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)), y: bounds.midY + radius * CGFloat(sin(angle))),
        anchor: .center, proposal: .unspecified)
    }
  }
}

/// Twelve hours on a dial.
public struct ClockFace: View {
  /// Creates the example.
  public init() {}

  /// The hours on a circle, on a light disc.
  public var body: some View {
    RadialLayout {
      ForEach(1..<13) { hour in
        Text("\(hour == 12 ? 12 : hour)").font(.title3)
      }
    }
    .background(Circle().fill(Color.gray.opacity(0.15)))
    .frame(width: 240, height: 240)
  }
}
