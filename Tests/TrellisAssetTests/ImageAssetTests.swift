import Foundation
import Testing
import Trellis

/// The size of `view` laid out at its ideal size on a canvas of `scale`, or on `device`.
@MainActor
private func size<V: View>(_ view: V, scale: CGFloat = 3, device: Device? = nil) -> CGSize? {
  let tagged = view.accessibilityIdentifier("image")
  let host =
    device.map { LayoutHost(tagged, device: $0) } ?? LayoutHost(tagged, proposal: .unspecified, displayScale: scale)
  return host.unroundedFrame(of: "image")?.size
}

/// The runtime issues of laying out `view`.
@MainActor
private func issues<V: View>(_ view: V) -> [String] {
  LayoutHost(view, proposal: .unspecified).runtimeIssues
}

@MainActor
@Suite("Asset catalogs: image sets")
struct ImageAssetTests {
  @Test(
    "An image set is as large as its pixels over their scale: 10 × 8 at every display scale", arguments: [1.0, 2, 3])
  func sizeInPoints(_ scale: Double) {
    #expect(size(Image("Avatar", bundle: assets), scale: scale) == CGSize(width: 10, height: 8))
  }

  @Test(
    "The display scale picks the 1×, 2× or 3× file (red, green, blue)",
    arguments: [(1.0, [255, 0, 0, 255]), (2.0, [0, 255, 0, 255]), (3.0, [0, 0, 255, 255])] as [(Double, [Int])])
  func variantByScale(_ scale: Double, color: [Int]) throws {
    let picture = try Picture(Image("Avatar", bundle: assets), scale: scale)
    #expect(picture.width == Int(10 * scale) && picture.height == Int(8 * scale))
    #expect(picture.rgba(picture.width / 2, picture.height / 2) == color)
  }

  @Test("The display list names the file chosen and the image's frame")
  func displayList() throws {
    let renderer = ImageRenderer(content: Image("Avatar", bundle: assets))
    renderer.scale = 2
    #expect(try renderer.displayList().description.contains("image avatar@2x.png (0, 0, 10, 8)"))
  }

  @Test("With only a 3× file, a 1× screen takes it: still 10 × 8 points")
  func nearestScale() {
    #expect(size(Image("Only3x", bundle: assets), scale: 1) == CGSize(width: 10, height: 8))
  }

  @Test("An iPhone host takes the iphone variant (6 × 6) and an iPad host the ipad one (12 × 12)")
  func variantByIdiom() {
    #expect(size(Image("Device", bundle: assets), device: .iPhone) == CGSize(width: 6, height: 6))
    #expect(size(Image("Device", bundle: assets), device: .iPad) == CGSize(width: 12, height: 12))
  }

  @Test("A dark colour scheme takes the dark variant")
  func variantByScheme() throws {
    let light = try Picture(Image("Scheme", bundle: assets))
    let dark = try Picture(Image("Scheme", bundle: assets), scheme: .dark)
    #expect(light.rgba(4, 4) == [255, 255, 255, 255])
    #expect(dark.rgba(4, 4) == [0, 0, 0, 255])
  }

  @Test("A group that provides a namespace prefixes its assets' names: Icons/star is 4 × 4")
  func namespace() {
    #expect(size(Image("Icons/star", bundle: assets)) == CGSize(width: 4, height: 4))
  }

  @Test("Image(decorative:) lays out as Image(_:)")
  func decorative() {
    #expect(size(Image(decorative: "Avatar", bundle: assets)) == CGSize(width: 10, height: 8))
  }

  @Test("Image(decorative:) is hidden from accessibility; Image(_:bundle:label:) is read by its label")
  func accessibility() {
    let decorative = LayoutHost(
      Image(decorative: "Avatar", bundle: assets).accessibilityIdentifier("i"), proposal: .unspecified)
    let labelled = LayoutHost(
      Image("Avatar", bundle: assets, label: Text("Profile photo")).accessibilityIdentifier("i"),
      proposal: .unspecified)
    #expect(decorative.accessibility(of: "i")?.isHidden == true)
    #expect(labelled.accessibility(of: "i")?.label == "Profile photo")
    #expect(labelled.accessibility(of: "i")?.isHidden == false)
    #expect(labelled.frame(of: "i")?.size == CGSize(width: 10, height: 8))
  }

  @Test("A PDF image is its page's size in points, and is drawn as vectors when resized")
  func pdfVector() throws {
    #expect(size(Image("Logo", bundle: assets)) == CGSize(width: 24, height: 12))
    // Red left half, blue right half; kept as vectors, the edge falls exactly at 24 points.
    let picture = try Picture(Image("Logo", bundle: assets).resizable().frame(width: 48, height: 24), scale: 2)
    #expect(picture.rgba(47, 24) == [255, 0, 0, 255])
    #expect(picture.rgba(48, 24) == [0, 0, 255, 255])
  }

  @Test("An SVG image is its width and height in points, drawn at the display scale")
  func svg() throws {
    #expect(size(Image("Dot", bundle: assets)) == CGSize(width: 16, height: 16))
    let picture = try Picture(Image("Dot", bundle: assets), scale: 2)
    #expect(picture.rgba(16, 16) == [0, 192, 0, 255])
    #expect(picture.rgba(0, 0)[3] == 0)
  }

