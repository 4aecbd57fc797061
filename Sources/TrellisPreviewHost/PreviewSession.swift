import Foundation
import TrellisPreviewRuntime

/// A user's project — a Swift package or an app's folder — ready to list and render its previews:
/// what `trellis previews`, and any other tool on top of the host, works with.
///
/// ```swift
/// let session = try PreviewSession(packagePath: nil)   // the project around the current folder
/// let runner = try session.build()
/// for preview in try session.list(runner: runner) { print(preview.id) }
/// ```
public struct PreviewSession: Sendable {
  /// The project.
  public var project: PreviewProject
  /// The builder of its runner.
  public var builder: PreviewRunnerBuilder

  /// The project at `packagePath`, or around the current folder when `nil` (a package, or an
  /// app's folder with an `.xcodeproj`); with `sources`, that folder read as an app's. Its runner
  /// is built in `<project>/.build/trellis-previews`.
  public init(packagePath: String?, sources: String? = nil) throws {
    let kit = try PreviewKit.current()
    project = try PreviewProject.open(path: packagePath, sources: sources, kit: kit)
    builder = PreviewRunnerBuilder(project: project, kit: kit)
  }

  /// The same project read again: after a manifest changed, or files were added or removed.
  public func reopened() throws -> PreviewSession {
    try PreviewSession(
      packagePath: project.root.path, sources: project.kind == .appFolder ? project.root.path : nil)
  }

  /// The files whose change the live preview watches: every Swift file under the project's
  /// folder (so that a new file is seen) and its manifests.
  public func watchedFiles() -> [URL] {
    SourceModule.swiftFiles(in: project.root) + project.modules.flatMap(\.files) + project.manifests
  }

  /// Builds the runner; see ``PreviewRunnerBuilder/build(log:)``.
  public func build(log: (String) -> Void = { _ in }) throws -> URL {
    try builder.build(log: log)
  }

  /// The package's previews, as the runner lists them.
  ///
  /// - Throws: ``PreviewHostError`` when the runner fails, with what it printed.
  public func list(runner: URL) throws -> [PreviewSummary] {
    let result = try ChildProcess.run(runner.path, ["list"])
    guard result.succeeded, let previews = try? JSONDecoder().decode([PreviewSummary].self, from: result.output) else {
      throw PreviewHostError(
        "the preview runner could not list the previews (status \(result.status)):\n"
          + String(decoding: result.errorOutput, as: UTF8.self))
    }
    return previews
  }

  /// The previews `names` select among `previews`: each name is an identifier, or a preview's
  /// name or file when no identifier matches (`Dark`, `ContentView`); all of them when empty.
  ///
  /// - Throws: ``PreviewHostError`` naming the previews there are, for a name that selects none.
  public static func select(_ names: [String], from previews: [PreviewSummary]) throws -> [PreviewSummary] {
    guard !names.isEmpty else { return previews }
    var selected: [PreviewSummary] = []
    for name in names {
      let exact = previews.filter { $0.id == name }
      let matches =
        exact.isEmpty
        ? previews.filter { $0.displayName == name || $0.id.hasPrefix(name + "/") } : exact
      guard !matches.isEmpty else {
        throw PreviewHostError(
          "no preview named '\(name)'. The previews are:\n" + previews.map { "  " + $0.id }.joined(separator: "\n"))
      }
      selected += matches.filter { match in !selected.contains { $0.id == match.id } }
    }
    return selected
  }
}
