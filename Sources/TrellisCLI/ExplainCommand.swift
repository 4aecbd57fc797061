import ArgumentParser
import Foundation
import Trellis
import TrellisPreviewRuntime

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
