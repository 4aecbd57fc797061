import Foundation

/// A view that displays an image.
///
/// A symbol image is sized like a glyph of the current font, by the environment's text measurer.
///
/// ```swift
/// Image(systemName: "checkmark")
/// ```
///
/// Fidelity: partial — a file image is its pixel size (a 1× image) and a resizable one takes the
/// proposal, as Apple documents; symbols are Material Icons sized like a glyph of the font, not
/// SF Symbols; no fixture lays out an image.
public struct Image: View, Equatable, PrimitiveView {
  enum Source: Equatable {
    case system(String)
    case file(name: String, bundle: Bundle?)
  }

  let source: Source
  /// Whether the image stretches to the space it is offered.
  var isResizable = false

  /// Creates a symbol image.
  public init(systemName: String) {
    source = .system(systemName)
  }

  /// Creates an image from a PNG or JPEG file: `name` is a path, or the name of a resource of
  /// `bundle` (the main bundle by default) with a `.png`, `.jpg` or `.jpeg` extension.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .file(name: name, bundle: bundle)
  }

  /// Creates an image that accessibility ignores; it lays out as `Image(_:bundle:)`.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }

  /// Makes the image stretch to fill the space it is offered.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
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

  /// Adds an image leaf sized by the font.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let environment = inputs.environment
    switch view.source {
    case .file(let name, let bundle):
      let file = locate(name, bundle: bundle).flatMap(ImageFile.init(url:))
      if file == nil {
        let place = bundle?.bundlePath ?? "the main bundle or the working directory"
        RuntimeIssues.report("No image named '\(name)' found in \(place), or it is not a readable PNG or JPEG file")
      }
      inputs.resolver.appendLeaf(
        FileImageBehavior(name: name, file: file, isResizable: view.isResizable), inputs: inputs)
    case .system(let name):
      // Symbols follow the font's Dynamic Type size, as SF Symbols in text do.
      let font = (environment.font ?? .body).resolved(in: environment)
      let size = environment.textMeasurer.symbolSize(
        named: name, font: font, scale: environment.imageScale, displayScale: environment.displayScale)
      if size == nil {
        RuntimeIssues.report("No symbol named '\(name)' found in system symbol set")
      }
      let color = Text.Run(string: "").color(in: environment)
      inputs.resolver.appendLeaf(
        SymbolImageBehavior(
          name: name, size: size ?? .zero, isKnown: size != nil, isResizable: view.isResizable, color: color),
        inputs: inputs)
    }
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
}

/// An image from a file: its pixel size (one point a pixel), or the proposal when resizable.
struct FileImageBehavior: LayoutBehavior {
  let name: String
  let file: ImageFile?
  let isResizable: Bool

  var debugName: String { "Image \"\(name)\"\(isResizable ? " resizable" : "")" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let intrinsic = file?.pixelSize ?? .zero
    return isResizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    guard let file else { return [] }
    return [.image(file, frame: frame)]
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

  var debugName: String { "Image systemName: \"\(name)\"\(isResizable ? " resizable" : "")" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: size) : size
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    isKnown ? [.symbol(name: name, frame: frame, color: color)] : []
  }
}

private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
  /// The scale of symbol images in the view: medium by default.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Scales symbol images in the view relative to their font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
