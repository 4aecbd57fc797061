import Foundation
import Testing

@testable import Trellis

/// Comparing pictures as snapshot tests and `trellis previews verify` do: within a channel
/// tolerance, up to a fraction of pixels, with an image of the difference.
@MainActor
@Suite struct ImageComparisonTests {
  private let black: UInt32 = 0xFF00_0000
  private let white: UInt32 = 0xFFFF_FFFF

  private func png(_ pixels: [UInt32], width: Int = 2) -> Data {
    DecodedPNG(width: width, height: pixels.count / width, pixels: pixels).pngData()!
  }

  @Test func identicalPicturesMatch() {
    let picture = png([black, white])
    #expect(ImageComparison().difference(reference: picture, actual: picture) == nil)
  }

  @Test func channelsWithinTheToleranceMatch() {
    let difference = ImageComparison(tolerance: 2).difference(
      reference: png([black, white]), actual: png([0xFF02_0202, white]))
    #expect(difference == nil)
  }

  @Test func aChannelBeyondTheToleranceCountsItsPixel() throws {
    let difference = try #require(
      ImageComparison(tolerance: 2).difference(reference: png([black, white]), actual: png([0xFF03_0000, white])))
    #expect(difference.kind == .pixelsDiffer)
    #expect(difference.differentPixels == 1)
    #expect(difference.totalPixels == 2)
    #expect(difference.changedFraction == 0.5)
    #expect(difference.maxChannelDelta == 3)
  }

  @Test func theMessageGivesTheCountFractionAndLargestDelta() throws {
    let difference = try #require(
      ImageComparison().difference(reference: png([black, white]), actual: png([black, black])))
    #expect(
      difference.message
        == "1 of 2 pixels (50 %) differ by more than 2 in a channel (max channel delta 255); at most 0.1 % may.")
  }

  @Test func aChangedFractionUpToTheLimitMatches() {
    let comparison = ImageComparison(tolerance: 0, maxDifferentFraction: 0.5)
    #expect(comparison.difference(reference: png([black, white]), actual: png([black, black])) == nil)
  }

  @Test func theDifferenceImageIsRedWhereThePixelsDifferOverTheReferenceFaded() throws {
    let difference = try #require(
      ImageComparison().difference(reference: png([white, white]), actual: png([white, black])))
    let image = try #require(difference.image.flatMap { DecodedPNG($0) })
    #expect(image.width == 2 && image.height == 1)
    #expect(image.pixels == [0x3F3F_3F3F, 0xFFFF_0000])
  }

  @Test func picturesOfDifferentSizesDifferWithBothSizes() throws {
    let difference = try #require(
      ImageComparison(maxDifferentFraction: 1).difference(
        reference: png([black, white]), actual: png([black], width: 1)))
    #expect(difference.kind == .sizeDiffers)
    #expect(difference.message == "The image is 1 × 1 pixels; the reference is 2 × 1.")
    #expect(difference.image == nil)
  }

  @Test func anUnreadableReferenceIsSaidSo() throws {
    let difference = try #require(
      ImageComparison().difference(reference: Data("no".utf8), actual: png([black, white])))
    #expect(difference.kind == .unreadableReference)
    #expect(difference.message == "The reference is not a PNG image Cairo can read.")
  }

  @Test func anUnreadableNewPictureIsSaidSo() throws {
    let difference = try #require(
      ImageComparison().difference(reference: png([black, white]), actual: Data("no".utf8)))
    #expect(difference.kind == .unreadableActual)
    #expect(difference.message == "The actual image is not a PNG image Cairo can read.")
  }
}

/// The picture formats every command and server names.
@MainActor
@Suite struct PictureFormatTests {
  @Test(arguments: [("png", PictureFormat.png), ("SVG", .svg), ("Pdf", .pdf)])
  func aFileExtensionNamesItsFormatInAnyCase(pathExtension: String, format: PictureFormat) {
    #expect(PictureFormat(pathExtension: pathExtension) == format)
  }

  @Test func anotherExtensionNamesNoFormat() {
    #expect(PictureFormat(pathExtension: "gif") == nil)
  }

  @Test @MainActor func eachFormatDrawsItsOwnKindOfDocument() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 2))
    let host = try renderer.layout()
    #expect(try renderer.data(.png, of: host).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(String(decoding: try renderer.data(.svg, of: host), as: UTF8.self).contains("<svg"))
    #expect(try renderer.data(.pdf, of: host).starts(with: Data("%PDF".utf8)))
  }
}
