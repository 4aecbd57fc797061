import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

// Helpers for the containers' tests: an iPhone host (390 × 844 at 3×, safe area 47 / 34) with
// fixed-advance text, so a body line is 20.333 tall and a footnote line 15.667
// (docs/iOSControls.md §1, §7).

/// A host on the iPhone preset with fixed-advance text.
@MainActor
func phoneHost<V: View>(_ view: V, device: Device = .iPhone) -> LayoutHost {
  LayoutHost(view, device: device)
}

/// One fill of a display list: its path, colour (if a plain colour) and bounds.
@MainActor
struct DrawnFill {
  var path: Path
  var color: String?
  var bounds: CGRect
}

extension LayoutHost {
  /// Every fill of the display list, groups opened, back to front.
  var fills: [DrawnFill] {
    var result: [DrawnFill] = []
    var work = Array(displayList().items.reversed())
    while let item = work.popLast() {
      switch item {
      case .fill(let path, let paint, let bounds, _):
        var color: String?
        if case .color(let resolved) = paint { color = resolved.description }
        result.append(DrawnFill(path: path, color: color, bounds: bounds))
      case .group(let items, _):
        work.append(contentsOf: items.reversed())
      default:
        break
      }
    }
    return result
  }

  /// The fills whose bounds are `frame`, to a thousandth of a point.
  func fills(at frame: CGRect) -> [DrawnFill] {
    fills.filter { approximately($0.bounds, frame) }
  }

  /// The frames of the list's rows, top to bottom.
  var rowFrames: [CGRect] { frames(named: "ListRow") }

  /// The frames of the list's separators, top to bottom.
  var separatorFrames: [CGRect] { frames(named: "ListSeparator") }
}

/// Whether two rectangles agree to a thousandth of a point.
func approximately(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = 0.001) -> Bool {
  abs(lhs.minX - rhs.minX) < tolerance && abs(lhs.minY - rhs.minY) < tolerance
    && abs(lhs.width - rhs.width) < tolerance && abs(lhs.height - rhs.height) < tolerance
}

/// Whether two lengths agree to a thousandth of a point.
func approximately(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 0.001) -> Bool {
  abs(lhs - rhs) < tolerance
}

/// A third of a point: one pixel at 3×.
let hairline: CGFloat = 1.0 / 3
/// A footnote line of fixed-advance text at 3× (a body line, `bodyLine`, is 61 / 3:
/// NavigationTestSupport.swift).
let footnoteLine: CGFloat = 47.0 / 3

/// The lists' tests' fixture: one section of three one-word rows (`swift`, `rust`, `go`) under
/// a "Code" header (`header`) when `header` is true; the list is tagged `list`.
struct LanguageList: View {
  var header = true

  var body: some View {
    List {
      Section {
        Text("Swift").accessibilityIdentifier("swift")
        Text("Rust").accessibilityIdentifier("rust")
        Text("Go").accessibilityIdentifier("go")
      } header: {
        if header { Text("Code").accessibilityIdentifier("header") }
      }
    }
    .accessibilityIdentifier("list")
  }
}
