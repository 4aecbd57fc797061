import ArgumentParser
import Foundation
import Trellis

/// `trellis explain`: prints every proposal each view received, what it answered and where it
/// was placed.
struct ExplainCommand: ParsableCommand {
  /// The subcommand's name, abstract and examples.
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain the layout of a gallery example: every proposal, answer and placement, view by view.",
    discussion: """
      The example is laid out with tracing on (where: as for dump). Then, for each view in the \
      order of the frame tree (depth first, indented by depth, numbered as --view counts), every \
      size it was proposed and answered, in order — "cache hit" when the answer came from its \
      per-proposal cache instead of being computed — and where its parent placed it. Proposals \
      are (width, height); nil asks for the ideal size, inf for the largest. Frames are \
      (x, y, width, height) in window coordinates, before pixel rounding. A last line gives the \
      layout's counters: size queries, cache hits and text measurements.

      Examples:
        trellis explain checklist-row --width 390 --height 844
        trellis explain message-row --device iphone-portrait --view 3
      """)

  /// The example and where it is laid out.
  @OptionGroup var layout: LayoutOptions

  /// The one view to explain.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Explain only view number N (as numbered in the output).", valueName: "N"))
  var view: Int?

  /// Checks that the view number is not negative; its upper bound is known after layout.
  mutating func validate() throws {
    if let view, view < 0 {
      throw ValidationError("--view must be a view number, 0 or more, not \(view).")
    }
  }

  /// Lays the example out with tracing and prints the trace view by view.
  func run() throws {
    try requireRealText()
    let host = layout.host(tracing: true)
    guard let trace = host.trace else {
      printError("the layout recorded no trace.")
      throw ExitCode.failure
    }
    if let view, !trace.views.indices.contains(view) {
      let name = layout.example.example.name
      printError("--view \(view) is not a view of \(name): its views are numbered 0 to \(trace.views.count - 1).")
      throw ExitCode.validationFailure
    }
    print(
      "Layout of \(layout.example.example.name), \(layout.placeDescription): \(trace.views.count) views, "
        + "\(trace.events.count) events.")
    print(TraceReport(trace: trace, root: host.root).text(onlyView: view))
    print("Statistics: \(host.statistics)")
    for issue in host.runtimeIssues {
      FileHandle.standardError.write(Data("warning: \(issue)\n".utf8))
    }
    // Likely layout mistakes: truncated text, overlaps, off-screen views… (see `LayoutDiagnostic`).
    for diagnostic in host.diagnostics {
      FileHandle.standardError.write(Data("diagnostic: \(diagnostic)\n".utf8))
    }
  }
}

/// A layout trace grouped by view, for people: each view's proposals, answers and placements.
struct TraceReport {
  /// What the report knows of one view beyond its trace name.
  struct ViewInfo {
    /// The depth in the frame tree, 0 for the root.
    var depth = 0
    /// The composite views whose body the view is the root of.
    var sourceViews: [String] = []
    /// Its accessibility identifiers.
    var identifiers: [String] = []
    /// Whether the view is in the laid-out tree (views a `ViewThatFits` measured and dropped are not).
    var inTree = true
  }

  /// The trace.
  let trace: LayoutTrace
  /// One entry per view of the trace, by number.
  let info: [ViewInfo]

  /// Groups `trace`, taking depths, source views and identifiers from `root` when its depth-first
  /// order is the trace's numbering.
  init(trace: LayoutTrace, root: FrameNode?) {
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
  func text(onlyView: Int? = nil) -> String {
    var events: [[LayoutTrace.Event]] = Array(repeating: [], count: trace.views.count)
    for event in trace.events {
      switch event {
      case .size(let view, _, _, _), .placement(let view, _, _):
        if events.indices.contains(view) { events[view].append(event) }
      }
    }
    var lines: [String] = []
    for view in trace.views.indices where onlyView == nil || onlyView == view {
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
          lines.append(body + "proposed \(proposal) → \(formatSize(size))" + (cacheHit ? "  cache hit" : ""))
        case .placement(_, let proposal, let frame):
          lines.append(body + "placed at \(formatFrame(frame)), proposed \(proposal)")
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `1 size query`, `2 size queries`.
  private func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(number) \(number == 1 ? singular : plural)"
  }
}
