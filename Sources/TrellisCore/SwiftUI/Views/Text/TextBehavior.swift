import Foundation

/// A text leaf: measured through the environment's text measurer, with baselines and text spacing.
///
/// A text is measured once per distinct proposed width, and once more for each proposed height
/// that truncates it (``TextMeasurementCache``): a stack asks for its minimum (0), its maximum
/// (∞) and its share, and the placement pass and baseline questions reuse them. Spacing needs no measurement: it comes from the font's metrics.
///
/// Fidelity: partial — sizing rules of §1.2; spacing categories and formulas of §1.4
/// (OpenSwiftUI `Text+Spacing.swift`); the numbers depend on the measurer's fonts.
struct TextBehavior: LayoutBehavior {
  /// The text and its paragraph style; the width and height are filled in per proposal.
  let request: TextLayoutRequest
  let measurer: any TextMeasuring
  /// The colour of each run.
  let colors: [Color.Resolved]
  /// How the text is redacted, or `nil` when it is drawn.
  var redaction: TextRedaction?

  var debugName: String {
    let string = request.string
    let shown = string.count > 40 ? string.prefix(37) + "..." : Substring(string)
    return "Text \"\(TextLayoutRequest.escaped(shown))\"" + (redaction == nil ? "" : " redacted")
  }

  var role: LayoutRole { .text }

  /// The measurement for `proposal`, from the node's cache when the text was measured for it before.
  func measure(_ proposal: ProposedViewSize, context: LayoutContext) -> TextMeasurement {
    withMeasurement(proposal, context: context) { $0 }
  }

  /// Runs `body` with the measurement for `proposal`, read where the node's cache keeps it.
  ///
  /// A size or a baseline is all most questions need: handing the whole measurement out copied
  /// it (retaining its line boxes) and the cache's entries with it (Benchmarks/README.md, step 11).
  private func withMeasurement<Result>(
    _ proposal: ProposedViewSize, context: LayoutContext, _ body: (borrowing TextMeasurement) -> Result
  ) -> Result {
    // An infinite dimension constrains nothing, as an unspecified one.
    let width = proposal.width.flatMap { $0.isInfinite ? nil : $0 }
    let height = proposal.height.flatMap { $0.isInfinite ? nil : $0 }
    let wrapsGreedily = measurer.wrapsGreedily
    // Out of date when the views' inputs changed: measured again from scratch.
    return context.withMemory(initial: { TextMeasurementCache() }, update: { $0.removeAll() }) { measurements in
      if let index = measurements.index(width: width, height: height, wrapsGreedily: wrapsGreedily) {
        return measurements.read(index, body)
      }
      let (measured, fitted) = measureNow(width: width, height: height, context: context)
      measurements.store(measured, width: width, height: height, fitted: fitted)
      return body(measured)
    }
  }

  /// The measurement for `width` and `height`, and whether it was fitted — tightened or
  /// shrunk — to avoid truncation.
  private func measureNow(width: CGFloat?, height: CGFloat?, context: LayoutContext) -> (TextMeasurement, Bool) {
    context.countTextMeasurement()
    var request = request
    request.width = width
    request.height = height
    // Text that cannot shrink or tighten is measured as it is, as `measureFitting` would, without
    // handing the request back and comparing the two (their strings and runs).
    guard request.mayFit else { return (measurer.measure(request), false) }
    let (measurement, laidOut) = measurer.measureFitting(request)
    return (measurement, laidOut != request)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    withMeasurement(proposal, context: context) { $0.size }
  }

