import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` when the proposal leaves a
/// dimension unspecified (docs/LayoutRules.md §1.9).
///
/// Evidence: SwiftUICore's own `CGSize.scaleThatFits(_:)` and `CGSize.scaleThatFills(_:)`, next
/// to `_AspectRatioLayout` in the decompiled iOS 26.1 framework (public repository
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `SwiftUICore.framework`): an unspecified
/// dimension scales by +∞ when fitting and by −∞ when filling, so the other dimension decides
/// either way. OpenSwiftUI's `AspectRatioLayout.swift` uses +∞ for both, which makes a filled
/// image in a scroll view infinitely tall; real screens draw it at the scroll view's width.
@MainActor
@Suite("Layout: aspect ratio with an unspecified dimension")
struct AspectRatioProposalTests {
  private let window = CGSize(width: 390, height: 844)

  @Test(
    "A vertical scroll view's width decides a 2:1 view's size, fitting or filling",
    arguments: [ContentMode.fit, .fill])
  func widthDecidesInAVerticalScrollView(mode: ContentMode) {
    let host = LayoutHost(
      ScrollView { Color.red.aspectRatio(2, contentMode: mode).accessibilityIdentifier("view") }, size: window)
    #expect(host.unroundedFrame(of: "view") == rect(0, 0, 390, 195))
  }

  @Test(
    "A horizontal scroll view's height decides a 2:1 view's size, fitting or filling",
    arguments: [ContentMode.fit, .fill])
  func heightDecidesInAHorizontalScrollView(mode: ContentMode) {
    let host = LayoutHost(
      ScrollView(.horizontal) { Color.red.aspectRatio(2, contentMode: mode).accessibilityIdentifier("view") },
      size: CGSize(width: 390, height: 100))
    #expect(host.unroundedFrame(of: "view") == rect(0, 0, 200, 100))
  }

  @Test("The hero image of a scroll view: a filled square image is as wide as the screen, the text below it")
  func heroImageFillsTheWidth() {
    let host = LayoutHost(
      ScrollView {
        VStack(spacing: 0) {
          Image(systemName: "star").resizable().scaledToFill().accessibilityIdentifier("image")
          Text("Caption").accessibilityIdentifier("caption")
        }
      }, size: window)
    // Before: the image was offered ∞ × ∞ and the whole screen collapsed to zero-sized frames at y = 0.
    #expect(host.unroundedFrame(of: "image") == rect(0, 0, 390, 390))
    let caption = try? #require(host.unroundedFrame(of: "caption"))
    #expect(caption?.minY == 390)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Filling a fixed square frame still overflows it along the longer side of the ratio")
  func fillingBothDimensionsStillOverflows() {
    let host = LayoutHost(
      Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("view").frame(width: 100, height: 100),
      size: window)
    #expect(host.unroundedFrame(of: "view") == rect(95, 372, 200, 100))
  }

  /// Proposes ∞ × ∞ to each subview: no finite dimension bounds an aspect ratio's scale.
  private struct InfiniteProposal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: .infinity) }
    }
  }

  @Test(
    "Proposed only infinity, an aspect-ratio view keeps its ideal size and says so, never an infinite frame",
    arguments: [ContentMode.fit, .fill])
  func infiniteProposalKeepsTheIdealSize(mode: ContentMode) {
    let host = LayoutHost(
      InfiniteProposal { Color.red.aspectRatio(2, contentMode: mode).accessibilityIdentifier("view") }
        .frame(width: 100, height: 100),
      size: window)
    let frame = host.unroundedFrame(of: "view")
    #expect(frame?.size == CGSize(width: 10, height: 10))
    #expect(host.runtimeIssues.contains { $0.contains("no finite dimension bounds its scale") })
  }
}
