import Foundation

/// The root of a host's views, which shows what they present: the root content with each
/// presentation its views asked for layered over it (``PresentationRequest``).
///
/// A host resolves its root view inside one, so the pipeline knows nothing of presentations:
/// the modifiers post their requests on the ``ResolveContext`` and this view takes them once
/// its content is made. It makes its content with the inputs it was given, so the content's
/// identities are what they would be without it.
nonisolated struct PresentationRoot<Content: View>: PrimitiveView {
  let content: Content

  static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let context = inputs.context
    let made = context.makeSingleView(inputs: inputs) { Content._makeViewList(view: view.content, inputs: $0) }
    guard let content = made else { return }
    context.adopt(PresentationLayering.layerPresentations(over: content, inputs: inputs))
  }
}

/// How the root layers presentations over its content.
enum PresentationLayering {
  /// The most presentations shown at once: each may present the next, and a view that
  /// presents itself in its own presentation would otherwise never end.
  static let presentationLimit = 32

  /// The root `content` with what its views present layered over it, each presentation made
  /// from the views of the one below it; `content` itself when nothing is presented.
  ///
  /// As on iOS, a view presents one thing at a time over another: when several requests come
  /// from the same level, the first is shown and the others are reported, as UIKit logs
  /// "Attempt to present … which is already presenting".
  static func layerPresentations(over content: NodeID, inputs: _ViewInputs) -> NodeID {
    let context = inputs.context
    var layers: [PresentationLayer] = []
    var nodes = [content]
    var requests = context.takeRequests(PresentationRequest.self)
    while let shown = requests.first {
      for other in requests.dropFirst() {
        RuntimeIssues.report("\(other.name) is not shown: \(shown.name) is presented at the same time (iOS shows one).")
      }
      guard layers.count < Self.presentationLimit else {
        RuntimeIssues.report(
          "\(shown.name) is not shown: \(Self.presentationLimit) presentations are shown over one another already.")
        break
      }
      let (node, layer) = makeLayer(for: shown, context: context)
      nodes.append(node)
      layers.append(layer)
      requests = context.takeRequests(PresentationRequest.self)
    }
    guard !layers.isEmpty else { return content }
    return context.makeNode(PresentationStackBehavior(layers: layers), children: nodes, inputs: inputs)
  }

  /// Makes the node of one presentation: its views, in the node that places and draws them.
  private static func makeLayer(
    for request: PresentationRequest, context: ResolveContext
  ) -> (NodeID, PresentationLayer) {
    var environment = request.environment
    let isSheet = request.kind == .sheet || request.kind == .fullScreenCover
    environment.isPresented = isSheet
    if isSheet { environment.dismiss = DismissAction(request.dismiss) }
    let inputs = _ViewInputs(
      environment: environment, implicitRoot: .vStack, identity: request.identity.appending(.secondary, 0x5052_4553),
      context: context)
    var made: NodeID?
    let preferences = context.collectingPreferences {
      made = context.makeSingleView(inputs: inputs, content: request.content)
    }
    let configuration = SheetConfiguration(preferences: preferences)
    var kind = request.kind
    if kind == .sheet && environment.horizontalSizeClass != .regular
      && configuration.compactAdaptation.kind == .fullScreenCover
    {
      kind = .fullScreenCover
    }
    if request.isPopover && environment.horizontalSizeClass == .regular {
      RuntimeIssues.reportOnce("A popover in a regular width is drawn as a form sheet, not as a bubble at its anchor.")
    }
    let layer = PresentationLayer(
      kind: kind, name: request.name, configuration: configuration, environment: request.environment,
      dismiss: request.dismiss)
    // A sheet's background is a view behind its content, filling the card: the system's
    // background colour, or what `presentationBackground` set.
    var background: NodeID?
    if isSheet {
      let view =
        configuration.background
        ?? AnyView(kind == .fullScreenCover ? SheetLayerBehavior.coverBackground : SheetLayerBehavior.defaultBackground)
      let backgroundInputs = inputs.appending(.secondary, 0x4247).asSingleView(in: .zStack(.center))
      background = context.makeSingleView(inputs: backgroundInputs) {
        AnyView._makeViewList(view: view, inputs: $0)
      }
    }
    let behavior: any LayoutBehavior = isSheet ? SheetLayerBehavior(layer: layer) : DialogLayerBehavior(layer: layer)
    let children = [background, made].compactMap { $0 }
    var layerInputs = inputs
    layerInputs.environment = environment
    return (context.makeNode(behavior, children: children, inputs: layerInputs), layer)
  }
}
