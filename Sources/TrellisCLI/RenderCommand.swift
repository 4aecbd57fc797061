import ArgumentParser
import Foundation
import Trellis
import TrellisPreviewHost

/// `trellis render`: draws a preview of the package around you to a PNG, SVG or PDF file.
struct RenderCommand: ParsableCommand {
  /// The subcommand's name, abstract and examples.
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a preview of your package to a PNG, SVG or PDF file.",
    discussion: """
      The preview (an id from `trellis previews list`, or a name or file that selects one) is \
      built with the package, as `trellis previews` builds it, and laid out once: as its layout \
      trait says on --device (an iPhone by default), or at the size it chooses for the proposal \
      --width × --height (a missing dimension asks for its ideal size; both make a window), at \
      --scale pixels per point. The format is --format, or else the extension of --output; the \
      default output is <preview>.<format> in the current directory.

      Examples:
        trellis render Badge/Badge                    # Badge-Badge.png
        trellis render ProfileCard_Previews/Card --device ipad --color-scheme dark
        trellis render Badge/Badge --width 390 --scale 3 --format svg
        trellis render Badge/Badge --package Examples/PreviewPackage --output badge.pdf
      """)

  /// The preview and where it is laid out.
  @OptionGroup var layout: LayoutOptions

  /// The picture format.
  @Option(help: "The picture format (default: the extension of --output, or png).")
  var format: PictureFormat?

  /// The file to write.
  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write (default: <preview>.<format> in the current directory); - for standard output. "
        + "Only a regular file is written: a device, FIFO, symbolic link or directory is refused.",
      valueName: "path"),
    completion: .file(extensions: PictureFormat.allCases.map(\.rawValue)))
  var output: String?

  /// Whether the picture goes to standard output (`-o -`).
  private var writesToStandardOutput: Bool { output == "-" }

  /// Checks that the format is known and agrees with the output's extension.
  mutating func validate() throws {
    guard let output, output != "-" else { return }
    let known = PictureFormat(pathExtension: URL(fileURLWithPath: output).pathExtension)
    if let format, let known, known != format {
      throw ValidationError("--format \(format.rawValue) does not match the extension of '\(output)'.")
    }
    if format == nil, known == nil {
      throw ValidationError(
        "cannot tell the format of '\(output)' from its extension: name a .png, .svg or .pdf file, or give --format.")
    }
  }

  /// Renders the preview once and writes the picture.
  func run() throws {
    let outputFormat =
      format ?? output.flatMap { PictureFormat(pathExtension: URL(fileURLWithPath: $0).pathExtension) } ?? .png
    let path = output ?? "\(PreviewOutputLayout.fileName(of: layout.preview)).\(outputFormat.rawValue)"
    // Refused before the (possibly long) build and render, and checked again when writing.
    if !writesToStandardOutput, let kind = OutputFile.kindOfNonRegularFile(at: path) {
      printError(
        "refusing to write \(path): it is \(kind), not a regular file. Name a regular file, or use -o - for standard output."
      )
      throw ExitCode.failure
    }
    let render = try layout.render(format: outputFormat)
    if writesToStandardOutput {
      FileHandle.standardOutput.write(render.picture)
    } else {
      do {
        try OutputFile.write(render.picture, to: path)
      } catch {
        printError("\(error)")
        throw ExitCode.failure
      }
    }
    let size = render.report?.size ?? [0, 0]
    let scale = render.report?.scale ?? 1
    var picture = "\(formatLength(size[0])) × \(formatLength(size[1])) pt"
    if outputFormat == .png {
      let pixels = (Int((size[0] * scale).rounded(.up)), Int((size[1] * scale).rounded(.up)))
      picture += " @\(formatLength(scale))×, \(pixels.0) × \(pixels.1) px"
    }
    let summary =
      "Wrote \(writesToStandardOutput ? "standard output" : path) "
      + "(\(outputFormat.rawValue.uppercased()), \(picture), \(render.picture.count) bytes)"
    // With the picture on standard output, the summary goes to standard error.
    if writesToStandardOutput {
      FileHandle.standardError.write(Data((summary + "\n").utf8))
    } else {
      print(summary)
    }
  }
}

/// `--format png|svg|pdf`, for `render` and `previews render`.
extension PictureFormat: ExpressibleByArgument {}

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
