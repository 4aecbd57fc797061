import Testing
import TrellisCore
import TrellisCoreTestSupport
import TrellisSeeds

/// Device presets set size, scale, safe area and size classes, as iOS does.
@MainActor
@Suite("Adaptive: devices")
struct DeviceTests {
  @Test("Size classes follow iOS: compact phone width, compact one-third iPad, regular otherwise")
  func sizeClassesFollowIOS() {
    #expect(Device.iPhone.horizontalSizeClass == .compact && Device.iPhone.verticalSizeClass == .regular)
    #expect(Device.iPhoneLandscape.horizontalSizeClass == .compact && Device.iPhoneLandscape.verticalSizeClass == .compact)
    #expect(Device.iPad.horizontalSizeClass == .regular)
    #expect(Device.iPadSplitTwoThirds.horizontalSizeClass == .regular)
    #expect(Device.iPadSplitHalf.horizontalSizeClass == .regular)
    #expect(Device.iPadSplitOneThird.horizontalSizeClass == .compact)
    #expect(Device.mac.horizontalSizeClass == .regular)
  }

  @Test("The root is proposed the window less its safe area and centred in what is left")
  func rootStaysInsideTheSafeArea() {
    let host = LayoutHost(Color.red.accessibilityIdentifier("fill"), device: .iPhone)
    // 844 − 47 − 34 = 763 tall, starting under the 47-point top inset.
    #expect(host.unroundedFrame(of: "fill") == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(host.displayScale == 3 && host.size == CGSize(width: 390, height: 844))
  }

  @Test("ignoresSafeArea grows a view that touches the safe area's edges to the window's")
  func ignoresSafeAreaFillsTheWindow() {
    let host = LayoutHost(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(), device: .iPhone)
    #expect(host.unroundedFrame(of: "fill") == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("ignoresSafeArea keeps its own frame, inside the safe area, and grows its content")
  func ignoresSafeAreaKeepsItsOwnFrame() {
    let host = LayoutHost(Color.red.ignoresSafeArea().accessibilityIdentifier("modifier"), device: .iPhone)
    #expect(host.unroundedFrame(of: "modifier") == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("ignoresSafeArea on chosen edges grows only those")
  func ignoresSafeAreaOnChosenEdges() {
    let host = LayoutHost(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(edges: .bottom), device: .iPhone)
    #expect(host.unroundedFrame(of: "fill") == CGRect(x: 0, y: 47, width: 390, height: 797))
  }

  @Test("A view away from the safe area's edges does not grow")
  func ignoresSafeAreaAwayFromEdges() {
    let host = LayoutHost(
      Color.red.frame(width: 100, height: 100).ignoresSafeArea().accessibilityIdentifier("box"), device: .iPhone)
    #expect(host.unroundedFrame(of: "box")?.size == CGSize(width: 100, height: 100))
  }

  @Test("safeAreaInset puts a bar along the bottom and leaves the rest to the content, 8 points apart")
  func safeAreaInsetShrinksContent() {
    let view = Color.red.accessibilityIdentifier("content")
      .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).accessibilityIdentifier("bar") }
    let host = LayoutHost(view, size: CGSize(width: 200, height: 400))
    #expect(host.unroundedFrame(of: "bar") == CGRect(x: 0, y: 350, width: 200, height: 50))
    #expect(host.unroundedFrame(of: "content") == CGRect(x: 0, y: 0, width: 200, height: 342))
  }

  @Test("A top inset with explicit spacing sits above the content")
  func topInsetWithSpacing() {
    let view = Color.red.accessibilityIdentifier("content")
      .safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 40).accessibilityIdentifier("bar") }
    let host = LayoutHost(view, size: CGSize(width: 200, height: 400))
    #expect(host.unroundedFrame(of: "bar") == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(host.unroundedFrame(of: "content") == CGRect(x: 0, y: 40, width: 200, height: 360))
  }

  @Test("AdaptiveStack is vertical on a phone and a one-third iPad, horizontal on a full iPad")
  func adaptiveStackAcrossDevices() throws {
    for (device, expected) in [
      (Device.iPhone, "VStack"), (.iPhoneLandscape, "VStack"), (.iPadSplitOneThird, "VStack"),
      (.iPadSplitHalf, "HStack"), (.iPadSplitTwoThirds, "HStack"), (.iPad, "HStack"), (.mac, "HStack"),
    ] {
      // The Group at the root is an implicit VStack around the stack it chose (§1.16).
      let root = try #require(LayoutHost(Seeds.adaptiveStack, device: device).root?.children.first)
      #expect(root.name == expected, "\(device)")
    }
  }
}