  /// The text, laid out in its frame as it was measured for it.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    var proposed = request
    proposed.width = frame.width
    proposed.height = frame.height
    // Text that cannot shrink or tighten is drawn as it is; only shrinking, tightening and
    // redaction need the measurement again (a measurer remembers it).
    guard redaction != nil || proposed.mayFit else { return [.text(proposed, frame: frame, colors: colors)] }
    let (measurement, laidOut) = measurer.measureFitting(proposed)
    guard let redaction else { return [.text(laidOut, frame: frame, colors: colors)] }
    return redactionBars(measurement, redaction, in: frame)
  }

  /// One rounded bar per line, where the line's glyphs would be, in the first run's colour.
  private func redactionBars(_ measurement: TextMeasurement, _ redaction: TextRedaction, in frame: CGRect)
    -> [DisplayList.Item]
  {
    let color = (colors.first ?? Color.primary.resolve(in: EnvironmentValues())).multiplyingOpacity(
      by: redaction.opacity)
    return measurement.lineBoxes.compactMap { line in
      guard line.width > 0, line.height > 0 else { return nil }
      let x: CGFloat =
        switch request.alignment {
        case .leading: 0
        case .center: (frame.width - line.width) / 2
        case .trailing: frame.width - line.width
        }
      let height = line.height * redaction.heightFraction
      let bar = CGRect(
        x: frame.minX + x, y: frame.minY + line.minY + (line.height - height) / 2, width: line.width, height: height)
      let path = Path(roundedRect: bar, cornerRadius: height * redaction.cornerFraction)
      return .fill(path, paint: .color(color), bounds: bar, evenOdd: false)
    }
  }

  var explicitGuides: ExplicitGuides { ExplicitGuides(ownValues: true) }

  /// The first and last baselines are explicit guides of text, and so is its leading edge as a
  /// list row's separator guide: a row's separator starts under its first text
  /// (`HorizontalAlignment.listRowSeparatorLeading`).
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? {
    if key == HorizontalAlignment.listRowSeparatorLeading.key { return 0 }
    if key == VerticalAlignment.firstTextBaseline.key {
      return withMeasurement(proposal, context: context) { $0.firstBaseline }
    }
    if key == VerticalAlignment.lastTextBaseline.key {
      return withMeasurement(proposal, context: context) { $0.lastBaseline }
    }
    return nil
  }

  /// Text pairs with text above and below by line metrics, and keeps typographic distances to
  /// other views above and below it; horizontally it has no preference (§1.4, OpenSwiftUI
  /// `Text+Spacing.swift`). The metrics are those of the text's largest font.
  ///
  /// Against a baseline-relative neighbour (`_TextBaselineRelativeSpacer`) its edges sit at its
  /// first and last baselines: the distance reaches back into the text from the top to the
  /// first baseline, and from the bottom to the last one.
  func spacing(context: LayoutContext) -> Spacing {
    // The values the text is measured with: a NaN font size or line spacing would make every
    // distance to a neighbour NaN (measuring reports them).
    let request = request.sanitized().request
    let largest = request.runs.map(\.font).max { $0.pointSize < $1.pointSize } ?? .body
    let metrics = measurer.lineMetrics(for: largest, displayScale: request.displayScale)
    // The ideal layout has one line per paragraph: its last baseline sits that many lines down,
    // and its height is rounded up to the pixel grid.
    let lines = CGFloat(request.string.split(separator: "\n", omittingEmptySubsequences: false).count)
    let idealHeight = (lines * metrics.lineHeight + (lines - 1) * request.lineSpacing)
      .roundedUp(toMultipleOf: metrics.pixelLength)
    let lastBaseline = (lines - 1) * (metrics.lineHeight + request.lineSpacing) + metrics.ascender
    return Spacing(minima: [
      (Spacing.Key(category: .textToText, edge: .top), .topTextMetrics(metrics)),
      (Spacing.Key(category: .textToText, edge: .bottom), .bottomTextMetrics(metrics)),
      (Spacing.Key(category: .edgeAboveText, edge: .top), .distance(metrics.edgeAboveTextDistance)),
      (Spacing.Key(category: .edgeBelowText, edge: .bottom), .distance(metrics.edgeBelowTextDistance)),
      (Spacing.Key(category: .textBaseline, edge: .top), .distance(-metrics.ascender)),
      (Spacing.Key(category: .textBaseline, edge: .bottom), .distance(lastBaseline - idealHeight)),
    ])
  }
}

