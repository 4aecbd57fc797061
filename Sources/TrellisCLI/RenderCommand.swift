import ArgumentParser
import Foundation
import Trellis

/// A picture format `render` writes.
enum ImageFormat: String, CaseIterable, ExpressibleByArgument {
  /// A PNG image at the render scale.
  case png
  /// An SVG document measured in points.
  case svg
  /// A one-page PDF document measured in points.
  case pdf
}

/// `trellis render`: draws an example to a PNG, SVG or PDF file.
struct RenderCommand: ParsableCommand {
  /// The subcommand's name, abstract and examples.
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a gallery example to a PNG, SVG or PDF file.",
    discussion: """
      The example is drawn with ImageRenderer: on a device's whole screen with --device, \
      otherwise at the size it chooses for the proposal --width × --height (a missing dimension \
      asks for its ideal size), at --scale pixels per point. The format is --format, or else the \
      extension of --output; the default output is <example>.<format> in the current directory.

      Examples:
        trellis render message-row         # message-row.png, at its ideal size
        trellis render profile-card --device ipad-one-third
        trellis render checklist-row --width 390 --scale 3 --format svg
        trellis render dashboard-tile --output tile.pdf
      """)

  /// The example and where it is laid out.
  @OptionGroup var layout: LayoutOptions

  /// The picture format.
  @Option(help: "The picture format (default: the extension of --output, or png).")
  var format: ImageFormat?

  /// The file to write.
  @Option(
    name: [.short, .long],
    help: ArgumentHelp("The file to write (default: <example>.<format> in the current directory).", valueName: "path"),
    completion: .file(extensions: ImageFormat.allCases.map(\.rawValue)))
  var output: String?

  /// Checks that the format is known and agrees with the output's extension.
  mutating func validate() throws {
    guard let output else { return }
    let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
    let known = ImageFormat(rawValue: pathExtension)
    if let format, let known, known != format {
      throw ValidationError("--format \(format.rawValue) does not match the extension of '\(output)'.")
    }
    if format == nil, known == nil {
      throw ValidationError(
        "cannot tell the format of '\(output)' from its extension: name a .png, .svg or .pdf file, or give --format.")
    }
  }

  /// Lays the example out, draws it and writes the file.
  func run() throws {
    try requireRealText()
    let outputFormat =
      format ?? output.flatMap { ImageFormat(rawValue: URL(fileURLWithPath: $0).pathExtension.lowercased()) } ?? .png
    let path = output ?? "\(layout.example.example.name).\(outputFormat.rawValue)"
    let url = URL(fileURLWithPath: path)

    let renderer = ImageRenderer(content: layout.example.example.view)
    if let device = layout.device?.device {
      renderer.device = device
    } else {
      renderer.proposedSize = layout.proposal
      renderer.scale = CGFloat(layout.scale)
    }
    let data: Data
    let host: LayoutHost
    do {
      host = try renderer.layout()
      switch outputFormat {
      case .png: data = try renderer.pngData()
      case .svg: data = Data(try renderer.svgString().utf8)
      case .pdf: data = try renderer.pdfData()
      }
    } catch {
      printError("cannot render \(layout.example.example.name): \(error)")
      throw ExitCode.failure
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      printError("cannot write \(url.path): \(error.localizedDescription)")
      throw ExitCode.failure
    }
    let scale = layout.device?.device.displayScale ?? CGFloat(layout.scale)
    var picture = "\(formatLength(host.size.width)) × \(formatLength(host.size.height)) pt"
    if outputFormat == .png {
      let pixels = (Int((host.size.width * scale).rounded(.up)), Int((host.size.height * scale).rounded(.up)))
      picture += " @\(formatLength(scale))×, \(pixels.0) × \(pixels.1) px"
    }
    print("Wrote \(path) (\(outputFormat.rawValue.uppercased()), \(picture), \(data.count) bytes)")
  }
}
