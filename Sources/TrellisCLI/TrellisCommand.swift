import ArgumentParser
import Foundation
import Trellis

/// The `trellis` command: renders, dumps and explains the layout of the gallery's examples, and
/// writes the whole gallery.
@main
struct TrellisCommand: ParsableCommand {
  /// The command's name, abstract, examples and subcommands.
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "Lay out, render and explain SwiftUI views on Linux.",
    discussion: """
      Each subcommand takes an example of the gallery by name and lays it out with SwiftUI's \
      layout rules; text is measured with Pango and real fonts (Inter standing in for SF Pro).

      Examples:
        trellis render message-row --device iphone-portrait
        trellis render profile-card --width 390 --scale 3 --output card.png
        trellis dump checklist-row --width 390 --height 844
        trellis explain checklist-row --width 390 --height 844 --view 1
        trellis gallery output/gallery
        trellis previews render --out previews     # the #Previews of the package around you
        trellis mcp                                 # a Model Context Protocol server for coding agents
        trellis preview                             # a live web page of your previews
        trellis test                                # your package's tests, import SwiftUI as it is

      Run `trellis help <subcommand>` for the options of each.
      """,
    subcommands: [
      RenderCommand.self, DumpCommand.self, ExplainCommand.self, GalleryCommand.self, PreviewsCommand.self,
      PreviewCommand.self, McpCommand.self, TestCommand.self,
    ])
}

/// Checks that the fonts text is measured with are installed, or fails with a clear message.
///
/// Every subcommand calls it first: without the fonts, text would be measured with fixed advances.
func requireRealText() throws {
  do {
    _ = try PangoTextMeasurer()
  } catch {
    printError("cannot load the fonts to measure text with Pango: \(error)")
    throw ExitCode.failure
  }
}

/// Writes `Error: <message>` to standard error, as ArgumentParser prints its own errors.
func printError(_ message: String) {
  FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
}
