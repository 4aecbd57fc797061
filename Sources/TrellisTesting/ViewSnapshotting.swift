import Foundation
import SnapshotTesting
import Testing
import Trellis

// Snapshot strategies for views, for pointfreeco/swift-snapshot-testing.
//
// References are recorded according to the record mode: by default (`.missing`) a missing
// reference is written and the test fails once. CI must run with `SNAPSHOT_TESTING_RECORD=never`:
// a missing reference then fails without being written, and a retry cannot pass by recording.
// When a comparison fails, swift-snapshot-testing writes the actual output to
// `$SNAPSHOT_ARTIFACTS/<test file>/<test>.<name>.<ext>` (the temporary folder when unset).

extension Snapshotting where Value: View, Format == String {
  /// The frame tree of a view laid out in a window of `size`, as `LayoutHost/dump()` prints it:
  /// one view a line with its pixel-rounded frame, followed by any runtime issues.
  ///
  /// ```swift
  /// assertSnapshot(of: ContentView(), as: .frames(size: CGSize(width: 390, height: 844), displayScale: 3))
  /// ```
  ///
  /// The reference is a `.txt` file, compared line by line. Text is measured with Pango unless
  /// `environment` sets a `textMeasurer`. CI must run with `SNAPSHOT_TESTING_RECORD=never`.
  ///
  /// - Parameters:
  ///   - size: The window size in points; the view is proposed this size and centred in it.
  ///   - displayScale: Pixels per point.
  ///   - environment: The environment the view starts from.
  @MainActor @preconcurrency public static func frames(
    size: CGSize, displayScale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues()
  ) -> Snapshotting {
    frameTree(environment) { LayoutHost($0, size: size, displayScale: displayScale, environment: $1) }
  }

  /// The frame tree of a view laid out as a whole screen of `device`: its size, display scale,
  /// safe area and size classes.
  ///
  /// ```swift
  /// assertSnapshot(of: ContentView(), as: .frames(device: .iPadSplitOneThird))
  /// ```
  ///
  /// The reference is a `.txt` file, compared line by line. Text is measured with Pango unless
  /// `environment` sets a `textMeasurer`. CI must run with `SNAPSHOT_TESTING_RECORD=never`.
  ///
  /// - Parameters:
  ///   - device: The device whose screen the view fills, e.g. `.iPhone`.
  ///   - environment: The environment the view starts from.
  @MainActor @preconcurrency public static func frames(
    device: Device, environment: EnvironmentValues = EnvironmentValues()
  )
    -> Snapshotting
  {
    frameTree(environment) { LayoutHost($0, device: device, environment: $1) }
  }

  /// The frame tree of a view laid out for `proposal` on a canvas of the size it asks for, as
  /// `ImageRenderer` lays it out: `.unspecified` lays it out at its ideal size.
  ///
  /// The reference is a `.txt` file, compared line by line. Text is measured with Pango unless
  /// `environment` sets a `textMeasurer`. CI must run with `SNAPSHOT_TESTING_RECORD=never`.
  ///
  /// - Parameters:
  ///   - proposal: The size proposed to the view.
  ///   - displayScale: Pixels per point.
  ///   - environment: The environment the view starts from.
  @MainActor @preconcurrency public static func frames(
    proposal: ProposedViewSize, displayScale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues()
  ) -> Snapshotting {
    frameTree(environment) { LayoutHost($0, proposal: proposal, displayScale: displayScale, environment: $1) }
  }

