import TrellisCore
import TrellisCoreTestSupport

extension FrameNode {
  /// The layout frames (before pixel rounding) of the nodes whose name starts with `prefix`, depth first.
  func frames(named prefix: String) -> [CGRect] {
    allNodes.filter { $0.name.hasPrefix(prefix) }.map(\.layoutFrame)
  }

  /// The frame of the first node whose name starts with `prefix`.
  func frame(named prefix: String) -> CGRect? {
    frames(named: prefix).first
  }

  /// The frame of the first node that is the body of the composite view `typeName`.
  func frame(ofSource typeName: String) -> CGRect? {
    allNodes.first { $0.sourceViews.contains(typeName) }?.layoutFrame
  }
}

/// A 390 × 844 portrait iPhone window at 1×, so that numbers with the fixed-advance text
/// measurer (8.5 points a character at 17 points, 21-point lines after rounding) stay whole.
let phone = CGSize(width: 390, height: 844)

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
