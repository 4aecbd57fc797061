import Foundation

extension LayoutHost {
  /// Lays out `rootView` in a window of `size`, measuring text with the real fonts (Pango, Inter
  /// with SF Pro's metrics, Noto for other scripts) and reading PDF and SVG images (Poppler, librsvg).
  ///
  /// ```swift
  /// let host = LayoutHost(ChecklistRow(name: "Milk"), size: CGSize(width: 390, height: 844), displayScale: 3)
  /// print(host.dump())
  /// ```
  ///
  /// - Parameters:
  ///   - rootView: The view to lay out.
  ///   - size: The size proposed to the root view. Negative or non-finite values are replaced by 0.
  ///   - displayScale: Pixels per point: 1, 2 or 3. Anything not positive and finite is replaced by 1.
  ///   - environment: The environment the root view starts from; the host sets its display scale.
  ///   - tracing: Whether to record every size question and placement in the trace.
  public convenience init<V: View>(
    _ rootView: V, size: CGSize, displayScale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues(),
    tracing: Bool = false
  ) {
    self.init(
      rootView, size: size, displayScale: displayScale, environment: environment.readingImages,
      textMeasurer: RealTextMeasurer.shared, tracing: tracing)
  }

  /// Lays out `rootView` as it would appear on `device` — its window size, display scale, safe
  /// area and size classes — measuring text with the real fonts; with the status bar and home
  /// indicator over it when `chrome` asks for them.
  public convenience init<V: View>(
    _ rootView: V, device: Device, chrome: ScreenChrome = [], environment: EnvironmentValues = EnvironmentValues(),
    tracing: Bool = false
  ) {
    self.init(
      rootView, device: device, chrome: chrome, environment: environment.readingImages,
      textMeasurer: RealTextMeasurer.shared,
      tracing: tracing)
  }

  /// Lays out `rootView` for `proposal` on a canvas of the size it asks for, as `ImageRenderer`
  /// does, measuring text with the real fonts.
  public convenience init<V: View>(
    _ rootView: V, proposal: ProposedViewSize, displayScale: CGFloat = 1,
    environment: EnvironmentValues = EnvironmentValues(), tracing: Bool = false
  ) {
    self.init(
      rootView, proposal: proposal, displayScale: displayScale, environment: environment.readingImages,
      textMeasurer: RealTextMeasurer.shared, tracing: tracing)
  }
}

extension EnvironmentValues {
  /// The environment with the image reader of `import Trellis` (Poppler and librsvg), unless it
  /// sets one: what every Trellis host starts from.
  var readingImages: EnvironmentValues {
    var environment = self
    if !environment.hasImageReader { environment.imageReader = RealImageReader() }
    return environment
  }
}

/// The measurer hosts use unless told otherwise: Pango over the font set, or — when the fonts
/// are not installed — the fixed-advance stand-in, with the reason reported as a runtime issue
/// of every host that measures text, so that a missing package never passes unnoticed.
enum RealTextMeasurer {
  static let shared: any TextMeasuring =
    switch TextEnginePool.shared {
    case .success(let pool): PangoTextMeasurer(engines: pool)
    case .failure(let error): MissingFontsMeasurer(error: error)
    }
}

/// Fixed advances, for a process whose fonts are missing: text still lays out, and each host
/// says why its numbers are not SwiftUI's.
private struct MissingFontsMeasurer: TextMeasuring {
  let error: FontSetError
  let fallback = FixedAdvanceTextMeasurer()

  private func report() {
    RuntimeIssues.reportOnce("\(error) Text is measured with fixed advances until then.")
  }

  func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    report()
    return fallback.measure(request)
  }

  func lineMetrics(for font: Font, displayScale: CGFloat) -> TextMetrics {
    fallback.lineMetrics(for: font, displayScale: displayScale)
  }

  var wrapsGreedily: Bool { fallback.wrapsGreedily }

  func symbolSize(named name: String, font: Font, scale: Image.Scale, displayScale: CGFloat) -> CGSize? {
    report()
    return fallback.symbolSize(named: name, font: font, scale: scale, displayScale: displayScale)
  }
}
