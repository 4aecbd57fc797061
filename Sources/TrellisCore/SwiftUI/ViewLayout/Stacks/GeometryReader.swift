import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// A geometry reader takes all the space it is offered (its ideal size is zero) and puts its
/// content at its top-leading corner (docs/LayoutRules.md §1.2, case 73). Its content is made
/// once the reader is placed, for the reader's geometry, and made again only when that
/// geometry changes; the new content replaces the old.
///
/// ```swift
/// GeometryReader { geometry in
///     Color.blue.frame(width: geometry.size.width / 2)
/// }
/// ```
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// The function that makes the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a geometry reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// Adds the reader's node; its content is resolved when the reader is placed and its size is known.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendLeaf(
      GeometryReaderBehavior(
        inputs: inputs.inContainer(orientation: nil).appending(.content, 0), content: view.content),
      inputs: inputs)
  }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy: Equatable {
  /// The size of the container view.
  public let size: CGSize
  /// The safe area insets of the container view: how far the host's safe area boundary lies
  /// inside the view on each edge (zero where the view is inside the safe area).
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
/// Fidelity: verified — docs/LayoutRules.md §2 C case 73 and §2 F case 107.
struct GeometryReaderBehavior<Content: View>: GeometryDependentBehavior {
  /// What the content is resolved with.
  let inputs: _ViewInputs
  let content: (GeometryProxy) -> Content

  var debugName: String { "GeometryReader" }

  func makeContent(for proxy: GeometryProxy) -> [NodeID] {
    let context = inputs.context
    return context.makeNodes(context.withEnvironment(inputs.environment) { content(proxy) }, inputs: inputs)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  /// Content made for another geometry is not placed: the host makes it anew after this pass.
  var centresUnplacedChildren: Bool { false }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let safe = context.safeArea
    let insets = EdgeInsets(
      top: Swift.max(safe.minY - bounds.minY, 0), leading: Swift.max(safe.minX - bounds.minX, 0),
      bottom: Swift.max(bounds.maxY - safe.maxY, 0), trailing: Swift.max(bounds.maxX - safe.maxX, 0))
    let proxy = GeometryProxy(size: bounds.size, safeAreaInsets: insets, globalFrame: bounds)
    guard context.hasContent(for: proxy) else { return }
    for child in context.subviews {
      child.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
  }
}
