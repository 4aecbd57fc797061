import ArgumentParser
import Foundation

/// `trellis dump`: prints a preview's frame tree, as text or JSON.
struct DumpCommand: ParsableCommand {
  /// The subcommand's name, abstract and examples.
  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract: "Print the frame tree of a preview of your package, as text or JSON.",
    discussion: """
      One view a line, indented by depth, with its frame (x, y, width, height) in points, rounded \
      to the pixel grid, and the composite views whose body it is (← Badge). The preview is laid \
      out as `trellis render` lays it out (where: as for render), and not drawn.

      With --json, the tree as a JSON object: name, sourceViews, identifiers, frame and \
      layoutFrame (before pixel rounding) as [x, y, width, height], and children.

      Examples:
        trellis dump Badge/Badge
        trellis dump ProfileCard_Previews/Card --device ipad
        trellis dump Badge/Badge --width 390 --height 844 --json > badge.json
      """)

  /// The preview and where it is laid out.
  @OptionGroup var layout: LayoutOptions

  /// Whether to print JSON instead of text.
  @Flag(help: "Print the tree as JSON instead of text.")
  var json = false

  /// Lays the preview out and prints its tree.
  func run() throws {
    let render = try layout.render(draws: false)
    guard let report = render.report else {
      printError("the runner wrote no layout report for \(render.preview).")
      throw ExitCode.failure
    }
    print(json ? report.frameTreeJSON : report.frameTree)
    printDiagnostics(of: report)
  }
}
