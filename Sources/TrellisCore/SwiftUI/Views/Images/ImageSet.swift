import Foundation

/// An image chosen from an image set of an asset catalog, with the set's properties.
package struct AssetImage: Hashable, Sendable {
  /// The file of the variant chosen, with its scale.
  package var file: ImageFile
  /// The set's `template-rendering-intent`: how it draws unless `renderingMode(_:)` says.
  package var renderingIntent: Image.TemplateRenderingMode?
  /// The set's `preserves-vector-representation`: a PDF or SVG image drawn as vectors at any
  /// size; without it, drawn at its own size as Xcode's build rasterises it and scaled as a bitmap.
  package var preservesVector: Bool
}

extension AssetCatalog {
  /// The image UIKit's `UIImage(named:in:)` finds: the image set's variant for `screen` in the
  /// light appearance, else a PNG or JPEG file of that name; `nil`, silently as UIKit answers,
  /// when there is neither. PDF and SVG images are read with `reader`.
  package static func image(
    named name: String, bundle: Bundle?, screen: HostScreen, reader: any ImageReading
  ) -> AssetImage? {
    if let folder = find(.image, named: name, bundle: bundle) {
      return ImageSet.read(
        folder, name: name, idiom: screen.idiom, scheme: .light, displayScale: screen.scale, reader: reader)
    }
    guard let url = Image.locate(name, bundle: bundle), let file = ImageFile(url: url, reader: reader) else {
      return nil
    }
    return AssetImage(file: file, renderingIntent: nil, preservesVector: false)
  }
}

/// An image set's `Contents.json`, read into the variant a device would take.
enum ImageSet {
  /// The variant of the image set in `folder` that a device of `idiom` at `displayScale`, in
  /// `scheme`, takes; `nil`, reported, when none of its files can be read.
  ///
  /// The variants that apply (the device's idiom or `universal`; the scheme's appearance or
  /// any) are ranked by idiom, then appearance, then scale: the display's, else the nearest, the
  /// larger on a tie. A variant whose file is missing or unreadable is reported and the next
  /// one taken. PDF and SVG files are read with `reader`.
  static func read(
    _ folder: URL, name: String, idiom: DeviceIdiom, scheme: ColorScheme, displayScale: CGFloat,
    reader: any ImageReading
  ) -> AssetImage? {
    let json = AssetJSON.read(folder.appendingPathComponent("Contents.json"))
    guard let object = json.object else {
      RuntimeIssues.report("Image '\(name)': \(json.problem ?? "unreadable"); no image is drawn.")
      return nil
    }
    struct Candidate {
      let filename: String
      let rank: Int
      let scale: CGFloat?
    }
    var candidates: [Candidate] = []
    for entry in object.array("images") {
      guard let filename = entry.string("filename"),
        let rank = AssetVariant(entry).rank(idiom: idiom, scheme: scheme)
      else { continue }
      candidates.append(Candidate(filename: filename, rank: rank, scale: scale(entry.string("scale"))))
    }
    func distance(_ scale: CGFloat?) -> CGFloat { scale.map { abs($0 - displayScale) } ?? 0 }
    // A stable order: rank, then nearness of scale, then the larger scale, then the order listed.
    let ordered = candidates.enumerated().sorted { a, b in
      if a.element.rank != b.element.rank { return a.element.rank > b.element.rank }
      let (da, db) = (distance(a.element.scale), distance(b.element.scale))
      if da != db { return da < db }
      if (a.element.scale ?? 0) != (b.element.scale ?? 0) { return (a.element.scale ?? 0) > (b.element.scale ?? 0) }
      return a.offset < b.offset
    }.map(\.element)
    guard !ordered.isEmpty else {
      RuntimeIssues.report("Image '\(name)' in '\(folder.path)' has no image for this device; no image is drawn.")
      return nil
    }
    let properties = object.dictionary("properties")
    let intent: Image.TemplateRenderingMode? =
      switch properties?.string("template-rendering-intent") {
      case "template": .template
      case "original": .original
      default: nil
      }
    let preservesVector = properties?.bool("preserves-vector-representation") ?? false
    for candidate in ordered {
      let url = folder.appendingPathComponent(candidate.filename)
      guard !candidate.filename.contains("/"), var file = ImageFile(url: url, reader: reader) else {
        RuntimeIssues.report(
          "Image '\(name)': its file '\(candidate.filename)' is missing or not a readable PNG, JPEG, PDF or SVG image.")
        continue
      }
      if !file.format.isVector { file.scale = candidate.scale ?? 1 }
      return AssetImage(file: file, renderingIntent: intent, preservesVector: preservesVector)
    }
    return nil
  }

