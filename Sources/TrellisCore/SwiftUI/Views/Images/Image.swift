import Foundation

/// A view that displays an image.
///
/// A symbol image is sized like a glyph of the current font, by the environment's text measurer.
/// A named image comes from an asset catalog (see ``AssetCatalog``): the image set's variant
/// for the host's idiom, colour scheme and display scale, as large in points as its pixels
/// divided by its scale. A name that is no asset may be a file path, or a PNG or JPEG resource
/// of the bundle, read as a 1× image.
///
/// ```swift
/// Image(systemName: "checkmark")
/// Image("avatar").resizable().aspectRatio(contentMode: .fit)
/// Image("badge").renderingMode(.template).foregroundStyle(.red)
/// ```
///
/// Fidelity: partial — a file image is its size in points and a resizable one takes the
/// proposal, as Apple documents; cap insets stretch or tile the middle as UIKit's
/// `resizableImage(withCapInsets:resizingMode:)` does; symbols are Material Icons sized like a
/// glyph of the font, not SF Symbols (letters and numbers in circles and squares are drawn as
/// SF Symbols builds them; a name with no glyph of the same meaning draws nothing), drawn in one
/// colour whatever the symbol rendering mode; no fixture lays out an image.
nonisolated public struct Image: View, Equatable, PrimitiveView {
  enum Source: Equatable {
    case system(String, variableValue: Double?)
    case named(String, bundle: Bundle?)
    /// An image already read (UIKit's `UIImage`): `nil` when it could not be.
    case file(ImageFile?, name: String, renderingIntent: TemplateRenderingMode?, preservesVector: Bool)
    /// The placeholder `AsyncImage(url:scale:)` shows until its image loads: a redaction fill.
    case redacted
  }

  let source: Source
  /// The accessibility label given with the name.
  var label: Text?
  /// Whether accessibility ignores the image.
  var isDecorative = false
  /// Whether the image stretches to the space it is offered.
  var isResizable = false
  var capInsets = EdgeInsets()
  var resizingMode = ResizingMode.stretch
  /// `renderingMode(_:)`'s mode; `nil` leaves the asset's own.
  var renderingMode: TemplateRenderingMode?
  var interpolation: Interpolation?
  var isAntialiased = true
  /// `symbolRenderingMode(_:)` on the image; `nil` leaves the environment's.
  var symbolRendering: SymbolRenderingMode?

  /// Creates a symbol image.
  public init(systemName: String) {
    source = .system(systemName, variableValue: nil)
  }

  /// Creates a symbol image whose variable parts show `variableValue` (0...1).
  ///
  /// Fidelity: partial — the symbol is drawn whole: Material Icons have no variable parts.
  public init(systemName: String, variableValue: Double?) {
    source = .system(systemName, variableValue: variableValue)
  }

  /// Creates an image from an asset catalog's image set, or from a PNG or JPEG file: `name` is
  /// an asset's name, a path, or the name of a resource of `bundle` (the main bundle by default)
  /// with a `.png`, `.jpg` or `.jpeg` extension.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name, bundle: bundle)
  }

  /// Creates an image as `Image(_:bundle:)` does, with `label` for accessibility.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    source = .named(name, bundle: bundle)
    self.label = label
  }

  /// Creates an image that accessibility ignores; it lays out as `Image(_:bundle:)`.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    isDecorative = true
  }

  /// An image of a file already read, as UIKit's `UIImage` holds one; `nil` draws nothing.
  package init(
    file: ImageFile?, name: String, renderingIntent: TemplateRenderingMode? = nil, preservesVector: Bool = false
  ) {
    source = .file(file, name: name, renderingIntent: renderingIntent, preservesVector: preservesVector)
  }

  /// The placeholder SwiftUI's `AsyncImage(url:scale:)` shows while it has no image: an image
  /// that fills the space it is offered with the placeholder redaction's grey (``AsyncImage``).
  static var redacted: Image { Image(source: .redacted) }

  private init(source: Source) {
    self.source = source
  }

  private func with(_ change: (inout Image) -> Void) -> Image {
    var image = self
    change(&image)
    return image
  }

  /// Makes the image stretch to fill the space it is offered: `capInsets` (in points) keep the
  /// corners at their size and stretch or tile the edges and the middle.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    with {
      $0.isResizable = true
      $0.capInsets = capInsets
      $0.resizingMode = resizingMode
    }
  }

  /// Draws the image as it is (`.original`) or as a template: its opacity filled with the
  /// foreground style (`.template`).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    with { $0.renderingMode = renderingMode }
  }

  /// How the image's pixels are interpolated when it is drawn larger or smaller than they are.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    with { $0.interpolation = interpolation }
  }

  /// Whether the image's edges are antialiased when they fall between pixels.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    with { $0.isAntialiased = isAntialiased }
  }

  /// Sets how a symbol image's layers are coloured.
  ///
  /// Fidelity: partial — symbols are drawn in one colour, the foreground style's, in every mode.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    with { $0.symbolRendering = mode }
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// Whether an image is drawn as it is or as a template of its opacity.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// The image's opacity, filled with the foreground style.
    case template
    /// The image's own colours.
    case original
  }

  /// How an image's pixels are interpolated when it is scaled.
  public enum Interpolation: Hashable, Sendable {
    /// The nearest pixel: hard pixel edges.
    case none
    /// A fast blend of neighbouring pixels.
    case low
    /// A good blend of neighbouring pixels.
    case medium
    /// The best blend of neighbouring pixels.
    case high
  }

  /// The scale of a symbol image relative to its font.
  public enum Scale: Hashable, CaseIterable, Sendable {
    /// Smaller than the text around it.
    case small
    /// The size of the text around it.
    case medium
    /// Larger than the text around it.
    case large
  }

  /// The file a named image refers to, if it exists.
  static func locate(_ name: String, bundle: Bundle?) -> URL? {
    let fileManager = FileManager.default
    if fileManager.fileExists(atPath: name) { return URL(fileURLWithPath: name) }
    let bundle = bundle ?? .main
    for ext in ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"] {
      if let url = bundle.url(forResource: name, withExtension: ext) { return url }
    }
    return nil
  }

  /// Adds an image leaf: a file image sized by its file, a symbol sized by the font.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    // The label given with the name, or a decorative image's hiding, as the accessibility
    // modifiers record them (SwiftUI: "Image(decorative:) … ignored for accessibility purposes").
    if view.label != nil || view.isDecorative {
      var plain = view
      plain.label = nil
      plain.isDecorative = false
      let (label, isDecorative) = (view.label, view.isDecorative)
      let described = plain.accessibilityProperties {
        if let label { $0.label = label }
        if isDecorative { $0.isHidden = true }
      }
      inputs.context.resolve(described, inputs: inputs)
      return
    }
    let environment = inputs.environment
    switch view.source {
    case .system(let name, _):
      appendSymbol(view, named: name, inputs: inputs)
    case .file(let file, let name, let intent, let preservesVector):
      appendFile(view, file: file, name: name, intent: intent, preservesVector: preservesVector, inputs: inputs)
    case .redacted:
      // The text redaction's fill (``TextRedaction``): the foreground colour at low opacity.
      let fill = Color.primary.opacity(TextRedaction().opacity)
      inputs.context.resolve(Rectangle().fill(fill), inputs: inputs)
    case .named(let name, let bundle):
      switch lookUp(name, bundle: bundle, environment: environment) {
      case .file(let file, let intent, let preservesVector):
        appendFile(view, file: file, name: name, intent: intent, preservesVector: preservesVector, inputs: inputs)
      case .customSymbol(let template):
        appendCustomSymbol(view, named: name, template: template, inputs: inputs)
      }
    }
  }

  /// What an image name stands for: a file, or a custom symbol's template.
  enum NamedImage {
    case file(ImageFile?, intent: TemplateRenderingMode?, preservesVector: Bool)
    case customSymbol(template: URL?)
  }

  /// Finds the image named `name`: an image set of the bundle's asset catalogs, else a symbol
  /// set, else a file beside the code; a missing or unreadable one is reported and has no file.
  static func lookUp(_ name: String, bundle: Bundle?, environment: EnvironmentValues) -> NamedImage {
    let screen = environment.hostScreen ?? HostScreen.currentOrDefault
    if let folder = AssetCatalog.find(.image, named: name, bundle: bundle) {
      let asset = ImageSet.read(
        folder, name: name, idiom: screen.idiom, scheme: environment.colorScheme,
        displayScale: environment.displayScale, reader: environment.imageReader)
      return .file(asset?.file, intent: asset?.renderingIntent, preservesVector: asset?.preservesVector ?? false)
    }
    if let folder = AssetCatalog.find(.symbol, named: name, bundle: bundle) {
      return .customSymbol(template: SymbolSet.template(folder, name: name, idiom: screen.idiom))
    }
    if let url = locate(name, bundle: bundle) {
      let file = ImageFile(url: url, reader: environment.imageReader)
      if file == nil {
        RuntimeIssues.report("Image file '\(url.path)' for the image named '\(name)' is not a readable image file")
      }
      return .file(file, intent: nil, preservesVector: false)
    }
    RuntimeIssues.report("No image named '\(name)' found in asset catalog for \(AssetCatalog.describe(bundle))")
    return .file(nil, intent: nil, preservesVector: false)
  }

  private static func appendFile(
    _ view: Image, file: ImageFile?, name: String, intent: TemplateRenderingMode?, preservesVector: Bool,
    inputs: _ViewInputs
  ) {
    let isTemplate = (view.renderingMode ?? intent ?? .original) == .template
    let style = DisplayList.ImageStyle(
      tint: isTemplate ? Text.Run(string: "").color(in: inputs.environment) : nil,
      interpolation: view.interpolation, isAntialiased: view.isAntialiased,
      capInsets: view.isResizable ? view.capInsets : EdgeInsets(),
      resizingMode: view.isResizable ? view.resizingMode : .stretch,
      rasterizesVector: !preservesVector)
    inputs.context.appendLeaf(
      FileImageBehavior(name: name, file: file, isResizable: view.isResizable, style: style), inputs: inputs)
  }

  private static func appendSymbol(_ view: Image, named requested: String, inputs: _ViewInputs) {
    let environment = inputs.environment
    // Symbols follow the font's Dynamic Type size, as SF Symbols in text do.
    let font = (environment.font ?? .body).resolved(in: environment)
    func size(of name: String) -> CGSize? {
      environment.textMeasurer.symbolSize(
        named: name, font: font, scale: environment.imageScale, displayScale: environment.displayScale)
    }
    // The variants the environment asks for, then fewer of them, then the name as given.
    let candidates = environment.symbolVariants.names(for: requested)
    let found = candidates.lazy.compactMap { name in size(of: name).map { (name, $0) } }.first
    if found == nil {
      RuntimeIssues.report("No symbol named '\(requested)' found in system symbol set")
    }
    // Material Icons have one layer: every mode draws as monochrome (SymbolRenderingMode's header).
    if let mode = view.symbolRendering ?? environment.symbolRenderingMode, mode != .monochrome {
      RuntimeIssues.reportOnce(
        "symbolRenderingMode(.\(mode.name)) is drawn as .monochrome: Trellis' symbols have one layer.")
    }
    let color = Text.Run(string: "").color(in: environment)
    inputs.context.appendLeaf(
      SymbolImageBehavior(
        name: found?.0 ?? requested, size: found?.1 ?? .zero, isKnown: found != nil, isResizable: view.isResizable,
        color: color, weight: font.weight.value), inputs: inputs)
  }

  private static func appendCustomSymbol(_ view: Image, named name: String, template: URL?, inputs: _ViewInputs) {
    let environment = inputs.environment
    // Symbols follow the font's Dynamic Type size, as SF Symbols in text do.
    let font = (environment.font ?? .body).resolved(in: environment)
    var symbol: CustomSymbol?
    if let template {
      let reader = environment.imageReader
      symbol = reader.customSymbol(at: template)
      if symbol == nil {
        RuntimeIssues.report(
          "Symbol '\(name)': its template '\(template.lastPathComponent)' has no Regular-M glyph Trellis can read"
            + (reader is CoreImageReader ? " (reading one needs `import Trellis`)." : "."))
      }
    }
    let size =
      symbol?.frameSize(
        pointSize: font.pointSize, scale: environment.imageScale, displayScale: environment.displayScale) ?? .zero
    let color = Text.Run(string: "").color(in: environment)
    inputs.context.appendLeaf(
      CustomSymbolBehavior(name: name, symbol: symbol, size: size, isResizable: view.isResizable, color: color),
      inputs: inputs)
  }
}

