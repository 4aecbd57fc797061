import Foundation

/// UIKit's image, for SwiftUI code that loads one and shows it with `Image(uiImage:)`.
///
/// `UIImage(named:)` reads an image set of the asset catalogs (see `AssetCatalog`) — its
/// variant for the screen of the host resolving views, in the light appearance — or a PNG or
/// JPEG file; `UIImage(data:)` decodes PNG or JPEG bytes; `UIImage(systemName:)` is a symbol
/// image. Each answers `nil` when there is no such image, as UIKit does, without a message.
///
/// ```swift
/// Image(uiImage: UIImage(named: "avatar") ?? UIImage())
/// Image(uiImage: UIImage(data: downloaded) ?? UIImage())
/// ```
///
/// Two images are equal (`==`, `isEqual`) when they are the same object or share the same
/// backing image (the same file variant, or equal bytes) and rendering mode: UIKit's `isEqual:`
/// answers YES for images over the same backing data, which `UIImage(named:)`'s cache hands out
/// (Apple's "Comparing Images"; Chromium's `ui_image_test_utils.h` quotes Apple: only when "the
/// memory backing the images is the same"), so `onChange(of: uiImage)` fires on a new picture.
///
/// Fidelity: partial — an image drawn by Core Graphics or resized is not available; bytes in
/// formats other than PNG and JPEG (HEIC, GIF, WebP) are not read; a symbol's ``size`` is not
/// measured (zero).
public final class UIImage: Hashable, @unchecked Sendable {
  enum Content: Hashable {
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

  /// The image set `resource` names (Xcode's generated asset symbols: `UIImage.logo`); when its
  /// catalogs have none, an empty image, with the runtime issue SwiftUI's `Image` reports.
  public convenience init(resource: ImageResource) {
    if let image = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) {
      self.init(image.content, renderingMode: image.renderingMode)
    } else {
      RuntimeIssues.report(
        "No image named '\(resource.name)' found in asset catalog for \(AssetCatalog.describe(resource.bundle))")
      self.init(.empty)
    }
  }

  /// The image that `data` holds, PNG or JPEG bytes decoded by gdk-pixbuf, as a 1× image; `nil`
  /// when they are no image it decodes.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The image that `data` holds at `scale` pixels per point (2 for an `@2x` image); `nil` when
  /// they are no PNG or JPEG image gdk-pixbuf decodes.
  public convenience init?(data: Data, scale: CGFloat) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    guard let file = RealImageReader().image(decoding: data, source: URL(string: "data:")!, scale: scale) else {
      return nil
    }
    self.init(.file(file, renderingIntent: nil, preservesVector: false, name: "UIImage(data:)"))
  }

  /// The symbol named `name`; `nil` when Trellis' symbol set has no such symbol.
  public convenience init?(systemName name: String) {
    guard SymbolCatalog.isKnown(name) else { return nil }
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

  /// Whether both are the same image: the same object, or the same backing image and
  /// rendering mode (UIKit's `isEqual:`).
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs === rhs || (lhs.content == rhs.content && lhs.renderingMode == rhs.renderingMode)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(content)
    hasher.combine(renderingMode)
  }

  /// `isEqual(_:)` as UIKit's `NSObject` subclass has it: `==` for another image.
  public func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return self == other
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
