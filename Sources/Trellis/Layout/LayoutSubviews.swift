import Foundation

/// The subviews of a layout container, as a collection of proxies.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  /// A subview.
  public typealias Element = LayoutSubview
  /// A contiguous part of the subviews, sharing their indices.
  public typealias SubSequence = LayoutSubviews
  /// The position of a subview in the collection.
  public typealias Index = Int

  let engine: LayoutEngine
  let nodes: ArraySlice<NodeID>

  /// The layout direction of the container.
  public let layoutDirection: LayoutDirection

  init(engine: LayoutEngine, nodes: ArraySlice<NodeID>, layoutDirection: LayoutDirection) {
    self.engine = engine
    self.nodes = nodes
    self.layoutDirection = layoutDirection
  }

  /// The index of the first subview.
  public var startIndex: Int { nodes.startIndex }
  /// The index after the last subview.
  public var endIndex: Int { nodes.endIndex }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(engine: engine, node: nodes[index])
  }

  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(engine: engine, nodes: nodes[bounds], layoutDirection: layoutDirection)
  }

  /// Two collections are equal when they hold the same subviews in the same order.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.engine === rhs.engine && lhs.nodes.elementsEqual(rhs.nodes)
  }
}
