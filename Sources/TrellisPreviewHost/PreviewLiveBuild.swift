import Foundation
import TrellisPreviewRuntime

/// A user's project kept built: it builds the runner again when a source or manifest changes,
/// and renders previews with the last good runner, one at a time. The live preview watches it
/// and the MCP server refreshes it before each tool call, so neither rebuilds an unchanged project.
///
/// Builds and renders take turns (a render never runs a runner that a build is relinking). A
/// build that fails keeps the last good runner and records the compiler's errors. A preview
/// that traps or hangs fails in its own process (``PreviewWorkerPool``), and the build goes on.
public final class PreviewLiveBuild: @unchecked Sendable {
  /// Where the project stands after its last build.
  public struct State: Sendable, Equatable {
    /// The number of successful builds.
    public var version: Int
    /// Whether a build is running.
    public var building: Bool
    /// The compiler's errors of the last build, when it failed; the last good runner still renders.
    public var buildError: String?
    /// How long the last build took, in seconds.
    public var buildSeconds: Double?
    /// The previews of the last good build.
    public var previews: [PreviewSummary]
  }

  /// The project, read again when its manifest changes or files are added or removed.
  public var session: PreviewSession { lock.withLock { current } }
  private var current: PreviewSession
  /// The files of the project that compiled in the last build: one of them left out now is the
  /// user's edit that broke it, shown as a build error (files that never compiled on Linux are not).
  private var compiledBefore: Set<String>?
  /// The longest one render may take, in seconds.
  public let timeout: TimeInterval
  /// How often the sources are looked at while watching, in seconds.
  public let pollInterval: TimeInterval
  /// Who keeps the build, for log lines and the runner's copies: `preview`, `mcp`.
  public let name: String

  /// Where the log lines go: standard error by default.
  private let log: @Sendable (String) -> Void
  /// Guards the fields below.
  private let lock = NSLock()
  private var runner: URL?
  private var version = 0
  private var building = false
  private var buildError: String?
  private var buildSeconds: Double?
  private var previews: [PreviewSummary] = []
  /// The sources as the last build saw them; `nil` before the first.
  private var builtStamp: [String: [Double]]?
  private var cache: [PreviewRenderRequest: (version: Int, render: PreviewRender)] = [:]
  /// Held by a build or a render: they take turns.
  private let work = NSLock()

  /// A build of `session`'s project kept by `name` (`preview`, `mcp`).
  public init(
    session: PreviewSession, name: String, timeout: TimeInterval = 30, pollInterval: TimeInterval = 0.3,
    log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) {
    self.current = session
    self.name = name
    self.timeout = timeout
    self.pollInterval = pollInterval
    self.log = log
  }

  // MARK: Watching and building

  /// Builds the project now, then again whenever a source file or the manifest changes, on a
  /// thread of its own, for as long as the process lives.
  public func startWatching() {
    let thread = Thread { [self] in
      while true {
        refresh()
        Thread.sleep(forTimeInterval: pollInterval)
      }
    }
    thread.name = "trellis-\(name)-watcher"
    thread.start()
  }

  /// Builds the project if it never built or a source changed since its last build; otherwise
  /// does nothing.
  public func refresh() {
    work.lock()
    defer { work.unlock() }
    let stamp = sourceStamp()
    let before = lock.withLock { builtStamp }
    guard stamp != before else { return }
    if before != nil { log("trellis \(name): a source changed; building…") }
    build(stamp: stamp)
  }

  /// Builds the project now, changed or not.
  public func rebuild() {
    work.lock()
    defer { work.unlock() }
    build(stamp: sourceStamp())
  }

  /// The path, modification time and size of every Swift file of the project and of its
  /// manifests: polled, because it works the same on every file system.
  public func sourceStamp() -> [String: [Double]] {
    var stamp: [String: [Double]] = [:]
    let keys: Set<URLResourceKey> = [.contentModificationDateKey, .fileSizeKey]
    for file in session.watchedFiles() {
      let values = try? file.resourceValues(forKeys: keys)
      stamp[file.path] = [
        values?.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values?.fileSize ?? -1),
      ]
    }
    return stamp
  }

  /// Builds the runner and lists the previews, with `work` held; on failure keeps the last good
  /// runner and records the compiler's errors.
  private func build(stamp: [String: [Double]]) {
    lock.withLock {
      building = true
      builtStamp = stamp
    }
    let start = Date()
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
      let built = fresh.deletingLastPathComponent()
        .appendingPathComponent("TrellisPreviewRunner-\(name)-\(version + 1)")
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
      log("trellis \(name): built in \(String(format: "%.1f", seconds)) s; \(listed.count) previews.")
    } catch {
      let message = (error as? PreviewHostError)?.description ?? "\(error)"
      lock.withLock {
        building = false
        buildError = message
        buildSeconds = Date().timeIntervalSince(start)
      }
      log("trellis \(name): the build failed; the last good build still renders.\n" + message)
    }
  }

  // MARK: Answering

  /// Where the project stands.
  public func state() -> State {
    lock.withLock {
      State(
        version: version, building: building, buildError: buildError, buildSeconds: buildSeconds, previews: previews)
    }
  }

  /// Renders `request` with the last good runner (``PreviewRenderer``), from the cache when this
  /// build already rendered it; answers the build's version with the render.
  public func render(
    _ request: PreviewRenderRequest
  ) -> Result<(version: Int, render: PreviewRender), PreviewRenderFailure> {
    work.lock()
    defer { work.unlock() }
    let (runner, version, previews, buildError, cached) = lock.withLock {
      (self.runner, self.version, self.previews, self.buildError, cache[request])
    }
    guard let runner else {
      return .failure(.notBuilt(buildError ?? "the package is still building; the picture follows when it is built."))
    }
    if let cached, cached.version == version { return .success(cached) }
    let renderer = PreviewRenderer(
      runner: runner, previews: previews, timeout: timeout,
      scratch: session.builder.workspace.appendingPathComponent(name))
    switch renderer.render(request) {
    case .success(let render):
      lock.withLock {
        // A small cache: switching back to a variant seen under this build is instant.
        if cache.count >= 64 { cache = [:] }
        cache[request] = (version, render)
      }
      return .success((version, render))
    case .failure(let failure):
      if case .failed(let error) = failure {
        log("trellis \(name): \(request.preview) [\(request.variant.name)]: \(error)")
      }
      return .failure(failure)
    }
  }
}
