import Testing
import TrellisCore
import TrellisCoreTestSupport

/// The layout runs on a thread with a large stack, so deep trees do not overflow it.
@MainActor
@Suite("Engine: deep nesting")
struct DeepNestingTests {
  enum Wrapper: String, CaseIterable, CustomTestStringConvertible {
    case hstack, vstack, zstack, lazyVStack, lazyHStack, grid, scrollView, viewThatFits, anyLayout, customLayout
    case padding, frame, flexibleFrame, fixedSize, aspectRatio, offset, position, alignmentGuide
    case layoutPriority, background, overlay, border, opacity, clipped, rotation, shadow, anyView

    var testDescription: String { rawValue }

    /// `AnyView` is erased while resolving and leaves no node of its own.
    var leavesNode: Bool { self != .anyView }

    func wrap(_ view: AnyView) -> AnyView {
      switch self {
      case .hstack: AnyView(HStack { view })
      case .vstack: AnyView(VStack { view })
      case .zstack: AnyView(ZStack { view })
      case .lazyVStack: AnyView(LazyVStack { view })
      case .lazyHStack: AnyView(LazyHStack { view })
      case .grid: AnyView(Grid { GridRow { view } })
      case .scrollView: AnyView(ScrollView { view })
      case .viewThatFits: AnyView(ViewThatFits { view })
      case .anyLayout: AnyView(AnyLayout(HStackLayout()) { view })
      case .customLayout: AnyView(EqualColumns { view })
      case .padding: AnyView(view.padding(0.01))
      case .frame: AnyView(view.frame(width: 100))
      case .flexibleFrame: AnyView(view.frame(maxWidth: 150))
      case .fixedSize: AnyView(view.fixedSize())
      case .aspectRatio: AnyView(view.aspectRatio(1, contentMode: .fit))
      case .offset: AnyView(view.offset(x: 0.01))
      case .position: AnyView(view.position(x: 50, y: 50))
      case .alignmentGuide: AnyView(view.alignmentGuide(.leading) { $0[.leading] })
      case .layoutPriority: AnyView(view.layoutPriority(1))
      case .background: AnyView(view.background(Color.gray))
      case .overlay: AnyView(view.overlay(Color.gray.opacity(0)))
      case .border: AnyView(view.border(Color.gray))
      case .opacity: AnyView(view.opacity(0.999))
      case .clipped: AnyView(view.clipped())
      case .rotation: AnyView(view.rotationEffect(.degrees(0)))
      case .shadow: AnyView(view.shadow(radius: 0))
      case .anyView: AnyView(AnyView(view))
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
    #expect(host.statistics.nodeCount >= (wrapper.leavesNode ? 10_001 : 2))
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
