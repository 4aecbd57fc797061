import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// A geometry reader takes all the space it is offered (its ideal size is zero) and puts its
/// content at its top-leading corner (layout-semantics.md §1.2, case 73).
///
/// ```swift
/// GeometryReader { geometry in
///     Color.blue.frame(width: geometry.size.width / 2)
/// }
/// ```
public struct GeometryReader<Content: View>: View {
  /// The function that makes the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a geometry reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// Adds the reader's node; its content is resolved when the reader is placed and its size is known.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let content = view.content
    let inputs = inputs.inContainer(orientation: nil)
    inputs.resolver.appendLeaf(
      GeometryReaderBehavior { proxy in
        inputs.resolver.makeNodes(
          inputs.resolver.withEnvironment(inputs.environment) { content(proxy) }, inputs: inputs)
      },
      inputs: inputs)
  }

  /// A geometry reader is primitive.
  public var body: Never { preconditionFailure("GeometryReader is a primitive view: it has no body") }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
  /// The size of the container view.
  public let size: CGSize
  /// The safe area insets of the container view: zero, as Trellis hosts have no safe area.
  public let safeAreaInsets: EdgeInsets
  let globalFrame: CGRect

  /// The container's frame in a coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .global: globalFrame
    case .local: CGRect(origin: .zero, size: size)
    }
  }
}

/// A resolved coordinate space.
public enum CoordinateSpace: Hashable, Sendable {
  /// The host's coordinate space.
  case global
  /// The view's own coordinate space, with the origin at its top-leading corner.
  case local
}

/// A geometry reader's node: greedy, ideal size zero, content at the top-leading corner.
///
/// Fidelity: verified — §2 C case 73 and §2 F case 107.
struct GeometryReaderBehavior: LayoutBehavior {
  let makeContent: (GeometryProxy) -> [NodeID]

  var debugName: String { "GeometryReader" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let proxy = GeometryProxy(size: bounds.size, safeAreaInsets: EdgeInsets(), globalFrame: bounds)
    let children = makeContent(proxy)
    context.engine.tree.setChildren(of: context.node, to: children)
    context.engine.growStorage()
    for child in children {
      LayoutSubview(engine: context.engine, node: child)
        .place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
  }
}