  /// `"2x"` as 2; `nil` for a missing or unknown scale (a single-scale image).
  private static func scale(_ text: String?) -> CGFloat? {
    guard let text, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0, value.isFinite else {
      return nil
    }
    return CGFloat(value)
  }
}

/// A symbol set's `Contents.json`: the SVG template of a custom symbol.
enum SymbolSet {
  /// The template file of the symbol set in `folder` for a device of `idiom`; `nil`, reported,
  /// when it has none that can be read.
  static func template(_ folder: URL, name: String, idiom: DeviceIdiom) -> URL? {
    let json = AssetJSON.read(folder.appendingPathComponent("Contents.json"))
    guard let object = json.object else {
      RuntimeIssues.report("Symbol '\(name)': \(json.problem ?? "unreadable"); no symbol is drawn.")
      return nil
    }
    let entries = object.array("symbols").compactMap { entry -> (String, Int)? in
      guard let filename = entry.string("filename"),
        let rank = AssetVariant(entry).rank(idiom: idiom, scheme: .light)
      else { return nil }
      return (filename, rank)
    }
    for (filename, _) in entries.enumerated().sorted(by: { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) })
      .map(\.element)
    {
      let url = folder.appendingPathComponent(filename)
      if !filename.contains("/"), FileStamp(path: url.path)?.isRegularFile == true { return url }
      RuntimeIssues.report("Symbol '\(name)': its file '\(filename)' is missing.")
    }
    if entries.isEmpty { RuntimeIssues.report("Symbol '\(name)' in '\(folder.path)' has no symbol file.") }
    return nil
  }
}

/// A custom symbol's regular, medium glyph, measured in its SVG template.
package struct CustomSymbol: Hashable, Sendable {
  /// The template, as an SVG image.
  package var file: ImageFile
  /// The id of the glyph's group in the template: `Regular-M`.
  package var element: String
  /// The glyph's ink box, in the template's units.
  package var glyphSize: CGSize
  /// The distance from the baseline to the cap line of the medium glyphs, in the template's units.
  package var capHeight: CGFloat

  package init(file: ImageFile, element: String, glyphSize: CGSize, capHeight: CGFloat) {
    self.file = file
    self.element = element
    self.glyphSize = glyphSize
    self.capHeight = capHeight
  }

  /// SF Pro's cap height, in em: 1,443 of 2,048 units.
  static let capHeightInEm: CGFloat = 1443.0 / 2048.0

  /// The factor a symbol's size is multiplied by at each image scale: 0.8, 1 and 1.3, as for
  /// the system symbols (Apple's `NSImage.SymbolScale`).
  static func scaleFactor(_ scale: Image.Scale) -> CGFloat {
    switch scale {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
  }

  /// The symbol's frame for a font of `pointSize`: the glyph's ink box, scaled so that the
  /// template's cap height is the font's, rounded up to the pixel grid.
  func frameSize(pointSize: CGFloat, scale: Image.Scale, displayScale: CGFloat) -> CGSize {
    guard capHeight > 0, glyphSize.width.isFinite, glyphSize.height.isFinite else { return .zero }
    let factor = pointSize * Self.capHeightInEm * Self.scaleFactor(scale) / capHeight
    let pixel = displayScale > 0 && displayScale.isFinite ? 1 / displayScale : 1
    func up(_ value: CGFloat) -> CGFloat { (value / pixel).rounded(.up) * pixel }
    return CGSize(width: up(glyphSize.width * factor), height: up(glyphSize.height * factor))
  }
}
