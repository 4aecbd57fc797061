import Foundation
import Testing
import Trellis

/// `ImageResource` and `ColorResource`, the types of Xcode's generated asset symbols, and what
/// reads them: `Image(_:)`, `Color(_:)`, `UIImage(resource:)`, `UIColor(resource:)` — the same
/// sets `Image(_:bundle:)` and `Color(_:bundle:)` read (Apple's DeveloperToolsSupport:
/// `ImageResource(name:bundle:)`, `ColorResource(name:bundle:)`).
@MainActor
@Suite("Asset catalogs: image and colour resources")
struct AssetResourceTests {
  nonisolated static let brand = ColorResource(name: "Brand", bundle: assets)
  nonisolated static let avatar = ImageResource(name: "Avatar", bundle: assets)

  @Test("Color(_: ColorResource) is the colour set, in both appearances")
  func colorOfAResource() {
    #expect(bytes(Color(Self.brand), .light) == [51, 102, 153, 1])
    #expect(bytes(Color(Self.brand), .dark) == [255, 128, 0, 1])
  }

  @Test("UIColor(resource:) is the colour set")
  func uiColorOfAResource() {
    #expect(bytes(Color(uiColor: UIColor(resource: Self.brand)), .dark) == [255, 128, 0, 1])
  }

  @Test("Image(_: ImageResource) lays out as Image(_:bundle:) of the set")
  func imageOfAResource() {
    let resource = LayoutHost(Image(Self.avatar), proposal: .unspecified, displayScale: 2)
    let named = LayoutHost(Image("Avatar", bundle: assets), proposal: .unspecified, displayScale: 2)
    #expect(resource.size == named.size)
    #expect(resource.size.width > 0)
  }

  @Test("UIImage(resource:) is the image set: the same size as UIImage(named:in:compatibleWith:)")
  func uiImageOfAResource() throws {
    let named = try #require(UIImage(named: "Avatar", in: assets, compatibleWith: nil))
    #expect(UIImage(resource: Self.avatar).size == named.size)
    #expect(UIImage(resource: Self.avatar) == named)
  }

  @Test("A resource no catalog has is empty (clear) with SwiftUI's runtime issue")
  func missingResources() {
    let host = LayoutHost(
      Image(ImageResource(name: "NoSuchImage", bundle: assets)).accessibilityIdentifier("i"),
      size: CGSize(width: 50, height: 50))
    #expect(host.unroundedFrame(of: "i")?.size == .zero)
    #expect(host.runtimeIssues.contains { $0.hasPrefix("No image named 'NoSuchImage' found in asset catalog") })
  }
}
