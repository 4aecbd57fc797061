import Foundation
import Testing
import Trellis

/// Expects the views tagged `.accessibilityIdentifier(_:)` in `view`, laid out in a window of
/// `size`, to have the `expected` frames.
///
/// The view is laid out by a `LayoutHost` as a window of `size` lays it out: proposed the whole
/// size and centred. Frames are in window coordinates. When a frame differs, or an identifier tags
/// no view, one issue is recorded at the caller's line: one `- expected` / `+ actual` pair of
/// lines per identifier that differs, followed by the host's frame tree.
///
/// ```swift
/// @Test func row() {
///   // ChecklistRow tags its Text "Milk" with .accessibilityIdentifier("name").
///   expectFrames(
///     of: ChecklistRow(name: "Milk"), in: CGSize(width: 390, height: 844), displayScale: 3,
///     equal: ["name": CGRect(x: 358.667, y: 412, width: 31.333, height: 20.333)], rounded: true)
/// }
/// ```
///
/// A mismatch is reported as
///
/// ```
/// Frames differ (pixel-rounded, tolerance 0.001 pt):
/// - name: (350, 412, 40, 20.333)
/// + name: (358.667, 412, 31.333, 20.333)
/// - ghost: (0, 0, 10, 10)
/// + ghost: missing (no view is tagged .accessibilityIdentifier("ghost"))
/// Layout (390 × 844 @3×):
/// overlay (0, 412, 390, 20.333)  ← ChecklistRow
/// …
/// ```
///
/// Text is measured with Pango and Trellis' font set, as `ImageRenderer` measures it, unless
/// `environment` sets a `textMeasurer` (e.g. `FixedAdvanceTextMeasurer()`).
///
/// - Parameters:
///   - view: The view to lay out.
///   - size: The window size in points.
///   - displayScale: Pixels per point.
///   - environment: The environment the view starts from.
///   - expected: The expected frame of each identifier, in window coordinates.
///   - rounded: Whether to compare the pixel-rounded frames (`LayoutHost/frame(of:)`) rather
///     than the frames before rounding (`LayoutHost/unroundedFrame(of:)`, the default).
///   - tolerance: How far, in points, each edge may be from the expected one.
///   - sourceLocation: Where a mismatch is reported: the caller's line.
@MainActor @preconcurrency
public func expectFrames(
  of view: some View, in size: CGSize, displayScale: CGFloat = 1,
  environment: EnvironmentValues = EnvironmentValues(), equal expected: [String: CGRect], rounded: Bool = false,
  tolerance: CGFloat = 0.001, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let environment = measuringEnvironment(environment, sourceLocation: sourceLocation) else { return }
  let host = LayoutHost(view, size: size, displayScale: displayScale, environment: environment)
  expectFrames(in: host, equal: expected, rounded: rounded, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects the views tagged `.accessibilityIdentifier(_:)` in `view`, laid out as a whole
/// screen of `device`, to have the `expected` frames.
///
/// The device sets the window size, display scale, safe area and size classes. See
/// ``expectFrames(of:in:displayScale:environment:equal:rounded:tolerance:sourceLocation:)``
/// for how frames are compared and reported.
///
/// - Parameters:
///   - view: The view to lay out.
///   - device: The device whose screen the view fills, e.g. `.iPhone`.
///   - environment: The environment the view starts from.
///   - expected: The expected frame of each identifier, in window coordinates.
///   - rounded: Whether to compare pixel-rounded frames rather than frames before rounding.
///   - tolerance: How far, in points, each edge may be from the expected one.
///   - sourceLocation: Where a mismatch is reported: the caller's line.
@MainActor @preconcurrency
public func expectFrames(
  of view: some View, device: Device, environment: EnvironmentValues = EnvironmentValues(),
  equal expected: [String: CGRect], rounded: Bool = false, tolerance: CGFloat = 0.001,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let environment = measuringEnvironment(environment, sourceLocation: sourceLocation) else { return }
  let host = LayoutHost(view, device: device, environment: environment)
  expectFrames(in: host, equal: expected, rounded: rounded, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects the view tagged `.accessibilityIdentifier(identifier)` in `view`, laid out in a window
/// of `size`, to have the frame `expected`.
///
/// A shorthand for
/// ``expectFrames(of:in:displayScale:environment:equal:rounded:tolerance:sourceLocation:)``
/// with one identifier.
///
/// - Parameters:
///   - identifier: The accessibility identifier of the view.
///   - view: The view to lay out.
///   - size: The window size in points.
///   - displayScale: Pixels per point.
///   - environment: The environment the view starts from.
///   - expected: The expected frame, in window coordinates.
///   - rounded: Whether to compare the pixel-rounded frame rather than the frame before rounding.
///   - tolerance: How far, in points, each edge may be from the expected one.
///   - sourceLocation: Where a mismatch is reported: the caller's line.
@MainActor @preconcurrency
public func expectFrame(
  _ identifier: String, of view: some View, in size: CGSize, displayScale: CGFloat = 1,
  environment: EnvironmentValues = EnvironmentValues(), equals expected: CGRect, rounded: Bool = false,
  tolerance: CGFloat = 0.001, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectFrames(
    of: view, in: size, displayScale: displayScale, environment: environment, equal: [identifier: expected],
    rounded: rounded, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects the views tagged `.accessibilityIdentifier(_:)` in an existing layout to have the
/// `expected` frames.
///
/// Use it when the test builds its own `LayoutHost`, e.g. with `proposal:` or `tracing:`. On a
/// mismatch, one issue is recorded at the caller's line with a `- expected` / `+ actual` pair of
/// lines per identifier that differs and the host's `LayoutHost/dump()`.
///
/// - Parameters:
///   - host: The laid-out view.
///   - expected: The expected frame of each identifier, in host coordinates.
///   - rounded: Whether to compare pixel-rounded frames rather than frames before rounding.
///   - tolerance: How far, in points, each edge may be from the expected one.
///   - sourceLocation: Where a mismatch is reported: the caller's line.
@MainActor @preconcurrency
public func expectFrames(
  in host: LayoutHost, equal expected: [String: CGRect], rounded: Bool = false, tolerance: CGFloat = 0.001,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = expected.keys.reduce(into: [String: CGRect?]()) { frames, identifier in
    frames[identifier] = rounded ? host.frame(of: identifier) : host.unroundedFrame(of: identifier)
  }
  guard let diff = frameDiff(expected: expected, actual: actual, tolerance: tolerance) else { return }
  let kind = rounded ? "pixel-rounded" : "unrounded"
  let message =
    "Frames differ (\(kind), tolerance \(formatLength(tolerance)) pt):\n\(diff)\n"
    + "Layout (\(formatLength(host.size.width)) × \(formatLength(host.size.height)) @\(formatLength(host.displayScale))×):\n"
    + host.dump()
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The lines of the differences between expected and actual frames, sorted by identifier, or
/// `nil` when every frame is within `tolerance`.
func frameDiff(expected: [String: CGRect], actual: [String: CGRect?], tolerance: CGFloat) -> String? {
  var lines: [String] = []
  for identifier in expected.keys.sorted() {
    let want = expected[identifier]!
    guard let found = actual[identifier] ?? nil else {
      lines.append("- \(identifier): \(FrameNode.format(want))")
      lines.append("+ \(identifier): missing (no view is tagged .accessibilityIdentifier(\"\(identifier)\"))")
      continue
    }
    let edges = [
      (want.minX, found.minX), (want.minY, found.minY), (want.width, found.width), (want.height, found.height),
    ]
    if edges.allSatisfy({ abs($0.0 - $0.1) <= tolerance }) { continue }
    lines.append("- \(identifier): \(FrameNode.format(want))")
    lines.append("+ \(identifier): \(FrameNode.format(found))")
  }
  return lines.isEmpty ? nil : lines.joined(separator: "\n")
}

/// `environment`, measuring text with Pango unless it sets a measurer; `nil`, after recording an
/// issue, when Pango's fonts cannot be loaded.
func measuringEnvironment(_ environment: EnvironmentValues, sourceLocation: SourceLocation) -> EnvironmentValues? {
  guard !environment.hasTextMeasurer else { return environment }
  var environment = environment
  do {
    environment.textMeasurer = try PangoTextMeasurer()
    return environment
  } catch {
    Issue.record("Cannot measure text with Pango: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}
