import Foundation

/// UIKit's screen: `UIScreen.main.bounds` answers the device of the host whose views are being
/// resolved, so that a view that sizes itself by the screen lays out as on that device.
///
/// ```swift
/// Image("banner").frame(width: UIScreen.main.bounds.width - 32)
/// ```
///
/// Fidelity: partial — the screen of a host made for a `Device` is that device's size (for an
/// iPad in split view, the window's, not the whole screen's); a host made with a window size is
/// an iPhone with a screen of that size; outside any host (a view's stored property computed
/// before the host exists) it is an iPhone 14's, 390 × 844 at 3×.
public final class UIScreen: @unchecked Sendable {
  /// The screen's bounds in points, at the origin.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat

  init(_ screen: HostScreen) {
    bounds = screen.bounds
    scale = screen.scale
  }

  /// The screen of the host resolving views, or an iPhone 14's outside any host.
  public class var main: UIScreen { UIScreen(HostScreen.currentOrDefault) }

  /// The scale of the physical screen: the same as ``scale``.
  public var nativeScale: CGFloat { scale }

  /// The bounds in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
}

/// UIKit's device: `UIDevice.current.userInterfaceIdiom` tells an iPhone host from an iPad one.
///
/// Fidelity: partial — the idiom is the host's device's; the name, model and system are fixed
/// ("iPhone" or "iPad", iOS 17.0).
public final class UIDevice: @unchecked Sendable {
  /// The kind of device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom

  init(idiom: DeviceIdiom) {
    switch idiom {
    case .phone: userInterfaceIdiom = .phone
    case .pad: userInterfaceIdiom = .pad
    case .mac: userInterfaceIdiom = .mac
    }
  }

  /// The device of the host resolving views, or an iPhone outside any host.
  public class var current: UIDevice { UIDevice(idiom: HostScreen.currentOrDefault.idiom) }

  /// The model's name: "iPhone", "iPad" or "Mac".
  public var model: String {
    switch userInterfaceIdiom {
    case .pad: "iPad"
    case .mac: "Mac"
    default: "iPhone"
    }
  }

  /// The device's name: its model's.
  public var name: String { model }
  /// The operating system's name: "iOS" (or "macOS" for a Mac host).
  public var systemName: String { userInterfaceIdiom == .mac ? "macOS" : "iOS" }
  /// The operating system's version Trellis draws: 17.0.
  public var systemVersion: String { "17.0" }

  /// Portrait when the host's screen is taller than wide, else landscape (home button right).
  public var orientation: UIDeviceOrientation {
    let bounds = HostScreen.currentOrDefault.bounds
    return bounds.width > bounds.height ? .landscapeLeft : .portrait
  }
}

/// The kinds of device UIKit tells apart.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac (Catalyst).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// How a device is held.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
  /// Not known.
  case unknown
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its side, the home button on the right.
  case landscapeLeft
  /// On its side, the home button on the left.
  case landscapeRight
  /// Lying face up.
  case faceUp
  /// Lying face down.
  case faceDown

  /// Whether the device is held upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
