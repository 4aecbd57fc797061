import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// What step 9 of the memory work (Benchmarks/README.md, "Heap bytes per view") changed in how
/// nodes are kept gives back exactly what went in: a frame's alignment in one word, a colour in
/// a behaviour of its own, traits kept only by the nodes that have some, a tree's arrays trimmed.
@MainActor
@Suite("Engine: a host's heap footprint")
struct HeapFootprintTests {
  /// A guide of the app's: a quarter of the way down.
  private enum QuarterDown: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
  }

  @Test(
    "A frame's alignment comes back as it was given",
    arguments: [
      Alignment.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading,
      .bottomTrailing, .centerFirstTextBaseline, .centerLastTextBaseline, .leadingFirstTextBaseline,
      .leadingLastTextBaseline, .trailingFirstTextBaseline, .trailingLastTextBaseline,
      Alignment(horizontal: .trailing, vertical: VerticalAlignment(QuarterDown.self)),
    ])
  func frameAlignmentRoundTrips(_ alignment: Alignment) {
    #expect(_FlexFrameLayout(maxWidth: .infinity, alignment: alignment).alignment == alignment)
    #expect(_FrameLayout(width: 10, height: nil, alignment: alignment).alignment == alignment)
  }

  @Test("A frame aligned by a guide of the app's places its child by that guide")
  func frameAlignedByCustomGuide() {
    let alignment = Alignment(horizontal: .center, vertical: VerticalAlignment(QuarterDown.self))
    let view = Color.red.frame(width: 10, height: 10).accessibilityIdentifier("child")
      .frame(width: 50, height: 50, alignment: alignment)
    let host = LayoutHost(view, size: CGSize(width: 50, height: 50))
    // The frame's guide is at 50 / 4 = 12.5, the child's at 10 / 4 = 2.5: the child's top at 10.
    #expect(host.frame(of: "child") == CGRect(x: 20, y: 10, width: 10, height: 10))
  }

  @Test("A colour draws what a rectangle filled with it draws", arguments: [Color.red, .clear, Color(white: 0.5)])
  func colourDrawsAsFilledRectangle(_ colour: Color) {
    let size = CGSize(width: 100, height: 100)
    let asView = LayoutHost(colour.frame(width: 30, height: 20), size: size)
    let asFill = LayoutHost(Rectangle().fill(colour).frame(width: 30, height: 20), size: size)
    #expect(asView.displayList() == asFill.displayList())
  }

  @Test("A colour's node is named after the colour")
  func colourNodeName() {
    let host = LayoutHost(Color.blue, size: CGSize(width: 20, height: 20))
    #expect(host.dump() == "Color blue (0, 0, 20, 20)")
  }

  /// How wide each subview is to be, read by ``WidthsByValue``.
  private struct Width: LayoutValueKey {
    static let defaultValue: CGFloat = 5
  }

  /// Lays its subviews out in a row, each as wide as its ``Width``, 10 tall.
  private struct WidthsByValue: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: subviews.reduce(0) { $0 + $1[Width.self] }, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var x = bounds.minX
      for subview in subviews {
        let width = subview[Width.self]
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
        x += width
      }
    }
  }

  /// Two colours, the first with a width until tapped, then a text and a colour without any:
  /// the nodes the tap frees are reused for views that have no layout values.
  private struct Swapping: View {
    @State private var tapped: Bool

    init(tapped: Bool = false) { _tapped = State(initialValue: tapped) }

    var body: some View {
      WidthsByValue {
        if tapped {
          Text("ab")
          Color.green
        } else {
          Color.red.layoutValue(key: Width.self, value: 30)
          Color.blue.layoutValue(key: Width.self, value: 12)
        }
      }
      .accessibilityIdentifier("row")
      .interaction(.tap { tapped.toggle() })
    }
  }

  @Test("Nodes reused after views with layout values have none of them")
  func reusedNodesHaveNoLayoutValues() {
    let size = CGSize(width: 100, height: 100)
    let host = LayoutHost(Swapping(), size: size)
    #expect(host.frame(of: "row") == CGRect(x: 29, y: 45, width: 42, height: 10))
    #expect(host.tap("row"))
    // Both subviews take the default width of 5 now.
    #expect(host.frame(of: "row") == CGRect(x: 45, y: 45, width: 10, height: 10))
    #expect(host.dump() == LayoutHost(Swapping(tapped: true), size: size).dump())
  }

  @Test("An array grown by appending is trimmed to its elements")
  func arrayTrimmedToItsElements() throws {
    var array: [Int] = []
    for value in 0..<1_100 { array.append(value) }
    try #require(array.capacity - array.count > 137)
    array.trimCapacity()
    #expect(array.capacity - array.count < 16)
    #expect(array == Array(0..<1_100))
  }

  @Test("An array with little room to spare is left as it is")
  func arrayWithLittleRoomKept() {
    var array = [Int](repeating: 7, count: 1_000)
    array.reserveCapacity(1_010)
    let capacity = array.capacity
    array.trimCapacity()
    #expect(array.capacity == capacity)
  }
}
