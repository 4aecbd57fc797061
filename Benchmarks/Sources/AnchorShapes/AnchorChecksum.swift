import Foundation
import TrellisCore

/// The checksum of anchor_bench.py, from Trellis' frames: the sum over the shape's nodes of
/// x + y + width + height, with x and y relative to the parent node.
///
/// Each node is read at its box, the view ``AnchorViewBuilder`` tags with its index. Yoga and
/// Taffy round differently from SwiftUI, so the sum comes three ways: from the frames as
/// Trellis rounds them, from the unrounded frames rounded as Yoga and Taffy round theirs, and
/// unrounded.
public struct AnchorChecksum: Hashable, Sendable, Codable {
  /// From the pixel-rounded frames (SwiftUI's rounding: both corners snapped in host coordinates).
  public var trellisRounded: Double
  /// From the unrounded frames, rounded as Yoga and Taffy round: the position relative to the
  /// parent rounded on its own, the size as the difference of the rounded absolute edges.
  public var yogaRounded: Double
  /// From the unrounded frames.
  public var unrounded: Double

  /// The checksum of `host`, laid out from `AnchorViewBuilder.view(of: shape, tagged: true)`.
  ///
  /// - Throws: ``MissingNodes`` when some node has no tagged view.
  public init(host: LayoutHost, shape: AnchorShape) throws {
    var rounded = [CGRect?](repeating: nil, count: shape.nodes.count)
    var unrounded = rounded
    var work = host.root.map { [$0] } ?? []
    while let node = work.popLast() {
      for identifier in node.identifiers {
        guard let index = Int(identifier), rounded.indices.contains(index) else { continue }
        rounded[index] = node.frame
        unrounded[index] = node.layoutFrame
      }
      work.append(contentsOf: node.children)
    }
    let missing = rounded.indices.filter { rounded[$0] == nil }
    guard missing.isEmpty else { throw MissingNodes(indices: missing) }

    // The root's parent is the canvas, whose origin is (0, 0).
    func parent(_ index: Int, in frames: [CGRect?]) -> CGRect {
      let parent = shape.nodes[index].parent
      return parent >= 0 ? frames[parent]! : .zero
    }
    func halfUp(_ value: CGFloat) -> CGFloat { (value + 0.5).rounded(.down) }
    var sums = (trellis: 0.0, yoga: 0.0, raw: 0.0)
    for index in shape.nodes.indices {
      let (frame, container) = (rounded[index]!, parent(index, in: rounded))
      sums.trellis += frame.minX - container.minX + frame.minY - container.minY + frame.width + frame.height
      let (exact, exactContainer) = (unrounded[index]!, parent(index, in: unrounded))
      let (x, y) = (exact.minX - exactContainer.minX, exact.minY - exactContainer.minY)
      sums.raw += x + y + exact.width + exact.height
      sums.yoga +=
        halfUp(x) + halfUp(y) + halfUp(exact.maxX) - halfUp(exact.minX) + halfUp(exact.maxY) - halfUp(exact.minY)
    }
    trellisRounded = sums.trellis
    yogaRounded = sums.yoga
    self.unrounded = sums.raw
  }

  /// Nodes of a shape that no view in the laid-out tree is tagged with.
  public struct MissingNodes: Error, CustomStringConvertible {
    /// The indices of the nodes, in the shape's order.
    public var indices: [Int]

    /// How many nodes are missing, and the first few.
    public var description: String {
      "\(indices.count) anchor nodes have no tagged view, the first \(indices.prefix(5).map(String.init))"
    }
  }
}
