import ArgumentParser
import Foundation
import Trellis
import TrellisPreviewRuntime

/// `trellis dump`: prints an example's frame tree, as text or JSON.
struct DumpCommand: ParsableCommand {
  /// The subcommand's name, abstract and examples.
  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract: "Print the frame tree of a gallery example, as text or JSON.",
    discussion: """
      One view a line, indented by depth, with its frame (x, y, width, height) in points, rounded \
      to the pixel grid, and the composite views whose body it is (← ChecklistRow). With --width \
      and --height the example is centred in a window of that size, as the gallery's frame trees \
      are; with --device on the device's whole screen; otherwise at its ideal size.

      With --json, the tree as a JSON object: name, sourceViews, identifiers, frame and \
      layoutFrame (before pixel rounding) as [x, y, width, height], and children.

      Examples:
        trellis dump checklist-row --width 390 --height 844
        trellis dump adaptive-stack --device ipad-full
        trellis dump profile-card --json > profile-card.json
      """)

  /// The example and where it is laid out.
  @OptionGroup var layout: LayoutOptions

  /// Whether to print JSON instead of text.
  @Flag(help: "Print the tree as JSON instead of text.")
  var json = false

  /// Lays the example out and prints its tree.
  func run() throws {
    try requireRealText()
    let host = layout.host()
    if json {
      print(try host.root.map { try FrameNodeJSON($0).json() } ?? "null")
    } else {
      print(host.dump())
    }
    for issue in host.runtimeIssues {
      FileHandle.standardError.write(Data("warning: \(issue)\n".utf8))
    }
    // Likely layout mistakes: truncated text, overlaps, off-screen views… (see `LayoutDiagnostic`).
    for diagnostic in host.diagnostics {
      FileHandle.standardError.write(Data("diagnostic: \(diagnostic)\n".utf8))
    }
  }
}
