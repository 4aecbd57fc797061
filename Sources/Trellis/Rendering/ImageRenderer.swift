import CPangoCairo
import Foundation

/// An object that creates images from views: PNG, SVG and PDF.
///
/// As SwiftUI's, the renderer proposes ``proposedSize`` to its content — unspecified by
/// default, so the content renders at its ideal size — and draws it at ``scale``.
///
/// ```swift
/// let renderer = ImageRenderer(content: ChecklistRow(name: "Milk"))
/// renderer.scale = 3
/// try renderer.write(to: URL(fileURLWithPath: "row.png"))
/// ```
///
/// Fidelity: partial — proposes `proposedSize`, `.unspecified` by default, as Apple documents
/// (§1.1); the pictures are drawn by Cairo and not compared with SwiftUI's pixels.
@MainActor @preconcurrency
public final class ImageRenderer<Content: View> {
  /// The view to render.
  public var content: Content
  /// The size proposed to the content: `.unspecified` (its ideal size) by default.
  public var proposedSize: ProposedViewSize = .unspecified
  /// Pixels per point of the PNG; also the display scale the content is laid out for.
  public var scale: CGFloat = 1
  /// The environment the content starts from. Text is measured with Pango unless it sets a measurer.
  public var environment = EnvironmentValues()
  /// A device to render the content on, as a whole screen: when set, the picture is the
  /// device's window, at its scale, with its safe area and size classes, and `proposedSize`
  /// and `scale` are not used.
  public var device: Device?
  /// The status bar and home indicator to draw over a ``device``'s screen: none by default.
  ///
  /// ```swift
  /// renderer.device = .iPhone15
  /// renderer.chrome = .statusBarAndHomeIndicator
  /// ```
  public var chrome: ScreenChrome = []

  /// Creates a renderer for a view.
  public init(content: Content) {
    self.content = content
  }

  /// The runtime issues of the last render: those its layout reported (see
  /// `LayoutHost/runtimeIssues`), then those found while drawing, such as a rotation by a NaN
  /// angle or a dash pattern of zeros, each of which leaves out one view's item or effect. The
  /// host drawn lists the drawing's issues too.
  public private(set) var runtimeIssues: [String] = []

  /// Lays the content out as it will be drawn.
  public func layout() throws -> LayoutHost {
    try layout(tracing: false)
  }

  /// Lays the content out as it will be drawn, recording every proposal and answer in the host's
  /// `LayoutHost/trace` when `tracing` is on — what `trellis explain` prints.
  ///
  /// Draw the host with ``pngData(of:)`` (or ``svgString(of:)``, ``pdfData(of:)``) after driving
  /// it, to see what a tap changed:
  ///
  /// ```swift
  /// let host = try renderer.layout(tracing: true)
  /// host.tap("add")
  /// let png = try renderer.pngData(of: host)
  /// ```
  public func layout(tracing: Bool) throws -> LayoutHost {
    guard renderScale.isFinite, renderScale >= RenderError.minimumScale else {
      throw RenderError.invalidScale(Double(renderScale))
    }
    var environment = self.environment
    if !environment.hasTextMeasurer {
      environment.textMeasurer = try PangoTextMeasurer()
    }
    if let device {
      return LayoutHost(content, device: device, chrome: chrome, environment: environment, tracing: tracing)
    }
    return LayoutHost(content, proposal: proposedSize, displayScale: scale, environment: environment, tracing: tracing)
  }

  /// The scale the PNG is drawn at: the device's, or `scale`.
  private var renderScale: CGFloat { device?.displayScale ?? scale }

  /// What the content draws.
  public func displayList() throws -> DisplayList {
    try layout().displayList()
  }

  /// Lays the content out and draws its display list with `draw`, recording the runtime issues of both.
  private func render<Result>(
    _ laidOut: LayoutHost? = nil, _ draw: (DisplayList, RenderIssueLog) throws -> Result
  ) throws -> Result {
    runtimeIssues = []
    let host = try laidOut ?? layout()
    defer { runtimeIssues = host.runtimeIssues }
    let list = host.displayList()
    // The drawing's issues go to the host's, as its layout's do.
    return try host.reportingIssues { try draw(list, RenderIssueLog()) }
  }

  /// The content as a PNG image of `ceil(width × scale) × ceil(height × scale)` pixels.
  public func pngData() throws -> Data {
    let scale = renderScale
    return try render { try CairoDocument.png($0, scale: scale, issues: $1) }
  }

  /// The content as an SVG document measured in points (CSS pixels).
  public func svgString() throws -> String {
    try render { try CairoDocument.svg($0, issues: $1) }
  }

  /// The content as a one-page PDF document measured in points.
  public func pdfData() throws -> Data {
    try render { try CairoDocument.pdf($0, issues: $1) }
  }

  /// `host` as it is now — laid out by ``layout(tracing:)``, then perhaps tapped — as a PNG image
  /// at the renderer's scale.
  public func pngData(of host: LayoutHost) throws -> Data {
    let scale = renderScale
    return try render(host) { try CairoDocument.png($0, scale: scale, issues: $1) }
  }

  /// `host` as it is now as an SVG document measured in points.
  public func svgString(of host: LayoutHost) throws -> String {
    try render(host) { try CairoDocument.svg($0, issues: $1) }
  }

  /// `host` as it is now as a one-page PDF document measured in points.
  public func pdfData(of host: LayoutHost) throws -> Data {
    try render(host) { try CairoDocument.pdf($0, issues: $1) }
  }

  /// Writes the content to `url` as PNG, SVG or PDF, chosen by the file's extension.
  public func write(to url: URL) throws {
    let data: Data
    switch PictureFormat(pathExtension: url.pathExtension) {
    case .png: data = try pngData()
    case .svg: data = Data(try svgString().utf8)
    case .pdf: data = try pdfData()
    case nil: throw RenderError.unsupportedFormat(url.pathExtension)
    }
    try data.write(to: url, options: .atomic)
  }
}
