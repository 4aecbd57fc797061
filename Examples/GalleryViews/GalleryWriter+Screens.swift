import Foundation
import Trellis
import TrellisScreens

extension GalleryWriter {
  /// The realistic screens section: each screen of ``Screens/all`` as a whole iPhone screen, in
  /// iOS 26's and iOS 18's designs, light and dark, with its frame tree (iOS 26's).
  ///
  /// - Returns: The section's HTML.
  func writeScreensSection(
    measurer: PangoTextMeasurer, summary: inout Summary, reportFailure: (String) -> Void
  ) throws -> String {
    let clock = ContinuousClock()
    var figures: [String] = []
    for screen in Screens.all {
      var row: [String] = []
      for (design, scheme) in [InterfaceDesign.iOS26, .iOS18].flatMap({ d in [ColorScheme.light, .dark].map { (d, $0) }
        })
      {
        let schemeName = scheme == .light ? "light" : "dark"
        let stem = "screen-\(screen.name)@iphone-\(design)-\(schemeName)"
        var environment = EnvironmentValues()
        environment.textMeasurer = measurer
        environment.colorScheme = scheme
        environment.interfaceDesign = design
        if scheme == .light && design == .current {
          let host = LayoutHost(screen.make(), device: .iPhone, environment: environment)
          try "\(screen.name) on \(Device.iPhone.description)\n\(host.statistics)\n\n\(host.dump())\n".write(
            to: output.appendingPathComponent("screen-\(screen.name).txt"), atomically: true, encoding: .utf8)
          summary.frameTrees += 1
        }
        // The window's system background behind the screen, into the safe area, as on the device.
        let window = screen.make().frame(maxWidth: .infinity, maxHeight: .infinity).background(.background)
        let renderer = ImageRenderer(content: window)
        renderer.device = .iPhone
        renderer.environment = environment
        let start = clock.now
        row.append(
          writeScreenFigure(
            renderer, stem: stem, width: 195,
            caption: "\(design == .iOS26 ? "iOS 26" : "iOS 18"), \(schemeName)", summary: &summary,
            reportFailure: reportFailure))
        summary.renderTime += clock.now - start
      }
      figures.append(
        "<h3 id=\"screen-\(Self.attribute(screen.name))\">\(Self.escape(screen.name))</h3>"
          + "<p>\(Self.escape(screen.caption)) · <a href=\"screen-\(Self.attribute(screen.name)).txt\">frame tree</a></p>"
          + "<div>\(row.joined())</div>")
    }
    return """
      <section id="screens"><h2>Realistic screens</h2>
      <p>App screens written as ordinary SwiftUI (Examples/Screens), each on a 390 × 844 iPhone at 3×, in iOS 26's
      Liquid Glass design (the default) and iOS 18's, light and dark.</p>
      \(figures.joined(separator: "\n"))
      </section>
      """
  }

  /// Renders a whole screen to `<stem>.png` and returns its `<figure>`, or, if it cannot be
  /// rendered, records the failure and returns an error paragraph in its place.
  func writeScreenFigure<V: View>(
    _ renderer: ImageRenderer<V>, stem: String, width: Int, caption: String, summary: inout Summary,
    reportFailure: (String) -> Void
  ) -> String {
    do {
      try renderer.pngData().write(to: output.appendingPathComponent("\(stem).png"))
      summary.pngCount += 1
      return "<figure><img src=\"\(Self.attribute(stem)).png\" width=\"\(width)\" alt=\"\(Self.attribute(stem))\">"
        + "<figcaption><p>\(Self.escape(caption))</p></figcaption></figure>"
    } catch {
      let message = "\(stem): \(error)"
      summary.failures.append(message)
      reportFailure(message)
      return "<p class=\"error\">\(Self.escape(stem)) not rendered: \(Self.escape("\(error)"))</p>"
    }
  }
}
