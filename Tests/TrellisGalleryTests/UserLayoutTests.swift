import Testing
import TrellisGalleryViews
import Trellis

/// The user-written layouts of the gallery, as users will write them: a flow, a radial and
/// an equal-width layout. Text is measured by the core's fixed-advance measurer (8.5 points a
/// character at 17 points, 21-point lines at 1×).
@MainActor
@Suite("User layouts")
struct UserLayoutTests {
  private func box(_ id: String, _ width: CGFloat, _ height: CGFloat = 10) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(id)
  }

  @Test("A flow layout wraps to a new row when the next view does not fit")
  func flowWraps() {
    let host = LayoutHost(
      FlowLayout(spacing: 5) {
        box("a", 40)
        box("b", 40)
        box("c", 40)
      }.frame(width: 90),
      size: CGSize(width: 200, height: 200))
    // 40 + 5 + 40 = 85 fits 90; the third wraps. The flow is 85 × 25, centred in the 90-wide frame.
    #expect(host.unroundedFrame(of: "a") == CGRect(x: 57.5, y: 87.5, width: 40, height: 10))
    #expect(host.unroundedFrame(of: "b") == CGRect(x: 102.5, y: 87.5, width: 40, height: 10))
    #expect(host.unroundedFrame(of: "c") == CGRect(x: 57.5, y: 102.5, width: 40, height: 10))
  }

  @Test("A flow layout with an unspecified width keeps everything on one row")
  func flowIdealIsOneRow() {
    let host = LayoutHost(FlowLayout { box("a", 40); box("b", 40) }.fixedSize().accessibilityIdentifier("flow"),
      size: CGSize(width: 60, height: 60))
    #expect(host.unroundedFrame(of: "flow")?.size == CGSize(width: 88, height: 10))
  }

  @Test("A radial layout puts the first view at the top and the rest evenly round the circle")
  func radialPlacesOnCircle() throws {
    let host = LayoutHost(
      RadialLayout {
        box("top", 10)
        box("right", 10)
        box("bottom", 10)
        box("left", 10)
      }.frame(width: 100, height: 100),
      size: CGSize(width: 100, height: 100))
    // Radius 50 − 5 = 45 around (50, 50).
    let top = try #require(host.unroundedFrame(of: "top"))
    let right = try #require(host.unroundedFrame(of: "right"))
    let left = try #require(host.unroundedFrame(of: "left"))
    #expect(abs(top.midX - 50) < 1e-9 && abs(top.midY - 5) < 1e-9)
    #expect(abs(right.midX - 95) < 1e-9 && abs(right.midY - 50) < 1e-9)
    #expect(abs(left.midX - 5) < 1e-9 && abs(left.midY - 50) < 1e-9)
  }

  @Test("An equal-width stack gives every view the widest view's width, from its cache")
  func equalWidthUsesWidest() {
    let host = LayoutHost(
      EqualWidthHStack(spacing: 10) {
        Color.red.frame(minWidth: 10, idealWidth: 30, maxWidth: .infinity, idealHeight: 10).accessibilityIdentifier("a")
        Color.blue.frame(minWidth: 10, idealWidth: 50, maxWidth: .infinity, idealHeight: 10).accessibilityIdentifier("b")
      },
      size: CGSize(width: 200, height: 200))
    // Widest ideal 50: two slots of 50 and a 10 gap, 110 wide, centred at x 45.
    #expect(host.unroundedFrame(of: "a") == CGRect(x: 45, y: 95, width: 50, height: 10))
    #expect(host.unroundedFrame(of: "b") == CGRect(x: 105, y: 95, width: 50, height: 10))
  }

  @Test("A layout value excludes a view from the equal width")
  func layoutValueExcludesView() {
    let host = LayoutHost(
      EqualWidthHStack(spacing: 0) {
        Color.red.frame(minWidth: 0, idealWidth: 20, maxWidth: .infinity, idealHeight: 10).accessibilityIdentifier("a")
        Color.blue.frame(minWidth: 0, idealWidth: 80, maxWidth: .infinity, idealHeight: 10)
          .layoutValue(key: ExcludedFromEqualWidth.self, value: true)
      },
      size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "a")?.width == 20)
  }

  @Test("Every gallery example lays out with a finite, non-negative root frame on a phone")
  func galleryExamplesLayOut() throws {
    for example in Gallery.examples {
      let root = try #require(LayoutHost(example.view, device: .iPhone).root, "\(example.name)")
      #expect(root.layoutFrame.width.isFinite && root.layoutFrame.width >= 0, "\(example.name)")
      #expect(root.layoutFrame.height.isFinite && root.layoutFrame.height >= 0, "\(example.name)")
    }
  }
}
