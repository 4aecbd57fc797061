import Foundation

/// A text leaf: measured through the environment's text measurer, with baselines and text spacing.
///
/// Size depends on the proposed width; the proposed height matters only when the text does
/// not fit it and must be truncated. So a text is measured once per distinct width — a stack
/// asks for its minimum (0), its maximum (∞) and its share, three widths — and again only for
/// a height that truncates it. Baseline questions reuse those measurements.
///
/// Fidelity: partial — sizing rules of §1.2; spacing categories and formulas of §1.4
/// (OpenSwiftUI `Text+Spacing.swift`); the numbers depend on the measurer's fonts.
struct TextBehavior: LayoutBehavior {
  /// The text and its paragraph style; the width and height are filled in per proposal.
  let request: TextLayoutRequest
  let measurer: any TextMeasuring

  var debugName: String {
    let string = request.string
    return "Text \"\(string.count > 40 ? string.prefix(37) + "..." : Substring(string))\""
  }

  /// The measurement for `proposal`, from the node's cache when the text was measured for it before.
  func measure(_ proposal: ProposedViewSize, context: LayoutContext) -> TextMeasurement {
    let cache: CacheBox<TextMeasurementCache> = context.engine.layoutCache(of: context.node)
    var measurements = cache.value ?? TextMeasurementCache()
    defer { cache.value = measurements }
    // An infinite width wraps nothing, as no width does.
    let width = proposal.width.flatMap { $0.isFinite || $0.isNaN ? $0 : nil }
    let unconstrained = measurements.lookup(width: width, height: nil) ?? {
      let measured = measureNow(width: width, height: nil, context: context)
      measurements.store(measured, width: width, height: nil)
      return measured
    }()
    guard let height = proposal.height, height < unconstrained.size.height else { return unconstrained }
    if let truncated = measurements.lookup(width: width, height: height) { return truncated }
    let truncated = measureNow(width: width, height: height, context: context)
    measurements.store(truncated, width: width, height: height)
    return truncated
  }

  private func measureNow(width: CGFloat?, height: CGFloat?, context: LayoutContext) -> TextMeasurement {
    context.engine.countTextMeasurement()
    var request = request
    request.width = width
    request.height = height
    return measurer.measure(request)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    measure(proposal, context: context).size
  }

  /// The first and last baselines are explicit guides of text.
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? {
    if key == VerticalAlignment.firstTextBaseline.key { return measure(proposal, context: context).firstBaseline }
    if key == VerticalAlignment.lastTextBaseline.key { return measure(proposal, context: context).lastBaseline }
    return nil
  }

  /// Text pairs with text above and below by line metrics, and keeps typographic distances to
  /// other views above and below it (§1.4); horizontally it has no preference.
  ///
  /// Against a baseline-relative neighbour (`_TextBaselineRelativeSpacer`) its edges sit at its
  /// first and last baselines: the distance reaches back into the text by the ascender above
  /// and the descender below.
  func spacing(context: LayoutContext) -> Spacing {
    let top = measurer.lineMetrics(for: request.runs.first?.font ?? .body, displayScale: request.displayScale)
    let bottom = measurer.lineMetrics(for: request.runs.last?.font ?? .body, displayScale: request.displayScale)
    return Spacing(minima: [
      (Spacing.Key(category: .textToText, edge: .top), .topTextMetrics(top)),
      (Spacing.Key(category: .textToText, edge: .bottom), .bottomTextMetrics(bottom)),
      (Spacing.Key(category: .edgeAboveText, edge: .top), .distance(top.edgeAboveTextDistance)),
      (Spacing.Key(category: .edgeBelowText, edge: .bottom), .distance(bottom.edgeBelowTextDistance)),
      (Spacing.Key(category: .textBaseline, edge: .top), .distance(-top.ascender)),
      (Spacing.Key(category: .textBaseline, edge: .bottom), .distance(-bottom.descender)),
    ])
  }
}

/// A text node's measurements in one layout pass, by proposed width and truncating height.
struct TextMeasurementCache {
  private var entries: [(width: CGFloat?, height: CGFloat?, measurement: TextMeasurement)] = []

  func lookup(width: CGFloat?, height: CGFloat?) -> TextMeasurement? {
    entries.first { same($0.width, width) && same($0.height, height) }?.measurement
  }

  mutating func store(_ measurement: TextMeasurement, width: CGFloat?, height: CGFloat?) {
    entries.append((width, height, measurement))
  }

  private func same(_ lhs: CGFloat?, _ rhs: CGFloat?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs == rhs || (lhs.isNaN && rhs.isNaN)
    default: false
    }
  }
}
