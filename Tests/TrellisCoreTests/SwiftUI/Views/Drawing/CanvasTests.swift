import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `Canvas` and `GraphicsContext`: what the renderer draws becomes display-list items under the
/// context's state. Evidence: Apple's `Canvas` and `GraphicsContext` documentation (the state a
/// context carries — transform, opacity, blend mode, filters, clip — applies to the drawing
/// operations that follow; `drawLayer` composites its drawing as one layer). A 100 × 100 canvas
/// centred in a 200 × 200 host, at (50, 50).
@MainActor
@Suite("Drawing: Canvas and GraphicsContext")
struct CanvasTests {
  private let red = Color.red.resolve(in: EnvironmentValues().pinningCompatibilityDesign())

  /// The items inside the canvas's clip.
  private func drawn(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayList.Item] {
    let host = LayoutHost(
      Canvas(renderer: renderer).frame(width: 100, height: 100), size: CGSize(width: 200, height: 200))
    guard case .group(let items, .clip(let clip))? = host.displayList().items.first else { return [] }
    #expect(clip == Path(rect(50, 50, 100, 100)))
    return items
  }

  @Test("A canvas takes its proposal, and 10 × 10 at its ideal size")
  func layout() {
    let proposed = LayoutHost(Canvas { _, _ in }.accessibilityIdentifier("c"), size: CGSize(width: 200, height: 100))
    #expect(proposed.unroundedFrame(of: "c") == rect(0, 0, 200, 100))
    let ideal = LayoutHost(
      Canvas { _, _ in }.fixedSize().accessibilityIdentifier("c"), size: CGSize(width: 200, height: 100))
    #expect(ideal.unroundedFrame(of: "c") == rect(95, 45, 10, 10))
  }

  @Test("The renderer gets the canvas's size, and a fill is in the canvas's coordinates, moved to its frame")
  func fill() {
    var seen = CGSize.zero
    let items = drawn { context, size in
      seen = size
      context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
    }
    #expect(seen == CGSize(width: 100, height: 100))
    #expect(
      items == [
        .group(
          [.fill(Path(rect(0, 0, 50, 100)), paint: .color(red), bounds: rect(0, 0, 50, 100), evenOdd: false)],
          effect: .transform(CGAffineTransform(translationX: 50, y: 50)))
      ])
  }

  @Test("translateBy, scaleBy and rotate compose as CoreGraphics': the last applies first")
  func transforms() {
    var transform = CGAffineTransform.identity
    _ = drawn { context, _ in
      context.translateBy(x: 10, y: 20)
      context.scaleBy(x: 2, y: 2)
      context.rotate(by: .degrees(90))
      transform = context.transform
    }
    let point = CGPoint(x: 1, y: 0).applying(transform)
    #expect(abs(point.x - 10) < 1e-9 && abs(point.y - 22) < 1e-9)
  }

  @Test("A stroke draws with its style; opacity and blend mode wrap each later operation")
  func strokeOpacityBlend() {
    let items = drawn { context, _ in
      context.opacity = 0.5
      context.blendMode = .multiply
      context.stroke(Path(rect(10, 10, 20, 20)), with: .color(.red), lineWidth: 3)
    }
    guard case .group(let inner, .blendMode(.multiply))? = items.first,
      case .group(let stroked, .opacity(0.5))? = inner.first,
      case .group(let leaf, .transform)? = stroked.first,
      case .stroke(_, _, _, let style)? = leaf.first
    else {
      Issue.record("\(items)")
      return
    }
    #expect(style.lineWidth == 3)
  }

  @Test("clip(to:) clips what follows to the path, in host coordinates")
  func clip() {
    let items = drawn { context, _ in
      context.fill(Path(rect(0, 0, 10, 10)), with: .color(.red))
      context.clip(to: Path(ellipseIn: rect(0, 0, 40, 40)))
      context.fill(Path(rect(0, 0, 100, 100)), with: .color(.red))
    }
    #expect(items.count == 2)
    guard case .group(_, .clip(let clip))? = items.last else {
      Issue.record("\(items)")
      return
    }
    #expect(clip == Path(ellipseIn: rect(50, 50, 40, 40)))
  }

  @Test("addFilter applies to later operations: a blur over the canvas, a shadow")
  func filters() {
    let items = drawn { context, _ in
      context.addFilter(.blur(radius: 2))
      context.addFilter(.shadow(color: .red, radius: 3, x: 1, y: 2))
      context.fill(Path(rect(0, 0, 10, 10)), with: .color(.red))
    }
    guard case .group(let blurred, .shadow(_, 3, CGSize(width: 1, height: 2)))? = items.first,
      case .group(_, .blur(2, false, rect(50, 50, 100, 100)))? = blurred.first
    else {
      Issue.record("\(items)")
      return
    }
  }

  @Test("Text drawn at a point is centred on it at its ideal size")
  func textAtPoint() {
    var ideal = CGSize.zero
    let items = drawn { context, _ in
      let text = context.resolve(Text("Hi"))
      ideal = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
      context.draw(text, at: CGPoint(x: 50, y: 50))
    }
    #expect(ideal == CGSize(width: 17, height: 21))
    guard case .group(let leaf, .transform)? = items.first, case .text(let request, let frame, _)? = leaf.first else {
      Issue.record("\(items)")
      return
    }
    #expect(request.string == "Hi")
    #expect(frame == rect(41.5, 39.5, 17, 21))
  }

  @Test("A system symbol is drawn at its size, its top leading corner at the point")
  func imageAtPoint() {
    let items = drawn { context, _ in
      context.draw(Image(systemName: "star"), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
    }
    guard case .group(let leaf, .transform)? = items.first, case .symbol(let name, let frame, _, _)? = leaf.first else {
      Issue.record("\(items)")
      return
    }
    #expect(name == "star")
    #expect(frame == rect(10, 10, 17, 17))
  }

  @Test("drawLayer composites its drawing as one group under the context's opacity")
  func layer() {
    let items = drawn { context, _ in
      context.opacity = 0.5
      context.drawLayer { layer in
        layer.fill(Path(rect(0, 0, 10, 10)), with: .color(.red))
        layer.fill(Path(rect(5, 5, 10, 10)), with: .color(.red))
      }
    }
    guard case .group(let inner, .opacity(0.5))? = items.first,
      case .group(let drawnLayer, .compositingGroup)? = inner.first
    else {
      Issue.record("\(items)")
      return
    }
    #expect(drawnLayer.count == 2)
  }

  @Test("An inverse clip is reported; it clips to the path's inside")
  func inverseClipReported() {
    let host = LayoutHost(
      Canvas { context, _ in
        context.clip(to: Path(rect(0, 0, 10, 10)), options: .inverse)
        context.fill(Path(rect(0, 0, 20, 20)), with: .color(.red))
      }.frame(width: 100, height: 100), size: CGSize(width: 200, height: 200))
    _ = host.displayList()
    #expect(host.runtimeIssues.contains { $0.contains("inverse") })
  }
}
