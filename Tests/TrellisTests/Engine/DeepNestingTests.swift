import Testing
import Trellis

/// The layout runs on a thread with a large stack, so deep trees do not overflow it.
@Suite("Engine: deep nesting")
struct DeepNestingTests {
  enum Wrapper: String, CaseIterable, CustomTestStringConvertible {
    case hstack, vstack, zstack, padding, frame, flexibleFrame, background, customLayout

    var testDescription: String { rawValue }

    func wrap(_ view: AnyView) -> AnyView {
      switch self {
      case .hstack: AnyView(HStack { view })
      case .vstack: AnyView(VStack { view })
      case .zstack: AnyView(ZStack { view })
      case .padding: AnyView(view.padding(0.01))
      case .frame: AnyView(view.frame(width: 100))
      case .flexibleFrame: AnyView(view.frame(maxWidth: 150))
      case .background: AnyView(view.background(Color.gray))
      case .customLayout: AnyView(EqualColumns { view })
      }
    }
  }

  @Test("10,000 nested levels lay out without overflowing the stack", arguments: Wrapper.allCases)
  func tenThousandLevelsLayOut(_ wrapper: Wrapper) throws {
    var view = AnyView(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("leaf"))
    for _ in 0..<10_000 { view = wrapper.wrap(view) }
    let host = LayoutHost(view, size: CGSize(width: 200, height: 200))
    let leaf = try #require(host.unroundedFrame(of: "leaf"))
    #expect(leaf.size == CGSize(width: 10, height: 10))
    #expect(host.statistics.nodeCount >= 10_001)
    #expect(host.dump().split(separator: "\n").count == host.statistics.nodeCount)
  }
}

/// A user-written layout: every subview gets an equal column of the proposed width.
struct EqualColumns: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width ?? subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +)
    let column = ProposedViewSize(width: width / CGFloat(max(subviews.count, 1)), height: proposal.height)
    let height = subviews.map { $0.sizeThatFits(column).height }.max() ?? 0
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let width = bounds.width / CGFloat(max(subviews.count, 1))
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: width, height: bounds.height))
    }
  }
}
