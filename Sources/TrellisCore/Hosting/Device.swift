import Foundation

/// A device or window a ``LayoutHost`` lays views out for: its size in points, display scale,
/// safe area and size classes, as iOS sets them.
///
/// Trellis behaves as iOS does; `Device.mac` is a regular-width window without a safe area.
///
/// Fidelity: partial — window sizes, scales, safe areas and size classes are Apple's published
/// values for each device; no fixture lays out a device.
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

  /// Every preset, in the order of the gallery's adaptive page.
  public static let presets: [Device] = [
    .iPhone, .iPhoneLandscape, .iPad, .iPadSplitTwoThirds, .iPadSplitHalf, .iPadSplitOneThird, .mac,
  ]
}
