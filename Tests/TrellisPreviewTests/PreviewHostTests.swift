import Foundation
import Testing
import Trellis
import TrellisPreviewHost
import TrellisPreviewRuntime

/// `--shard K/N`: a deterministic split that covers every preview once.
@MainActor
@Suite struct PreviewShardTests {
  let ids = ["b/2", "a/1", "c/1", "a/2", "b/1"]

  @Test(arguments: [1, 2, 3, 4, 7])
  func theShardsTogetherHoldEachPreviewOnce(count: Int) throws {
    let parts = try (1...count).map { try PreviewShard(parsing: "\($0)/\(count)").select(ids) }
    #expect(parts.flatMap { $0 }.sorted() == ids.sorted())
    #expect(parts.map(\.count).max()! - parts.map(\.count).min()! <= 1)
  }

  @Test func aShardIsTheSameWhateverTheOrderOfThePreviews() throws {
    let shard = try PreviewShard(parsing: "2/2")
    #expect(shard.select(ids) == shard.select(ids.reversed()))
    #expect(shard.select(ids) == ["a/2", "b/2"])
  }

  @Test(arguments: ["0/2", "3/2", "1/0", "1", "a/b", "", "-1/2"])
  func aMalformedShardIsRefused(text: String) {
    #expect(throws: PreviewHostError.self) { try PreviewShard(parsing: text) }
  }
}

/// Finding `PreviewProvider`s in source text.
@MainActor
@Suite struct PreviewProviderScannerTests {
  @Test func findsTopLevelProvidersWithTheirLines() {
    let source = """
      import Trellis

      struct Card_Previews: PreviewProvider {
        static var previews: some View { Card() }
      }
      #if DEBUG
      public struct Other: Hashable, PreviewProvider, Sendable {
        static var previews: some View { Card() }
      }
      #endif
      """
    let result = PreviewProviderScanner.providers(in: source, module: "App", fileID: "App/Card.swift")
    #expect(result.found.map(\.typeName) == ["Card_Previews", "Other"])
    #expect(result.found.map(\.line) == [3, 7])
    #expect(result.unreachable.isEmpty)
  }

  @Test func skipsCommentsStringsAndNestedTypes() {
    let source = """
      // struct Commented: PreviewProvider {}
      /* struct Blocked: PreviewProvider {} */
      let text = "struct Quoted: PreviewProvider {"
      struct Outer {
        struct Nested: PreviewProvider {
          static var previews: some View { Text("") }
        }
      }
      """
    #expect(PreviewProviderScanner.providers(in: source, module: "App", fileID: "App/A.swift").found.isEmpty)
  }

  @Test func reportsAPrivateProviderAsUnreachable() {
    let source = "private struct Hidden: PreviewProvider {\n  static var previews: some View { Text(\"\") }\n}\n"
    let result = PreviewProviderScanner.providers(in: source, module: "App", fileID: "App/A.swift")
    #expect(result.found.isEmpty)
    #expect(result.unreachable.count == 1)
  }
}

/// Where renders are written.
@MainActor
@Suite struct PreviewOutputLayoutTests {
  @Test(arguments: [
    ("ContentView/Dark", "ContentView/Dark/iphone_dark.png"),
    ("Card/Wi-Fi off", "Card/Wi-Fi_off/iphone_dark.png"),
    ("Card/../../etc", "Card/_./_./etc/iphone_dark.png"),
    ("ملف/café", "___/caf_/iphone_dark.png"),
  ])
  func identifiersBecomeSafePaths(id: String, expected: String) {
    let path = PreviewOutputLayout.imagePath(
      preview: id, variant: PreviewVariant(device: "iphone", colorScheme: "dark"), format: .png)
    #expect(path == expected)
  }
}

