import Foundation

/// The back button of a pushed screen: the back chevron and the previous screen's title in the
/// tint, 17-pt regular, in a 44-tall tap area (docs/iOSControls.md §8, ASNAP).
///
/// As UIKit's, it shows the generic "Back" when the previous title does not fit beside the
/// centred title, and the chevron alone when neither does. It is tagged `BackButton`, as
/// UIKit's back button is, so a test taps it with `host.tap("BackButton")`.
///
/// Fidelity: partial — the chevron's ink size and place, the title's start and the 44-pt tap
/// height are measured on iOS 18.5 (ASNAP); the chevron is drawn, not SF Symbols' glyph.
nonisolated struct BackButton: View {
  let previousTitle: Text?
  let pop: () -> Void
  @Environment(\.tint) private var tint
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    ViewThatFits(in: .horizontal) {
      if let previousTitle { labelled(previousTitle) }
      labelled(Text("Back"))
      chevron
    }
    .foregroundStyle(tint ?? .accentColor)
    .interaction(.tap(pop))
    .accessibilityIdentifier("BackButton")
  }

  private var chevron: some View {
    BackChevron()
      .fill(tint ?? .accentColor)
      .frame(width: NavigationBarMetrics.backChevronSize.width, height: NavigationBarMetrics.backChevronSize.height)
      .padding(.leading, NavigationBarMetrics.backChevronInset)
      .frame(height: NavigationBarMetrics.inlineHeight(sizeClass))
  }

  private func labelled(_ title: Text) -> some View {
    HStack(spacing: 0) {
      chevron
      title
        .font(.body)
        .lineLimit(1)
        .fixedSize()
        .padding(
          .leading,
          NavigationBarMetrics.backTitleInset - NavigationBarMetrics.backChevronInset
            - NavigationBarMetrics.backChevronSize.width)
    }
  }
}

/// The back button of a pushed screen in iOS 26's design: a 44-pt glass circle holding the
/// chevron in the label colour, 16 from the edge; the previous screen's title is no longer
/// shown, only read by accessibility (ASN26 26.2, docs/iOS26Controls.md §8.1). Tagged
/// `BackButton`, as the iOS 18 one.
///
/// Fidelity: partial — the 44 × 44 frame at x = 16 is measured; the chevron's size inside the
/// glass is not visible in the render [uncertain: drawn 9 × 16, semibold weight], and the glass
/// is `BarGlass`'s flat stand-in.
nonisolated struct GlassBackButton: View {
  let previousTitle: Text?
  let pop: () -> Void
  @Environment(\.tint) private var tint

  /// The chevron's ink inside the circle [uncertain].
  static let chevronSize = CGSize(width: 9, height: 16)

  var body: some View {
    BackChevron(thickness: 2.4)
      .fill(tint ?? .primary)
      .frame(width: Self.chevronSize.width, height: Self.chevronSize.height)
      .offset(x: -1)
      .frame(width: GlassBarMetrics.height, height: GlassBarMetrics.height)
      .background { BarGlass() }
      .interaction(.tap(pop))
      .accessibilityLabel(previousTitle ?? Text("Back"))
      .accessibilityIdentifier("BackButton")
  }
}

/// The back chevron's ink: a "<" of two arms 2.6 thick, filled, that spans the shape's frame.
nonisolated struct BackChevron: Shape {
  /// The arms' thickness.
  var thickness: CGFloat = 2.6

  func path(in rect: CGRect) -> Path {
    chevronPath(
      from: CGPoint(x: rect.maxX, y: rect.minY), apex: CGPoint(x: rect.minX, y: rect.midY),
      to: CGPoint(x: rect.maxX, y: rect.maxY), thickness: thickness, in: rect)
  }
}

/// A filled chevron through `start`, `apex` and `end` whose arms are `thickness` thick, kept
/// inside `rect`: the outline of the stroke, with square ends and a mitred apex.
func chevronPath(from start: CGPoint, apex: CGPoint, to end: CGPoint, thickness: CGFloat, in rect: CGRect) -> Path {
  let half = Swift.min(thickness / 2, rect.width / 2, rect.height / 2)
  // Move the centre line inside the rectangle by half the thickness.
  func inset(_ point: CGPoint) -> CGPoint {
    CGPoint(
      x: Swift.min(Swift.max(point.x, rect.minX + half), rect.maxX - half),
      y: Swift.min(Swift.max(point.y, rect.minY + half), rect.maxY - half))
  }
  let (a, b, c) = (inset(start), inset(apex), inset(end))
  func normal(_ from: CGPoint, _ to: CGPoint) -> CGPoint {
    let dx = to.x - from.x
    let dy = to.y - from.y
    let length = Swift.max((dx * dx + dy * dy).squareRoot(), 0.0001)
    return CGPoint(x: -dy / length * half, y: dx / length * half)
  }
  let n1 = normal(a, b)
  let n2 = normal(b, c)
  // Where the two offset lines meet at the apex, on either side.
  func meet(_ sign: CGFloat) -> CGPoint {
    let p = CGPoint(x: a.x + sign * n1.x, y: a.y + sign * n1.y)
    let r = CGPoint(x: b.x - a.x, y: b.y - a.y)
    let q = CGPoint(x: b.x + sign * n2.x, y: b.y + sign * n2.y)
    let s = CGPoint(x: c.x - b.x, y: c.y - b.y)
    let denominator = r.x * s.y - r.y * s.x
    guard abs(denominator) > 0.0001 else { return CGPoint(x: b.x + sign * n1.x, y: b.y + sign * n1.y) }
    let t = ((q.x - p.x) * s.y - (q.y - p.y) * s.x) / denominator
    return CGPoint(x: p.x + t * r.x, y: p.y + t * r.y)
  }
  var path = Path()
  path.move(to: CGPoint(x: a.x + n1.x, y: a.y + n1.y))
  path.addLine(to: meet(1))
  path.addLine(to: CGPoint(x: c.x + n2.x, y: c.y + n2.y))
  path.addLine(to: CGPoint(x: c.x - n2.x, y: c.y - n2.y))
  path.addLine(to: meet(-1))
  path.addLine(to: CGPoint(x: a.x - n1.x, y: a.y - n1.y))
  path.closeSubpath()
  return path
}

/// Whether a view of the screen hid the back button.
struct BackButtonHiddenKey: PreferenceKey {
  static let defaultValue = false

  static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

nonisolated extension View {
  /// Hides the navigation bar back button for the view.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
  }
}