/// A text node's measurements in one layout pass, by proposed width and height.
///
/// A height only truncates: a measurement that was not truncated is the whole text at its
/// width, and answers any height it fits in, so stacks' probes at heights 0, ∞ and their shares
/// cost one measurement per width, plus one per height that truncates the text.
///
/// A width only wraps: when the measurer wraps greedily (``TextMeasuring/wrapsGreedily``), a
/// text measured at width A (or none) that came out w wide, whole and unshrunk, has the same
/// lines at every width from w to A — each of its lines still fits, and each break still falls
/// where the next word did not fit in A, so not in less either. That measurement answers those
/// widths, so a stack's probe at ∞, its share and its placement at the text's own width cost
/// one measurement, not three (shape dm of the benchmarks: Benchmarks/README.md, step 3).
struct TextMeasurementCache {
  private struct Entry {
    var width: CGFloat?
    var height: CGFloat?
    var measurement: TextMeasurement
    /// Whether the text was tightened or shrunk to fit: its size then depends on the width.
    var fitted: Bool
  }

  private var entries: [Entry] = []

  /// Forgets every measurement, keeping the storage.
  mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

  /// The index of the measurement for `width` and `height`: one made at that width that
  /// answers the height, else, when the measurer wraps greedily, one whose lines are the same
  /// at that width. Read it with ``read(_:_:)``, which copies nothing.
  func index(width: CGFloat?, height: CGFloat?, wrapsGreedily: Bool = false) -> Int? {
    for index in entries.indices where same(entries[index].width, width) && answers(index, height: height) {
      return index
    }
    guard wrapsGreedily, let width, !width.isNaN else { return nil }
    for index in entries.indices {
      let (fitted, truncated) = (entries[index].fitted, entries[index].measurement.isTruncated)
      guard !fitted, !truncated, entries[index].measurement.size.width <= width else { continue }
      guard entries[index].width.map({ width <= $0 }) ?? true else { continue }
      if answers(index, height: height) { return index }
    }
    return nil
  }

  /// Runs `body` with the measurement at `index`, in place.
  func read<Result>(_ index: Int, _ body: (borrowing TextMeasurement) -> Result) -> Result {
    body(entries[index].measurement)
  }

  /// Whether the entry at `index`, measured at its width, is the measurement for `height` at
  /// that width.
  private func answers(_ index: Int, height: CGFloat?) -> Bool {
    if same(entries[index].height, height) { return true }
    guard !entries[index].measurement.isTruncated else { return false }
    return height.map { entries[index].measurement.size.height <= $0 } ?? true
  }

  mutating func store(_ measurement: TextMeasurement, width: CGFloat?, height: CGFloat?, fitted: Bool = false) {
    entries.append(Entry(width: width, height: height, measurement: measurement, fitted: fitted))
  }

  private func same(_ lhs: CGFloat?, _ rhs: CGFloat?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs == rhs || (lhs.isNaN && rhs.isNaN)
    default: false
    }
  }
}

extension TextBehavior: TextContent {
  var isEmptyText: Bool { request.string.isEmpty }

  /// Measures the text in `size`, and at its width with no height limit: truncated when the
  /// first shows fewer lines than the second needs.
  func truncation(in size: CGSize) -> (needed: CGSize, neededLines: Int, shownLines: Int)? {
    var request = request
    request.width = size.width
    request.height = size.height
    let fitted = measurer.measure(request)
    var whole = self.request
    whole.width = size.width
    whole.height = nil
    let needed = measurer.measure(whole)
    guard fitted.isTruncated || fitted.lineCount < needed.lineCount else { return nil }
    return (needed.size, needed.lineCount, fitted.lineCount)
  }
}
