import Foundation

/// UIKit's image, for SwiftUI code that loads one and shows it with `Image(uiImage:)`.
///
/// `UIImage(named:)` reads an image set of the asset catalogs (see `AssetCatalog`) — its
/// variant for the screen of the host resolving views, in the light appearance — or a PNG or
/// JPEG file; `UIImage(systemName:)` is a symbol image. Both answer `nil` when there is no such
/// image, as UIKit does, without a message.
///
/// ```swift
/// Image(uiImage: UIImage(named: "avatar") ?? UIImage())
/// ```
///
/// Fidelity: partial — an image made from `Data`, drawn by Core Graphics or resized is not
/// available; a symbol's ``size`` is not measured (zero).
public final class UIImage: @unchecked Sendable {
  enum Content {
    case empty
    case file(ImageFile, renderingIntent: Image.TemplateRenderingMode?, preservesVector: Bool, name: String)
    case symbol(String)
  }

  let content: Content
  /// How the image is drawn.
  public let renderingMode: RenderingMode

  init(_ content: Content, renderingMode: RenderingMode = .automatic) {
    self.content = content
    self.renderingMode = renderingMode
  }

  /// An empty image: zero by zero, drawing nothing.
  public convenience init() {
    self.init(.empty)
  }

  /// The image set or image file named `name` in the main bundle; `nil` when there is none.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image set or image file named `name` in `bundle`; `nil` when there is none. The trait
  /// collection is not used.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard
      let asset = AssetCatalog.image(
        named: name, bundle: bundle, screen: HostScreen.currentOrDefault, reader: RealImageReader())
    else {
      return nil
    }
    self.init(
      .file(asset.file, renderingIntent: asset.renderingIntent, preservesVector: asset.preservesVector, name: name))
  }

  /// The PNG, JPEG, PDF or SVG file at `path`, as a 1× image; `nil` when it cannot be read.
  public convenience init?(contentsOfFile path: String) {
    guard let file = ImageFile(url: URL(fileURLWithPath: path), reader: RealImageReader()) else { return nil }
    self.init(.file(file, renderingIntent: nil, preservesVector: false, name: (path as NSString).lastPathComponent))
  }

  /// The symbol named `name`; `nil` when Trellis' symbol set has no such symbol.
  public convenience init?(systemName name: String) {
    guard SymbolCatalog.ligature(for: name) != nil else { return nil }
    self.init(.symbol(name))
  }

  /// The image's size in points: its pixels divided by its scale.
  public var size: CGSize {
    if case .file(let file, _, _, _) = content { return file.size }
    return .zero
  }

  /// Pixels per point: 2 for a 2× image set variant, 1 for a file.
  public var scale: CGFloat {
    if case .file(let file, _, _, _) = content { return file.scale }
    return 1
  }

  /// The same image drawn as `renderingMode` says.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(content, renderingMode: renderingMode)
  }

  /// How an image is drawn: as its asset says, as it is, or as a template of its opacity.
  public enum RenderingMode: Int, Hashable, Sendable {
    /// As the asset says: its image set's rendering intent, else as it is.
    case automatic
    /// As it is.
    case alwaysOriginal
    /// As a template: its opacity filled with the foreground style.
    case alwaysTemplate
  }
}

extension Image {
  /// A SwiftUI image of a UIKit image: the same file, scale and rendering mode, or the same symbol.
  public init(uiImage: UIImage) {
    switch uiImage.content {
    case .empty:
      self.init(file: nil, name: "UIImage")
    case .symbol(let name):
      self.init(systemName: name)
      if uiImage.renderingMode == .alwaysOriginal { self = renderingMode(.original) }
    case .file(let file, let intent, let preservesVector, let name):
      let mode: TemplateRenderingMode? =
        switch uiImage.renderingMode {
        case .automatic: intent
        case .alwaysOriginal: .original
        case .alwaysTemplate: .template
        }
      self.init(file: file, name: name, renderingIntent: mode, preservesVector: preservesVector)
    }
  }
}
