import Foundation
import Testing
import Trellis

/// Drawing walks the laid-out tree without recursion: 10,000-deep trees of drawing modifiers
/// render to PNG, SVG and PDF.
@MainActor
@Suite("Robustness: rendering deep trees")
struct DeepRenderTests {
  /// 10,000 levels, cycling through the modifiers that draw or change drawing.
  private var deepView: AnyView {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for level in 0..<10_000 {
      switch level % 6 {
      case 0: view = AnyView(view.padding(0.001))
      case 1: view = AnyView(view.background(Color.blue.opacity(0.001)))
      case 2: view = AnyView(view.clipped())
      case 3: view = AnyView(view.opacity(0.9999))
      case 4: view = AnyView(ZStack { view })
      default: view = AnyView(view.overlay(Rectangle().stroke(Color.green, lineWidth: 0.001)))
      }
    }
    return view
  }

  @Test("A 10,000-deep tree renders to PNG, SVG and PDF", arguments: ["png", "svg", "pdf"])
  func tenThousandLevelsRender(_ format: String) throws {
    let renderer = ImageRenderer(content: deepView)
    let data: Data =
      switch format {
      case "png": try renderer.pngData()
      case "svg": Data(try renderer.svgString().utf8)
      default: try renderer.pdfData()
      }
    #expect(data.count > 100)
  }
}
