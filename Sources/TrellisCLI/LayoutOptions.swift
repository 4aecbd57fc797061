import ArgumentParser
import Foundation
import Trellis
import TrellisPreviewHost
import TrellisPreviewRuntime

/// The preview of the package around you and where it is laid out: shared by `render`, `dump`
/// and `explain`, which render it once through ``PreviewRenderer``, as `trellis previews` does.
struct LayoutOptions: ParsableArguments {
  /// The project.
  @OptionGroup var package: PackageOptions

  /// The preview to lay out.
  @Argument(
    help: ArgumentHelp(
      "The preview to lay out: its id (`trellis previews list`), or a name or file that selects one.",
      valueName: "preview"))
  var preview: String

  /// A device to lay the preview out on, as a whole screen.
  @Option(
    help: ArgumentHelp(
      "The device: iphone, ipad, mac, or a preset's name (default: the preview's device, or an iPhone).",
      discussion: Device.presets.map(\.description).joined(separator: "\n"), valueName: "preset"))
  var device: String?

  /// The system design.
  @Option(
    help: ArgumentHelp(
      "ios26 (Liquid Glass) or ios18 (default: the app's; ios26 unless its Info.plist sets "
        + "UIDesignRequiresCompatibility).", valueName: "design"))
  var design: String?

  /// The colour scheme.
  @Option(help: ArgumentHelp("light or dark.", valueName: "scheme"))
  var colorScheme: String?

  /// The Dynamic Type size.
  @Option(help: ArgumentHelp("A Dynamic Type size: xSmall … xxxLarge, accessibility1 … 5.", valueName: "size"))
  var dynamicType: String?

  /// The layout direction.
  @Option(help: ArgumentHelp("ltr or rtl.", valueName: "direction"))
  var layoutDirection: String?

  /// The locale.
  @Option(help: ArgumentHelp("A locale identifier: en_US, ar, ja_JP.", valueName: "locale"))
  var locale: String?

  /// The proposed width, in points.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The width proposed to the preview, in points, instead of its layout trait (default: its ideal width).",
      valueName: "W"))
  var width: Double?

  /// The proposed height, in points.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The height proposed to the preview, in points (default: its ideal height); with --width, a window.",
      valueName: "H"))
  var height: Double?

  /// Pixels per point.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Pixels per point (default: the device's scale).", valueName: "S"))
  var scale: Double?

  /// The time-out of the render.
  @Option(help: ArgumentHelp("Seconds the render may take before it is stopped.", valueName: "seconds"))
  var timeout: Double = 60

  /// The largest `--width` and `--height`, in points: far beyond any screen, and small enough
  /// that every length derived from it prints and converts exactly.
  static let maximumLength = 1_000_000.0
  /// The largest `--scale`.
  static let maximumScale = 1_000.0

  /// Checks the sizes, the variant's names and that `--device` is not combined with a size.
  ///
  /// A size must be a number of points from 0 to ``maximumLength`` and the scale a number above
  /// 0 and at most ``maximumScale``; NaN, infinities, negatives and huge values are refused
  /// with a message naming the option, before anything is built.
  mutating func validate() throws {
    for (name, value) in [("width", width), ("height", height)] {
      if let value, !(value.isFinite && value >= 0 && value <= Self.maximumLength) {
        throw ValidationError(
          "--\(name) must be a number of points from 0 to \(formatLength(Self.maximumLength)), not \(describe(value)).")
      }
    }
    if let scale, !(scale.isFinite && scale > 0 && scale <= Self.maximumScale) {
      throw ValidationError(
        "--scale must be a number above 0 and at most \(formatLength(Self.maximumScale)), not \(describe(scale)).")
    }
    if device != nil, window != nil {
      throw ValidationError("--device sets the size and scale: use it without --width, --height and --scale.")
    }
    guard timeout.isFinite, timeout > 0 else {
      throw ValidationError("--timeout must be a positive number of seconds.")
    }
    _ = try variant()
  }

  /// The variant of the options, checked.
  func variant() throws -> PreviewVariant {
    func axis(_ value: String?) -> [String] { value.map { [$0] } ?? [] }
    do {
      return try PreviewVariant.matrix(
        devices: axis(device), designs: axis(design), colorSchemes: axis(colorScheme),
        dynamicTypes: axis(dynamicType),
        layoutDirections: axis(layoutDirection), locales: axis(locale))[0]
    } catch let error as PreviewVariant.UnknownValue {
      throw ValidationError(error.description)
    }
  }

  /// The proposal and scale of `--width`, `--height` and `--scale`; `nil` keeps the preview's
  /// layout trait and its device's scale.
  var window: PreviewWindow? {
    width == nil && height == nil && scale == nil ? nil : PreviewWindow(width: width, height: height, scale: scale)
  }

  /// Builds the package, renders the preview once with its layout report and prints its runtime
  /// issues; prints why and fails when it cannot.
  func render(format: PictureFormat = .png, draws: Bool = true, explains: Bool = false) throws -> PreviewRender {
    let (_, renderer) = try package.renderer(timeout: timeout)
    let matches: [PreviewSummary]
    do {
      matches = try PreviewSession.select([preview], from: renderer.previews)
    } catch let error as PreviewHostError {
      printError(error.description)
      throw ExitCode.failure
    }
    guard matches.count == 1 else {
      printError(
        "'\(preview)' selects \(matches.count) previews; name one by its id:\n"
          + matches.map { "  " + $0.id }.joined(separator: "\n"))
      throw ExitCode.failure
    }
    let request = PreviewRenderRequest(
      preview: matches[0].id, variant: try variant(), format: format, draws: draws, window: window, reports: true,
      explains: explains)
    switch renderer.render(request) {
    case .success(let render):
      for issue in render.runtimeIssues {
        FileHandle.standardError.write(Data("warning: \(issue)\n".utf8))
      }
      return render
    case .failure(.unknownPreview(let id, let known)):
      printError("no preview '\(id)'; the previews are: " + known.joined(separator: ", "))
    case .failure(.failed(let message)), .failure(.notBuilt(let message)):
      printError("cannot render \(matches[0].id): \(message)")
    }
    throw ExitCode.failure
  }
}

/// Prints the layout diagnostics of a render to standard error: likely layout mistakes,
/// truncated text, overlaps, off-screen views… (see `LayoutDiagnostic`).
func printDiagnostics(of report: PreviewLayoutReport) {
  for diagnostic in report.diagnostics {
    FileHandle.standardError.write(Data("diagnostic: \(diagnostic)\n".utf8))
  }
}

/// A number as the user may have typed it, for messages: `nan`, `inf`, `1e+300`, `-5`.
func describe(_ value: Double) -> String {
  abs(value) < 1e15 || !value.isFinite ? formatLength(value) : "\(value)"
}
