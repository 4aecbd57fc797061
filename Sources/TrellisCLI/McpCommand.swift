import ArgumentParser
import Foundation
import TrellisMCP
import TrellisPreviewHost

/// `trellis mcp`: the Model Context Protocol server of the package's previews (``PreviewMCPServer``),
/// over standard input and output.
struct McpCommand: ParsableCommand {
  /// The subcommand's name, abstract and discussion.
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the package's previews to a coding agent over the Model Context Protocol (stdio).",
    discussion: """
      Tools: list_previews (the ids, files and traits) and render_preview (id, and optionally \
      device, colorScheme, dynamicType, layoutDirection, locale), which answers with the PNG, \
      then the layout JSON: window size, layout diagnostics and frame tree. The package is \
      built once and again only when a source changed, looked at before each call, so an edit \
      shows in the next render. Configure an agent with:
        {"command": "trellis", "args": ["mcp", "--package-path", "/path/to/package"]}
      """)

  @OptionGroup var package: PackageOptions

  /// The seconds one render may take.
  @Option(help: ArgumentHelp("Seconds one render may take before it is stopped.", valueName: "seconds"))
  var timeout: Double = 60

  /// Serves until the client closes standard input.
  func run() throws {
    let session = try package.session()
    let server = PreviewMCPServer(session: session, timeout: timeout)
    try waitFor { try await server.serve() }
  }
}