  @Test("A template image set is drawn in the foreground style; renderingMode(.original) keeps its colours")
  func template() throws {
    let tinted = try Picture(Image("Badge", bundle: assets).foregroundStyle(Color.red))
    let original = try Picture(Image("Badge", bundle: assets).renderingMode(.original).foregroundStyle(Color.red))
    #expect(tinted.rgba(8, 8) == [255, 56, 60, 255])  // iOS 26's system red
    #expect(original.rgba(8, 8) == [0, 0, 0, 255])
    #expect(tinted.rgba(0, 0)[3] == 0)
  }

  @Test("A custom symbol is sized like a glyph of the font: its medium glyph at 17 points")
  func customSymbol() {
    // The 60-unit glyph over a 70.46-unit cap height, scaled to SF Pro's cap height at 17 pt
    // (17 × 1443 / 2048 = 11.978): 10.2 points, rounded up to a third of a point.
    let symbol = size(Image("square.custom", bundle: assets)) ?? .zero
    #expect(abs(symbol.width - 31.0 / 3) < 1e-9)
    #expect(abs(symbol.height - 31.0 / 3) < 1e-9)
  }

  @Test("A resizable custom symbol takes the size offered, as a resizable system symbol does")
  func resizableCustomSymbol() {
    let host = LayoutHost(
      Image("square.custom", bundle: assets).resizable().accessibilityIdentifier("symbol").frame(width: 30, height: 20),
      proposal: .unspecified)
    let fixed = LayoutHost(
      Image("square.custom", bundle: assets).accessibilityIdentifier("symbol").frame(width: 30, height: 20),
      proposal: .unspecified)
    #expect(host.frame(of: "symbol")?.size == CGSize(width: 30, height: 20))
    #expect(fixed.frame(of: "symbol")?.size != CGSize(width: 30, height: 20))
  }

  @Test("A name no catalog has is reported as SwiftUI reports it, and takes no space")
  func missingImage() {
    let host = LayoutHost(Image("NoSuchImage", bundle: assets).accessibilityIdentifier("i"), proposal: .unspecified)
    #expect(host.runtimeIssues == ["No image named 'NoSuchImage' found in asset catalog for \(assets.bundlePath)"])
    #expect(host.frame(of: "i")?.size == .zero)
  }

  @Test(
    "An image set whose file is missing, corrupt or a folder is reported and takes no space",
    arguments: [
      ("MissingFile", "nowhere.png"), ("CorruptPNG", "corrupt.png"), ("CorruptSVG", "corrupt.svg"),
      ("CorruptPDF", "corrupt.pdf"), ("FolderFile", "folder.png"),
    ])
  func unreadableFile(_ name: String, file: String) throws {
    let renderer = ImageRenderer(content: Image(name, bundle: assets).frame(width: 20, height: 20))
    #expect(try renderer.pngData().count > 0)
    let messages = issues(Image(name, bundle: assets))
    #expect(
      messages.last == "Image '\(name)': its file '\(file)' is missing or not a readable PNG, JPEG, PDF or SVG image.")
    #expect(size(Image(name, bundle: assets)) == .zero)
  }

  @Test("An image set whose Contents.json is malformed is reported and takes no space")
  func malformedJSON() {
    let messages = issues(Image("BrokenJSON", bundle: assets))
    #expect(messages.count == 1)
    #expect(messages.first?.hasSuffix("Contents.json' is not a JSON object; no image is drawn.") == true)
    #expect(size(Image("BrokenJSON", bundle: assets)) == .zero)
  }

  @Test("An image set whose file is a FIFO is reported, never opened (no hang)")
  func fifo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fifo-\(getpid()).xcassets")
    let set = folder.appendingPathComponent("Pipe.imageset")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"images":[{"filename":"pipe.png","idiom":"universal"}]}"#.utf8)
      .write(to: set.appendingPathComponent("Contents.json"))
    #expect(mkfifo(set.appendingPathComponent("pipe.png").path, 0o600) == 0)
    AssetCatalog.register(folder)
    defer { AssetCatalog.unregister(folder) }
    let messages = issues(Image("Pipe"))
    #expect(messages.contains { $0.contains("is not a regular file (a FIFO, device or directory)") })
    #expect(
      messages.last == "Image 'Pipe': its file 'pipe.png' is missing or not a readable PNG, JPEG, PDF or SVG image.")
  }

  @Test("A registered catalog is searched for names looked up without a bundle")
  func registeredCatalog() throws {
    let url = try #require(assets.resourceURL?.appendingPathComponent("Assets.xcassets"))
    AssetCatalog.register(url)
    defer { AssetCatalog.unregister(url) }
    #expect(size(Image("Avatar")) == CGSize(width: 10, height: 8))
    #expect(bytes(Color("Brand")) == [51, 102, 153, 1])
  }

  @Test("A registered catalog that does not exist is reported")
  func missingCatalog() {
    let url = URL(fileURLWithPath: "/nonexistent/Missing.xcassets")
    AssetCatalog.register(url)
    defer { AssetCatalog.unregister(url) }
    #expect(
      issues(Image("Anything")).contains(
        "Asset catalog '/nonexistent/Missing.xcassets' does not exist; it has no assets."))
  }
}
