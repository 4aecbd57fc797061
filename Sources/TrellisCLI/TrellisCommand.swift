import ArgumentParser
import Foundation
import Trellis

/// The `trellis` command: renders, dumps and explains the layout of the previews of the package
/// around you, and lists, records, verifies and serves them.
@main
struct TrellisCommand: ParsableCommand {
  /// The command's name, abstract, examples and subcommands.
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "Lay out, render and explain SwiftUI previews on Linux.",
    discussion: """
      Run in your package or app (or give --package-path): render, dump and explain take one of \
      its previews by id (`trellis previews list`), build the package as it is and lay the \
      preview out with SwiftUI's layout rules; text is measured with Pango and real fonts (Inter \
      standing in for SF Pro). The example gallery is `swift run trellis-gallery`.

      Examples:
        trellis previews list                       # the #Previews of the package around you
        trellis render Badge/Badge --device iphone-portrait
        trellis render Badge/Badge --width 390 --scale 3 --output badge.png
        trellis dump Badge/Badge --width 390 --height 844
        trellis explain Badge/Badge --width 390 --height 844 --view 1
        trellis previews render --out previews
        trellis mcp                                 # a Model Context Protocol server for coding agents
        trellis preview                             # a live web page of your previews
        trellis test                                # your package's tests, import SwiftUI as it is

      Run `trellis help <subcommand>` for the options of each.
      """,
    subcommands: [
      RenderCommand.self, DumpCommand.self, ExplainCommand.self, PreviewsCommand.self, PreviewCommand.self,
      McpCommand.self, TestCommand.self,
    ])
}

/// Writes `Error: <message>` to standard error, as ArgumentParser prints its own errors.
func printError(_ message: String) {
  FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
}
