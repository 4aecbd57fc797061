import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Layouts that users write: as containers, inside stacks, with caches and layout values.
@MainActor
@Suite("Layout protocol: user layouts")
struct CustomLayoutTests {
  /// Puts its subviews in a column, each at its ideal size, with `gap` between them.
  struct Column: Layout {
    var gap: CGFloat = 5

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      let height = sizes.map(\.height).reduce(0, +) + gap * CGFloat(max(sizes.count - 1, 0))
      return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var y = bounds.minY
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
        y += size.height + gap
      }
    }
  }

  @Test("A user layout used as a container places its subviews where it says")
  func userLayoutAsContainer() {
    let host = LayoutHost(
      Column {
        Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
        Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("b")
      },
      size: CGSize(width: 200, height: 200))
    // 40 × 45, centred at (80, 77.5).
    #expect(host.unroundedFrame(of: "a") == CGRect(x: 80, y: 77.5, width: 20, height: 10))
    #expect(host.unroundedFrame(of: "b") == CGRect(x: 80, y: 92.5, width: 40, height: 30))
  }

  @Test("A user layout inside an HStack is sized like any child, 8 points from its neighbour")
  func userLayoutInsideStack() {
    let host = LayoutHost(
      HStack {
        Color.green.frame(width: 30, height: 30).accessibilityIdentifier("left")
        Column { Color.red.frame(width: 20, height: 10) }.accessibilityIdentifier("column")
      },
      size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "left") == CGRect(x: 71, y: 85, width: 30, height: 30))
    #expect(host.unroundedFrame(of: "column") == CGRect(x: 109, y: 95, width: 20, height: 10))
  }

  /// Gives every subview the width of the widest, using a cache and a layout value.
  struct EqualWidthRow: Layout {
    struct Cache {
      var widest: CGFloat
      var makeCount: Int
    }

    func makeCache(subviews: Subviews) -> Cache {
      Cache(widest: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0, makeCount: 1)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
      let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: cache.widest, height: nil)).height }.max() ?? 0
      return CGSize(width: cache.widest * CGFloat(subviews.count), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
      let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
      for (index, subview) in ordered.enumerated() {
        subview.place(
          at: CGPoint(x: bounds.minX + CGFloat(index) * cache.widest, y: bounds.minY),
          proposal: ProposedViewSize(width: cache.widest, height: bounds.height))
      }
    }
  }

  struct Rank: LayoutValueKey {
    static let defaultValue = 0
  }

  @Test("Layout values set on subviews reach the layout, through later modifiers")
  func layoutValuesReachTheLayout() {
    let host = LayoutHost(
      EqualWidthRow {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("second").layoutValue(key: Rank.self, value: 2)
          .padding(0)
        Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("first").layoutValue(key: Rank.self, value: 1)
      },
      size: CGSize(width: 200, height: 200))
    // Each slot is 30 wide and placed at its top-leading corner; rank 1 goes first. The row
    // is 60 × 10 at (70, 95).
    #expect(host.unroundedFrame(of: "first") == CGRect(x: 70, y: 95, width: 30, height: 10))
    #expect(host.unroundedFrame(of: "second") == CGRect(x: 100, y: 95, width: 10, height: 10))
  }

  @Test("A subview a layout never places is centred in the container with its proposal")
  func unplacedSubviewIsCentred() {
    struct PlacesNothing: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    let host = LayoutHost(
      PlacesNothing { Color.red.frame(width: 20, height: 20).accessibilityIdentifier("v") },
      size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "v") == CGRect(x: 90, y: 90, width: 20, height: 20))
  }

  @Test("An empty user layout has zero spacing and sizes after its siblings, like a spacer")
  func emptyLayoutHasLowestPriority() {
    let host = LayoutHost(
      HStack {
        Color.red.frame(minWidth: 10).accessibilityIdentifier("colour")
        Column {}.frame(minWidth: 0).accessibilityIdentifier("empty")
      },
      size: CGSize(width: 200, height: 20))
    // The colour is sized first and takes all 200 − 8.
    #expect(host.unroundedFrame(of: "colour")?.width == 192)
  }

  /// An alignment guide of our own, as Apple's custom-alignment examples define them.
  enum MidAccount: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
  }

  @Test("A custom alignment guide set in a nested stack aligns across stacks")
  func customGuidePropagates() {
    let guide = VerticalAlignment(MidAccount.self)
    let view = HStack(alignment: guide) {
      Color.red.frame(width: 20, height: 60).accessibilityIdentifier("tall")
        .alignmentGuide(guide) { $0[VerticalAlignment.center] }
      VStack {
        Color.blue.frame(width: 20, height: 20)
        Color.green.frame(width: 20, height: 20).accessibilityIdentifier("marked")
          .alignmentGuide(guide) { $0[VerticalAlignment.center] }
      }
    }
    let host = LayoutHost(view, size: CGSize(width: 200, height: 200))
    let tall = host.unroundedFrame(of: "tall")!
    let marked = host.unroundedFrame(of: "marked")!
    #expect(tall.midY == marked.midY)
  }

  @Test("The default explicitAlignment of a user layout merges its subviews' custom guides")
  func defaultExplicitAlignmentMerges() {
    let guide = VerticalAlignment(MidAccount.self)
    let view = HStack(alignment: guide) {
      Color.red.frame(width: 20, height: 40).accessibilityIdentifier("left")
      Column(gap: 0) {
        Color.blue.frame(width: 20, height: 30)
        Color.green.frame(width: 20, height: 10).alignmentGuide(guide) { $0.height }
      }
      .accessibilityIdentifier("column")
    }
    let host = LayoutHost(view, size: CGSize(width: 200, height: 200))
    // The column's guide is at 30 + 10 = 40 from its top, aligned with the red top (default: top).
    let left = host.unroundedFrame(of: "left")!
    let column = host.unroundedFrame(of: "column")!
    #expect(column.minY + 40 == left.minY)
  }
}
