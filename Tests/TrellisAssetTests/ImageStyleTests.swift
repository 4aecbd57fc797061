import Foundation
import Testing
import TrellisTesting

/// The frame of the view tagged "image" in `view` laid out in `size`.
@MainActor
private func frame<V: View>(_ view: V, in size: CGSize) -> CGRect? {
  LayoutHost(view, size: size).unroundedFrame(of: "image")
}

@MainActor
@Suite("Images: resizing, rendering modes and their pictures")
struct ImageStyleTests {
  @Test("aspectRatio(contentMode: .fit) takes the image's own 10 : 8 ratio: 100 × 80 in 100 × 100")
  func aspectRatioFit() {
    let fitted = frame(
      Image("Avatar", bundle: assets).resizable().aspectRatio(contentMode: .fit).accessibilityIdentifier("image"),
      in: CGSize(width: 100, height: 100))
    #expect(fitted?.size == CGSize(width: 100, height: 80))
  }

  @Test("scaledToFill covers the proposal with the image's ratio: 125 × 100 in 100 × 100")
  func scaledToFill() {
    let filled = frame(
      Image("Avatar", bundle: assets).resizable().scaledToFill().accessibilityIdentifier("image"),
      in: CGSize(width: 100, height: 100))
    #expect(filled?.size == CGSize(width: 125, height: 100))
  }

  @Test("scaledToFit of a vector PDF keeps its 2 : 1 page: 100 × 50 in 100 × 100")
  func scaledToFitVector() {
    let fitted = frame(
      Image("Logo", bundle: assets).resizable().scaledToFit().accessibilityIdentifier("image"),
      in: CGSize(width: 100, height: 100))
    #expect(fitted?.size == CGSize(width: 100, height: 50))
  }

  @Test("A resizable image without an aspect ratio takes the whole proposal")
  func resizableFills() {
    let stretched = frame(
      Image("Avatar", bundle: assets).resizable().accessibilityIdentifier("image"), in: CGSize(width: 70, height: 30))
    #expect(stretched?.size == CGSize(width: 70, height: 30))
  }

  @Test("Cap insets keep the 4-point border and stretch the middle")
  func capInsetsStretch() throws {
    let picture = try Picture(
      Image("Panel", bundle: assets).resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        .frame(width: 40, height: 20))
    #expect(picture.rgba(1, 1) == [255, 0, 0, 255])
    #expect(picture.rgba(3, 10) == [255, 0, 0, 255])
    #expect(picture.rgba(4, 10) != [255, 0, 0, 255])
    #expect(picture.rgba(36, 10) == [255, 0, 0, 255])
    #expect(picture.rgba(35, 10) != [255, 0, 0, 255])
    #expect(picture.rgba(20, 15)[2] > 200)
  }

  @Test("Tiling repeats the middle at the image's size: its white corner pixel every 4 points")
  func capInsetsTile() throws {
    let picture = try Picture(
      Image("Panel", bundle: assets)
        .resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
        .interpolation(.none)
        .frame(width: 20, height: 20))
    for x in [4, 8, 12] {
      #expect(picture.rgba(x, 4) == [255, 255, 255, 255])
      #expect(picture.rgba(x + 1, 4) == [0, 0, 255, 255])
    }
  }

  @Test("interpolation(.none) draws hard pixel edges: a 1× image at 4× has no blended pixel")
  func interpolationNone() throws {
    let picture = try Picture(
      Image("Panel", bundle: assets).resizable().interpolation(.none).frame(width: 12, height: 12), scale: 4)
    // The red border ends at 4 points, 16 pixels: pixel 15 is red, 16 blue (the white one is at row 16).
    #expect(picture.rgba(15, 24) == [255, 0, 0, 255])
    #expect(picture.rgba(16, 24) == [0, 0, 255, 255])
  }

  @Test("The display list records the image's style: template colour, interpolation, aliasing, caps and tiling")
  func styleInDisplayList() throws {
    let renderer = ImageRenderer(
      content: Image("Panel", bundle: assets)
        .resizable(capInsets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), resizingMode: .tile)
        .renderingMode(.template).interpolation(.none).antialiased(false)
        .foregroundStyle(Color.red)
        .frame(width: 30, height: 20))
    let list = try renderer.displayList().description
    #expect(list.contains("image panel.png (0, 0, 30, 20) template "))
    #expect(list.contains(" interpolation none aliased caps 1 2 3 4 tile"))
  }

  @Test("Assets rendered: colour sets, 2× images, vectors, caps, templates and clipping")
  func gallery() {
    let view = VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 8) {
        Color("Brand", bundle: assets).frame(width: 24, height: 24)
        Color("Hex", bundle: assets).frame(width: 24, height: 24)
        Color("Reference", bundle: assets).frame(width: 24, height: 24)
        Image("Avatar", bundle: assets)
        Image("Icons/star", bundle: assets)
        Image("Badge", bundle: assets).foregroundStyle(Color.purple)
        Image("square.custom", bundle: assets).foregroundStyle(Color.orange)
      }
      HStack(spacing: 8) {
        Image("Logo", bundle: assets).resizable().scaledToFit().frame(width: 60, height: 40).border(Color.gray)
        Image("Dot", bundle: assets).resizable().frame(width: 40, height: 40)
        Image("Avatar", bundle: assets).resizable().scaledToFill().frame(width: 30, height: 40).clipped()
        Image("Logo", bundle: assets).resizable().frame(width: 40, height: 40).clipShape(Circle())
        Image("Avatar", bundle: assets).resizable().frame(width: 40, height: 40).cornerRadius(10)
      }
      HStack(spacing: 8) {
        Image("Panel", bundle: assets).resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
          .frame(width: 60, height: 30)
        Image("Panel", bundle: assets)
          .resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
          .frame(width: 60, height: 30)
        Image("Dot", bundle: assets).resizable().frame(width: 30, height: 30)
          .mask(Rectangle().frame(width: 15, height: 30).frame(maxWidth: .infinity, alignment: .leading))
      }
    }
    .padding(8)
    assertSnapshot(of: view, as: .png(scale: 2), named: "asset-gallery")
    assertSnapshot(of: view, as: .displayList(scale: 2), named: "asset-gallery")
    assertSnapshot(of: view, as: .frames(proposal: .unspecified, displayScale: 2), named: "asset-gallery-frames")
  }
}
