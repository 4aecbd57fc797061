import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// The spacing tables of docs/LayoutRules.md §1.4 that fixtures cannot express.
@MainActor
@Suite("Layout: spacing preferences")
struct SpacingTests {
  // §2 B case 15.
  @Test("A leaf's default spacing is zero against text on each edge, and nothing else")
  func leafDefaultSpacing() {
    let expected = Spacing(minima: [
      (Spacing.Key(category: .edgeBelowText, edge: .top), .distance(0)),
      (Spacing.Key(category: .edgeRightText, edge: .left), .distance(0)),
      (Spacing.Key(category: .edgeAboveText, edge: .bottom), .distance(0)),
      (Spacing.Key(category: .edgeLeftText, edge: .right), .distance(0)),
    ])
    #expect(Spacing() == expected)
  }

  // §2 B case 15.
  @Test("Spacing.zero is zero on the four edges with no category")
  func zeroSpacing() {
    #expect(Spacing.zero.minima.count == 4)
    for edge in AbsoluteEdge.allCases {
      #expect(Spacing.zero[Spacing.Key(category: nil, edge: edge)] == .distance(0))
    }
  }

  // §2 B case 11.
  @Test("Two leaves share no category, so the public distance is the default 8 on both axes")
  func leavesAreEightApart() {
    let leaf = ViewSpacing(Spacing())
    #expect(leaf.distance(to: leaf, along: .horizontal) == 8)
    #expect(leaf.distance(to: leaf, along: .vertical) == 8)
  }

  // §2 B case 16, text-edge half.
  @Test("Text-edge categories that do not face each other give no preference")
  func unmatchedCategoriesGiveNil() {
    #expect(Spacing().distance(to: Spacing(), along: .horizontal, layoutDirection: .leftToRight) == nil)
  }

  @Test("A colour above a text keeps the text's typographic distance; below, a different one")
  func colourAndTextSpacingIsAsymmetric() {
    let metrics = FixedAdvanceTextMeasurer().lineMetrics(for: .body, displayScale: 3)
    let text = Spacing(minima: [
      (Spacing.Key(category: .edgeAboveText, edge: .top), .distance(metrics.edgeAboveTextDistance)),
      (Spacing.Key(category: .edgeBelowText, edge: .bottom), .distance(metrics.edgeBelowTextDistance)),
    ])
    let above = Spacing().distance(to: text, along: .vertical, layoutDirection: .leftToRight)
    let below = text.distance(to: Spacing(), along: .vertical, layoutDirection: .leftToRight)
    // L = 20.287, d = roundUp(2.029, 1/3) = 2.333; above: L + d − ascender; below: max(L + d − capHeight, d + descender).
    let lineHeight = 17.0 * 2444 / 2048
    let extra = 7.0 / 3
    #expect(abs((above ?? 0) - (lineHeight + extra - 17.0 * 1950 / 2048)) < 1e-9)
    #expect(abs((below ?? 0) - max(lineHeight + extra - 17.0 * 1443 / 2048, extra + 17.0 * 494 / 2048)) < 1e-9)
    #expect(above != below)
  }

  @Test("A stack's spacing holds its children's minor-axis edges and its end children's major-axis edges")
  func stackSpacingProjectsEnds() throws {
    // An HStack of a spacer then a colour: its left edge is the spacer's (zero, no category),
    // its right edge the colour's; so a colour before the stack touches it, with no 8-point gap.
    let host = LayoutHost(
      HStack {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("outside")
        HStack {
          Spacer().frame(width: 5)
          Color.blue.frame(width: 10, height: 10)
        }
        .accessibilityIdentifier("inner")
      },
      size: CGSize(width: 100, height: 100))
    let outside = try #require(host.unroundedFrame(of: "outside"))
    let inner = try #require(host.unroundedFrame(of: "inner"))
    #expect(inner.minX == outside.maxX)
  }
}
