import ArgumentParser
import Foundation
import MCP
import TrellisPreviewHost
import TrellisPreviewRuntime

/// `trellis mcp`: a Model Context Protocol server over standard input and output, so that a
/// coding agent can list a package's previews and see one: its PNG, frame tree and layout
/// diagnostics.
struct McpCommand: ParsableCommand {
  /// The subcommand's name, abstract and discussion.
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the package's previews to a coding agent over the Model Context Protocol (stdio).",
    discussion: """
      Tools: list_previews (the ids, files and traits) and render_preview (id, and optionally \
      device, colorScheme, dynamicType, layoutDirection, locale), which answers with the PNG, \
      then the layout JSON: window size, layout diagnostics and frame tree. The package is \
      built again before each call, so an edit shows in the next render. Configure an agent with:
        {"command": "trellis", "args": ["mcp", "--package-path", "/path/to/package"]}
      """)

  @OptionGroup var package: PackageOptions

  /// The seconds one render may take.
  @Option(help: ArgumentHelp("Seconds one render may take before it is stopped.", valueName: "seconds"))
  var timeout: Double = 60

  /// Serves until the client closes standard input.
  ///
  /// The command stays synchronous, and the root command with it, so that `trellis render` and
  /// `dump` keep running on the main thread with its 8 MiB stack (deep view trees fall back to
  /// it under a memory limit); the server runs in a task while the main thread waits.
  func run() throws {
    let session: PreviewSession
    do { session = try PreviewSession(packagePath: package.packagePath, sources: package.sources) } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
    let tools = PreviewTools(session: session, timeout: timeout)
    let finished = DispatchSemaphore(value: 0)
    // `nonisolated(unsafe)`: written by the task before it signals `finished`, read after the wait.
    nonisolated(unsafe) var failure: (any Error)?
    Task.detached {
      do { try await Self.serve(tools) } catch { failure = error }
      finished.signal()
    }
    finished.wait()
    if let failure { throw failure }
  }

  /// Runs the server on standard input and output until the client goes away.
  private static func serve(_ tools: PreviewTools) async throws {
    let server = Server(
      name: "trellis", version: "1.0.0",
      instructions: "Lists and renders the SwiftUI previews (#Preview, PreviewProvider) of a Swift package on Linux.",
      capabilities: .init(tools: .init(listChanged: false)))
    await server.withMethodHandler(ListTools.self) { _ in .init(tools: PreviewTools.descriptions) }
    await server.withMethodHandler(CallTool.self) { params in
      tools.call(params.name, arguments: params.arguments ?? [:])
    }
    try await server.start(transport: StdioTransport())
    await server.waitUntilCompleted()
  }
}

/// What the MCP tools do: build the package, list its previews, render one.
struct PreviewTools: Sendable {
  let session: PreviewSession
  let timeout: Double

  /// The tools as MCP describes them.
  static let descriptions: [Tool] = [
    Tool(
      name: "list_previews",
      description: "Lists the package's previews: id, file, line, layout and orientation traits, device.",
      inputSchema: .object(["type": "object", "properties": .object([:])])),
    Tool(
      name: "render_preview",
      description: "Renders one preview as an iPhone or iPad shows it: returns the PNG, then JSON with the "
        + "window size, layout diagnostics (truncated text, overlaps, off-screen, safe area, blank, runaway "
        + "layout) and the frame tree.",
      inputSchema: .object([
        "type": "object",
        "properties": .object([
          "id": .object(["type": "string", "description": "The preview's id, as list_previews gives it."]),
          "device": .object(["type": "string", "description": "iphone, ipad, mac or a preset name."]),
          "colorScheme": .object(["type": "string", "enum": ["light", "dark"]]),
          "dynamicType": .object(["type": "string", "description": "xSmall … xxxLarge, accessibility1 … 5."]),
          "layoutDirection": .object(["type": "string", "enum": ["ltr", "rtl"]]),
          "locale": .object(["type": "string", "description": "A locale identifier: en_US, ar, ja_JP."]),
        ]),
        "required": ["id"],
      ])),
  ]

  /// Runs the tool `name`; failures are answered as MCP tool errors, in words.
  func call(_ name: String, arguments: [String: Value]) -> CallTool.Result {
    do {
      let runner = try session.build()
      switch name {
      case "list_previews":
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let previews = try session.list(runner: runner)
        return .init(content: [
          .text(text: String(decoding: try encoder.encode(previews), as: UTF8.self), annotations: nil, _meta: nil)
        ])
      case "render_preview":
        return try render(arguments, runner: runner)
      default:
        return failure("unknown tool '\(name)': the tools are list_previews and render_preview.")
      }
    } catch let error as PreviewHostError {
      return failure(error.description)
    } catch let error as PreviewVariant.UnknownValue {
      return failure(error.description)
    } catch {
      return failure("\(error)")
    }
  }

  private func render(_ arguments: [String: Value], runner: URL) throws -> CallTool.Result {
    guard let id = arguments["id"]?.stringValue else { return failure("render_preview needs an id.") }
    let previews = try session.list(runner: runner)
    guard previews.contains(where: { $0.id == id }) else {
      return failure("no preview '\(id)'; the previews are: " + previews.map(\.id).joined(separator: ", "))
    }
    func axis(_ key: String) -> [String] { arguments[key]?.stringValue.map { [$0] } ?? [] }
    let variant = try PreviewVariant.matrix(
      devices: axis("device"), colorSchemes: axis("colorScheme"), dynamicTypes: axis("dynamicType"),
      layoutDirections: axis("layoutDirection"), locales: axis("locale"))[0]
    let folder = session.builder.workspace.appendingPathComponent("mcp")
    let job = PreviewOutputLayout.jobs(previews: [id], variants: [variant], format: .png, folder: folder)[0]
    let outcome = PreviewWorkerPool(runner: runner, processes: 1, timeout: timeout).run([job])[0]
    if let error = outcome.error { return failure("\(id) did not render: \(error)") }
    let image = try Data(contentsOf: URL(fileURLWithPath: job.imagePath))
    let layout = try String(contentsOf: URL(fileURLWithPath: job.layoutPath), encoding: .utf8)
    var content: [Tool.Content] = [
      .image(data: image.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil),
      .text(text: layout, annotations: nil, _meta: nil),
    ]
    if !outcome.runtimeIssues.isEmpty {
      content.append(
        .text(text: "Runtime issues:\n" + outcome.runtimeIssues.joined(separator: "\n"), annotations: nil, _meta: nil))
    }
    return .init(content: content)
  }

  private func failure(_ message: String) -> CallTool.Result {
    .init(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
  }
}
