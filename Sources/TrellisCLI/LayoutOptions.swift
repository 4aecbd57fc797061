import ArgumentParser
import Foundation
import Trellis
import TrellisCore
import TrellisGalleryViews

/// A gallery example named on the command line: one of `Gallery.examples`.
struct ExampleArgument: ExpressibleByArgument {
  /// The example.
  let example: GalleryExample

  /// Finds the example named `argument`, or fails so that ArgumentParser lists the valid names.
  init?(argument: String) {
    guard let example = Gallery.examples.first(where: { $0.name == argument }) else { return nil }
    self.example = example
  }

  /// The names of every example, for help, errors and shell completion.
  static var allValueStrings: [String] { Gallery.examples.map(\.name) }

  /// Completes with the example names.
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

}

/// A device preset named on the command line: one of `Device.presets`, by `Device.name`.
struct DeviceArgument: ExpressibleByArgument {
  /// The device.
  let device: Device

  /// Finds the preset named `argument`, or fails so that ArgumentParser lists the valid names.
  init?(argument: String) {
    guard let device = Device.presets.first(where: { $0.name == argument }) else { return nil }
    self.device = device
  }

  /// The names of every preset, for help, errors and shell completion.
  static var allValueStrings: [String] { Device.presets.map(\.name) }

  /// Completes with the preset names.
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  /// The presets with their sizes and scales, one a line, for the option's help.
  static var helpList: String { Device.presets.map(\.description).joined(separator: "\n") }
}

/// The example and the window it is laid out in: shared by `render`, `dump` and `explain`.
struct LayoutOptions: ParsableArguments {
  /// The example to lay out.
  @Argument(
    help: ArgumentHelp("The gallery example to lay out (`trellis gallery` shows them all).", valueName: "example"))
  var example: ExampleArgument

  /// A device to lay the example out on, as a whole screen.
  @Option(
    help: ArgumentHelp(
      "Lay the example out as a whole screen of a device: its size, scale, safe area and size classes.",
      discussion: DeviceArgument.helpList, valueName: "preset"))
  var device: DeviceArgument?

  /// The proposed width, in points.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The width proposed to the example, in points (default: its ideal width).", valueName: "W"))
  var width: Double?

  /// The proposed height, in points.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The height proposed to the example, in points (default: its ideal height).", valueName: "H"))
  var height: Double?

  /// Pixels per point.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Pixels per point: the display scale the example is laid out and drawn at.", valueName: "S"))
  var scale: Double = 1

  /// The largest `--width` and `--height`, in points: far beyond any screen, and small enough
  /// that every length derived from it prints and converts exactly.
  static let maximumLength = 1_000_000.0
  /// The largest `--scale`.
  static let maximumScale = 1_000.0

  /// Checks the sizes and that `--device` is not combined with them.
  ///
  /// A size must be a number of points from 0 to ``maximumLength`` and the scale a number above
  /// 0 and at most ``maximumScale``; NaN, infinities, negatives and huge values are refused
  /// with a message naming the option, before anything is laid out.
  mutating func validate() throws {
    for (name, value) in [("width", width), ("height", height)] {
      if let value, !(value.isFinite && value >= 0 && value <= Self.maximumLength) {
        throw ValidationError(
          "--\(name) must be a number of points from 0 to \(formatLength(Self.maximumLength)), not \(describe(value)).")
      }
    }
    guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
      throw ValidationError(
        "--scale must be a number above 0 and at most \(formatLength(Self.maximumScale)), not \(describe(scale)).")
    }
    if device != nil, width != nil || height != nil || scale != 1 {
      throw ValidationError("--device sets the size and scale: use it without --width, --height and --scale.")
    }
  }

  /// The proposal made of `--width` and `--height`; `nil` dimensions ask for the ideal size.
  var proposal: ProposedViewSize {
    ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
  }

  /// Lays the example out.
  ///
  /// With `--device`, as a whole screen of the device; with `--width` and `--height`, centred in
  /// a window of that size, as the gallery's frame trees are; otherwise on a canvas of the size
  /// the example chooses for the proposal, as `render` draws it.
  func host(tracing: Bool = false) -> LayoutHost {
    let view = example.example.view
    if let device = device?.device {
      return LayoutHost(view, device: device, tracing: tracing)
    }
    if let width, let height {
      return LayoutHost(
        view, size: CGSize(width: width, height: height), displayScale: CGFloat(scale), tracing: tracing)
    }
    return LayoutHost(view, proposal: proposal, displayScale: CGFloat(scale), tracing: tracing)
  }

  /// Where the example is laid out, for headings: `iphone-portrait (390 × 844 @3×)`,
  /// `a 390 × 844 window @1×` or `proposed (390, nil) @1×`.
  var placeDescription: String {
    if let device = device?.device { return device.description }
    if let width, let height {
      return "a \(formatLength(width)) × \(formatLength(height)) window @\(formatLength(scale))×"
    }
    return "proposed \(proposal) @\(formatLength(scale))×"
  }
}

/// A number as the user may have typed it, for messages: `nan`, `inf`, `1e+300`, `-5`.
func describe(_ value: Double) -> String {
  abs(value) < 1e15 || !value.isFinite ? formatLength(value) : "\(value)"
}

/// A frame as the dumps print it: `(x, y, width, height)`.
func formatFrame(_ frame: CGRect) -> String {
  FrameNode.format(frame)
}

/// A size as the trace prints it: `(width, height)`.
func formatSize(_ size: CGSize) -> String {
  "(\(formatLength(size.width)), \(formatLength(size.height)))"
}
