import Foundation

/// The kind of device a host stands for: which asset catalog variants (`idiom`) apply, and what
/// UIKit's `UIDevice.current.userInterfaceIdiom` answers.
package enum DeviceIdiom: String, Hashable, Sendable {
  /// An iPhone: asset variants with the `iphone` idiom.
  case phone = "iphone"
  /// An iPad: asset variants with the `ipad` idiom.
  case pad = "ipad"
  /// A Mac: asset variants with the `mac` idiom.
  case mac = "mac"
}

extension Device {
  /// The kind of device: a preset's by its name (`iphone-…`, `ipad-…`, `mac-…`); any other
  /// device is an iPad when its shorter side is at least 744 points (the iPad mini's), else an
  /// iPhone.
  package var idiom: DeviceIdiom {
    if name.hasPrefix("iphone") { return .phone }
    if name.hasPrefix("ipad") { return .pad }
    if name.hasPrefix("mac") { return .mac }
    return Swift.min(size.width, size.height) >= 744 ? .pad : .phone
  }
}

/// The screen of the host whose views are being resolved: what `UIScreen.main` answers and which
/// asset variants an image or colour takes.
///
/// A host made for a ``Device`` has that device's screen. A host made with a window size is an
/// iPhone whose screen is the window; one made for a proposal (as `ImageRenderer` without a
/// device) is an iPhone 14 (390 × 844) at the host's display scale.
package struct HostScreen: Hashable, Sendable {
  /// The screen's bounds in points.
  package var bounds: CGRect
  /// Pixels per point.
  package var scale: CGFloat
  /// The kind of device.
  package var idiom: DeviceIdiom

  package init(bounds: CGRect, scale: CGFloat, idiom: DeviceIdiom) {
    self.bounds = bounds
    self.scale = scale
    self.idiom = idiom
  }

  /// The screen of `device`.
  package init(device: Device) {
    self.init(bounds: CGRect(origin: .zero, size: device.size), scale: device.displayScale, idiom: device.idiom)
  }

  /// The screen of the host resolving views on this thread; `nil` outside a host.
  @TaskLocal package static var current: HostScreen?

  /// The screen of the host resolving views, or — outside any host — an iPhone 14's.
  package static var currentOrDefault: HostScreen { current ?? HostScreen(device: .iPhone) }
}

extension EnvironmentValues {
  /// The screen of the host, set by the host; `nil` until a host sets it.
  @Entry package var hostScreen: HostScreen?
}
