import Foundation
import Trellis

/// What `trellis dump`, `explain` and `render` print of a preview's layout, written by the
/// runner beside the picture: the frame tree as text and JSON, the scale and, when the layout
/// was traced, every proposal and answer view by view.
public struct PreviewLayoutReport: Codable, Hashable, Sendable {
  /// The layout's trace, grouped by view.
  public struct Explanation: Codable, Hashable, Sendable {
    /// Each view's part of the report, by view number (``TraceReport/viewTexts()``).
    public var views: [String]
    /// The number of events the trace recorded.
    public var eventCount: Int
    /// The layout's counters: size queries, cache hits and text measurements.
    public var statistics: String
  }

  /// The window's size in points: `[width, height]`.
  public var size: [Double]
  /// Pixels per point of the picture.
  public var scale: Double
  /// Where the view was laid out: `iphone-portrait (390 × 844 @3×)`, `a 390 × 844 window @1×`.
  public var place: String
  /// One view a line, indented by depth, with its frame (`LayoutHost.dump()`).
  public var frameTree: String
  /// The frame tree as a JSON object (``FrameNodeJSON``), `null` when nothing was laid out.
  public var frameTreeJSON: String
  /// The layout diagnostics, in words.
  public var diagnostics: [String]
  /// The trace, when the layout was traced.
  public var explanation: Explanation?

  /// The report of `host`, drawn at `scale` and laid out at `place`.
  @MainActor public init(host: LayoutHost, scale: Double, place: String) throws {
    size = [Double(host.size.width), Double(host.size.height)]
    self.scale = scale
    self.place = place
    frameTree = host.dump()
    frameTreeJSON = try host.root.map { try FrameNodeJSON($0).json() } ?? "null"
    diagnostics = host.diagnostics.map(\.description)
    explanation = host.trace.map { trace in
      Explanation(
        views: TraceReport(trace: trace, root: host.root).viewTexts(), eventCount: trace.events.count,
        statistics: host.statistics.description)
    }
  }
}
