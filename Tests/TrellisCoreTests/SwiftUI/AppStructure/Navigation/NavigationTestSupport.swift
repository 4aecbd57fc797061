import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

// Helpers for the navigation tests: an iPhone host (390 × 844 at 3×, safe area 47 / 34) with
// fixed-advance text, so that a 17-pt line is 20.333 tall on the pixel grid and a 17-pt
// character 8.5 wide (docs/iOSControls.md §1, §8).

/// A host on the iPhone preset with fixed-advance text.
@MainActor
func phoneHost<V: View>(_ view: V, device: Device = .iPhone, chrome: ScreenChrome = []) -> LayoutHost {
  LayoutHost(view, device: device, chrome: chrome)
}

extension LayoutHost {
  /// The unrounded frame of the first node whose name starts with `prefix` inside the view
  /// tagged `identifier`.
  func frame(named prefix: String, in identifier: String) -> CGRect? {
    result.root?.allNodes.first { $0.identifiers.contains(identifier) }?
      .allNodes.first { $0.name.hasPrefix(prefix) }?.layoutFrame
  }

  /// The unrounded frame of the first node that is the body of the composite view `typeName`.
  func frame(ofSource typeName: String) -> CGRect? { result.root?.frame(ofSource: typeName) }

  /// Whether the dump names a view with this prefix.
  func shows(_ prefix: String) -> Bool { result.root?.allNodes.contains { $0.name.hasPrefix(prefix) } == true }
}

/// Whether two rectangles agree to a thousandth of a point.
func close(_ lhs: CGRect?, _ rhs: CGRect) -> Bool {
  guard let lhs else { return false }
  return abs(lhs.minX - rhs.minX) < 1e-3 && abs(lhs.minY - rhs.minY) < 1e-3 && abs(lhs.width - rhs.width) < 1e-3
    && abs(lhs.height - rhs.height) < 1e-3
}

/// Whether two lengths agree to a thousandth of a point.
func close(_ lhs: CGFloat?, _ rhs: CGFloat) -> Bool {
  guard let lhs else { return false }
  return abs(lhs - rhs) < 1e-3
}

/// A 17-pt line of fixed-advance text on a 3× grid: 20.287 rounded up to 61 pixels.
let bodyLine: CGFloat = 61.0 / 3

extension LayoutHost {
  /// The runs of every text the display list draws, depth first.
  var drawnTextRuns: [TextRun] {
    func runs(_ items: [DisplayList.Item]) -> [TextRun] {
      items.flatMap { item -> [TextRun] in
        switch item {
        case .text(let request, _, _): request.runs
        case .group(let children, _): runs(children)
        default: []
        }
      }
    }
    return runs(displayList().items)
  }

  /// The font of the first drawn run of `string`.
  func drawnFont(of string: String) -> Font? { drawnTextRuns.first { $0.string == string }?.font }
}
