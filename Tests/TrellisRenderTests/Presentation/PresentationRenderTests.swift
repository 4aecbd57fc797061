import Foundation
import Testing
import Trellis

/// Presentations drawn on an iPhone (390 × 844 at 3×): the card of a sheet, the dimmed
/// screen under an alert, an action sheet's groups — checked by the colour of pixels.
@MainActor
@Suite("Presentation: drawn")
struct PresentationRenderTests {
  private func picture<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> DecodedImage {
    let renderer = ImageRenderer(content: view)
    renderer.environment.interfaceDesign = .iOS18
    renderer.device = .iPhone
    renderer.environment.colorScheme = scheme
    return try #require(DecodedImage(png: try renderer.pngData()))
  }

  /// The colour of the pixel at point (`x`, `y`), if within 2 per channel of `rgb`; else what
  /// it is, for the failure message.
  private func pixel(_ image: DecodedImage, _ x: Int, _ y: Int, is rgb: (Int, Int, Int)) -> String? {
    let found = image.rgba(x: x * 3, y: y * 3)
    let close =
      abs(Int(found.red) - rgb.0) <= 2 && abs(Int(found.green) - rgb.1) <= 2 && abs(Int(found.blue) - rgb.2) <= 2
    return close ? nil : "(\(found.red), \(found.green), \(found.blue)) at (\(x), \(y))"
  }

  private struct SheetScreen: View {
    var body: some View {
      Color.red.ignoresSafeArea()
        .sheet(isPresented: .constant(true)) {
          Text("Settings")
        }
    }
  }

  @Test("A large sheet draws a white card over the shrunk, veiled content, black above")
  func largeSheet() throws {
    let image = try picture(SheetScreen())
    // Above the shrunk content (whose top is the status bar's bottom, 47): black.
    #expect(pixel(image, 195, 20, is: (0, 0, 0)) == nil)
    // The content's red, veiled with black at 0.1, in the strip between 47 and the card at 57.
    #expect(pixel(image, 195, 52, is: (230, 53, 43)) == nil)
    // Left of the shrunk content (16 points at each side): black.
    #expect(pixel(image, 5, 52, is: (0, 0, 0)) == nil)
    // The card: white.
    #expect(pixel(image, 195, 400, is: (255, 255, 255)) == nil)
  }

  @Test("A dark sheet's card is the elevated background, 28 28 30")
  func darkSheet() throws {
    let image = try picture(SheetScreen(), scheme: .dark)
    #expect(pixel(image, 195, 700, is: (28, 28, 30)) == nil)
  }

  @Test("An alert dims the screen with black at 0.2 and draws its translucent box")
  func alert() throws {
    struct Screen: View {
      var body: some View {
        Color.white.ignoresSafeArea()
          .alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
          }
      }
    }
    let image = try picture(Screen())
    // White under black at 0.2: 204.
    #expect(pixel(image, 20, 100, is: (204, 204, 204)) == nil)
    // In the box, left of the title: 242 at 0.8 over 204 is 234.
    #expect(pixel(image, 70, 400, is: (234, 234, 234)) == nil)
  }

  @Test("An action sheet's cancel button stands on an opaque white group at the bottom")
  func actionSheet() throws {
    struct Screen: View {
      var body: some View {
        Color.white.ignoresSafeArea()
          .confirmationDialog("Discard?", isPresented: .constant(true)) {
            Button("Discard", role: .destructive) {}
          }
      }
    }
    let image = try picture(Screen())
    // The cancel group spans y 753...810, x 8...382: opaque white.
    #expect(pixel(image, 20, 760, is: (255, 255, 255)) == nil)
    // The 8-point gap between the groups shows the dimmed screen.
    #expect(pixel(image, 20, 748, is: (204, 204, 204)) == nil)
  }
}