/// An image from a file: its size in points, or the proposal when resizable.
struct FileImageBehavior: LayoutBehavior {
  let name: String
  let file: ImageFile?
  let isResizable: Bool
  let style: DisplayList.ImageStyle

  var debugName: String { "Image \"\(name)\"\(isResizable ? " resizable" : "")" }

  var role: LayoutRole { .image }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let intrinsic = file?.size ?? .zero
    return isResizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    guard let file else { return [] }
    return [.image(file, frame: frame, style: style)]
  }
}

/// A symbol image: a fixed size, whatever the proposal, like a glyph.
struct SymbolImageBehavior: LayoutBehavior {
  let name: String
  let size: CGSize
  /// Whether the measurer knows the symbol; an unknown one draws nothing.
  let isKnown: Bool
  /// Whether ``Image/resizable(capInsets:resizingMode:)`` made the symbol take the size it is
  /// offered, as any resizable image does (its own size stands for an unspecified dimension).
  let isResizable: Bool
  let color: Color.Resolved
  /// The OpenType weight of the symbol's font, which a letter or number in a shape is drawn in.
  let weight: Int

  var debugName: String { "Image systemName: \"\(name)\"\(isResizable ? " resizable" : "")" }

  var role: LayoutRole { .image }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: size) : size
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    isKnown ? [.symbol(name: name, frame: frame, color: color, weight: weight)] : []
  }
}

/// A custom symbol from a symbol set: its regular, medium glyph, sized like a glyph of the font,
/// drawn as a template in the foreground colour.
struct CustomSymbolBehavior: LayoutBehavior {
  let name: String
  /// The glyph in its template; `nil` draws nothing.
  let symbol: CustomSymbol?
  let size: CGSize
  /// Whether the symbol takes the size it is offered, as a resizable system symbol does.
  let isResizable: Bool
  let color: Color.Resolved

  var debugName: String { "Image \"\(name)\" (custom symbol)\(isResizable ? " resizable" : "")" }

  var role: LayoutRole { .image }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: size) : size
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    guard let symbol else { return [] }
    let style = DisplayList.ImageStyle(tint: color, rasterizesVector: false, element: symbol.element)
    return [.image(symbol.file, frame: frame, style: style)]
  }
}

extension EnvironmentValues {
  /// The scale of symbol images in the view: medium by default.
  @Entry public var imageScale: Image.Scale = .medium
}

nonisolated extension View {
  /// Scales symbol images in the view relative to their font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
