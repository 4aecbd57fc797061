import Foundation

/// A type that produces view previews: the form before `#Preview`.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///         ContentView().previewDevice("iPad Pro (12.9-inch) (6th generation)")
///             .previewDisplayName("iPad")
///     }
/// }
/// ```
///
/// Each top-level view of `previews` is a preview of its own, as in Xcode's canvas. The
/// `trellis` command finds the package's providers by reading its sources; a provider must be
/// internal or public for its runner to reach it.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The views to preview: each top-level view is one preview.
  @ViewBuilder @MainActor static var previews: Previews { get }

  /// The platform to preview on: `nil` (the default) for the package's own, iOS here.
  @MainActor static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
  /// No platform: previews run as iOS.
  @MainActor public static var platform: PreviewPlatform? { nil }
}

/// The platforms a ``PreviewProvider`` may ask for.
public enum PreviewPlatform: Hashable, Sendable {
  /// iOS: what Trellis lays out.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
  /// visionOS.
  case visionOS
}

/// A device to preview on, by the name Xcode gives it: `"iPhone 15"`, `"iPad Pro (12.9-inch)"`.
///
/// ```swift
/// ContentView().previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
/// ContentView().previewDevice("iPad Air (5th generation)")
/// ```
///
/// Names map to Trellis' `Device` presets: iPhones to `Device.iPhone`, iPads to
/// `Device.iPad`, Macs to `Device.mac`; a preset's own name (`ipad-one-third`) also works.
/// A name Trellis does not know previews on the iPhone, with a runtime issue.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The name of the device.
  public var rawValue: String

  /// Creates a device from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a device from its name, written as a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The preset this name maps to, or `nil` for a name Trellis does not know.
  public var device: Device? {
    let name = rawValue.trimmingCharacters(in: .whitespaces)
    if let preset = Device.presets.first(where: { $0.name == name.lowercased() }) { return preset }
    let lowered = name.lowercased()
    if lowered.hasPrefix("iphone") { return .iPhone }
    if lowered.hasPrefix("ipad") { return .iPad }
    if lowered.hasPrefix("mac") { return .mac }
    return nil
  }
}

/// What a preview's modifiers ask for: its name, layout, device and orientation.
public struct PreviewSettings: Hashable, Sendable {
  /// The name given with `previewDisplayName(_:)`.
  public var displayName: String?
  /// The layout given with `previewLayout(_:)`.
  public var layout: PreviewLayout?
  /// The device given with `previewDevice(_:)`.
  public var device: PreviewDevice?
  /// The orientation given with `previewInterfaceOrientation(_:)`.
  public var orientation: InterfaceOrientation?

  /// No setting.
  public init(
    displayName: String? = nil, layout: PreviewLayout? = nil, device: PreviewDevice? = nil,
    orientation: InterfaceOrientation? = nil
  ) {
    self.displayName = displayName
    self.layout = layout
    self.device = device
    self.orientation = orientation
  }

  /// These settings, with those `other` sets put over them.
  public func merging(_ other: PreviewSettings) -> PreviewSettings {
    PreviewSettings(
      displayName: other.displayName ?? displayName, layout: other.layout ?? layout, device: other.device ?? device,
      orientation: other.orientation ?? orientation)
  }
}

/// Carries preview settings on a view; lays it out as it is.
nonisolated public struct _PreviewSettingsModifier: ViewModifier {
  /// The settings.
  public var settings: PreviewSettings

  /// The content, unchanged.
  public func body(content: Content) -> some View {
    content
  }
}

nonisolated extension View {
  /// Names the preview of this view.
  public func previewDisplayName(_ displayName: String?) -> some View {
    modifier(_PreviewSettingsModifier(settings: PreviewSettings(displayName: displayName)))
  }

  /// Sizes the preview of this view: on the device, at its chosen size, or in a fixed window.
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    modifier(_PreviewSettingsModifier(settings: PreviewSettings(layout: layout)))
  }

  /// Previews this view on a device, named as Xcode names it; `nil` for the default.
  public func previewDevice(_ device: PreviewDevice?) -> some View {
    modifier(_PreviewSettingsModifier(settings: PreviewSettings(device: device)))
  }

  /// Previews this view with its device in an orientation.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
    modifier(_PreviewSettingsModifier(settings: PreviewSettings(orientation: orientation)))
  }
}

// MARK: - Reading previews

/// One view to preview, with the settings its preview modifiers gave it, taken off the view.
public struct PreviewElement {
  /// The view without its preview modifiers.
  public var view: any View
  /// What its preview modifiers asked for.
  public var settings: PreviewSettings
}

/// A view that carries preview settings: `ModifiedContent` with the settings modifier.
private protocol PreviewSettingsCarrier {
  var previewSettings: PreviewSettings { get }
  var previewContent: any View { get }
}

extension ModifiedContent: PreviewSettingsCarrier where Content: View, Modifier == _PreviewSettingsModifier {
  fileprivate var previewSettings: PreviewSettings { modifier.settings }
  fileprivate var previewContent: any View { content }
}

/// A view that stands for several previews: a `Group`, the tuple a builder makes, a `ForEach`.
private protocol PreviewElementContainer {
  var previewElements: [any View] { get }
}

extension Group: PreviewElementContainer {
  fileprivate var previewElements: [any View] { [content] }
}

extension TupleView: PreviewElementContainer {
  fileprivate var previewElements: [any View] {
    Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }
}

extension ForEach: PreviewElementContainer where Content: View {
  fileprivate var previewElements: [any View] { data.map { content($0) } }
}

extension PreviewElement {
  /// The previews `view` stands for: each top-level view of a group, a builder's tuple or a
  /// `ForEach`, flattened, with the preview modifiers taken off and read.
  public static func elements(of view: any View) -> [PreviewElement] {
    var settings = PreviewSettings()
    var view = view
    while let carrier = view as? any PreviewSettingsCarrier {
      // The outer modifier is applied last: its settings win.
      settings = carrier.previewSettings.merging(settings)
      view = carrier.previewContent
    }
    if let container = view as? any PreviewElementContainer {
      return container.previewElements.flatMap { element in
        elements(of: element).map { PreviewElement(view: $0.view, settings: settings.merging($0.settings)) }
      }
    }
    return [PreviewElement(view: view, settings: settings)]
  }
}
