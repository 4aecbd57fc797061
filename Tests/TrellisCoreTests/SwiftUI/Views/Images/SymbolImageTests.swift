import Testing
import TrellisCore
import TrellisCoreTestSupport

/// `Image(systemName:)` frames: the symbol's own size, or — made resizable — the size offered,
/// as every resizable image takes (Apple's `resizable(capInsets:resizingMode:)`: "sets the
/// mode by which SwiftUI resizes an image to fit its space"). The fixed-advance measurer makes
/// every symbol one em square: 17 × 17 in the body font.
@MainActor
@Suite("Views: symbol images")
struct SymbolImageTests {
  private let window = CGSize(width: 390, height: 844)

  @Test("A symbol keeps its own size whatever it is offered")
  func fixedSize() {
    let host = LayoutHost(
      Image(systemName: "person.circle.fill").frame(width: 96, height: 96).accessibilityIdentifier("frame"), size: window)
    #expect(host.unroundedFrame(of: "frame")?.size == CGSize(width: 96, height: 96))
    #expect(host.root?.allNodes.first { $0.name.hasPrefix("Image") }?.frame.size == CGSize(width: 17, height: 17))
  }

  @Test("A resizable symbol fills the frame it is offered, fitted to its aspect ratio")
  func resizableFits() {
    let host = LayoutHost(
      Image(systemName: "person.circle.fill").resizable().scaledToFit().frame(width: 96, height: 60), size: window)
    let image = host.root?.allNodes.first { $0.name.hasPrefix("Image") }
    #expect(image?.name == "Image systemName: \"person.circle.fill\" resizable")
    #expect(image?.frame == CGRect(x: 165, y: 392, width: 60, height: 60))
  }

  @Test("A resizable symbol with no proposal takes its own size")
  func resizableIdeal() {
    let host = LayoutHost(Image(systemName: "star").resizable().fixedSize(), size: window)
    #expect(host.root?.allNodes.first { $0.name.hasPrefix("Image") }?.frame.size == CGSize(width: 17, height: 17))
  }
}
