import ArgumentParser
import Foundation
import Trellis
import TrellisGalleryViews

/// `trellis gallery`: writes the whole gallery, as `trellis-gallery` does.
struct GalleryCommand: ParsableCommand {
  /// The subcommand's name, abstract and examples.
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Lay out and render the whole gallery into a directory, with an index.html.",
    discussion: """
      For every example and window (iPhone at 1× and 3×, iPad at 1× and 2×) the frame tree \
      (<example>@<window>.txt) and a picture of the window (.png; .svg and .pdf too for \
      iphone-1x), the adaptive examples on every device preset, and an index.html that shows \
      them all. The same bytes on every run. Exits with 1 if any picture fails to render.

      Examples:
        trellis gallery
        trellis gallery /tmp/gallery
      """)

  /// The directory to write.
  @Argument(
    help: ArgumentHelp("The directory to write (created if missing).", valueName: "output-dir"),
    completion: .directory)
  var outputDirectory = "output/gallery"

  /// Writes the gallery and prints what was written.
  func run() throws {
    try requireRealText()
    let writer = GalleryWriter(output: URL(fileURLWithPath: outputDirectory, isDirectory: true))
    let summary: GalleryWriter.Summary
    do {
      summary = try writer.write { message in printError("not rendered: \(message)") }
    } catch {
      printError("cannot write the gallery to \(outputDirectory): \(error)")
      throw ExitCode.failure
    }
    print(summary)
    if !summary.failures.isEmpty {
      printError("\(summary.failures.count) pictures failed to render.")
      throw ExitCode.failure
    }
  }
}
