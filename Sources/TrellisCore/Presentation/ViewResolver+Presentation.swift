import Foundation

extension ViewResolver {
  /// The most presentations shown at once: each may present the next, and a view that
  /// presents itself in its own presentation would otherwise never end.
  static let presentationLimit = 32

  /// Takes a presentation request made while the root is resolved.
  func present(_ request: PresentationRequest) {
    presentationRequests.append(request)
  }

  /// The root `content` with what its views present layered over it, each presentation made
  /// from the views of the one below it; `content` itself when nothing is presented.
  ///
  /// As on iOS, a view presents one thing at a time over another: when several requests come
  /// from the same level, the first is shown and the others are reported, as UIKit logs
  /// "Attempt to present … which is already presenting".
  func layerPresentations(over content: NodeID, inputs: _ViewInputs) -> NodeID {
    var layers: [PresentationLayer] = []
    var nodes = [content]
    var requests = takePresentationRequests()
    while let shown = requests.first {
      for other in requests.dropFirst() {
        RuntimeIssues.report("\(other.name) is not shown: \(shown.name) is presented at the same time (iOS shows one).")
      }
      guard layers.count < Self.presentationLimit else {
        RuntimeIssues.report(
          "\(shown.name) is not shown: \(Self.presentationLimit) presentations are shown over one another already.")
        break
      }
      let (node, layer) = makeLayer(for: shown)
      nodes.append(node)
      layers.append(layer)
      requests = takePresentationRequests()
    }
    guard !layers.isEmpty else { return content }
    return tree.append(
      PresentationStackBehavior(layers: layers), children: nodes, layoutDirection: inputs.environment.layoutDirection)
  }

  private func takePresentationRequests() -> [PresentationRequest] {
    defer { presentationRequests = [] }
    return presentationRequests
  }

  /// Makes the node of one presentation: its views, in the node that places and draws them.
  private func makeLayer(for request: PresentationRequest) -> (NodeID, PresentationLayer) {
    var environment = request.environment
    let isSheet = request.kind == .sheet || request.kind == .fullScreenCover
    environment.isPresented = isSheet
    if isSheet { environment.dismiss = DismissAction(request.dismiss) }
    let inputs = _ViewInputs(
      environment: environment, implicitRoot: .vStack, identity: request.identity.appending(.secondary, 0x5052_4553),
      resolver: self)
    var made: NodeID?
    let preferences = collectingPreferences { made = makeSingleView(inputs: inputs, content: request.content) }
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
      background = makeSingleView(inputs: inputs.appending(.secondary, 0x4247).asSingleView(in: .zStack(.center))) {
        AnyView._makeViewList(view: view, inputs: $0)
      }
    }
    let behavior: any LayoutBehavior = isSheet ? SheetLayerBehavior(layer: layer) : DialogLayerBehavior(layer: layer)
    let children = [background, made].compactMap { $0 }
    return (tree.append(behavior, children: children, layoutDirection: environment.layoutDirection), layer)
  }
}
