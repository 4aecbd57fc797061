import TrellisRender

// Lays out every gallery example in a set of windows and writes each frame tree to
// `<output>/<example>@<window>.txt`, with an `index.html` that shows them all.
// Usage: trellis-gallery [output directory, default "output/gallery"]

struct Window {
  let name: String
  let size: CGSize
  let scale: CGFloat
  let sizeClass: UserInterfaceSizeClass
}

let windows = [
  Window(name: "iphone-1x", size: CGSize(width: 390, height: 844), scale: 1, sizeClass: .compact),
  Window(name: "iphone-3x", size: CGSize(width: 390, height: 844), scale: 3, sizeClass: .compact),
  Window(name: "ipad-1x", size: CGSize(width: 1024, height: 1366), scale: 1, sizeClass: .regular),
  Window(name: "ipad-2x", size: CGSize(width: 1024, height: 1366), scale: 2, sizeClass: .regular),
]

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
  print("usage: trellis-gallery [output-directory]\nLays out the example gallery and writes frame trees and an index.html.")
  exit(0)
}
let output = URL(fileURLWithPath: arguments.first ?? "output/gallery", isDirectory: true)

if CommandLine.arguments.contains("--probe") { try! probeRender(); exit(0) }
do {
  // Real text: Inter with SF Pro's metrics, through Pango.
  try PangoTextMeasurer.installAsDefault()
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  var sections: [String] = []
  for example in Gallery.examples {
    var cells: [String] = []
    for window in windows {
      var environment = EnvironmentValues()
      environment.horizontalSizeClass = window.sizeClass
      let host = LayoutHost(example.view, size: window.size, displayScale: window.scale, environment: environment)
      let file = "\(example.name)@\(window.name).txt"
      let text = """
        \(example.name) in \(window.name) (\(Int(window.size.width)) × \(Int(window.size.height)) @\(Int(window.scale))×)
        \(host.statistics)

        \(host.dump())

        """
      try text.write(to: output.appendingPathComponent(file), atomically: true, encoding: .utf8)
      cells.append("<div class=\"cell\"><h3>\(window.name)</h3><pre>\(escape(host.dump()))</pre></div>")
    }
    sections.append("<section><h2>\(example.name)</h2><p>\(escape(example.caption))</p>\(cells.joined())</section>")
  }
  let html = """
    <!doctype html>
    <html><head><meta charset="utf-8"><title>Trellis gallery</title>
    <style>body{font-family:sans-serif;margin:2em}section{margin-bottom:3em}.cell{display:inline-block;vertical-align:top;margin-right:1em}pre{font-size:11px;background:#f4f4f4;padding:8px}</style>
    </head><body><h1>Trellis gallery</h1>
    \(sections.joined(separator: "\n"))
    </body></html>
    """
  try html.write(to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
  print("Wrote \(Gallery.examples.count * windows.count) frame trees and index.html to \(output.path)")
} catch {
  FileHandle.standardError.write(Data("trellis-gallery: \(error.localizedDescription)\n".utf8))
  exit(1)
}

func escape(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;")
}
