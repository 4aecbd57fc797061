import Foundation
import MCP
import TrellisPreviewHost

/// A Model Context Protocol server over standard input and output, so that a coding agent can
/// list a package's previews and see one: its PNG, frame tree and layout diagnostics.
///
/// The package is kept built (``PreviewLiveBuild``): it is built once, and again only when a
/// source or manifest changed since, looked at before each tool call, so an edit shows in the
/// next render and an unchanged package is not built again.
///
/// ```swift
/// let server = PreviewMCPServer(session: try PreviewSession(packagePath: nil))
/// try await server.serve()
/// ```
public struct PreviewMCPServer: Sendable {
  /// The tools, over the kept build.
  let tools: PreviewTools

  /// A server of `session`'s package; one render may take `timeout` seconds.
  public init(session: PreviewSession, timeout: TimeInterval = 60) {
    tools = PreviewTools(build: PreviewLiveBuild(session: session, name: "mcp", timeout: timeout))
  }

  /// Runs the server on standard input and output until the client goes away.
  public func serve() async throws {
    let server = Server(
      name: "trellis", version: "1.0.0",
      instructions: "Lists and renders the SwiftUI previews (#Preview, PreviewProvider) of a Swift package on Linux.",
      capabilities: .init(tools: .init(listChanged: false)))
    await server.withMethodHandler(ListTools.self) { _ in .init(tools: PreviewTools.descriptions) }
    await server.withMethodHandler(CallTool.self) { [tools] params in
      tools.call(params.name, arguments: params.arguments ?? [:])
    }
    try await server.start(transport: StdioTransport())
    await server.waitUntilCompleted()
  }
}
