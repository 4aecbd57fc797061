import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

// Helpers for the controls' tests: a phone-sized host at 1× with fixed-advance text, so that a
// 17-pt character is 8.5 wide and a body line 21 tall (20.287 rounded up).

/// A 390 × 844 host at 1× with fixed-advance text.
@MainActor
func controlHost<V: View>(_ view: V, scale: CGFloat = 1) -> LayoutHost {
  LayoutHost(view, size: CGSize(width: 390, height: 844), displayScale: scale)
}

/// Counts calls of an action, so that a test can check a tap ran it.
@MainActor
final class TapCounter {
  var count = 0
  func tap() { count += 1 }
}

extension LayoutHost {
  /// Taps the view tagged `identifier` as a finger would; `false` when it takes no tap.
  func tap(identifier: String, count: Int = 1) -> Bool {
    tap(identifier, count: count)
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

/// A value a test owns, with a binding to it: what `@State` gives a control in an app.
@MainActor
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
  var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A host 390 points wide whose height is the view's: controls laid out as a full-width row.
@MainActor
func row<V: View>(_ view: V, width: CGFloat = 390, environment: EnvironmentValues = EnvironmentValues()) -> LayoutHost {
  LayoutHost(view, proposal: ProposedViewSize(width: width, height: nil), environment: environment)
}

extension LayoutHost {
  /// The unrounded frame of the first node whose name starts with `prefix`.
  func frame(named prefix: String) -> CGRect? { result.root?.frame(named: prefix) }

  /// The unrounded frames of the nodes whose name starts with `prefix`, depth first.
  func frames(named prefix: String) -> [CGRect] { result.root?.frames(named: prefix) ?? [] }

  /// The interaction a finger at `point` would reach: the smallest interactive view under it.
  func interaction(at point: CGPoint) -> Interaction? {
    result.nodes.annotations
      .compactMap { node, annotations -> (frame: CGRect, interaction: Interaction)? in
        guard let interaction = annotations.interaction, let frame = result.layoutFrame(node) else { return nil }
        return (frame, interaction)
      }
      .filter { $0.frame.contains(point) }
      .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }?.interaction
  }

  /// The display list as text.
  var drawing: String { displayList().description }
}

extension Interaction {
  /// The binding of a `.toggle` interaction.
  var toggleBinding: Binding<Bool>? {
    if case .toggle(let binding) = self { return binding }
    return nil
  }

  /// The binding and range of a `.value` interaction.
  var valueBinding: (binding: Binding<Double>, range: ClosedRange<Double>)? {
    if case .value(let binding, let range, _) = self { return (binding, range) }
    return nil
  }

  /// Runs a `.tap` interaction; `false` if it is another kind.
  func tap() -> Bool {
    guard case .tap(let action) = self else { return false }
    action()
    return true
  }
}

/// A range whose bounds are out of order, `lower > upper`. The `...` operator traps on one, and
/// `ClosedRange(uncheckedBounds:)` checks the order in debug builds, so only code built for release
/// makes one; the controls must still not trap when given one. The test makes it by reading the
/// two bounds as a range, which has the same layout.
func invertedRange<Bound: Comparable>(_ lower: Bound, _ upper: Bound) -> ClosedRange<Bound> {
  unsafeBitCast((lower, upper), to: ClosedRange<Bound>.self)
}