  /// What a view draws, as `ImageRenderer.displayList()` describes it: fills, strokes, text and
  /// groups with their geometry.
  ///
  /// The reference is a `.txt` file, compared line by line. CI must run with
  /// `SNAPSHOT_TESTING_RECORD=never`.
  ///
  /// - Parameters:
  ///   - proposal: The size proposed to the view: `.unspecified` (its ideal size) by default.
  ///   - scale: Pixels per point the view is laid out for.
  ///   - device: A device to render the view on as a whole screen; `proposal` and `scale` are then
  ///     not used.
  ///   - environment: The environment the view starts from.
  @MainActor @preconcurrency public static func displayList(
    proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1, device: Device? = nil,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> Snapshotting {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback { view in
      onCallersMainActor(view, environment) { view, environment in
        let renderer = makeRenderer(view, proposal: proposal, scale: scale, device: device, environment: environment)
        return rendered("display list") { String(describing: try renderer.displayList()) + "\n" } ?? ""
      }
    }
  }

  /// A view drawn as an SVG document by `ImageRenderer.svgString()`.
  ///
  /// The reference is an `.svg` file, compared line by line as text: the renderer's output is
  /// byte-identical from run to run, but any change of Cairo's SVG writer changes it. CI must run
  /// with `SNAPSHOT_TESTING_RECORD=never`.
  ///
  /// - Parameters:
  ///   - proposal: The size proposed to the view: `.unspecified` (its ideal size) by default.
  ///   - scale: Pixels per point the view is laid out for (it rounds frames to that pixel grid).
  ///   - device: A device to render the view on as a whole screen; `proposal` and `scale` are then
  ///     not used.
  ///   - environment: The environment the view starts from.
  @MainActor @preconcurrency public static func svg(
    proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1, device: Device? = nil,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> Snapshotting {
    SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { view in
      onCallersMainActor(view, environment) { view, environment in
        let renderer = makeRenderer(view, proposal: proposal, scale: scale, device: device, environment: environment)
        return rendered("SVG") { try renderer.svgString() } ?? ""
      }
    }
  }

  /// A strategy that lays the view out with `makeHost` and dumps the frame tree.
  @MainActor private static func frameTree(
    _ environment: EnvironmentValues, _ makeHost: @escaping @MainActor (Value, EnvironmentValues) -> LayoutHost
  ) -> Snapshotting {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback { view in
      onCallersMainActor(view, environment) { view, environment in
        guard let environment = measuringEnvironment(environment, sourceLocation: #_sourceLocation) else { return "" }
        let host = makeHost(view, environment)
        var text = host.dump() + "\n"
        if !host.runtimeIssues.isEmpty {
          text += "runtime issues:\n" + host.runtimeIssues.map { "  \($0)\n" }.joined()
        }
        return text
      }
    }
  }
}

extension Snapshotting where Value: View, Format == Data {
  /// A view drawn as a PNG image by `ImageRenderer.pngData()`, compared pixel by pixel.
  ///
  /// ```swift
  /// assertSnapshot(of: ContentView(), as: .png(scale: 2))
  /// ```
  ///
  /// The reference is a `.png` file. Both images are decoded with Cairo; they must have the same
  /// size, and at most `maxDifferentFraction` of the pixels may differ by more than `tolerance` in
  /// any channel (premultiplied ARGB), because Pango, Cairo or pixman updates can move
  /// antialiasing by a level or two. See `Diffing.png(tolerance:maxDifferentFraction:)`.
  /// Text is drawn with Pango. CI must run with `SNAPSHOT_TESTING_RECORD=never`.
  ///
  /// - Parameters:
  ///   - proposal: The size proposed to the view: `.unspecified` (its ideal size) by default.
  ///   - scale: Pixels per point of the image.
  ///   - device: A device to render the view on as a whole screen, at its scale; `proposal` and
  ///     `scale` are then not used.
  ///   - environment: The environment the view starts from.
  ///   - tolerance: How much a channel of a pixel may differ, 0–255, before the pixel counts as
  ///     different.
  ///   - maxDifferentFraction: The fraction of pixels, 0–1, that may differ.
  @MainActor @preconcurrency public static func png(
    proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1, device: Device? = nil,
    environment: EnvironmentValues = EnvironmentValues(), tolerance: UInt8 = 2, maxDifferentFraction: Double = 0.001
  ) -> Snapshotting {
    Snapshotting<Data, Data>(
      pathExtension: "png", diffing: .png(tolerance: tolerance, maxDifferentFraction: maxDifferentFraction)
    ).pullback { view in
      onCallersMainActor(view, environment) { view, environment in
        let renderer = makeRenderer(view, proposal: proposal, scale: scale, device: device, environment: environment)
        return rendered("PNG") { try renderer.pngData() } ?? Data()
      }
    }
  }
}

/// Runs `body` with `view` and `environment` on the main actor, where a strategy's caller is.
///
/// The strategies are `@MainActor @preconcurrency`, as hosts are, so `assertSnapshot` — which
/// calls a strategy's snapshot function before it returns — runs it on its caller's actor;
/// `Snapshotting`'s function type cannot say so (``callingAsMainActor(_:_:)``).
private func onCallersMainActor<V, Output>(
  _ view: V, _ environment: EnvironmentValues, _ body: @MainActor (V, EnvironmentValues) -> Output
) -> Output {
  callingAsMainActor({ body($0.0, $0.1) }, (view, environment))
}

/// A renderer for `view` with the given settings.
@MainActor private func makeRenderer<V: View>(
  _ view: V, proposal: ProposedViewSize, scale: CGFloat, device: Device?, environment: EnvironmentValues
) -> ImageRenderer<V> {
  let renderer = ImageRenderer(content: view)
  renderer.proposedSize = proposal
  renderer.scale = scale
  renderer.device = device
  renderer.environment = environment
  return renderer
}

/// The result of `render`, or `nil` after recording an issue when it throws.
private func rendered<T>(_ what: String, _ render: () throws -> T) -> T? {
  do {
    return try render()
  } catch {
    Issue.record("Rendering the \(what) failed: \(error)")
    return nil
  }
}
