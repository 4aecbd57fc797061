import Foundation
import MCP
import Trellis
import TrellisPreviewHost
import TrellisPreviewRuntime

/// What the MCP tools do: list the kept build's previews, render one.
struct PreviewTools: Sendable {
  /// The package, kept built.
  let build: PreviewLiveBuild

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
          "design": .object([
            "type": "string", "enum": ["ios26", "ios18"],
            "description": "The system design: ios26 (Liquid Glass, the default) or ios18.",
          ]),
          "colorScheme": .object(["type": "string", "enum": ["light", "dark"]]),
          "dynamicType": .object(["type": "string", "description": "xSmall … xxxLarge, accessibility1 … 5."]),
          "layoutDirection": .object(["type": "string", "enum": ["ltr", "rtl"]]),
          "locale": .object(["type": "string", "description": "A locale identifier: en_US, ar, ja_JP."]),
        ]),
        "required": ["id"],
      ])),
  ]

  /// Runs the tool `name` after building the package if a source changed; failures are
  /// answered as MCP tool errors, in words.
  func call(_ name: String, arguments: [String: Value]) -> CallTool.Result {
    build.refresh()
    if let error = build.state().buildError { return failure(error) }
    do {
      switch name {
      case "list_previews":
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return .init(content: [
          .text(
            text: String(decoding: try encoder.encode(build.state().previews), as: UTF8.self), annotations: nil,
            _meta: nil)
        ])
      case "render_preview":
        return try render(arguments)
      default:
        return failure("unknown tool '\(name)': the tools are list_previews and render_preview.")
      }
    } catch let error as PreviewVariant.UnknownValue {
      return failure(error.description)
    } catch {
      return failure("\(error)")
    }
  }

  private func render(_ arguments: [String: Value]) throws -> CallTool.Result {
    guard let id = arguments["id"]?.stringValue else { return failure("render_preview needs an id.") }
    func axis(_ key: String) -> [String] { arguments[key]?.stringValue.map { [$0] } ?? [] }
    let variant = try PreviewVariant.matrix(
      devices: axis("device"), designs: axis("design"), colorSchemes: axis("colorScheme"),
      dynamicTypes: axis("dynamicType"),
      layoutDirections: axis("layoutDirection"), locales: axis("locale"))[0]
    switch build.render(PreviewRenderRequest(preview: id, variant: variant)) {
    case .success(let (_, render)):
      var content: [Tool.Content] = [
        .image(
          data: render.picture.base64EncodedString(), mimeType: render.format.mimeType, annotations: nil, _meta: nil),
        .text(text: render.layout, annotations: nil, _meta: nil),
      ]
      if !render.runtimeIssues.isEmpty {
        content.append(
          .text(
            text: "Runtime issues:\n" + render.runtimeIssues.joined(separator: "\n"), annotations: nil, _meta: nil))
      }
      return .init(content: content)
    case .failure(.unknownPreview(let id, let known)):
      return failure("no preview '\(id)'; the previews are: " + known.joined(separator: ", "))
    case .failure(.failed(let error)):
      return failure("\(id) did not render: \(error)")
    case .failure(.notBuilt(let message)):
      return failure(message)
    }
  }

  private func failure(_ message: String) -> CallTool.Result {
    .init(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
  }
}
