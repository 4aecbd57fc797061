import Foundation

/// A device or window a ``LayoutHost`` lays views out for: its size in points, display scale,
/// safe area and size classes, as iOS sets them.
///
/// Trellis behaves as iOS does; `Device.mac` is a regular-width window without a safe area.
///
/// Fidelity: partial — window sizes, scales, safe areas and size classes are the values
/// docs/iOSControls.md §1 collects for each device (snapshot tools' configurations, measured
/// safe areas); no fixture lays out a device.
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// A short name, e.g. `iphone-portrait`.
  public var name: String
  /// The window size in points.
  public var size: CGSize
  /// Pixels per point.
  public var displayScale: CGFloat
  /// The insets of the status bar, home indicator and sensor housing.
  public var safeAreaInsets: EdgeInsets
  /// The horizontal size class iOS gives a window of this size.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class iOS gives a window of this size.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// The system design the device draws, if one was chosen with ``design(_:)``; `nil` leaves it
  /// to the host's environment, ``InterfaceDesign/current`` (Liquid Glass) by default.
  public var design: InterfaceDesign?

  /// Creates a device.
  public init(
    name: String, size: CGSize, displayScale: CGFloat, safeAreaInsets: EdgeInsets = EdgeInsets(),
    horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass
  ) {
    self.name = name
    self.size = size
    self.displayScale = displayScale
    self.safeAreaInsets = safeAreaInsets
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// The same device drawing `design`: `Device.iPhone16Pro.design(.iOS18)`.
  public func design(_ design: InterfaceDesign) -> Device {
    var device = self
    device.design = design
    return device
  }

  /// The name and size.
  public var description: String {
    "\(name) (\(formatLength(size.width)) × \(formatLength(size.height)) @\(formatLength(displayScale))×)"
  }

  /// An iPhone 14 or 15 in portrait: 390 × 844 at 3×, compact width, regular height.
  public static let iPhone = Device(
    name: "iphone-portrait", size: CGSize(width: 390, height: 844), displayScale: 3,
    safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// The same iPhone in landscape: 844 × 390, compact in both directions.
  public static let iPhoneLandscape = Device(
    name: "iphone-landscape", size: CGSize(width: 844, height: 390), displayScale: 3,
    safeAreaInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47),
    horizontalSizeClass: .compact, verticalSizeClass: .compact)

  /// A 12.9-inch iPad Pro in landscape, full screen: 1366 × 1024 at 2×, regular in both directions.
  public static let iPad = Device(
    name: "ipad-full", size: CGSize(width: 1366, height: 1024), displayScale: 2,
    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// The same iPad with the app in two thirds of a split view: 981 points wide, still regular.
  public static let iPadSplitTwoThirds = Device(
    name: "ipad-two-thirds", size: CGSize(width: 981, height: 1024), displayScale: 2,
    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// The same iPad with the app in half of a split view: 678 points wide, regular on the 12.9-inch iPad.
  public static let iPadSplitHalf = Device(
    name: "ipad-half", size: CGSize(width: 678, height: 1024), displayScale: 2,
    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// The same iPad with the app in a third of a split view: 375 points wide, compact.
  public static let iPadSplitOneThird = Device(
    name: "ipad-one-third", size: CGSize(width: 375, height: 1024), displayScale: 2,
    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// A Mac window of 1280 × 800 at 2×, regular in both directions, with no safe area.
  public static let mac = Device(
    name: "mac-window", size: CGSize(width: 1280, height: 800), displayScale: 2,
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  // MARK: Phones and tablets of docs/iOSControls.md §1, in portrait

  /// An iPhone SE (2nd and 3rd generation) or 8: 375 × 667 at 2×, a 20-point status bar and no
  /// home indicator (docs/iOSControls.md §1, SST).
  public static let iPhoneSE = Device(
    name: "iphone-se", size: CGSize(width: 375, height: 667), displayScale: 2,
    safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// An iPhone 13 mini: 375 × 812 at 3×, safe area 50 / 34 (docs/iOSControls.md §1, SST).
  public static let iPhone13Mini = Device(
    name: "iphone-13-mini", size: CGSize(width: 375, height: 812), displayScale: 3,
    safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// An iPhone 13 or 14 Plus, or 13 Pro Max: 428 × 926 at 3×, safe area 47 / 34
  /// (docs/iOSControls.md §1, SST).
  public static let iPhone14Plus = Device(
    name: "iphone-14-plus", size: CGSize(width: 428, height: 926), displayScale: 3,
    safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// An iPhone 15, 15 Pro, 16 or 14 Pro, with the Dynamic Island: 393 × 852 at 3×, safe area
  /// 59 / 34 (docs/iOSControls.md §1, Tinder/Layout).
  public static let iPhone15 = Device(
    name: "iphone-15", size: CGSize(width: 393, height: 852), displayScale: 3,
    safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// An iPhone 15 Plus, 15 Pro Max, 16 Plus or 14 Pro Max: 430 × 932 at 3×, safe area 59 / 34
  /// (docs/iOSControls.md §1, Tinder/Layout).
  public static let iPhone15Plus = Device(
    name: "iphone-15-plus", size: CGSize(width: 430, height: 932), displayScale: 3,
    safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// An iPhone 16 Pro: 402 × 874 at 3×, safe area 62 / 34 (docs/iOSControls.md §1, ASNAP).
  public static let iPhone16Pro = Device(
    name: "iphone-16-pro", size: CGSize(width: 402, height: 874), displayScale: 3,
    safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// An iPhone 16 Pro Max: 440 × 956 at 3×, safe area 62 / 34 (docs/iOSControls.md §1
  /// [uncertain: one fork of swift-snapshot-testing]).
  public static let iPhone16ProMax = Device(
    name: "iphone-16-pro-max", size: CGSize(width: 440, height: 956), displayScale: 3,
    safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// The iPhone 16's screen: ``iPhone15``'s.
  public static var iPhone16: Device { iPhone15 }
  /// The iPhone 15 Pro Max's screen: ``iPhone15Plus``'s.
  public static var iPhone15ProMax: Device { iPhone15Plus }
  /// The iPhone 16 Plus's screen: ``iPhone15Plus``'s.
  public static var iPhone16Plus: Device { iPhone15Plus }

  /// An iPad mini (5th generation) in portrait: 768 × 1024 at 2×, a 20-point status bar and no
  /// home indicator (docs/iOSControls.md §1, SST).
  public static let iPadMini = Device(
    name: "ipad-mini", size: CGSize(width: 768, height: 1024), displayScale: 2,
    safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// An iPad Air (3rd generation) or 10.5-inch iPad Pro in portrait: 834 × 1112 at 2×, safe area
  /// 20 / 0 (docs/iOSControls.md §1, SST).
  public static let iPadAir = Device(
    name: "ipad-air", size: CGSize(width: 834, height: 1112), displayScale: 2,
    safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// An 11-inch iPad Pro in portrait: 834 × 1194 at 2×, safe area 24 / 20 (docs/iOSControls.md
  /// §1, SST).
  public static let iPadPro11 = Device(
    name: "ipad-pro-11", size: CGSize(width: 834, height: 1194), displayScale: 2,
    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// A 12.9-inch iPad Pro in portrait: 1024 × 1366 at 2×, safe area 24 / 20 (``iPad`` turned).
  public static let iPadPro12_9 = Device(
    name: "ipad-pro-12.9", size: CGSize(width: 1024, height: 1366), displayScale: 2,
    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// Every preset, each under its `name`: the gallery's adaptive set first, then the phones and
  /// tablets of docs/iOSControls.md §1.
  public static let presets: [Device] = [
    .iPhone, .iPhoneLandscape, .iPad, .iPadSplitTwoThirds, .iPadSplitHalf, .iPadSplitOneThird, .mac,
    .iPhoneSE, .iPhone13Mini, .iPhone14Plus, .iPhone15, .iPhone15Plus, .iPhone16Pro, .iPhone16ProMax,
    .iPadMini, .iPadAir, .iPadPro11, .iPadPro12_9,
  ]
}
