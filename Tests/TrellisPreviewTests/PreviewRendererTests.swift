import Foundation
import Testing
import Trellis
import TrellisPreviewHost
import TrellisPreviewRuntime

/// The one render call, with a stand-in runner: a script that writes the files each job names
/// (the job itself as the layout JSON, so that the tests read what was asked) and answers a line.
@MainActor
@Suite struct PreviewRendererTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-renderer-\(UUID().uuidString)")

  private func summary(_ id: String) -> PreviewSummary {
    PreviewSummary(id: id, displayName: nil, fileID: "A/A.swift", line: 1, layout: nil, device: nil, orientation: nil)
  }

  /// A renderer of a stand-in runner that renders `A/B` and `C/D` and fails `A/Fails`.
  private func renderer() throws -> PreviewRenderer {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("runner.py")
    try Data(
      """
      #!/usr/bin/env python3
      import json, os, sys
      for index, job in enumerate(json.load(sys.stdin)):
          if job["preview"] == "A/Fails":
              print(json.dumps({"index": index, "error": "the view threw", "diagnosticCount": 0, "runtimeIssues": []}))
              continue
          os.makedirs(os.path.dirname(job["layoutPath"]), exist_ok=True)
          if job.get("draws", True):
              open(job["imagePath"], "wb").write(b"picture of " + job["preview"].encode())
          open(job["layoutPath"], "w").write(json.dumps(job, sort_keys=True))
          if job.get("reportPath"):
              explanation = {"views": ["#0 Text"], "eventCount": 2, "statistics": "1 size query"}
              open(job["reportPath"], "w").write(json.dumps({
                  "size": [10, 20], "scale": 3, "place": "a 10 × 20 window @3×", "frameTree": "Text (0, 0, 10, 20)",
                  "frameTreeJSON": "null", "diagnostics": ["truncated"],
                  "explanation": explanation if job.get("explains") else None}))
          print(json.dumps({"index": index, "diagnosticCount": 0, "runtimeIssues": ["an issue"]}), flush=True)

      """.utf8
    ).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return PreviewRenderer(
      runner: script, previews: [summary("A/B"), summary("A/Fails"), summary("C/D")], timeout: 20,
      scratch: folder.appendingPathComponent("scratch"))
  }

  /// The job the stand-in runner was given, as it wrote it for the layout JSON.
  private func job(of render: PreviewRender) throws -> PreviewRenderJob {
    try JSONDecoder().decode(PreviewRenderJob.self, from: Data(render.layout.utf8))
  }

  @Test func aRenderReadsBackThePictureAndTheRuntimeIssues() throws {
    let render = try renderer().render(PreviewRenderRequest(preview: "A/B", variant: PreviewVariant())).get()
    #expect(render.picture == Data("picture of A/B".utf8))
    #expect(render.runtimeIssues == ["an issue"])
    #expect(render.report == nil)
    #expect(render.inspection == nil)
  }

  @Test func theRequestBecomesOneJobWithItsFormatVariantAndWindow() throws {
    let request = PreviewRenderRequest(
      preview: "A/B", variant: PreviewVariant(device: "ipad", colorScheme: "dark"), format: .svg,
      window: PreviewWindow(width: 390, scale: 2))
    let job = try job(of: try renderer().render(request).get())
    #expect(job.preview == "A/B")
    #expect(job.variant == PreviewVariant(device: "ipad", colorScheme: "dark"))
    #expect(job.format == .svg)
    #expect(job.imagePath.hasSuffix("/picture.svg"))
    #expect(job.window == PreviewWindow(width: 390, scale: 2))
    #expect(job.reportPath == nil)
    #expect(job.inspectionPath == nil)
  }

  @Test func anExplainedRenderReadsBackTheReportWithItsTrace() throws {
    let request = PreviewRenderRequest(preview: "A/B", variant: PreviewVariant(), reports: true, explains: true)
    let report = try #require(try renderer().render(request).get().report)
    #expect(report.size == [10, 20])
    #expect(report.scale == 3)
    #expect(report.place == "a 10 × 20 window @3×")
    #expect(report.frameTree == "Text (0, 0, 10, 20)")
    #expect(report.diagnostics == ["truncated"])
    #expect(report.explanation?.views == ["#0 Text"])
    #expect(report.explanation?.eventCount == 2)
  }

  @Test func aReportWithoutExplainingHasNoTrace() throws {
    let request = PreviewRenderRequest(preview: "A/B", variant: PreviewVariant(), reports: true)
    let render = try renderer().render(request).get()
    #expect(render.report?.frameTree == "Text (0, 0, 10, 20)")
    #expect(render.report?.explanation == nil)
    #expect(try job(of: render).explains == false)
  }

  @Test func aRenderThatDoesNotDrawHasAnEmptyPicture() throws {
    let render = try renderer().render(PreviewRenderRequest(preview: "A/B", variant: PreviewVariant(), draws: false))
      .get()
    #expect(render.picture.isEmpty)
    #expect(try job(of: render).draws == false)
  }

  @Test func anUnknownPreviewFailsWithTheKnownOnes() throws {
    let result = try renderer().render(PreviewRenderRequest(preview: "X/Y", variant: PreviewVariant()))
    #expect(throws: PreviewRenderFailure.unknownPreview("X/Y", known: ["A/B", "A/Fails", "C/D"])) { try result.get() }
  }

  @Test func aPreviewThatFailsInTheRunnerIsAFailedRender() throws {
    let result = try renderer().render(PreviewRenderRequest(preview: "A/Fails", variant: PreviewVariant()))
    #expect(throws: PreviewRenderFailure.failed("the view threw")) { try result.get() }
  }

  @Test func theScratchFilesAreRemovedAfterARender() throws {
    let renderer = try renderer()
    _ = renderer.render(PreviewRenderRequest(preview: "A/B", variant: PreviewVariant()))
    #expect(try FileManager.default.contentsOfDirectory(atPath: renderer.scratch.path) == [])
  }

  @Test func aMatrixIsWrittenWhereTheOutputLayoutSaysInTheOrderOfItsJobs() throws {
    let output = folder.appendingPathComponent("out")
    let variants = [PreviewVariant(device: "iphone"), PreviewVariant(device: "ipad")]
    let results = try renderer().render(["A/B", "C/D"], variants: variants, format: .png, folder: output, processes: 2)
    #expect(
      results.map { "\($0.job.preview) \($0.job.variant.name)" } == [
        "A/B iphone", "A/B ipad", "C/D iphone", "C/D ipad",
      ])
    #expect(results.map(\.outcome.index) == [0, 1, 2, 3])
    #expect(
      try Data(contentsOf: output.appendingPathComponent("C/D/ipad.png")) == Data("picture of C/D".utf8))
  }
}
