import Testing
import TrellisCore
import TrellisCoreTestSupport

/// `@Environment` reads the values in force where a view is, set by hosts and `.environment`.
@MainActor
@Suite("View machinery: environment")
struct EnvironmentTests {
  struct WidthReader: View {
    @Environment(\.accentWidth) var width
    var body: some View { Color.red.frame(width: width, height: 10).accessibilityIdentifier("reader") }
  }

  @Test("A custom key has its default value until set")
  func customKeyDefault() {
    let host = LayoutHost(WidthReader(), size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "reader")?.width == 10)
  }

  @Test("environment(_:_:) sets a value for the subtree only")
  func environmentModifierScopesToSubtree() {
    let host = LayoutHost(
      HStack {
        WidthReader().environment(\.accentWidth, 40)
        WidthReader()
      },
      size: CGSize(width: 200, height: 200))
    #expect(host.frames(of: "reader").map(\.width) == [40, 10])
  }

  struct ScaleReader: View {
    @Environment(\.displayScale) var scale
    @Environment(\.pixelLength) var pixel
    var body: some View { Color.red.frame(width: scale * 10, height: pixel * 30).accessibilityIdentifier("scale") }
  }

  @Test("The host sets the display scale and pixel length")
  func hostSetsDisplayScale() {
    let host = LayoutHost(ScaleReader(), size: CGSize(width: 200, height: 200), displayScale: 3)
    #expect(host.unroundedFrame(of: "scale")?.size == CGSize(width: 30, height: 10))
  }

  struct DirectionReader: View {
    @Environment(\.layoutDirection) var direction
    @Environment(\.verticalSizeClass) var vertical
    var body: some View {
      Color.red.frame(width: direction == .rightToLeft ? 20 : 10, height: vertical == .compact ? 20 : 10)
        .accessibilityIdentifier("direction")
    }
  }

  @Test("Layout direction and vertical size class are readable")
  func directionAndSizeClassAreReadable() {
    let host = LayoutHost(
      DirectionReader().environment(\.layoutDirection, .rightToLeft).environment(\.verticalSizeClass, .compact),
      size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "direction")?.size == CGSize(width: 20, height: 20))
  }

  @Test("A divider is one pixel thick: 1/3 of a point at 3×")
  func dividerIsOnePixel() {
    let host = LayoutHost(
      VStack { Divider().accessibilityIdentifier("h") }.frame(width: 100),
      size: CGSize(width: 200, height: 200), displayScale: 3)
    #expect(host.unroundedFrame(of: "h")?.size == CGSize(width: 100, height: 1.0 / 3))
  }

  @Test("A divider in an HStack is a vertical line")
  func dividerInHStackIsVertical() {
    let host = LayoutHost(
      HStack { Color.red.frame(width: 10, height: 40); Divider().accessibilityIdentifier("v") },
      size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "v")?.size == CGSize(width: 1, height: 200))
  }
}

@MainActor
private struct AccentWidthKey: EnvironmentKey {
  nonisolated static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
  fileprivate var accentWidth: CGFloat {
    get { self[AccentWidthKey.self] }
    set { self[AccentWidthKey.self] = newValue }
  }
}
