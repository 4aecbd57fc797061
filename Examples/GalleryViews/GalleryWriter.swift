import Foundation
import Trellis

/// Lays out and renders every gallery example into a directory: what `trellis-gallery` writes.
///
/// For each example and window it writes the frame tree to `<output>/<example>@<window>.txt`
/// and the picture of the whole window to `<output>/<example>@<window>.png`; for the
/// `iphone-1x` window also `.svg` and `.pdf`. An adaptive section renders a few examples on
/// every ``Device`` preset, and `index.html` shows every picture next to its frame tree. The
/// output is the same bytes on every run: nothing in it depends on the date or the machine's
/// speed.
///
/// ```swift
/// let summary = try GalleryWriter(output: URL(fileURLWithPath: "output/gallery")).write()
/// print(summary)
/// ```
@MainActor
public struct GalleryWriter {
  /// A window the examples are laid out in: a size, a display scale and a horizontal size class.
  public struct Window: Sendable {
    /// A file-name-friendly name, e.g. `iphone-3x`.
    public var name: String
    /// The window size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The horizontal size class the window gives its content.
    public var sizeClass: UserInterfaceSizeClass
    /// Whether to write SVG and PDF too, so that all three formats are exercised.
    public var vectorFormats: Bool

    /// Creates a window.
    public init(
      name: String, size: CGSize, scale: CGFloat, sizeClass: UserInterfaceSizeClass, vectorFormats: Bool = false
    ) {
      self.name = name
      self.size = size
      self.scale = scale
      self.sizeClass = sizeClass
      self.vectorFormats = vectorFormats
    }
  }

  /// What a run wrote, and what failed.
  public struct Summary: Sendable, CustomStringConvertible {
    /// The directory written to.
    public var output: URL
    /// The number of frame trees (`.txt`) written.
    public var frameTrees = 0
    /// The number of PNG pictures written.
    public var pngCount = 0
    /// The number of SVG pictures written.
    public var svgCount = 0
    /// The number of PDF pictures written.
    public var pdfCount = 0
    /// One message per picture that could not be rendered: `<stem>: <error>`.
    public var failures: [String] = []
    /// The time spent rendering pictures (not laying out frame trees or writing HTML).
    public var renderTime = Duration.zero

    /// The counts on one line, as `trellis-gallery` prints them.
    public var description: String {
      let seconds = Double(renderTime.components.seconds) + Double(renderTime.components.attoseconds) / 1e18
      return "Wrote \(frameTrees) frame trees, \(pngCount) PNGs, \(svgCount) SVGs, \(pdfCount) PDFs and index.html to "
        + "\(output.path) (rendered in \(String(format: "%.2f", seconds)) s)"
    }
  }

  /// The windows every example is laid out in: iPhone at 1× and 3×, iPad at 1× and 2×.
  public static let windows = [
    Window(
      name: "iphone-1x", size: CGSize(width: 390, height: 844), scale: 1, sizeClass: .compact, vectorFormats: true),
    Window(name: "iphone-3x", size: CGSize(width: 390, height: 844), scale: 3, sizeClass: .compact),
    Window(name: "ipad-1x", size: CGSize(width: 1024, height: 1366), scale: 1, sizeClass: .regular),
    Window(name: "ipad-2x", size: CGSize(width: 1024, height: 1366), scale: 2, sizeClass: .regular),
  ]

  /// The examples the adaptive section shows on every device preset.
  public static let adaptiveExampleNames: Set<String> = [
    "adaptive-stack", "profile-card", "settings-list", "flow-layout",
  ]

  /// The directory the gallery is written to; created if missing.
  public var output: URL
  /// The examples to write, in order: ``Gallery/examples`` unless changed.
  public var examples: [GalleryExample]
  /// The windows each example is laid out in: ``windows`` unless changed.
  public var windows: [Window]

  /// Creates a writer for the whole gallery into `output`.
  public init(output: URL, examples: [GalleryExample] = Gallery.examples, windows: [Window] = GalleryWriter.windows) {
    self.output = output
    self.examples = examples
    self.windows = windows
  }

