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
    help: ArgumentHelp(
      "The file to write (default: <example>.<format> in the current directory); - for standard output. "
        + "Only a regular file is written: a device, FIFO, symbolic link or directory is refused.",
      valueName: "path"),
    completion: .file(extensions: ImageFormat.allCases.map(\.rawValue)))
  var output: String?

  /// Whether the picture goes to standard output (`-o -`).
  private var writesToStandardOutput: Bool { output == "-" }

  /// Checks that the format is known and agrees with the output's extension.
  mutating func validate() throws {
    guard let output, output != "-" else { return }
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
    // Refused before the (possibly long) render, and checked again when writing.
    if !writesToStandardOutput, let kind = OutputFile.kindOfNonRegularFile(at: path) {
      printError(
        "refusing to write \(path): it is \(kind), not a regular file. Name a regular file, or use -o - for standard output."
      )
      throw ExitCode.failure
    }

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
    if writesToStandardOutput {
      FileHandle.standardOutput.write(data)
    } else {
      do {
        try OutputFile.write(data, to: path)
      } catch {
        printError("\(error)")
        throw ExitCode.failure
      }
    }
    let scale = layout.device?.device.displayScale ?? CGFloat(layout.scale)
    var picture = "\(formatLength(host.size.width)) × \(formatLength(host.size.height)) pt"
    if outputFormat == .png {
      let pixels = (Int((host.size.width * scale).rounded(.up)), Int((host.size.height * scale).rounded(.up)))
      picture += " @\(formatLength(scale))×, \(pixels.0) × \(pixels.1) px"
    }
    let summary =
      "Wrote \(writesToStandardOutput ? "standard output" : path) "
      + "(\(outputFormat.rawValue.uppercased()), \(picture), \(data.count) bytes)"
    // With the picture on standard output, the summary goes to standard error.
    if writesToStandardOutput {
      FileHandle.standardError.write(Data((summary + "\n").utf8))
    } else {
      print(summary)
    }
  }
}

/// Writes pictures only where a picture belongs: a new or existing regular file.
enum OutputFile {
  /// Why a path is refused.
  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  /// What the path is, when it exists and is not a regular file: "a FIFO", "a symbolic link"...
  static func kindOfNonRegularFile(at path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFLNK: return "a symbolic link"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFDIR: return "a directory"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }

  /// Writes `data` to `path` atomically, refusing anything but a regular file or a new path.
  static func write(_ data: Data, to path: String) throws {
    if let kind = kindOfNonRegularFile(at: path) {
      throw Refusal(
        description:
          "refusing to write \(path): it is \(kind), not a regular file. Name a regular file, or use -o - for standard output."
      )
    }
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw Refusal(description: "cannot write \(path): \(error.localizedDescription)")
    }
  }
}
