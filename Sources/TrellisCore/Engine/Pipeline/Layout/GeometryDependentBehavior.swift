import Foundation

/// A node whose children are made from its geometry, once it is placed: a `GeometryReader`.
protocol GeometryDependentBehavior: LayoutBehavior {
  /// Resolves the content for `proxy` and returns its nodes.
  func makeContent(for proxy: GeometryProxy) -> [NodeID]
}
