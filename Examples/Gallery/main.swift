import Foundation
import Trellis
import TrellisGalleryViews

// Lays out and renders every gallery example in a set of windows, with `GalleryWriter`: frame
// trees (.txt), pictures (.png; .svg and .pdf for iphone-1x) and an index.html that shows them
// all. The output is the same bytes on every run. (The `trellis` command does not link the
// gallery: it renders the previews of your own package.)
// Usage: trellis-gallery [output directory, default "output/gallery"]

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    """
    usage: trellis-gallery [output-directory]
    Lays out and renders the example gallery: frame trees (.txt), pictures (.png; .svg and .pdf
    for iphone-1x) and an index.html that shows them all.
    """)
  exit(0)
}
let output = URL(fileURLWithPath: arguments.first ?? "output/gallery", isDirectory: true)

do {
  // Real text (Inter with SF Pro's metrics, through Pango) needs the fonts: fail clearly without them.
  _ = try PangoTextMeasurer()
  let summary = try GalleryWriter(output: output).write { message in
    FileHandle.standardError.write(Data("trellis-gallery: \(message)\n".utf8))
  }
  print(summary)
  if !summary.failures.isEmpty {
    FileHandle.standardError.write(
      Data("trellis-gallery: \(summary.failures.count) pictures failed to render\n".utf8))
    exit(1)
  }
} catch {
  FileHandle.standardError.write(Data("trellis-gallery: \(error)\n".utf8))
  exit(1)
}
