import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Which views pass an explicit guide value on to their container (docs/LayoutRules.md §1.14):
/// modifiers do, moved by where they put their child; a built-in container never passes on the
/// frame's own guides; a user's `Layout` may answer any guide. The engine knows from the tree
/// which views can have a value at all, and asks only those.
@MainActor
@Suite("Layout: explicit guides")
struct ExplicitGuideTests {
  private let window = CGSize(width: 200, height: 200)

  @Test("A leading guide set inside a padding moves the view in a leading VStack")
  func guideThroughModifierMovesView() throws {
    let column = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10)
      Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("moved")
        .alignmentGuide(.leading) { _ in -30 }
        .padding(5)
    }
    // The padded view's guide is 5 − 30 = −25 from its left: it sits 25 right of the line.
    // The stack is 100 wide, centred at 50; the colour is 5 inside its padding.
    let moved = try #require(LayoutHost(column, size: window).unroundedFrame(of: "moved"))
    #expect(moved == CGRect(x: 80, y: 100, width: 20, height: 10))
  }

  @Test("A leading guide set inside an HStack does not move the HStack")
  func frameGuideStopsAtContainer() throws {
    let column = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10)
      HStack { Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -30 } }
        .accessibilityIdentifier("row")
    }
    let row = try #require(LayoutHost(column, size: window).unroundedFrame(of: "row"))
    #expect(row.minX == 50)
  }

  @Test("A user's layout that answers the leading guide moves in a leading VStack")
  func userLayoutAnswersFrameGuide() throws {
    let column = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10).accessibilityIdentifier("wide")
      LeadingInset { Color.blue.frame(width: 20, height: 10) }.accessibilityIdentifier("inset")
    }
    // The inset's guide is 10 from its left: the stack spans −10 … 100, 110 wide, at 45.
    let host = LayoutHost(column, size: window)
    #expect(host.unroundedFrame(of: "inset")?.minX == 45)
    #expect(host.unroundedFrame(of: "wide")?.minX == 55)
  }
}

/// A layout of one subview whose leading guide is 10 points in.
private struct LeadingInset: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 10 : nil
  }
}
