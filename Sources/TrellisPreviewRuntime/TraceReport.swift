import Foundation
import Trellis

/// A layout trace grouped by view, for people: each view's proposals, answers and placements.
public struct TraceReport: Sendable {
  /// What the report knows of one view beyond its trace name.
  public struct ViewInfo: Sendable {
    /// The depth in the frame tree, 0 for the root.
    public var depth = 0
    /// The composite views whose body the view is the root of.
    public var sourceViews: [String] = []
    /// Its accessibility identifiers.
    public var identifiers: [String] = []
    /// Whether the view is in the laid-out tree (views a `ViewThatFits` measured and dropped are not).
    public var inTree = true
  }

  /// The trace.
  public let trace: LayoutTrace
  /// One entry per view of the trace, by number.
  public let info: [ViewInfo]

  /// Groups `trace`, taking depths, source views and identifiers from `root` when its depth-first
  /// order is the trace's numbering.
  public init(trace: LayoutTrace, root: FrameNode?) {
    self.trace = trace
    var nodes: [ViewInfo] = []
    var names: [String] = []
    var work = root.map { [($0, 0)] } ?? []
    while let (node, depth) = work.popLast() {
      nodes.append(ViewInfo(depth: depth, sourceViews: node.sourceViews, identifiers: node.identifiers))
      names.append(node.name)
      work.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
    }
    let matches = names.count <= trace.views.count && zip(names, trace.views).allSatisfy { $0 == $1 }
    info = trace.views.indices.map { index in
      guard matches else { return ViewInfo() }
      return index < nodes.count ? nodes[index] : ViewInfo(inTree: false)
    }
  }

  /// The report: every view, or only `onlyView`.
  public func text(onlyView: Int? = nil) -> String {
    let texts = viewTexts()
    guard let onlyView else { return texts.joined(separator: "\n") }
    return texts.indices.contains(onlyView) ? texts[onlyView] : ""
  }

  /// Each view's part of the report, by view number: its heading line, then its proposals,
  /// answers and placements, one a line. One pass over the trace, for any number of views.
  public func viewTexts() -> [String] {
    var events: [[LayoutTrace.Event]] = Array(repeating: [], count: trace.views.count)
    for event in trace.events {
      switch event {
      case .size(let view, _, _, _), .placement(let view, _, _):
        if events.indices.contains(view) { events[view].append(event) }
      }
    }
    return trace.views.indices.map { view in
      var lines: [String] = []
      let details = info[view]
      // A bounded indent keeps very deep trees readable; the number says where the view is anyway.
      let indent = String(repeating: "  ", count: min(details.depth, 20))
      var heading = "\(indent)#\(view) \(trace.views[view])"
      for identifier in details.identifiers { heading += " #\(identifier)" }
      if !details.sourceViews.isEmpty { heading += "  ← " + details.sourceViews.joined(separator: " ← ") }
      let queries = events[view].filter { if case .size = $0 { true } else { false } }
      let hits = queries.filter { if case .size(_, _, _, true) = $0 { true } else { false } }
      heading += "  [\(count(queries.count, "size query", "size queries")), "
      heading += count(hits.count, "cache hit", "cache hits")
      heading += details.inTree ? "]" : "; not in the final tree]"
      lines.append(heading)
      let body = indent + String(repeating: " ", count: "#\(view) ".count)
      if events[view].isEmpty { lines.append(body + "never asked or placed") }
      for event in events[view] {
        switch event {
        case .size(_, let proposal, let size, let cacheHit):
          lines.append(
            body + "proposed \(proposal) → (\(formatLength(size.width)), \(formatLength(size.height)))"
              + (cacheHit ? "  cache hit" : ""))
        case .placement(_, let proposal, let frame):
          lines.append(body + "placed at \(FrameNode.format(frame)), proposed \(proposal)")
        }
      }
      return lines.joined(separator: "\n")
    }
  }

  /// `1 size query`, `2 size queries`.
  private func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(number) \(number == 1 ? singular : plural)"
  }
}
