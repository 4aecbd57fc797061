import Foundation
import Testing
import Trellis

/// `UIImage(data:)`, `UIImage(data:scale:)` and `UIImage`'s equality.
///
/// Evidence: UIKit's `init?(data:)` documentation ("nil if the method could not initialize the
/// image from the specified data") and `init?(data:scale:)` (a scale of 2 for `@2x` data);
/// `isEqual(_:)` per Apple's "Comparing Images" and Chromium's `ui_image_test_utils.h`, which
/// quotes Apple that it answers YES only for images over the same backing memory.
@MainActor
@Suite("UIKit: images from data")
struct UIImageDataTests {
  /// Real PNG bytes, written by Trellis' renderer: a 40 × 30 red picture.
  static func redPNG(width: CGFloat = 40, height: CGFloat = 30) throws -> Data {
    try ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: width, height: height)).pngData()
  }

  @Test("UIImage(data:) decodes PNG bytes: 40 × 30 points at scale 1")
  func decodesPNG() throws {
    let image = try #require(UIImage(data: try Self.redPNG()))
    #expect(image.size == CGSize(width: 40, height: 30))
    #expect(image.scale == 1)
  }

  @Test("UIImage(data:scale:) divides the pixels by the scale", arguments: [(2.0, 20.0, 15.0), (3, 40.0 / 3, 10)])
  func scaleDividesThePixels(scale: CGFloat, width: CGFloat, height: CGFloat) throws {
    let image = try #require(UIImage(data: try Self.redPNG(), scale: scale))
    #expect(image.size == CGSize(width: width, height: height))
    #expect(image.scale == scale)
  }

  @Test(
    "UIImage(data:) is nil for bytes that are no image, or whose pixels do not decode",
    arguments: [Data(), Data("not an image".utf8), Data([0x89, 0x50, 0x4E, 0x47])])
  func nilForNonImages(data: Data) {
    #expect(UIImage(data: data) == nil)
  }

  @Test("A PNG whose header is whole but whose pixels are cut off is not an image")
  func nilForTruncatedPixels() throws {
    let png = try Self.redPNG()
    #expect(UIImage(data: png.prefix(40)) == nil)
  }

  @Test("Image(uiImage:) of decoded bytes lays out at their size and draws their pixels")
  func imageOfDecodedBytesDrawsThem() throws {
    let image = try #require(UIImage(data: try Self.redPNG()))
    let renderer = ImageRenderer(content: Image(uiImage: image))
    let host = try renderer.layout(tracing: false)
    #expect(host.size == CGSize(width: 40, height: 30))
    let drawn = try #require(DecodedPNG(try renderer.pngData()))
    #expect(drawn.width == 40 && drawn.height == 30)
    // Premultiplied ARGB: opaque red.
    #expect(drawn.pixels[15 * 40 + 20] == 0xFFFF_0000)
  }

  @Test("An image equals itself and one over the same bytes; not one over other bytes")
  func equality() throws {
    let bytes = try Self.redPNG()
    let image = try #require(UIImage(data: bytes))
    let same = try #require(UIImage(data: bytes))
    let other = try #require(UIImage(data: try Self.redPNG(width: 10, height: 10)))
    #expect(image == image)
    #expect(image == same)
    #expect(image != other)
    #expect(image != image.withRenderingMode(.alwaysTemplate))
    #expect(Set([image, same, other]).count == 2)
  }

  /// A view that shows a picked image, as photo pickers' callers do.
  struct Picked: View {
    @State var image: UIImage?
    @State var changes = 0
    let next: UIImage
    var body: some View {
      VStack {
        Color.red.frame(width: CGFloat(10 + 10 * changes), height: 10).accessibilityIdentifier("count")
        Button("Pick") { image = next }.accessibilityIdentifier("pick")
      }
      .onChange(of: image) { changes += 1 }
    }
  }

  @Test("onChange(of:) a UIImage fires when a new picture replaces it")
  func onChangeOfAnImage() throws {
    let next = try #require(UIImage(data: try Self.redPNG()))
    let host = LayoutHost(Picked(next: next), size: CGSize(width: 200, height: 200))
    #expect(host.frame(of: "count")?.width == 10)
    #expect(host.tap("pick"))
    #expect(host.frame(of: "count")?.width == 20)
  }
}
