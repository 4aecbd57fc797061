import Foundation
import TrellisPreviewRuntime

/// Builds the program that lists and renders a project's previews: the project's modules,
/// compiled by ``ModuleCompiler`` against the preview kit, and a generated `main.swift` that
/// names the `PreviewProvider`s found in the sources, registers an app's assets and fonts and
/// hands over to `PreviewRunner`; linked with the kit's shared library.
///
/// Nothing here is SwiftPM: the kit holds Trellis, built once with the `trellis` command, so a
/// runner costs the user's code and a link. Everything lives in `<project>/.build/trellis-previews/build`
/// and is reused while its inputs hash the same.
public struct PreviewRunnerBuilder: Sendable {
  /// The project whose previews are built.
  public var project: PreviewProject
  /// The kit it is compiled against.
  public var kit: PreviewKit

  /// A builder for `project`'s runner.
  public init(project: PreviewProject, kit: PreviewKit) {
    self.project = project
    self.kit = kit
  }

  /// The folder the runner and its build live in: `<project>/.build/trellis-previews`.
  public var workspace: URL { project.workspace }
  /// The folder of the build.
  public var buildFolder: URL { workspace.appendingPathComponent("build") }
  /// The runner.
  public var runner: URL { buildFolder.appendingPathComponent("TrellisPreviewRunner") }

  /// What the last build left out: files that do not compile on Linux, and the project's notes.
  public struct Report: Codable, Sendable, Equatable {
    /// Files left out, each with its first error.
    public var excludedFiles: [ExcludedFile]
    /// Modules, targets and dependencies left out, and why.
    public var notes: [String]
  }

  /// Compiles the project and links the runner; returns the runner's path.
  ///
  /// - Parameter log: Receives progress lines, and a `warning:` line for each file left out.
  /// - Throws: ``PreviewHostError`` when the kit cannot be built, or no module compiled at all.
  public func build(log: (String) -> Void = { _ in }) throws -> URL {
    let flags = try kit.prepare(log: log)
    let compiled = try compile(project.modules, flags: flags, log: log)
    let linked = project.modules.compactMap { compiled[$0.name] }.filter { !$0.objects.isEmpty }
    // Swift modules are imported by the runner; C modules are only linked.
    let usable = linked.filter { $0.clientFlags.isEmpty }
    guard !usable.isEmpty else {
      let excluded = compiled.values.flatMap(\.excluded)
      let first = excluded.first.map { "\n" + $0.error } ?? ""
      throw PreviewHostError(
        "\(project.root.lastPathComponent) has nothing to preview: no file compiled (\(excluded.count) left out, "
          + "\(project.modules.count) module\(project.modules.count == 1 ? "" : "s")).\(first)",
        buildLog: excluded.map { "\($0.path): \($0.error)" }.joined(separator: "\n"))
    }
    try link(
      mainSource(modules: usable), modules: linked, flags: flags, into: runner, name: "the preview runner", log: log)
    return runner
  }

  /// Compiles `modules` in order, logs what was left out and writes the report; answers each
  /// module's result by name.
  func compile(
    _ modules: [SourceModule], flags: PreviewKit.CompilerFlags, log: (String) -> Void
  ) throws -> [String: CompiledModule] {
    try FileManager.default.createDirectory(at: buildFolder, withIntermediateDirectories: true)
    let compiler = ModuleCompiler(build: buildFolder, kitFlags: flags)
    var compiled: [String: CompiledModule] = [:]
    for module in modules {
      compiled[module.name] = try compiler.compile(module, after: compiled, log: log)
    }
    for note in project.notes { log("note: " + note) }
    for module in modules {
      let left = compiled[module.name]?.excluded ?? []
      guard let first = left.first else { continue }
      if isOwn(first.path) {
        for file in left {
          let reason = file.error.hasPrefix(file.path) ? relative(file.error) : relative(file.path) + ": " + file.error
          log("warning: left out " + reason)
        }
      } else {
        // A dependency's files: one line for the module, with its first error.
        log(
          "note: \(module.name) (a dependency): left out \(left.count) file\(left.count == 1 ? "" : "s"), "
            + "the first: \(first.error)")
      }
    }
    let report = Report(excludedFiles: modules.flatMap { compiled[$0.name]?.excluded ?? [] }, notes: project.notes)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(report).write(to: buildFolder.appendingPathComponent("report.json"), options: .atomic)
    return compiled
  }

