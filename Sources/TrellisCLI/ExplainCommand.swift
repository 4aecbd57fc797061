import ArgumentParser
import Foundation

/// `trellis explain`: prints every proposal each view of a preview received, what it answered
/// and where it was placed.
struct ExplainCommand: ParsableCommand {
  /// The subcommand's name, abstract and examples.
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain the layout of a preview of your package: every proposal, answer and placement, view by view.",
    discussion: """
      The preview is laid out with tracing on (where: as for render). Then, for each view in the \
      order of the frame tree (depth first, indented by depth, numbered as --view counts), every \
      size it was proposed and answered, in order — "cache hit" when the answer came from its \
      per-proposal cache instead of being computed — and where its parent placed it. Proposals \
      are (width, height); nil asks for the ideal size, inf for the largest. Frames are \
      (x, y, width, height) in window coordinates, before pixel rounding. A last line gives the \
      layout's counters: size queries, cache hits and text measurements.

      Examples:
        trellis explain Badge/Badge --width 390 --height 844
        trellis explain ProfileCard_Previews/Card --device iphone-portrait --view 3
      """)

  /// The preview and where it is laid out.
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

  /// Lays the preview out with tracing and prints the trace view by view.
  func run() throws {
    let render = try layout.render(draws: false, explains: true)
    guard let report = render.report, let explanation = report.explanation else {
      printError("the layout recorded no trace.")
      throw ExitCode.failure
    }
    if let view, !explanation.views.indices.contains(view) {
      printError(
        "--view \(view) is not a view of \(render.preview): its views are numbered 0 to \(explanation.views.count - 1)."
      )
      throw ExitCode.validationFailure
    }
    print(
      "Layout of \(render.preview), \(report.place): \(explanation.views.count) views, "
        + "\(explanation.eventCount) events.")
    print(view.map { explanation.views[$0] } ?? explanation.views.joined(separator: "\n"))
    print("Statistics: \(explanation.statistics)")
    printDiagnostics(of: report)
  }
}
