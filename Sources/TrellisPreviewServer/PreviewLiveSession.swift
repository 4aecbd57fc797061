import Foundation
import TrellisPreviewHost
import TrellisPreviewRuntime

/// A user's package kept built for the live preview: it watches the sources, builds the runner
/// again after a save, and renders previews in a runner process, one at a time.
///
/// Builds and renders take turns (a render never runs a runner that a build is relinking). A
/// build that fails keeps the last good runner, so the page keeps its picture and shows the
/// compiler's errors beside it. A preview that traps or hangs fails in its own process
/// (``PreviewWorkerPool``), and the session goes on.
public final class PreviewLiveSession: PreviewBackend, @unchecked Sendable {
  /// The project, read again when its manifest changes or files are added or removed.
  public var session: PreviewSession { lock.withLock { current } }
  private var current: PreviewSession
  /// The files of the project that compiled in the last build: one of them left out now is the
  /// user's edit that broke it, shown as a build error (files that never compiled on Linux are not).
  private var compiledBefore: Set<String>?
  /// The longest one render may take, in seconds.
  public let timeout: TimeInterval
  /// How often the sources are looked at, in seconds.
  public let pollInterval: TimeInterval

  /// Where the server's log lines go: standard error by default.
  private let log: @Sendable (String) -> Void
  /// Guards the fields below.
  private let lock = NSLock()
  private var runner: URL?
  private var version = 0
  private var building = false
  private var buildError: String?
  private var buildSeconds: Double?
  private var previews: [PreviewSummary] = []
  private var cache: [PreviewRenderRequest: (version: Int, answer: PreviewRenderAnswer)] = [:]
  /// Held by a build or a render: they take turns.
  private let work = NSLock()
  /// The folder renders are written to before they are read back.
  private let scratch: URL

  /// A live session of `session`'s package.
  public init(
    session: PreviewSession, timeout: TimeInterval = 30, pollInterval: TimeInterval = 0.3,
    log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) {
    self.current = session
    self.timeout = timeout
    self.pollInterval = pollInterval
    self.log = log
    scratch = session.builder.workspace.appendingPathComponent("live")
  }

  // MARK: Watching and building

  /// Builds the package now, then again whenever a source file or the manifest changes, on a
  /// thread of its own, for as long as the process lives.
  public func startWatching() {
    let thread = Thread { [self] in
      var seen = sourceStamp()
      rebuild()
      while true {
        Thread.sleep(forTimeInterval: pollInterval)
        let stamp = sourceStamp()
        if stamp != seen {
          seen = stamp
          log("trellis preview: a source changed; building…")
          rebuild()
        }
      }
    }
    thread.name = "trellis-preview-watcher"
    thread.start()
  }

