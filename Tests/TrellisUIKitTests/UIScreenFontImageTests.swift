import Testing
import Trellis

/// A view that sizes itself by the screen, as real screens do with `UIScreen.main.bounds`.
private struct HalfScreenWide: View {
  var body: some View {
    Color.red.frame(width: UIScreen.main.bounds.width / 2, height: UIScreen.main.scale)
      .accessibilityIdentifier("half")
  }
}

/// A view that lays out differently on an iPad, as real screens do with `UIDevice`.
private struct IdiomBadge: View {
  var body: some View {
    Color.red.frame(width: UIDevice.current.userInterfaceIdiom == .pad ? 200 : 100, height: 10)
      .accessibilityIdentifier("badge")
  }
}

@MainActor
@Suite("UIKit: screen, device, fonts and images")
struct UIScreenFontImageTests {
  @Test(
    "UIScreen.main answers the host's device: its width in points and its scale",
    arguments: [(Device.iPhone, 195.0, 3.0), (Device.iPad, 683.0, 2.0), (Device.mac, 640.0, 2.0)])
  func screenOfDevice(_ device: Device, halfWidth: Double, scale: Double) {
    let host = LayoutHost(HalfScreenWide(), device: device)
    #expect(host.frame(of: "half")?.size == CGSize(width: halfWidth, height: scale))
  }

  @Test("UIScreen.main outside any host is an iPhone 14's: 390 × 844 at 3×")
  func screenOutsideHost() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIScreen.main.scale == 3)
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
  }

  @Test("A window host's screen is the window")
  func screenOfWindow() {
    let host = LayoutHost(HalfScreenWide(), size: CGSize(width: 500, height: 300))
    #expect(host.frame(of: "half")?.width == 250)
  }

  @Test("UIDevice.current.userInterfaceIdiom is .pad in an iPad host and .phone in an iPhone host")
  func deviceIdiom() {
    #expect(LayoutHost(IdiomBadge(), device: .iPad).frame(of: "badge")?.width == 200)
    #expect(LayoutHost(IdiomBadge(), device: .iPhone).frame(of: "badge")?.width == 100)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.systemName == "iOS")
  }

  // Apple's Human Interface Guidelines, Typography, the Large (default) column
  // (docs/iOSControls.md §2).
  @Test(
    "UIFont.preferredFont(forTextStyle:) has the default Dynamic Type size's point size",
    arguments: [
      (UIFont.TextStyle.largeTitle, 34.0), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.subheadline, 15), (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ] as [(UIFont.TextStyle, Double)])
  func preferredFontSize(_ style: UIFont.TextStyle, pointSize: Double) {
    #expect(Double(UIFont.preferredFont(forTextStyle: style).pointSize) == pointSize)
  }

  @Test("Font(UIFont) is the SwiftUI font of the same style, size and weight")
  func fontFromUIFont() {
    #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
    #expect(Font(UIFont.preferredFont(forTextStyle: .body)) == .body)
    #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == .system(size: 15, weight: .semibold))
    #expect(Font(UIFont.boldSystemFont(ofSize: 12)) == .system(size: 12, weight: .bold))
    #expect(Font(UIFont.systemFont(ofSize: 20).withSize(9)) == .system(size: 9))
  }

  @Test("Text in Font(UIFont) lays out as text in the SwiftUI font")
  func textInUIFont() {
    let uiKit = LayoutHost(
      Text("Settings").font(Font(UIFont.preferredFont(forTextStyle: .title2))), proposal: .unspecified)
    let swiftUI = LayoutHost(Text("Settings").font(.title2), proposal: .unspecified)
    #expect(uiKit.size == swiftUI.size)
  }

  @Test("UIImage(systemName:) is a symbol Trellis has, nil for one it has not")
  func systemImage() {
    #expect(UIImage(systemName: "checkmark") != nil)
    #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
  }

  @Test("Image(uiImage:) of a symbol lays out as Image(systemName:)")
  func symbolThroughUIImage() throws {
    let symbol = try #require(UIImage(systemName: "heart.fill"))
    let uiKit = LayoutHost(Image(uiImage: symbol), proposal: .unspecified)
    let swiftUI = LayoutHost(Image(systemName: "heart.fill"), proposal: .unspecified)
    #expect(uiKit.size == swiftUI.size)
    #expect(uiKit.size.width > 0)
  }

  @Test("UIImage(named:) is nil for a name no catalog or file has; UIImage() is empty")
  func missingNamedImage() {
    #expect(UIImage(named: "no-such-image") == nil)
    #expect(UIImage().size == .zero)
    let host = LayoutHost(Image(uiImage: UIImage()), proposal: .unspecified)
    #expect(host.size == .zero)
    #expect(host.runtimeIssues.isEmpty)
  }
}
