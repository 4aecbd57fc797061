import Foundation

/// The root of a host that presents something: the content as the host would place it, with
/// each presentation laid over it in the window, back to front.
///
/// The content keeps the frame it has without presentations; each presentation's node gets
/// the frame ``PresentationLayer/frame(window:safeArea:)`` gives it. Drawing, each
/// presentation acts on what is below it first (``PresentationLayer/Backdrop``): a dimming
/// veil, or, behind a full-height sheet on iPhone, the content shrunk into a card over black.
struct PresentationStackBehavior: LayoutBehavior {
  let layers: [PresentationLayer]

  var debugName: String { "PresentationStack" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    context.subviews[context.subviews.startIndex].sizeThatFits(proposal)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = context.subviews
    subviews[subviews.startIndex].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    let (window, safeArea) = (context.window, context.safeArea)
    for (index, layer) in layers.enumerated() {
      let frame = layer.frame(window: window, safeArea: safeArea)
      subviews[subviews.startIndex + 1 + index].place(
        at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
    }
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let (canvas, safeArea) = (context.canvas, context.safeArea)
    var items = children[0]
    for (index, layer) in layers.enumerated() {
      guard let layerFrame = context.frame(ofChild: index + 1) else { continue }
      switch layer.backdrop(window: canvas, safeArea: safeArea) {
      case .none: break
      case .dim(let color): items.append(.fill(Path(canvas), paint: .color(color), bounds: canvas, evenOdd: false))
      case .card:
        items = Self.card(of: items, in: canvas, sheetTop: layerFrame.minY, scheme: layer.environment.colorScheme)
      }
      items += children[index + 1]
    }
    return items
  }

  /// The content behind a full-height sheet: shrunk about its top centre into a card with
  /// rounded corners, its top at the sheet's top less the gap, veiled, over black.
  static func card(
    of items: [DisplayList.Item], in canvas: CGRect, sheetTop: CGFloat, scheme: ColorScheme
  ) -> [DisplayList.Item] {
    let black = Color.Resolved(red: 0, green: 0, blue: 0)
    let veil =
      scheme == .dark
      ? Color.Resolved(red: 200 / 255, green: 200 / 255, blue: 200 / 255, opacity: 0.1)
      : Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.1)
    let clip = Path(
      roundedRect: canvas, cornerRadius: PresentationLayer.sheetCornerRadius / PresentationLayer.cardScale)
    let veiled = items + [.fill(Path(canvas), paint: .color(veil), bounds: canvas, evenOdd: false)]
    let cardTop = sheetTop - PresentationLayer.sheetTopGap
    let transform = CGAffineTransform(translationX: canvas.midX, y: cardTop)
      .scaledBy(x: PresentationLayer.cardScale, y: PresentationLayer.cardScale)
      .translatedBy(x: -canvas.midX, y: -canvas.minY)
    return [
      .fill(Path(canvas), paint: .color(black), bounds: canvas, evenOdd: false),
      .group([.group(veiled, effect: .clip(clip))], effect: .transform(transform)),
    ]
  }
}
