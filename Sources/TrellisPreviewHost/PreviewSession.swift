import Foundation
import TrellisPreviewRuntime

/// A user's package, ready to list and render its previews: what `trellis previews`, and any
/// other tool on top of the host, works with.
///
/// ```swift
/// let session = try PreviewSession(packagePath: nil)   // the package around the current folder
/// let runner = try session.build()
/// for preview in try session.list(runner: runner) { print(preview.id) }
/// ```
public struct PreviewSession: Sendable {
  /// The package.
  public var package: UserPackage
  /// The builder of its runner.
  public var builder: PreviewRunnerBuilder

  /// The package in `packagePath`, or around the current folder when `nil`; its runner is built
  /// in `<package>/.build/trellis-previews`.
  public init(packagePath: String?) throws {
    let start = URL(fileURLWithPath: packagePath ?? FileManager.default.currentDirectoryPath)
    var root = start.standardizedFileURL
    while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      let parent = root.deletingLastPathComponent()
      guard parent.path != root.path else {
        throw PreviewHostError(
          "no Package.swift in \(start.path) or any folder above it: run trellis in a Swift package, or give --package-path."
        )
      }
      root = parent
    }
    let workspace = root.appendingPathComponent(".build/trellis-previews")
    package = try UserPackage(root: root, scratch: workspace)
    builder = PreviewRunnerBuilder(package: package, workspace: workspace)
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
