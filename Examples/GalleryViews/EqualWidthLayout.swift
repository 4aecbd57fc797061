import Trellis

/// A horizontal layout that gives every subview the width of the widest one — Apple's
/// `Layout` documentation example — with the widths in a cache and an optional
/// `LayoutValueKey` to exclude a subview from the measurement.
public struct EqualWidthHStack: Layout {
  /// The distance between subviews.
  public var spacing: CGFloat

  /// Creates the layout.
  public init(spacing: CGFloat = 8) { self.spacing = spacing }

  /// The widest ideal size, measured once per layout.
  public struct Cache {
    var widest: CGSize
  }

  /// Measures the subviews that take part.
  public func makeCache(subviews: Subviews) -> Cache {
    let sizes = subviews.filter { !$0[ExcludedFromEqualWidth.self] }.map { $0.sizeThatFits(.unspecified) }
    return Cache(
      widest: CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0))
  }

  /// `n` slots of the widest width.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let count = CGFloat(subviews.count)
    return CGSize(
      width: cache.widest.width * count + spacing * max(count - 1, 0), height: cache.widest.height)
  }

  /// Each subview proposed the widest width, left to right.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let slot = ProposedViewSize(width: cache.widest.width, height: cache.widest.height)
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: slot)
      x += cache.widest.width + spacing
    }
  }
}

/// Marks a subview that `EqualWidthHStack` does not measure for the common width.
public struct ExcludedFromEqualWidth: LayoutValueKey {
  /// Every subview takes part by default.
  public static let defaultValue = false
}

/// Buttons of equal width, whatever their labels.
public struct EqualWidthButtons: View {
  /// Creates the example.
  public init() {}

  /// Three labels in capsules of one width.
  public var body: some View {
    EqualWidthHStack {
      ForEach(["OK", "Cancel", "Try again"], id: \.self) { label in
        Text(label)
          .padding(.vertical, 8)
          .frame(maxWidth: .infinity)
          .background(Capsule().fill(Color.accentColor.opacity(0.2)))
      }
    }
    .padding()
  }
}
