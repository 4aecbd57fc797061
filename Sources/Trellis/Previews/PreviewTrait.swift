import Foundation

/// A trait that customizes a preview: its layout or its orientation.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// #Preview(traits: .landscapeLeft) { ContentView() }
/// ```
public struct PreviewTrait<T>: @unchecked Sendable {
  /// What the trait sets.
  public let value: PreviewTraitValue

  /// Creates a trait that sets `value`.
  public init(_ value: PreviewTraitValue) {
    self.value = value
  }
}

/// What a ``PreviewTrait`` sets: the layout of the preview or the orientation of its device.
public enum PreviewTraitValue: Hashable, Sendable {
  /// How the preview is sized.
  case layout(PreviewLayout)
  /// The orientation of the device.
  case orientation(InterfaceOrientation)
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device in portrait: the default.
  public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
  /// The device turned with its top to the left: landscape.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
  /// The device turned with its top to the right: landscape.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
  /// The device upside down: portrait.
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
  /// The view at the size it chooses when offered the device's safe area, rather than the whole screen.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
  /// The view centred in a window of a fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(.layout(.fixed(width: width, height: height)))
  }
  /// The view on the whole screen of the device: the default.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
}

/// How a preview is sized: on the device's screen, at the size the view chooses, or in a fixed window.
///
/// ```swift
/// MessageRow().previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Hashable, Sendable {
  /// The view on the whole screen of the preview's device.
  case device
  /// The view at the size it chooses for the device's safe area, on a canvas of that size.
  case sizeThatFits
  /// The view centred in a window of `width` × `height` points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of a device.
public enum InterfaceOrientation: String, CaseIterable, Hashable, Identifiable, Sendable {
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// Turned so that its top is on the left.
  case landscapeLeft
  /// Turned so that its top is on the right.
  case landscapeRight

  /// The orientation's name.
  public var id: String { rawValue }

  /// Whether the device lies on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