  /// Writes the frame trees, the pictures and `index.html`.
  ///
  /// A picture that fails to render is reported to `reportFailure` and listed in the summary's
  /// ``Summary/failures``; the rest of the gallery is still written. Text is measured with a new
  /// ``PangoTextMeasurer``.
  ///
  /// - Parameter reportFailure: Called with `<stem>: <error>` as soon as a picture fails.
  /// - Returns: What was written.
  /// - Throws: When the directory, a frame tree or the index cannot be written, or Pango cannot load its fonts.
  public func write(reportFailure: (String) -> Void = { _ in }) throws -> Summary {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let measurer = try PangoTextMeasurer()
    var summary = Summary(output: output)
    let clock = ContinuousClock()
    var sections: [String] = []
    for example in examples {
      var figures: [String] = []
      for window in windows {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = window.sizeClass
        environment.textMeasurer = measurer
        let stem = "\(example.name)@\(window.name)"
        let size = "\(Int(window.size.width)) × \(Int(window.size.height))"
        let title = "\(example.name) in \(window.name) (\(size) @\(Int(window.scale))×)"

        // The frame tree of the example itself, centred in the window.
        let host = LayoutHost(example.view, size: window.size, displayScale: window.scale, environment: environment)
        let text = """
          \(title)
          \(host.statistics)

          \(host.dump())

          """
        try text.write(to: output.appendingPathComponent("\(stem).txt"), atomically: true, encoding: .utf8)
        summary.frameTrees += 1

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
            case "png": summary.pngCount += 1
            case "svg": summary.svgCount += 1
            default: summary.pdfCount += 1
            }
          }
          summary.renderTime += clock.now - start
          // Half the point size, whatever the scale: 1× and 3× show alike, iPhone and iPad to scale.
          let (width, height) = (Int(window.size.width / 2), Int(window.size.height / 2))
          let image =
            "<img src=\"\(Self.attribute(stem)).png\" width=\"\(width)\" height=\"\(height)\" "
            + "alt=\"\(Self.attribute(title))\">"
          picture = "<a href=\"\(Self.attribute(stem)).png\">\(image)</a>"
          links = formats.dropFirst().map { "<a href=\"\(Self.attribute(stem)).\($0)\">\($0.uppercased())</a>" }
        } catch {
          let message = "\(stem): \(error)"
          summary.failures.append(message)
          reportFailure(message)
          picture = "<p class=\"error\">Not rendered: \(Self.escape("\(error)"))</p>"
        }
        links.append("<a href=\"\(Self.attribute(stem)).txt\">frame tree</a>")
        figures.append(
          """
          <figure>\(picture)<figcaption><h3>\(Self.escape(window.name))</h3>\
          <p>\(size) pt @\(Int(window.scale))× · \(links.joined(separator: " · "))</p>\
          <pre>\(Self.escape(host.dump()))</pre></figcaption></figure>
          """)
      }
      sections.append(
        """
        <section id="\(Self.attribute(example.name))"><h2>\(Self.escape(example.name))</h2>\
        <p>\(Self.escape(example.caption))</p>
        \(figures.joined(separator: "\n"))
        </section>
        """)
    }
    // The adaptive page: the same views on every device preset, whole screens with their safe
    // areas and size classes.
    var adaptiveFigures: [String] = []
    for example in examples where Self.adaptiveExampleNames.contains(example.name) {
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
        row.append(
          writeScreenFigure(
            renderer, stem: stem, width: Int(device.size.width / 3), caption: device.description, summary: &summary,
            reportFailure: reportFailure))
        summary.renderTime += clock.now - start
      }
      adaptiveFigures.append("<h3>\(Self.escape(example.name))</h3><div>\(row.joined())</div>")
    }
    sections.append(
      """
      <section id="adaptive"><h2>Adaptive: the same views on every device</h2>
      <p>iPhone portrait and landscape, iPad full screen and in ⅔, ½ and ⅓ split views, a Mac window.</p>
      \(adaptiveFigures.joined(separator: "\n"))
      </section>
      """)
    sections.append(try writeScreensSection(measurer: measurer, summary: &summary, reportFailure: reportFailure))
    try Self.page(sections: sections).write(
      to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    return summary
  }

  /// The whole `index.html`, around the sections.
  private static func page(sections: [String]) -> String {
    """
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
  }

  /// Escapes text for HTML element content.
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// Escapes text for an HTML attribute value in double quotes.
  static func attribute(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "\"", with: "&quot;")
  }
}