  /// The path, modification time and size of every Swift file of the project and of its
  /// manifests: polled, because it works the same on every file system.
  func sourceStamp() -> [String: [Double]] {
    var stamp: [String: [Double]] = [:]
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
    for file in session.watchedFiles() {
      let values = try? file.resourceValues(forKeys: Set(keys))
      stamp[file.path] = [
        values?.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values?.fileSize ?? -1),
      ]
    }
    return stamp
  }

  /// Builds the runner and lists the previews; on failure keeps the last good runner and
  /// records the compiler's errors.
  public func rebuild() {
    lock.withLock { building = true }
    let start = Date()
    work.lock()
    defer { work.unlock() }
    do {
      var session = self.session
      // A file added or removed, or a manifest changed: the project is read again.
      let known = Set(session.project.modules.flatMap(\.files).map(\.path))
      let present = Set(SourceModule.swiftFiles(in: session.project.root).map(\.path))
      if !present.subtracting(known).isEmpty || !known.subtracting(present).isEmpty {
        session = try session.reopened()
        lock.withLock { current = session }
      }
      let fresh = try session.build { [log] in log($0) }
      // An edit that breaks a file that compiled before is the user's error: shown, and the last
      // good runner kept. Files that never compiled here are only reported.
      let report = session.builder.lastReport()
      let compiled = Set(session.project.modules.flatMap(\.files).map(\.path))
        .subtracting((report?.excludedFiles ?? []).map(\.path))
      let broken = (report?.excludedFiles ?? []).filter { compiledBefore?.contains($0.path) ?? false }
      if !broken.isEmpty {
        throw PreviewHostError(
          "\(broken.count) file\(broken.count == 1 ? "" : "s") no longer compile:\n"
            + broken.map(\.error).joined(separator: "\n"))
      }
      compiledBefore = compiled
      // Each good build is kept under its own name, so that a later failing build leaves it intact.
      let built = fresh.deletingLastPathComponent().appendingPathComponent("TrellisPreviewRunner-live-\(version + 1)")
      try? FileManager.default.removeItem(at: built)
      try FileManager.default.copyItem(at: fresh, to: built)
      if let old = lock.withLock({ runner }) { try? FileManager.default.removeItem(at: old) }
      let listed = try session.list(runner: built)
      let seconds = Date().timeIntervalSince(start)
      lock.withLock {
        runner = built
        previews = listed
        version += 1
        building = false
        buildError = nil
        buildSeconds = seconds
        cache = [:]
      }
      log("trellis preview: built in \(String(format: "%.1f", seconds)) s; \(listed.count) previews.")
    } catch {
      let message = (error as? PreviewHostError)?.description ?? "\(error)"
      lock.withLock {
        building = false
        buildError = message
        buildSeconds = Date().timeIntervalSince(start)
      }
      log("trellis preview: the build failed; the page keeps the last good picture.\n" + message)
    }
  }

  // MARK: Answering

  /// Where the package stands.
  public func status() async -> PreviewServerStatus {
    lock.withLock {
      PreviewServerStatus(
        version: version, building: building, buildError: buildError, buildSeconds: buildSeconds,
        package: current.project.root.path, previews: previews)
    }
  }

  /// Renders `request` in a runner process, off the server's threads.
  public func render(_ request: PreviewRenderRequest) async -> Result<PreviewRenderAnswer, PreviewRenderFailure> {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: self.renderNow(request)) }
    }
  }

  /// Renders `request`, from the cache when this build already rendered it.
  func renderNow(_ request: PreviewRenderRequest) -> Result<PreviewRenderAnswer, PreviewRenderFailure> {
    work.lock()
    defer { work.unlock() }
    let (runner, version, previews, buildError, cached) = lock.withLock {
      (self.runner, self.version, self.previews, self.buildError, cache[request])
    }
    guard let runner else {
      return .failure(.notBuilt(buildError ?? "the package is still building; the picture follows when it is built."))
    }
    if let cached, cached.version == version { return .success(cached.answer) }
    guard previews.contains(where: { $0.id == request.preview }) else {
      return .failure(.unknownPreview(request.preview, known: previews.map(\.id)))
    }
    let start = Date()
    let folder = scratch.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let job = PreviewRenderJob(
      preview: request.preview, variant: request.variant, format: .png,
      imagePath: folder.appendingPathComponent("picture.png").path,
      layoutPath: folder.appendingPathComponent("layout.json").path, taps: request.taps,
      inspectionPath: folder.appendingPathComponent("inspection.json").path)
    let outcome = PreviewWorkerPool(runner: runner, processes: 1, timeout: timeout).run([job])[0]
    if let error = outcome.error {
      log("trellis preview: \(request.preview) [\(request.variant.name)]: \(error)")
      return .failure(.failed(error))
    }
    guard let png = try? Data(contentsOf: URL(fileURLWithPath: job.imagePath)),
      let layout = try? String(contentsOf: URL(fileURLWithPath: job.layoutPath), encoding: .utf8)
    else {
      return .failure(.failed("the runner answered but wrote no picture in \(folder.path)."))
    }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let inspection = job.inspectionPath.flatMap { try? Data(contentsOf: URL(fileURLWithPath: $0)) }.flatMap {
      try? decoder.decode(PreviewInspection.self, from: $0)
    }
    let answer = PreviewRenderAnswer(
      version: version, preview: request.preview, variant: request.variant.name, png: png.base64EncodedString(),
      layout: layout, inspection: inspection, runtimeIssues: outcome.runtimeIssues,
      seconds: Date().timeIntervalSince(start))
    lock.withLock {
      // A small cache: switching back to a variant seen under this build is instant.
      if cache.count >= 64 { cache = [:] }
      cache[request] = (version, answer)
    }
    return .success(answer)
  }
}
