import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Frames are snapped to the pixel grid when read: both corners round to the nearest pixel,
/// halves up, and the size is what lies between them (docs/LayoutRules.md §1.15).
@MainActor
@Suite("Engine: pixel rounding")
struct PixelRoundingTests {
  private let row = HStack(spacing: 0) {
    Color.red.accessibilityIdentifier("first")
    Color.blue.accessibilityIdentifier("second")
    Color.green.accessibilityIdentifier("third")
  }

  @Test("Three equal columns of 100 points at 1× snap to 33, 34 and 33 points and still touch")
  func thirdsSnapToWholePoints() {
    let host = LayoutHost(row, size: CGSize(width: 100, height: 10))
    #expect(host.unroundedFrame(of: "first")?.width == 100.0 / 3)
    #expect(host.frame(of: "first") == CGRect(x: 0, y: 0, width: 33, height: 10))
    #expect(host.frame(of: "second") == CGRect(x: 33, y: 0, width: 34, height: 10))
    #expect(host.frame(of: "third") == CGRect(x: 67, y: 0, width: 33, height: 10))
  }

  @Test("At 3× the same columns keep their thirds of a point")
  func thirdsStayAtThreeTimes() throws {
    let host = LayoutHost(row, size: CGSize(width: 100, height: 10), displayScale: 3)
    let second = try #require(host.frame(of: "second"))
    #expect(abs(second.minX - 100.0 / 3) < 1e-9 && abs(second.width - 100.0 / 3) < 1e-9)
  }

  @Test("A half point rounds up: a 59-wide view centred in 390 starts at 166, not 165")
  func halvesRoundUp() {
    let host = LayoutHost(Color.red.frame(width: 59, height: 21).accessibilityIdentifier("v"), size: CGSize(width: 390, height: 844))
    #expect(host.unroundedFrame(of: "v") == CGRect(x: 165.5, y: 411.5, width: 59, height: 21))
    #expect(host.frame(of: "v") == CGRect(x: 166, y: 412, width: 59, height: 21))
  }

  @Test("Text sizes are rounded up to the pixel grid when measured")
  func textRoundsUp() {
    // 20.287-point lines: 21 at 1×, 20.5 at 2×, 20.333 at 3×.
    for (scale, height) in [(1.0, 21.0), (2.0, 20.5), (3.0, 61.0 / 3)] {
      let host = LayoutHost(Text("Hi").accessibilityIdentifier("t"), size: CGSize(width: 100, height: 100), displayScale: scale)
      #expect(abs((host.unroundedFrame(of: "t")?.height ?? 0) - height) < 1e-9)
    }
  }
}
