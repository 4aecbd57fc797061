import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

// Helpers for the controls' tests: a phone-sized host at 1× with fixed-advance text, so that a
// 17-pt character is 8.5 wide and a body line 21 tall (20.287 rounded up).

/// A 390 × 844 host at 1× with fixed-advance text.
func controlHost<V: View>(_ view: V, scale: CGFloat = 1) -> LayoutHost {
  LayoutHost(view, size: CGSize(width: 390, height: 844), displayScale: scale)
}

/// Counts calls of an action, so that a test can check a tap ran it.
final class TapCounter {
  var count = 0
  func tap() { count += 1 }
}

extension LayoutHost {
  /// Taps the view tagged `identifier` as a finger would; `false` when it takes no tap.
  func tap(identifier: String) -> Bool {
    guard case .tap(let action)? = result.interaction(of: identifier) else { return false }
    action()
    return true
  }

  /// The display list's lines without the canvas line and its indent, for comparing what a
  /// control draws; items inside groups keep their further indent.
  var drawnLines: [String] {
    displayList().description.split(separator: "\n").dropFirst().map { String($0.dropFirst(2)) }
  }

  /// The first fill the display list draws, outside groups.
  var firstFill: (path: Path, paint: DisplayList.Paint, bounds: CGRect)? {
    for item in displayList().items {
      if case .fill(let path, let paint, let bounds, _) = item { return (path, paint, bounds) }
    }
    return nil
  }
}
