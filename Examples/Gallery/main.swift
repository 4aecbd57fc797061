import TrellisGalleryViews
import TrellisRender

// Lays out and renders every gallery example in a set of windows. For each example and window
// it writes the frame tree to `<output>/<example>@<window>.txt` and the picture of the whole
// window to `<output>/<example>@<window>.png`; for the iphone-1x window also `.svg` and `.pdf`.
// `index.html` shows every picture next to its frame tree. The output is the same bytes on
// every run: nothing in it depends on the date or the machine's speed.
// Usage: trellis-gallery [output directory, default "output/gallery"]

struct Window {
  let name: String
  let size: CGSize
  let scale: CGFloat
  let sizeClass: UserInterfaceSizeClass
  /// Whether to write SVG and PDF too, so that all three formats are exercised.
  var vectorFormats = false
}

let windows = [
  Window(
    name: "iphone-1x", size: CGSize(width: 390, height: 844), scale: 1, sizeClass: .compact,
    vectorFormats: true),
  Window(name: "iphone-3x", size: CGSize(width: 390, height: 844), scale: 3, sizeClass: .compact),
  Window(name: "ipad-1x", size: CGSize(width: 1024, height: 1366), scale: 1, sizeClass: .regular),
  Window(name: "ipad-2x", size: CGSize(width: 1024, height: 1366), scale: 2, sizeClass: .regular),
]

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
  // Real text: Inter with SF Pro's metrics, through Pango.
  try PangoTextMeasurer.installAsDefault()
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  let measurer = try PangoTextMeasurer()
  var counts = (trees: 0, png: 0, svg: 0, pdf: 0)
  var failures: [String] = []
  var renderTime = Duration.zero
  let clock = ContinuousClock()
  var sections: [String] = []
  for example in Gallery.examples {
    var figures: [String] = []
    for window in windows {
      var environment = EnvironmentValues()
      environment.horizontalSizeClass = window.sizeClass
      environment.textMeasurer = measurer
      let stem = "\(example.name)@\(window.name)"
      let title =
        "\(example.name) in \(window.name) (\(Int(window.size.width)) × \(Int(window.size.height)) @\(Int(window.scale))×)"

      // The frame tree of the example itself, centred in the window.
      let host = LayoutHost(example.view, size: window.size, displayScale: window.scale, environment: environment)
      let text = """
        \(title)
        \(host.statistics)

        \(host.dump())

        """
      try text.write(to: output.appendingPathComponent("\(stem).txt"), atomically: true, encoding: .utf8)
      counts.trees += 1

      // The picture of the whole window: the example centred on white, as a real window shows it.
      let windowView = example.view.frame(width: window.size.width, height: window.size.height)
      let renderer = ImageRenderer(content: AnyView(windowView.background(Color.white)))
      renderer.proposedSize = ProposedViewSize(window.size)
      renderer.scale = window.scale
      renderer.environment = environment
      var formats = ["png"]
      if window.vectorFormats { formats += ["svg", "pdf"] }
      var picture: String
      var links: [String] = []
      do {
        let start = clock.now
        for format in formats {
          try renderer.write(to: output.appendingPathComponent("\(stem).\(format)"))
          switch format {
          case "png": counts.png += 1
          case "svg": counts.svg += 1
          default: counts.pdf += 1
          }
        }
        renderTime += clock.now - start
        // Half the point size, whatever the scale: 1× and 3× show alike, iPhone and iPad to scale.
        let (width, height) = (Int(window.size.width / 2), Int(window.size.height / 2))
        picture =
          "<a href=\"\(attribute(stem)).png\"><img src=\"\(attribute(stem)).png\" width=\"\(width)\" height=\"\(height)\" alt=\"\(attribute(title))\"></a>"
        links = formats.dropFirst().map { "<a href=\"\(attribute(stem)).\($0)\">\($0.uppercased())</a>" }
      } catch {
        let message = "\(stem): \(error)"
        failures.append(message)
        FileHandle.standardError.write(Data("trellis-gallery: \(message)\n".utf8))
        picture = "<p class=\"error\">Not rendered: \(escape("\(error)"))</p>"
      }
      links.append("<a href=\"\(attribute(stem)).txt\">frame tree</a>")
      figures.append(
        """
        <figure>\(picture)<figcaption><h3>\(escape(window.name))</h3>\
        <p>\(Int(window.size.width)) × \(Int(window.size.height)) pt @\(Int(window.scale))× · \(links.joined(separator: " · "))</p>\
        <pre>\(escape(host.dump()))</pre></figcaption></figure>
        """)
    }
    sections.append(
      """
      <section id="\(attribute(example.name))"><h2>\(escape(example.name))</h2><p>\(escape(example.caption))</p>
      \(figures.joined(separator: "\n"))
      </section>
      """)
  }
  // The adaptive page: the same views on every device preset, whole screens with their safe
  // areas and size classes.
  let adaptiveNames: Set<String> = ["adaptive-stack", "profile-card", "settings-list", "flow-layout"]
  var adaptiveFigures: [String] = []
  for example in Gallery.examples where adaptiveNames.contains(example.name) {
    var row: [String] = []
    for device in Device.presets {
      let stem = "adaptive-\(example.name)@\(device.name)"
      // A white screen behind the view, into the safe area, as an app's window has.
      let screen = example.view.frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white.ignoresSafeArea())
      let renderer = ImageRenderer(content: screen)
      renderer.device = device
      var environment = EnvironmentValues()
      environment.textMeasurer = measurer
      renderer.environment = environment
      let start = clock.now
      do {
        try renderer.pngData().write(to: output.appendingPathComponent("\(stem).png"))
        counts.png += 1
        row.append(
          "<figure><img src=\"\(attribute(stem)).png\" width=\"\(Int(device.size.width / 3))\" alt=\"\(attribute(stem))\">"
            + "<figcaption><p>\(escape(device.description))</p></figcaption></figure>")
      } catch {
        failures.append("\(stem): \(error)")
        row.append("<p class=\"error\">\(escape(stem)) not rendered: \(escape("\(error)"))</p>")
      }
      renderTime += clock.now - start
    }
    adaptiveFigures.append("<h3>\(escape(example.name))</h3><div>\(row.joined())</div>")
  }
  sections.append(
    """
    <section id="adaptive"><h2>Adaptive: the same views on every device</h2>
    <p>iPhone portrait and landscape, iPad full screen and in ⅔, ½ and ⅓ split views, a Mac window.</p>
    \(adaptiveFigures.joined(separator: "\n"))
    </section>
    """)
  let html = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Trellis gallery</title>
    <style>
    body{font-family:sans-serif;margin:2em}
    section{margin-bottom:3em}
    figure{display:inline-flex;gap:12px;vertical-align:top;margin:0 2em 2em 0}
    figure img{border:1px solid #ccc;display:block}
    figcaption h3{margin:0 0 4px}
    figcaption p{margin:0 0 8px;font-size:13px}
    pre{font-size:11px;background:#f4f4f4;padding:8px;margin:0;max-width:520px;overflow-x:auto}
    .error{color:#b00020;width:195px}
    </style>
    </head><body><h1>Trellis gallery</h1>
    \(sections.joined(separator: "\n"))
    <script>
    // Marks the page once it has loaded: how many pictures the browser could decode.
    window.addEventListener("load", function () {
      var images = Array.prototype.slice.call(document.images);
      var loaded = images.filter(function (image) { return image.complete && image.naturalWidth > 0; }).length;
      var missing = images.length - loaded;
      document.body.dataset.images = "loaded " + loaded + " of " + images.length;
      document.title = missing === 0
        ? "Trellis gallery: all " + loaded + " images loaded"
        : "Trellis gallery: " + missing + " images missing";
    });
    </script>
    </body></html>

    """
  try html.write(to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
  let seconds = Double(renderTime.components.seconds) + Double(renderTime.components.attoseconds) / 1e18
  print(
    "Wrote \(counts.trees) frame trees, \(counts.png) PNGs, \(counts.svg) SVGs, \(counts.pdf) PDFs and index.html to \(output.path)"
      + " (rendered in \(String(format: "%.2f", seconds)) s)")
  if !failures.isEmpty {
    FileHandle.standardError.write(Data("trellis-gallery: \(failures.count) pictures failed to render\n".utf8))
    exit(1)
  }
} catch {
  FileHandle.standardError.write(Data("trellis-gallery: \(error)\n".utf8))
  exit(1)
}

func escape(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;")
}

func attribute(_ text: String) -> String {
  escape(text).replacingOccurrences(of: "\"", with: "&quot;")
}
