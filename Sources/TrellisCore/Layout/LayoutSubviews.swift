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
  /// The subviews' nodes; `nodes.startIndex` corresponds to the public index `startIndex`.
  let nodes: ArraySlice<NodeID>

  /// The layout direction of the container.
  public let layoutDirection: LayoutDirection

  /// The index of the first subview: 0 for a container's subviews, as in SwiftUI, so that
  /// `subviews[0]` and `subviews.indices` mean what they say.
  public let startIndex: Int

  init(engine: LayoutEngine, nodes: ArraySlice<NodeID>, layoutDirection: LayoutDirection, startIndex: Int = 0) {
    self.engine = engine
    self.nodes = nodes
    self.layoutDirection = layoutDirection
    self.startIndex = startIndex
  }

  /// The index after the last subview.
  public var endIndex: Int { startIndex + nodes.count }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(engine: engine, node: nodes[nodes.startIndex + index - startIndex])
  }

  /// The subviews in `bounds`, which keep their indices.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    let base = nodes.startIndex - startIndex
    return LayoutSubviews(
      engine: engine, nodes: nodes[(bounds.lowerBound + base)..<(bounds.upperBound + base)],
      layoutDirection: layoutDirection, startIndex: bounds.lowerBound)
  }

  /// Two collections are equal when they hold the same subviews in the same order.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.engine === rhs.engine && lhs.nodes.elementsEqual(rhs.nodes)
  }
}
