import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Values kept per node in fewer bytes (Benchmarks/README.md, "Memory") come back exactly as
/// they went in, and nodes whose size is computed on every question keep no size answers.
@MainActor
@Suite("Engine: compact per-node storage")
struct CompactStorageTests {
  @Test(
    "An optional length comes back bit for bit",
    arguments: [
      nil, 0, -0.0, 1, -1, 0.5, 1e300, -1e300, .infinity, -.infinity, .nan,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ] as [CGFloat?])
  func optionalLengthRoundTrips(_ length: CGFloat?) {
    let stored = StoredLength(length).value
    #expect(stored.map { Double($0).bitPattern } == length.map { Double($0).bitPattern })
  }

  @Test(
    "A placed proposal comes back as it was given",
    arguments: [
      .unspecified, .zero, .infinity, ProposedViewSize(width: 390, height: nil),
      ProposedViewSize(width: nil, height: -0.0), ProposedViewSize(width: .nan, height: 1e300),
    ] as [ProposedViewSize])
  func proposalRoundTrips(_ proposal: ProposedViewSize) {
    let stored = StoredProposal(proposal).proposal
    #expect(stored.width.map { Double($0).bitPattern } == proposal.width.map { Double($0).bitPattern })
    #expect(stored.height.map { Double($0).bitPattern } == proposal.height.map { Double($0).bitPattern })
  }

  @Test("A flexible frame reads back its normalised bounds, nil where none was given")
  func flexibleFrameReadsBackBounds() {
    let frame = _FlexFrameLayout(minWidth: -5, idealWidth: nil, maxWidth: .infinity, maxHeight: 20)
    #expect(frame.minWidth == 0)
    #expect(frame.idealWidth == nil)
    #expect(frame.maxWidth == .infinity)
    #expect(frame.minHeight == nil)
    #expect(frame.idealHeight == nil)
    #expect(frame.maxHeight == 20)
  }

  @Test("A fixed frame reads back its dimensions, nil for a dropped one")
  func fixedFrameReadsBackDimensions() {
    let frame = _FrameLayout(width: 40, height: -1, alignment: .center)
    #expect(frame.width == 40)
    #expect(frame.height == nil)
  }

  @Test("A stroked shape keeps its stroke style, out of line")
  func strokedShapeKeepsItsStyle() {
    let style = StrokeStyle(lineWidth: 3, lineCap: .round, dash: [2, 1])
    let drawing = ShapeDrawing.stroke(style, inset: true)
    guard case .stroke(let kept, let inset) = drawing else {
      Issue.record("not a stroke")
      return
    }
    #expect(kept == style)
    #expect(inset)
  }

  /// A row that shows a colour until tapped, then texts: the nodes freed by the tap are
  /// reused for views whose sizes are remembered, where the colours' were not.
  private struct Swapping: View {
    @State private var showsText: Bool

    init(tapped: Bool = false) { _showsText = State(initialValue: tapped) }

    var body: some View {
      HStack(spacing: 0) {
        if showsText {
          Text("Hello").frame(minWidth: 0, maxWidth: .infinity)
          Text("World, again").padding(3)
        } else {
          Color.red.frame(width: 30, height: 30)
          Circle()
        }
      }
      .accessibilityIdentifier("row")
      .interaction(.tap { showsText.toggle() })
    }
  }

  @Test("Nodes reused for views whose sizes are remembered lay out as a cold host's")
  func reusedNodesRememberTheirSizes() {
    let size = CGSize(width: 390, height: 200)
    let host = LayoutHost(Swapping(), size: size)
    #expect(host.tap("row"))
    let cold = LayoutHost(Swapping(tapped: true), size: size)
    #expect(host.dump() == cold.dump())
    host.invalidateLayout()
    host.relayout()
    #expect(host.dump() == cold.dump())
    #expect(host.tap("row"))
    #expect(host.dump() == LayoutHost(Swapping(), size: size).dump())
  }
}
