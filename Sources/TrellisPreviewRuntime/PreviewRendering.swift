import Foundation
import Trellis

/// A rendered preview: the picture, its frame tree and its layout diagnostics.
public struct RenderedPreview {
  /// The picture, in the format asked for; empty when it was not drawn.
  public var image: Data
  /// The layout: the preview, the variant, the window size, the frame tree and the diagnostics,
  /// as the JSON written beside the picture.
  public var layoutJSON: String
  /// The likely layout mistakes of the render.
  public var diagnostics: [LayoutDiagnostic]
  /// The runtime issues the layout and the drawing reported.
  public var runtimeIssues: [String]
  /// Every view with its frame, explanation and diagnostics, when the render was asked to inspect.
  public var inspection: PreviewInspection?
  /// The frame tree as text, the scale and, when asked, the layout's explanation: what
  /// `trellis dump`, `explain` and `render` print.
  public var report: PreviewLayoutReport?
}

/// Lays a preview out for a variant and draws it, as Xcode's canvas would show it.
///
/// The device is the variant's, else the one the preview names with `previewDevice(_:)`, else
/// an iPhone; an orientation trait turns it. The layout trait picks the proposal:
/// - `.device` (the default): the device's whole screen, with its safe area.
/// - `.sizeThatFitsLayout`: the device's width and an unspecified height, the picture the size
///   the view chooses. Fidelity: partial — Xcode's documentation says only "the size of the
///   preview's content"; proposing the device's width is what its canvas shows for wrapping text.
/// - `.fixedLayout(width:height:)`: the view centred in a window of that size.
public enum PreviewRendering {
  /// Renders `entry` for `variant` to `format`, after tapping the window at each of `taps` in
  /// turn, as a finger would (`LayoutHost.tap(at:count:)`). The view is laid out once, and that
  /// layout is drawn, inspected and reported.
  ///
  /// - Parameters:
  ///   - window: A proposal and scale that replace the preview's layout trait and the device's
  ///     scale: `trellis render --width 390`.
  ///   - draw: Whether to draw the picture; without it ``RenderedPreview/image`` is empty.
  ///   - inspect: Whether to trace the layout and describe every view in
  ///     ``RenderedPreview/inspection``, for the live preview's inspector.
  ///   - report: Whether to describe the layout in ``RenderedPreview/report``; with `explain`,
  ///     with every proposal and answer (the layout is traced).
  /// - Throws: What the renderer throws: an empty canvas, a picture too large.
  @MainActor
  public static func render(
    _ entry: PreviewEntry, variant: PreviewVariant, format: PictureFormat, taps: [PreviewTap] = [],
    window: PreviewWindow? = nil, draw: Bool = true, inspect: Bool = false, report: Bool = false,
    explain: Bool = false
  ) throws -> RenderedPreview {
    var device = variant.devicePreset ?? entry.settings.device?.device ?? .iPhone
    var issues: [String] = []
    if let named = entry.settings.device, named.device == nil {
      issues.append("previewDevice(\"\(named.rawValue)\") names no device Trellis knows: previewed on \(device.name).")
    }
    if let orientation = entry.settings.orientation {
      device = device.oriented(orientation)
    }
    // Each Xcode preview starts in a process of its own: one preview's UIKit appearance
    // proxies must not restyle the next one's bars.
    UIKitAppearanceProxies.resetAll()
    let view = entry.makeView()
    let layout = window.map(\.layout) ?? entry.settings.layout ?? .device
    let renderer: ImageRenderer<AnyView>
    switch layout {
    case .device:
      renderer = ImageRenderer(content: AnyView(view))
      renderer.device = device
    case .sizeThatFits:
      renderer = ImageRenderer(content: AnyView(view))
      renderer.proposedSize = window?.proposal ?? ProposedViewSize(width: device.size.width, height: nil)
      renderer.scale = window?.scale.map { CGFloat($0) } ?? device.displayScale
    case .fixed(let width, let height):
      renderer = ImageRenderer(content: AnyView(AnyView(view).frame(width: width, height: height)))
      renderer.proposedSize = ProposedViewSize(width: width, height: height)
      renderer.scale = window?.scale.map { CGFloat($0) } ?? device.displayScale
    }
    renderer.environment = environment(for: variant)
    let host = try renderer.layout(tracing: inspect || (report && explain))
    let recognized = taps.map { host.tap(at: CGPoint(x: $0.x, y: $0.y)) }
    let image = try draw ? renderer.data(format, of: host) : Data()
    let diagnostics = host.diagnostics
    let root = try host.root.map { try FrameNodeJSON($0).json(indent: "  ") } ?? "null"
    let document = PreviewLayoutDocument(
      preview: entry.id, variant: variant.name, device: layout == .device ? device.name : nil,
      size: [Double(host.size.width), Double(host.size.height)], diagnostics: diagnostics)
    let scale = layout == .device ? device.displayScale : renderer.scale
    let place =
      layout == .device
      ? device.description : PreviewWindow.place(renderer.proposedSize, layout: layout, scale: scale)
    let layoutReport = try report ? PreviewLayoutReport(host: host, scale: Double(scale), place: place) : nil
    return RenderedPreview(
      image: image, layoutJSON: try document.json(frameTree: root), diagnostics: diagnostics,
      runtimeIssues: issues + renderer.runtimeIssues,
      inspection: inspect ? PreviewInspection(host: host, taps: taps, recognized: recognized) : nil,
      report: layoutReport)
  }

