import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// The device presets of docs/iOSControls.md §1 and the screen chrome drawn over them.
@MainActor
@Suite("Navigation: device presets and screen chrome")
struct DevicePresetTests {
  @Test(
    "Each preset has §1's size, scale and safe area, portrait, with iOS's size classes",
    arguments: [
      (Device.iPhoneSE, "iphone-se", 375, 667, 2, 20, 0),
      (.iPhone13Mini, "iphone-13-mini", 375, 812, 3, 50, 34),
      (.iPhone, "iphone-portrait", 390, 844, 3, 47, 34),
      (.iPhone14Plus, "iphone-14-plus", 428, 926, 3, 47, 34),
      (.iPhone15, "iphone-15", 393, 852, 3, 59, 34),
      (.iPhone15Plus, "iphone-15-plus", 430, 932, 3, 59, 34),
      (.iPhone16Pro, "iphone-16-pro", 402, 874, 3, 62, 34),
      (.iPhone16ProMax, "iphone-16-pro-max", 440, 956, 3, 62, 34),
      (.iPadMini, "ipad-mini", 768, 1024, 2, 20, 0),
      (.iPadAir, "ipad-air", 834, 1112, 2, 20, 0),
      (.iPadPro11, "ipad-pro-11", 834, 1194, 2, 24, 20),
      (.iPadPro12_9, "ipad-pro-12.9", 1024, 1366, 2, 24, 20),
    ] as [(Device, String, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
  func preset(
    device: Device, name: String, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat
  ) {
    #expect(device.name == name)
    #expect(device.size == CGSize(width: width, height: height))
    #expect(device.displayScale == scale)
    #expect(device.safeAreaInsets == EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
    #expect(device.horizontalSizeClass == (width < 700 ? .compact : .regular))
    #expect(device.verticalSizeClass == .regular)
    #expect(Device.presets.contains(device))
    #expect(Device.presets.filter { $0.name == name }.count == 1)
  }

  @Test("The aliases name the same screens: iPhone 16 is the 15's, 15 Pro Max and 16 Plus the 15 Plus's")
  func aliases() {
    #expect(Device.iPhone16 == .iPhone15)
    #expect(Device.iPhone15ProMax == .iPhone15Plus)
    #expect(Device.iPhone16Plus == .iPhone15Plus)
  }

  @Test("A host on a preset proposes its safe area: the iPhone 15's content is 393 × 759 from y = 59")
  func hostUsesPreset() {
    let host = phoneHost(Color.red.accessibilityIdentifier("fill"), device: .iPhone15)
    #expect(host.frame(of: "fill") == rect(0, 59, 393, 759))
  }

  @Test("Screen chrome: the home indicator is a 134 × 5 capsule 8 above the bottom, centred")
  func homeIndicator() throws {
    let host = phoneHost(Color.clear, chrome: .statusBarAndHomeIndicator)
    let capsule = try #require(host.result.root?.frame(named: "Capsule"))
    #expect(close(capsule, rect(128, 844 - 8 - 5, 134, 5)))
  }

  @Test("Screen chrome: the status bar fills the top inset; 9:41 at the left, the battery at the right")
  func statusBar() throws {
    let host = phoneHost(Color.clear.accessibilityIdentifier("app"), chrome: .statusBarAndHomeIndicator)
    #expect(host.frame(ofSource: "StatusBar") == rect(0, 0, 390, 47))
    let time = try #require(host.frame(named: "Text \"9:41\""))
    #expect(close(time.midX, 390 * 0.17))
    #expect(time.midY > 20 && time.midY < 28)
    let battery = try #require(host.frame(ofSource: "BatteryGlyph"))
    #expect(battery.minX > 300)
    // The app is laid out as without chrome.
    #expect(host.frame(of: "app") == rect(0, 47, 390, 763))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Chrome follows the color scheme the app prefers: the home indicator is black in light, white in dark")
  func chromeColours() {
    #expect(phoneHost(Color.clear, chrome: .homeIndicator).drawing.contains("fill #000000FF (128, 831, 134, 5)"))
    #expect(
      phoneHost(Color.clear.preferredColorScheme(.dark), chrome: .homeIndicator).drawing.contains(
        "fill #FFFFFFFF (128, 831, 134, 5)"))
  }

  @Test("Without chrome, or on a device without insets, the host draws none; only what was asked is drawn")
  func chromeAsAsked() {
    #expect(phoneHost(Color.clear).frame(ofSource: "StatusBar") == nil)
    #expect(phoneHost(Color.clear, chrome: .homeIndicator).frame(ofSource: "StatusBar") == nil)
    #expect(phoneHost(Color.clear, chrome: .statusBar).frame(ofSource: "HomeIndicator") == nil)
    #expect(phoneHost(Color.clear, device: .iPhoneSE, chrome: .homeIndicator).frame(ofSource: "HomeIndicator") == nil)
    #expect(phoneHost(Color.clear, device: .mac, chrome: .statusBarAndHomeIndicator).root?.name != "ScreenChrome")
  }
}
