import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Bad input gets what SwiftUI gives: the bad value is ignored and SwiftUI's runtime message logged.
@MainActor
@Suite("Engine: bad input")
struct BadInputTests {
  @Test(
    "A negative, NaN or infinite frame width is ignored with SwiftUI's message",
    arguments: [-10, CGFloat.nan, .infinity, -.infinity])
  func invalidFrameWidthIsIgnored(_ width: CGFloat) {
    let host = LayoutHost(
      Color.red.frame(width: width, height: 30).accessibilityIdentifier("v"), size: CGSize(width: 200, height: 200))
    // The width falls back to the colour's: the whole proposal.
    #expect(host.unroundedFrame(of: "v") == CGRect(x: 0, y: 85, width: 200, height: 30))
    #expect(host.runtimeIssues == ["Invalid frame dimension (negative or non-finite)."])
  }

  @Test("A negative frame height is ignored too, independently of the width")
  func invalidFrameHeightIsIgnored() {
    let host = LayoutHost(
      Color.red.frame(width: 40, height: -1).accessibilityIdentifier("v"), size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "v") == CGRect(x: 80, y: 0, width: 40, height: 200))
    #expect(host.runtimeIssues == ["Invalid frame dimension (negative or non-finite)."])
  }

  @Test("A maximum below the minimum is reported as contradictory and laid out as normalised")
  func contradictoryFlexibleFrameIsLogged() {
    // maxWidth 20 < minWidth 50 with no ideal survives normalisation. As min ≤ max fails, the
    // frame asks its child with the proposal clamped (max applied last: 20) and clamps the answer: 20.
    let host = LayoutHost(
      Color.red.frame(minWidth: 50, maxWidth: 20).frame(height: 10).accessibilityIdentifier("v"),
      size: CGSize(width: 200, height: 200))
    #expect(host.runtimeIssues.contains("Contradictory frame constraints specified."))
    #expect(host.unroundedFrame(of: "v")?.width == 20)
  }

  @Test("Normalised bounds in order are not reported")
  func orderedFlexibleFrameIsQuiet() {
    let host = LayoutHost(Color.red.frame(minWidth: 10, idealWidth: 20, maxWidth: 30), size: CGSize(width: 200, height: 200))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("A NaN proposal becomes zero inside padding")
  func nanProposalBecomesZeroInPadding() {
    struct NaNProposer: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(ProposedViewSize(width: .nan, height: 50)) ?? .zero
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: .nan, height: 50))
      }
    }
    let host = LayoutHost(
      NaNProposer { Color.red.accessibilityIdentifier("colour").padding(10) }, size: CGSize(width: 200, height: 200))
    // The colour is proposed (0, 30): NaN − 20 → 0.
    #expect(host.unroundedFrame(of: "colour")?.size == CGSize(width: 0, height: 30))
  }

  @Test("An invalid host size or display scale is replaced and reported")
  func invalidHostIsReported() {
    let host = LayoutHost(Color.red, size: CGSize(width: -5, height: CGFloat.nan), displayScale: 0)
    #expect(host.size == .zero)
    #expect(host.displayScale == 1)
    #expect(host.runtimeIssues.count == 3)
  }

  @Test("Duplicate ForEach identifiers are reported, and every view is still laid out")
  func duplicateForEachIdentifiersAreReported() {
    let host = LayoutHost(
      VStack { ForEach([1, 1, 2], id: \.self) { _ in Color.red.accessibilityIdentifier("row") } },
      size: CGSize(width: 200, height: 200))
    #expect(host.frames(of: "row").count == 3)
    #expect(host.runtimeIssues.count == 1)
    #expect(host.runtimeIssues.first?.contains("the ID 1 occurs multiple times") == true)
  }
}
