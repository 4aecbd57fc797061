import Foundation
import Testing
import Trellis

@testable import TrellisPreviewHost

/// Xcode's generated asset symbols (`GeneratedAssetSymbols.swift`, Xcode 15 and later), as the
/// preview runner generates them for a module from its asset catalogs.
///
/// Evidence: `GeneratedAssetSymbols.swift` files that Xcode wrote into public repositories'
/// `DerivedSources` — each pair below is an asset name and the member Xcode made of it; the
/// conflicts are Xcode's own `#warning`s ("The "BlueColor" color asset name resolves to a
/// conflicting Color symbol "blue"").
@MainActor
@Suite("Previews: generated asset symbols")
struct AssetSymbolsTests {
  @Test(
    "Colour set names become Xcode's identifiers, a trailing Color dropped",
    arguments: [
      ("AccentColor", "accent"), ("BackgroundColor", "background"), ("LightGrayColor", "lightGray"),
      ("DSSurfaceChrome", "dsSurfaceChrome"), ("DSAction", "dsAction"), ("baseGreen", "baseGreen"),
      ("Color", "color"), ("brand-primary", "brandPrimary"), ("card1", "card1"),
    ])
  func colorNames(name: String, identifier: String) {
    #expect(AssetSymbols.identifier(for: name, kind: .color) == identifier)
  }

  @Test(
    "Image set names become Xcode's identifiers, a trailing Image dropped",
    arguments: [
      ("logo", "logo"), ("adult_products_image", "adultProducts"), ("Initial-Image", "initial"), ("Image", "image"),
      ("welcomeVCimage", "welcomeVCimage"), ("favicon-32x32", "favicon32X32"), ("Background-Page3", "backgroundPage3"),
      ("map_s", "mapS"), ("Ai_icon", "aiIcon"), ("polaroid.I-1.fill.symbols", "polaroidI1FillSymbols"),
      ("polaroid.sx70.fill.symbols", "polaroidSx70FillSymbols"), ("image-waffle-mobile", "imageWaffleMobile"),
      ("AppIcon-iOS-ClearDark-1024x1024", "appIconIOSClearDark1024X1024"), ("หมีสุข", "หมีสุข"),
      ("3d_rotation", "_3DRotation"), ("default", "`default`"),
    ])
  func imageNames(name: String, identifier: String) {
    #expect(AssetSymbols.identifier(for: name, kind: .image) == identifier)
  }

  @Test("A name with no letter or digit has no symbol")
  func emptyName() {
    #expect(AssetSymbols.identifier(for: "-_.", kind: .image) == nil)
  }

  /// A catalog with the colour sets and image sets named, in a temporary folder.
  static func catalog(colors: [String], images: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-symbols-\(UUID()).xcassets")
    for name in colors {
      let folder = root.appendingPathComponent("\(name).colorset")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(
        #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.2","green":"0.6","blue":"0.3","alpha":"1"}}}]}"#
          .utf8
      )
      .write(to: folder.appendingPathComponent("Contents.json"))
    }
    for name in images {
      let folder = root.appendingPathComponent("\(name).imageset")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(#"{"images":[{"idiom":"universal","filename":"a.png"}]}"#.utf8)
        .write(to: folder.appendingPathComponent("Contents.json"))
    }
    return root
  }

  @Test("The source declares each resource, and the Color, ShapeStyle, UIColor and UIImage members")
  func generatedSource() throws {
    let root = try Self.catalog(colors: ["BaseGreen"], images: ["Logo"])
    defer { try? FileManager.default.removeItem(at: root) }
    let source = AssetSymbols.source(catalogs: [root], bundle: "Bundle.main", declared: [])
    for line in [
      #"static let baseGreen = ColorResource(name: "BaseGreen", bundle: resourceBundle)"#,
      #"static let logo = ImageResource(name: "Logo", bundle: resourceBundle)"#,
      "static var baseGreen: UIColor { .init(resource: .baseGreen) }",
      "static var logo: UIImage { .init(resource: .logo) }",
      "static var baseGreen: Color { .init(.baseGreen) }",
      "extension ShapeStyle where Self == Color {",
      "private let resourceBundle = Bundle.main",
    ] {
      #expect(source.contains(line), "\(line)")
    }
  }

  @Test("A member that clashes with the type's own is left out of it with Xcode's warning, and kept as a resource")
  func conflictsAreSkipped() throws {
    let root = try Self.catalog(colors: ["BlueColor", "LightGrayColor"], images: ["Checkmark"])
    defer { try? FileManager.default.removeItem(at: root) }
    let source = AssetSymbols.source(catalogs: [root], bundle: "Bundle.main", declared: [])
    #expect(source.contains(#"static let blue = ColorResource(name: "BlueColor", bundle: resourceBundle)"#))
    #expect(!source.contains("static var blue:"))
    #expect(
      source.contains(
        #"#warning("The \"BlueColor\" color asset name resolves to a conflicting Color symbol \"blue\". Try renaming the asset.")"#
      ))
    // UIColor has lightGray; SwiftUI's Color has not.
    #expect(source.contains("static var lightGray: Color"))
    #expect(!source.contains("static var lightGray: UIColor"))
    #expect(!source.contains("static var checkmark: UIImage"))
  }

  @Test("A name the module's sources declare as a static member is not generated; extensions can be turned off")
  func declaredNamesAndSettings() throws {
    let root = try Self.catalog(colors: ["BaseGreen", "Crema"], images: [])
    defer { try? FileManager.default.removeItem(at: root) }
    let declared = AssetSymbols.declaredStaticMembers(in: [
      "extension Color {\n  static let baseGreen = Color(\"BaseGreen\")\n}\n"
    ])
    #expect(declared == ["baseGreen"])
    let source = AssetSymbols.source(catalogs: [root], bundle: "Bundle.module", declared: declared)
    #expect(!source.contains("baseGreen"))
    #expect(source.contains("static var crema: Color"))
    let resourcesOnly = AssetSymbols.source(catalogs: [root], bundle: "Bundle.module", declared: [], extensions: false)
    #expect(resourcesOnly.contains("static let crema = ColorResource"))
    #expect(!resourcesOnly.contains("static var crema: Color"))
  }

  @Test("An Xcode app's catalogs are its module's, with the project's asset-symbol settings")
  func appFolderCatalogs() throws {
    let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/XcodeApp")
    let kit = PreviewKit(packageRoot: URL(fileURLWithPath: "/nonexistent"), scratch: URL(fileURLWithPath: "/tmp"))
    let project = try PreviewProject.open(path: app.path, kit: kit)
    let module = try #require(project.modules.first)
    #expect(module.assetCatalogs.map(\.lastPathComponent).contains("Assets.xcassets"))
    #expect(module.generatesAssetSymbols && module.generatesAssetSymbolExtensions)
  }
}