/// Comparing renders with references.
@MainActor
@Suite struct PreviewVerifierTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-verify-\(UUID().uuidString)")

  private func png(_ pixels: [UInt32], width: Int = 2) -> Data {
    DecodedPNG(width: width, height: pixels.count / width, pixels: pixels).pngData()!
  }

  private func compare(reference: Data, new: Data, referenceLayout: String = "{}", newLayout: String = "{}") throws
    -> PreviewComparison
  {
    let output = folder.appendingPathComponent("new")
    let references = folder.appendingPathComponent("references")
    for (base, image, layout) in [(output, new, newLayout), (references, reference, referenceLayout)] {
      try FileManager.default.createDirectory(at: base.appendingPathComponent("A/B"), withIntermediateDirectories: true)
      try image.write(to: base.appendingPathComponent("A/B/default.png"))
      try Data(layout.utf8).write(to: base.appendingPathComponent("A/B/default.json"))
    }
    let job = PreviewRenderJob(
      preview: "A/B", variant: PreviewVariant(), format: .png,
      imagePath: output.appendingPathComponent("A/B/default.png").path,
      layoutPath: output.appendingPathComponent("A/B/default.json").path)
    return PreviewVerifier().compare(
      job: job, outcome: PreviewRenderOutcome(index: 0, error: nil), output: output, references: references,
      report: folder.appendingPathComponent("report"))
  }

  @Test func aPictureWithinTheToleranceMatches() throws {
    let comparison = try compare(
      reference: png([0xFF00_0000, 0xFFFF_FFFF]), new: png([0xFF01_0101, 0xFFFF_FFFF]))
    #expect(comparison.status == .matched)
  }

  @Test func aChangedPixelFailsAndWritesTheDifference() throws {
    let comparison = try compare(reference: png([0xFF00_0000, 0xFFFF_FFFF]), new: png([0xFF00_0000, 0xFF00_0000]))
    #expect(comparison.status == .changed)
    #expect(comparison.messages.first?.hasPrefix("1 of 2 pixels") == true)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report/diff/A/B/default.png").path))
  }

  @Test func anyChangeOfTheLayoutFails() throws {
    let image = png([0xFF00_0000, 0xFFFF_FFFF])
    let comparison = try compare(
      reference: image, new: image, referenceLayout: "{\n  \"frame\": [0, 0, 1, 1]\n}",
      newLayout: "{\n  \"frame\": [0, 0, 1, 2]\n}")
    #expect(comparison.status == .changed)
    #expect(
      comparison.messages == [
        "The layout differs from the reference: line 2 was `\"frame\": [0, 0, 1, 1]`, is `\"frame\": [0, 0, 1, 2]`."
      ])
  }

  @Test func theReportShowsReferenceNewAndDifference() throws {
    let comparison = try compare(reference: png([0xFF00_0000, 0xFFFF_FFFF]), new: png([0xFF00_0000, 0xFF00_0000]))
    let report = folder.appendingPathComponent("report")
    try PreviewReport.write(
      [comparison], shard: .all, output: folder.appendingPathComponent("new"),
      references: folder.appendingPathComponent("references"), to: report)
    let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("<h1>1 of 1 renders differ from their references</h1>"))
    for picture in ["reference/A/B/default.png", "new/A/B/default.png", "diff/A/B/default.png"] {
      #expect(html.contains("src=\"\(picture)\""))
      #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(picture).path))
    }
  }
}

/// Running jobs in child processes that may crash or hang, with a stand-in runner: a shell
/// script that answers the first job, then does what its name says.
@MainActor
@Suite struct PreviewWorkerPoolTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pool-\(UUID().uuidString)")

  /// A runner that answers each job, except the one whose preview is `crash` (it kills itself)
  /// or `hang` (it sleeps).
  private func runner() throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("runner.sh")
    try Data(
      """
      #!/bin/bash
      jobs=$(cat)
      i=0
      for preview in $(echo "$jobs" | grep -o '"preview":"[^"]*"' | cut -d'"' -f4); do
        case "$preview" in
          crash) kill -SEGV $$ ;;
          hang) exec sleep 30 ;;
        esac
        echo "{\\"index\\":$i,\\"diagnosticCount\\":0,\\"runtimeIssues\\":[]}"
        i=$((i + 1))
      done

      """.utf8
    ).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  private func jobs(_ previews: [String]) -> [PreviewRenderJob] {
    previews.map {
      PreviewRenderJob(preview: $0, variant: PreviewVariant(), format: .png, imagePath: "", layoutPath: "")
    }
  }

  @Test func aCrashFailsItsJobAndTheOthersStillRender() throws {
    let pool = PreviewWorkerPool(runner: try runner(), processes: 1, timeout: 20)
    let outcomes = pool.run(jobs(["a", "crash", "b"]))
    #expect(outcomes.map(\.index) == [0, 1, 2])
    #expect(outcomes[0].error == nil)
    #expect(outcomes[1].error?.contains("crashed") == true)
    #expect(outcomes[2].error == nil)
  }

  /// The timeout leaves the answering jobs time to start a shell and answer on a loaded machine:
  /// at 1 s, job "a" timed out too once while other work kept both cores busy.
  @Test func aHangTimesOut() throws {
    let pool = PreviewWorkerPool(runner: try runner(), processes: 2, timeout: 5)
    let start = Date()
    let outcomes = pool.run(jobs(["a", "hang", "b", "c"]))
    #expect(Date().timeIntervalSince(start) < 25)
    #expect(outcomes.map { $0.error == nil } == [true, false, true, true])
    #expect(outcomes[1].error?.contains("timed out after 5 s") == true)
  }
}
