import Foundation
import Trellis
import TrellisPreviewRuntime

/// Renders a built package's previews in runner processes: the one render call behind
/// `trellis render`, `dump`, `explain` and `previews`, the live preview and the MCP server.
///
/// ```swift
/// let session = try PreviewSession(packagePath: nil)
/// let renderer = try PreviewRenderer(session: session, runner: try session.build())
/// let render = try renderer.render(PreviewRenderRequest(preview: "Badge/Badge", variant: PreviewVariant())).get()
/// ```
public struct PreviewRenderer: Sendable {
  /// The runner executable.
  public var runner: URL
  /// The previews the runner lists.
  public var previews: [PreviewSummary]
  /// The longest one render may take, in seconds.
  public var timeout: TimeInterval
  /// The folder single renders are written to before they are read back.
  public var scratch: URL

  /// A renderer of `runner`, whose previews are `previews`.
  public init(runner: URL, previews: [PreviewSummary], timeout: TimeInterval = 60, scratch: URL) {
    self.runner = runner
    self.previews = previews
    self.timeout = timeout
    self.scratch = scratch
  }

  /// A renderer of `session`'s `runner`, with the previews it lists; renders are read back
  /// through `<workspace>/renders`.
  ///
  /// - Throws: ``PreviewHostError`` when the runner cannot list the previews.
  public init(session: PreviewSession, runner: URL, timeout: TimeInterval = 60) throws {
    self.init(
      runner: runner, previews: try session.list(runner: runner), timeout: timeout,
      scratch: session.builder.workspace.appendingPathComponent("renders"))
  }

  /// Renders one preview in a runner process of its own and reads back what it wrote.
  public func render(_ request: PreviewRenderRequest) -> Result<PreviewRender, PreviewRenderFailure> {
    guard previews.contains(where: { $0.id == request.preview }) else {
      return .failure(.unknownPreview(request.preview, known: previews.map(\.id)))
    }
    let start = Date()
    let folder = scratch.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String, if wanted: Bool = true) -> String? {
      wanted ? folder.appendingPathComponent(name).path : nil
    }
    let job = PreviewRenderJob(
      preview: request.preview, variant: request.variant, format: request.format,
      imagePath: folder.appendingPathComponent("picture." + request.format.rawValue).path,
      layoutPath: folder.appendingPathComponent("layout.json").path, taps: request.taps,
      inspectionPath: path("inspection.json", if: request.inspects), window: request.window,
      reportPath: path("report.json", if: request.reports || request.explains), explains: request.explains,
      draws: request.draws)
    let outcome = PreviewWorkerPool(runner: runner, processes: 1, timeout: timeout).run([job])[0]
    if let error = outcome.error { return .failure(.failed(error)) }
    let picture: Data? = request.draws ? (try? Data(contentsOf: URL(fileURLWithPath: job.imagePath))) : Data()
    guard let picture, let layout = try? String(contentsOf: URL(fileURLWithPath: job.layoutPath), encoding: .utf8)
    else {
      return .failure(.failed("the runner answered but wrote no picture in \(folder.path)."))
    }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    func read<T: Decodable>(_ type: T.Type, at path: String?) -> T? {
      path.flatMap { try? Data(contentsOf: URL(fileURLWithPath: $0)) }.flatMap { try? decoder.decode(type, from: $0) }
    }
    return .success(
      PreviewRender(
        preview: request.preview, variant: request.variant, format: request.format, picture: picture, layout: layout,
        inspection: read(PreviewInspection.self, at: job.inspectionPath),
        report: read(PreviewLayoutReport.self, at: job.reportPath), runtimeIssues: outcome.runtimeIssues,
        seconds: Date().timeIntervalSince(start)))
  }

  /// Renders each of `previews` in each of `variants` into `folder`, laid out as
  /// ``PreviewOutputLayout`` says, in `processes` runner processes at once: `trellis previews
  /// render`, `record` and `verify`. The outcomes are in the order of the jobs.
  public func render(
    _ previews: [String], variants: [PreviewVariant], format: PictureFormat, folder: URL, processes: Int
  ) -> [(job: PreviewRenderJob, outcome: PreviewRenderOutcome)] {
    let jobs = PreviewOutputLayout.jobs(previews: previews, variants: variants, format: format, folder: folder)
    let outcomes = PreviewWorkerPool(runner: runner, processes: processes, timeout: timeout).run(jobs)
    return Array(zip(jobs, outcomes)).map { (job: $0, outcome: $1) }
  }
}