  /// Links `main` (a generated `main.swift`) with `modules`' objects and the kit into `output`,
  /// unless the same inputs made it last time.
  func link(
    _ main: String, modules: [CompiledModule], flags: PreviewKit.CompilerFlags, into output: URL, name: String,
    extraFlags: [String] = [], log: (String) -> Void
  ) throws {
    let mainFile = buildFolder.appendingPathComponent(output.lastPathComponent + "-main.swift")
    // Every runner answers `Locale.current` as an iOS simulator does (ProcessLocale).
    let main = ProcessLocale.getterOverrideSource + main
    try writeIfChanged(main, to: mainFile)
    let objects = modules.flatMap(\.objects) + (modules.contains(where: \.isCPlusPlus) ? ["-lstdc++"] : [])
    let key = String(ModuleCompiler.fnv(([main] + modules.map(\.key)).joined(separator: "\n")), radix: 16)
    let stamp = buildFolder.appendingPathComponent("Records/\(output.lastPathComponent).key")
    if FileManager.default.isExecutableFile(atPath: output.path),
      (try? String(contentsOf: stamp, encoding: .utf8)) == key
    {
      return
    }
    log("linking \(name)")
    let result = try ChildProcess.run(
      ModuleCompiler.swiftc,
      flags.arguments + [
        "-I", buildFolder.appendingPathComponent("Modules").path, "-module-name", output.lastPathComponent,
        "-swift-version", "6", "-Onone", mainFile.path,
      ] + extraFlags + modules.flatMap(\.clientFlags) + objects + [
        "-L", kit.productsFolder.path, "-lTrellisPreviewKit", "-Xlinker", "-rpath", "-Xlinker", kit.productsFolder.path,
        "-o", output.path,
      ])
    guard result.succeeded else {
      let text = String(decoding: result.errorOutput + result.output, as: UTF8.self)
      throw PreviewHostError("\(name) does not link:\n" + text.suffix(4_000), buildLog: text)
    }
    try Data(key.utf8).write(to: stamp, options: .atomic)
  }

  /// The report of the last build, if any.
  public func lastReport() -> Report? {
    guard let data = try? Data(contentsOf: buildFolder.appendingPathComponent("report.json")) else { return nil }
    return try? JSONDecoder().decode(Report.self, from: data)
  }

  /// The `PreviewProvider`s of the files that compiled.
  func providers(in modules: [CompiledModule]) -> [FoundPreviewProvider] {
    var found: [FoundPreviewProvider] = []
    for module in modules {
      for path in module.files {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        found +=
          PreviewProviderScanner.providers(
            in: source, module: module.name,
            fileID: module.name + "/" + (path.split(separator: "/").last.map(String.init) ?? path)
          ).found
      }
    }
    return found
  }

  /// The generated `main.swift`.
  func mainSource(modules: [CompiledModule]) -> String {
    let imports = modules.map { "@testable import \($0.name)" }
    let sources = providers(in: modules).map {
      "    PreviewProviderSource(\($0.module).\($0.typeName).self, fileID: \(literal($0.fileID)), line: \($0.line)),"
    }
    let catalogs = project.assetCatalogs.map { "    " + literal($0.path) + "," }
    let fonts = project.fonts.map { "    " + literal($0.path) + "," }
    let strings = project.stringTables.map { "    " + literal($0.path) + "," }
    return """
      // Generated by `trellis previews`; do not edit.
      import CTrellisPreviewSections
      import TrellisPreviewRuntime
      \(imports.joined(separator: "\n"))

      PreviewRunner.main(
        providers: [
      \(sources.joined(separator: "\n"))
        ],
        section: PreviewRecordSection(start: trellis_preview_section_start(), end: trellis_preview_section_end()),
        assetCatalogs: [
      \(catalogs.joined(separator: "\n"))
        ],
        fonts: [
      \(fonts.joined(separator: "\n"))
        ],
        strings: [
      \(strings.joined(separator: "\n"))
        ],
        accentColorName: \(project.accentColorName.map(literal) ?? "nil"),
        requiresCompatibilityDesign: \(project.requiresCompatibilityDesign))

      """
  }

  /// Whether `path` is a file of the project itself, not of a dependency it resolved.
  private func isOwn(_ path: String) -> Bool {
    path.hasPrefix(project.root.path + "/") && !path.hasPrefix(project.root.path + "/.build/")
  }

  private func relative(_ path: String) -> String {
    let root = project.root.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  private func writeIfChanged(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  private func literal(_ string: String) -> String {
    "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
