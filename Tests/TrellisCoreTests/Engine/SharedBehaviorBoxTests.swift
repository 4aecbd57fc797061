import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Nodes whose behaviours are the same value share one box (``BehaviorBoxShelf``, Benchmarks/README.md
/// step 12); nodes whose behaviours differ in any bit keep boxes of their own.
@MainActor
@Suite("Engine: nodes with the same behaviour share its box")
struct SharedBehaviorBoxTests {
  /// The box of the node tagged `identifier`.
  private func box(_ identifier: String, in host: LayoutHost) -> LayoutBehaviorBox {
    let node = host.tree.nodes.identifiers[identifier]!.first!
    return host.tree.nodes.behaviorBoxes[node]
  }

  /// The box of the only child of the node tagged `identifier`.
  private func childBox(_ identifier: String, in host: LayoutHost) -> LayoutBehaviorBox {
    let node = host.tree.nodes.identifiers[identifier]!.first!
    return host.tree.nodes.behaviorBoxes[host.tree.firstChild(of: node)!]
  }

  @Test("Two rows with the same frame, padding and colour share each box")
  func sameBehavioursShareBoxes() {
    let host = LayoutHost(
      VStack(spacing: 0) {
        Color.red.padding(4).frame(maxWidth: .infinity, minHeight: 20).accessibilityIdentifier("first")
        Color.red.padding(4).frame(maxWidth: .infinity, minHeight: 20).accessibilityIdentifier("second")
      },
      size: CGSize(width: 100, height: 100))
    #expect(box("first", in: host) === box("second", in: host))
    #expect(childBox("first", in: host) === childBox("second", in: host))
    #expect(host.frame(of: "second") == CGRect(x: 0, y: 50, width: 100, height: 50))
  }

  @Test("Stacks with the same alignment and spacing share a box")
  func sameStacksShareBoxes() {
    let host = LayoutHost(
      VStack {
        HStack(spacing: 2) { Color.red }.accessibilityIdentifier("first")
        HStack(spacing: 2) { Color.blue }.accessibilityIdentifier("second")
        HStack(spacing: 3) { Color.blue }.accessibilityIdentifier("third")
      },
      size: CGSize(width: 100, height: 100))
    #expect(box("first", in: host) === box("second", in: host))
    #expect(box("first", in: host) !== box("third", in: host))
  }

  /// Pairs of views whose behaviours differ: in a bit of a length (0 and −0), a dimension, an
  /// alignment, an axis, an edge.
  enum DifferentPair: String, CaseIterable {
    case fixedWidthZeroAndMinusZero, fixedWidths, fixedFrameAlignments, flexibleIdealZeroAndMinusZero
    case flexibleAxes, paddingEdges, paddingZeroAndMinusZero

    var views: (AnyView, AnyView) {
      switch self {
      case .fixedWidthZeroAndMinusZero: (AnyView(Color.red.frame(width: 0)), AnyView(Color.red.frame(width: -0.0)))
      case .fixedWidths: (AnyView(Color.red.frame(width: 10)), AnyView(Color.red.frame(width: 11)))
      case .fixedFrameAlignments:
        (
          AnyView(Color.red.frame(width: 10, alignment: .leading)),
          AnyView(Color.red.frame(width: 10, alignment: .trailing))
        )
      case .flexibleIdealZeroAndMinusZero:
        (
          AnyView(Color.red.frame(idealWidth: 0, maxWidth: 50)),
          AnyView(Color.red.frame(idealWidth: -0.0, maxWidth: 50))
        )
      case .flexibleAxes: (AnyView(Color.red.frame(maxWidth: 50)), AnyView(Color.red.frame(maxHeight: 50)))
      case .paddingEdges: (AnyView(Color.red.padding(.leading, 4)), AnyView(Color.red.padding(.trailing, 4)))
      case .paddingZeroAndMinusZero: (AnyView(Color.red.padding(0)), AnyView(Color.red.padding(-0.0)))
      }
    }
  }

  @Test("Behaviours that differ in any bit keep boxes of their own", arguments: DifferentPair.allCases)
  func differentBehavioursKeepOwnBoxes(_ pair: DifferentPair) {
    let (first, second) = pair.views
    let host = LayoutHost(
      VStack {
        first.accessibilityIdentifier("first")
        second.accessibilityIdentifier("second")
      },
      size: CGSize(width: 100, height: 100))
    #expect(box("first", in: host) !== box("second", in: host))
  }

  @Test("Colours that differ keep boxes of their own", arguments: [Color.blue, Color(red: 1, green: 0, blue: 0.0001)])
  func differentColoursKeepOwnBoxes(_ other: Color) {
    let host = LayoutHost(
      VStack {
        Color.red.frame(width: 10).accessibilityIdentifier("first")
        other.frame(width: 10).accessibilityIdentifier("second")
      },
      size: CGSize(width: 100, height: 100))
    #expect(childBox("first", in: host) !== childBox("second", in: host))
    #expect(box("first", in: host) === box("second", in: host))
  }

  /// The shelf keeps the four latest boxes of a type, replacing the oldest: a run of four
  /// frames made again finds them all; a run of five finds none, as each was replaced just
  /// before it came again.
  @Test(
    "A run of frames made again shares their boxes when it is at most four long", arguments: [(4, true), (5, false)])
  func shelfKeepsFourBoxesOfAType(_ run: (kinds: Int, shared: Bool)) {
    let host = LayoutHost(
      VStack {
        ForEach(0..<run.kinds) { width in
          Color.red.frame(width: CGFloat(width)).accessibilityIdentifier("first \(width)")
        }
        ForEach(0..<run.kinds) { width in
          Color.red.frame(width: CGFloat(width)).accessibilityIdentifier("second \(width)")
        }
      },
      size: CGSize(width: 100, height: 200))
    for width in 0..<run.kinds {
      #expect((box("first \(width)", in: host) === box("second \(width)", in: host)) == run.shared)
    }
  }
}