  /// The design previews are drawn in when a variant chooses none: the app's, ``InterfaceDesign/iOS18``
  /// when its Info.plist sets `UIDesignRequiresCompatibility` (the runner is told so), else
  /// ``InterfaceDesign/current``.
  @MainActor public static var appDesign = InterfaceDesign.current

  /// The environment of `variant`: its design, colour scheme, Dynamic Type size, direction and
  /// locale.
  @MainActor
  public static func environment(for variant: PreviewVariant) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.interfaceDesign = variant.design.flatMap(InterfaceDesign.init(rawValue:)) ?? appDesign
    if let scheme = variant.colorScheme {
      environment.colorScheme = scheme == "dark" ? .dark : .light
    }
    if let direction = variant.layoutDirection {
      environment.layoutDirection = direction == "rtl" ? .rightToLeft : .leftToRight
    }
    if let locale = variant.locale {
      environment.locale = Locale(identifier: locale)
    }
    if let size = variant.dynamicType, let index = PreviewVariant.dynamicTypeNames.firstIndex(of: size) {
      environment.dynamicTypeSize = DynamicTypeSize.allCases[index]
    }
    return environment
  }
}

/// The JSON written beside each picture.
struct PreviewLayoutDocument: Encodable {
  var preview: String
  var variant: String
  var device: String?
  var size: [Double]
  var diagnostics: [LayoutDiagnostic]

  /// The document with the frame tree, keys in a fixed order, so that equal layouts give equal bytes.
  func json(frameTree: String) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func value(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
    let diagnosticLines = try diagnostics.map { "    " + (try value($0)) }
    let diagnosticsJSON = diagnostics.isEmpty ? "[]" : "[\n" + diagnosticLines.joined(separator: ",\n") + "\n  ]"
    return """
      {
        "preview": \(try value(preview)),
        "variant": \(try value(variant)),
        "device": \(try device.map { try value($0) } ?? "null"),
        "size": \(try value(size)),
        "diagnostics": \(diagnosticsJSON),
        "frameTree": \(frameTree)
      }

      """
  }
}

extension Device {
  /// The device turned to `orientation`: the iPhone preset to its landscape preset; another
  /// device with its width and height swapped and its safe-area insets turned with it.
  public func oriented(_ orientation: InterfaceOrientation) -> Device {
    guard orientation.isLandscape != (size.width > size.height) else { return self }
    if self == .iPhone { return .iPhoneLandscape }
    if self == .iPhoneLandscape { return .iPhone }
    let insets = safeAreaInsets
    // Turning left moves the top edge (the sensor housing) to the left.
    let turned =
      orientation == .landscapeRight
      ? EdgeInsets(top: insets.leading, leading: insets.bottom, bottom: insets.trailing, trailing: insets.top)
      : EdgeInsets(top: insets.trailing, leading: insets.top, bottom: insets.leading, trailing: insets.bottom)
    return Device(
      name: name + "-" + orientation.rawValue.lowercased(), size: CGSize(width: size.height, height: size.width),
      displayScale: displayScale, safeAreaInsets: turned,
      horizontalSizeClass: orientation.isLandscape ? verticalSizeClass : horizontalSizeClass,
      verticalSizeClass: orientation.isLandscape ? horizontalSizeClass : verticalSizeClass)
  }
}
