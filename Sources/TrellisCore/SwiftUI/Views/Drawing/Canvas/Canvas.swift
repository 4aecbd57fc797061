import Foundation

/// A view type that supports immediate mode drawing.
///
/// The renderer is called with a ``GraphicsContext`` and the canvas's size each time the canvas
/// is drawn; what it draws becomes the canvas's items of the display list, clipped to the
/// canvas, and is painted by the same renderers as every view (PNG, SVG, PDF).
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue), lineWidth: 4)
/// }
/// .frame(width: 100, height: 100)
/// ```
///
/// A canvas takes the size it is offered, 10 × 10 where the proposal is unspecified, as any view
/// on SwiftUI's default layout engine does (docs/LayoutRules.md §1.2).
///
/// Fidelity: partial — layout is §1.2's default; drawing follows Apple's `GraphicsContext`
/// documentation, with what the display list cannot express reported. `opaque` and
/// `rendersAsynchronously` are performance hints that change no picture; a `colorMode` other
/// than `.nonLinear` is drawn in sRGB and reported, as `drawingGroup(colorMode:)` is; symbols
/// (`Canvas(renderer:symbols:)`) are not provided.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
  /// Whether the canvas is fully opaque: a hint for SwiftUI's compositing.
  public var isOpaque: Bool
  /// The working colour space of the canvas.
  public var colorMode: ColorRenderingMode
  /// Whether the canvas is drawn off the main thread: a hint for SwiftUI's scheduling.
  public var rendersAsynchronously: Bool
  /// The drawing code: called with the context and the canvas's size.
  public var renderer: (inout GraphicsContext, CGSize) -> Void

  /// Adds the canvas's leaf, which runs the renderer when the display list is made.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    if view.colorMode != .nonLinear {
      RuntimeIssues.report(
        "Canvas(colorMode: .\(view.colorMode)) is drawn in non-linear sRGB: Trellis blends in sRGB only.")
    }
    inputs.context.appendLeaf(CanvasBehavior(renderer: view.renderer, environment: inputs.environment), inputs: inputs)
  }
}

extension Canvas where Symbols == EmptyView {
  /// Creates a canvas that draws with `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
    self.renderer = renderer
  }
}

/// A canvas's node: takes the proposal; draws what its renderer draws, clipped to its frame.
struct CanvasBehavior: LayoutBehavior {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues

  var debugName: String { "Canvas" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  var sizeIsCheap: Bool { true }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let recorder = GraphicsContext.Recorder()
    var graphics = GraphicsContext(recorder: recorder, origin: frame.origin, size: frame.size, environment: environment)
    renderer(&graphics, frame.size)
    guard !recorder.items.isEmpty else { return [] }
    return [.group(recorder.items, effect: .clip(Path(frame)))]
  }
}
