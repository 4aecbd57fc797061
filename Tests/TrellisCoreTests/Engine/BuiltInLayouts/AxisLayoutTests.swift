import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// The rules the stacks and the grid follow along either axis, written once over `Axis`: one
/// stack algorithm serves `HStack` and `VStack` (`StackLayout`, docs/LayoutRules.md §1.4), and a
/// grid sizes its columns as its rows (§3). Every frame is worked out by hand; the host is a
/// 390 × 844 window at 1×, which centres what it holds.
@MainActor
@Suite("Stacks and grids along either axis")
struct AxisLayoutTests {
  nonisolated static let window = CGSize(width: 390, height: 844)

  /// A size `along` the axis and `across` it.
  static func size(_ along: CGFloat, _ across: CGFloat, _ axis: Axis) -> CGSize {
    axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }

  /// A stack along `axis`, as `HStack` or `VStack` lays out.
  static func stack(_ axis: Axis, spacing: CGFloat?) -> AnyLayout {
    axis == .horizontal ? AnyLayout(HStackLayout(spacing: spacing)) : AnyLayout(VStackLayout(spacing: spacing))
  }

  /// A fixed-size view tagged `id`, `along` by `across` for `axis`.
  static func box(_ id: String, _ along: CGFloat, _ across: CGFloat, _ axis: Axis) -> some View {
    let size = size(along, across, axis)
    return Color.red.frame(width: size.width, height: size.height).accessibilityIdentifier(id)
  }

  @Test(
    "Fixed children follow one another with the spacing between them, centred across",
    arguments: [
      (Axis.horizontal, CGRect(x: 130, y: 407, width: 50, height: 30), CGRect(x: 190, y: 412, width: 70, height: 20)),
      (Axis.vertical, CGRect(x: 180, y: 357, width: 30, height: 50), CGRect(x: 185, y: 417, width: 20, height: 70)),
    ])
  func fixedChildren(axis: Axis, first: CGRect, second: CGRect) {
    let stack = Self.stack(axis, spacing: 10)
    let view = stack {
      Self.box("a", 50, 30, axis)
      Self.box("b", 70, 20, axis)
    }
    let host = LayoutHost(view, size: Self.window)
    #expect(host.unroundedFrame(of: "a") == first)
    #expect(host.unroundedFrame(of: "b") == second)
  }

  @Test(
    "Flexible children share the length along the axis equally and fill it across",
    arguments: [
      (Axis.horizontal, CGRect(x: 0, y: 0, width: 195, height: 844), CGRect(x: 195, y: 0, width: 195, height: 844)),
      (Axis.vertical, CGRect(x: 0, y: 0, width: 390, height: 422), CGRect(x: 0, y: 422, width: 390, height: 422)),
    ])
  func flexibleChildren(axis: Axis, first: CGRect, second: CGRect) {
    let stack = Self.stack(axis, spacing: 0)
    let view = stack {
      Color.red.accessibilityIdentifier("a")
      Color.blue.accessibilityIdentifier("b")
    }
    let host = LayoutHost(view, size: Self.window)
    #expect(host.unroundedFrame(of: "a") == first)
    #expect(host.unroundedFrame(of: "b") == second)
  }

  @Test(
    "A spacer takes the length left along the axis and pushes what precedes it to the start",
    arguments: [
      (Axis.horizontal, CGRect(x: 0, y: 407, width: 50, height: 30)),
      (Axis.vertical, CGRect(x: 180, y: 0, width: 30, height: 50)),
    ])
  func spacerPushesToStart(axis: Axis, expected: CGRect) {
    let stack = Self.stack(axis, spacing: nil)
    let view = stack {
      Self.box("a", 50, 30, axis)
      Spacer()
    }
    let host = LayoutHost(view, size: Self.window)
    #expect(host.unroundedFrame(of: "a") == expected)
  }

  /// A 2 × 2 grid with no spacing: column widths 40 and 60, row heights 30 and 20, so the grid
  /// is 100 × 50, centred at (145, 397).
  static var grid: some View {
    Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        Color.red.frame(width: 40, height: 10).accessibilityIdentifier("a")
        Color.red.frame(width: 20, height: 30).accessibilityIdentifier("b")
      }
      GridRow {
        Color.red.frame(width: 10, height: 20).accessibilityIdentifier("c")
        Color.red.frame(width: 60, height: 5).accessibilityIdentifier("d")
      }
    }
  }

  @Test(
    "A grid's tracks along an axis are as long as their longest cell: columns their widest, rows their tallest",
    arguments: [
      // Columns: a (40 wide) is the first column's widest cell, d (60) the second's.
      (Axis.horizontal, "a", "d", CGFloat(145), CGFloat(185)),
      // Rows: b (30 tall) is the first row's tallest cell, c (20) the second's.
      (Axis.vertical, "b", "c", CGFloat(397), CGFloat(427)),
    ])
  func gridTracks(axis: Axis, firstLongest: String, secondLongest: String, firstStart: CGFloat, secondStart: CGFloat)
    throws
  {
    let host = LayoutHost(Self.grid, size: Self.window)
    let first = try #require(host.unroundedFrame(of: firstLongest))
    let second = try #require(host.unroundedFrame(of: secondLongest))
    // The longest cell of a track fills it, so it starts where its track starts.
    #expect((axis == .horizontal ? first.minX : first.minY) == firstStart)
    #expect((axis == .horizontal ? second.minX : second.minY) == secondStart)
  }
}
