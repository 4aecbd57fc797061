import Foundation

/// A file the runner left out: it did not compile on Linux, or it needs a file that did not.
public struct ExcludedFile: Codable, Hashable, Sendable {
  /// The file.
  public var path: String
  /// The compiler's first error in it: `path:line:column: error: …`.
  public var error: String
}

/// What compiling one module gave.
struct CompiledModule: Codable, Hashable {
  /// The module's name.
  var name: String
  /// Its object files; none when no file of it compiled.
  var objects: [String]
  /// What a module that imports it passes the compiler: a C module's module map and headers.
  var clientFlags: [String] = []
  /// Whether it holds C++, which the runner's link then needs the C++ library for.
  var isCPlusPlus = false
  /// The files that compiled, whose previews the runner lists.
  var files: [String]
  /// The files left out, with the error that left each out.
  var excluded: [ExcludedFile]
  /// What the inputs hashed to: the sources, the flags and the modules it imports.
  var key: String
}

/// Compiles a ``SourceModule`` with `swiftc`, against the preview kit and the modules compiled
/// before it, into one object file and a module interface.
///
/// **Never all or nothing.** When files fail, each file the compiler reports an error in is left
/// out — with its first error, to show the user — and the module is compiled again without them;
/// a file that needed a left-out one fails in the next round and is left out in turn. At most one
/// round a file, so it ends. A module none of whose files compile yields no object; the modules
/// that import it fail their own rounds and lose the files that import it.
///
/// **Compiled once.** A module whose sources, flags and imported modules hash as at its last
/// compile is not compiled again: its object, interface and left-out files are reused, so `list`,
/// `render` and `preview` on the same package share one build.
struct ModuleCompiler {
  /// The folder of the build: `Modules/`, `Objects/`, `Sources/` (transformed copies) and a record
  /// of each module's last compile.
  var build: URL
  /// The kit's flags.
  var kitFlags: PreviewKit.CompilerFlags

  var modulesFolder: URL { build.appendingPathComponent("Modules") }

  /// Changes when the way modules are compiled changes, so that no record of an older way is reused.
  static let recordVersion = "modules-1"

  /// Compiles `module`; `compiled` are the modules before it.
  func compile(
    _ module: SourceModule, after compiled: [String: CompiledModule], log: (String) -> Void
  ) throws -> CompiledModule {
    if module.language == .c { return try CModuleCompiler(build: build).compile(module, log: log) }
    let manager = FileManager.default
    for folder in ["Modules", "Objects", "Records", "Sources/\(module.name)"] {
      try manager.createDirectory(at: build.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    // The text each file is compiled from: itself, or its iOS-transformed copy.
    var inputs: [(original: URL, compiled: URL, text: String)] = []
    for file in module.files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let platformConditions = module.isProjectCode || IOSSourceTransform.isUICode(text)
      if let transformed = IOSSourceTransform.transform(text, path: file.path, platformConditions: platformConditions) {
        // In a folder of its own, under its own name: `#fileID` is made of the file's name.
        let copy = build.appendingPathComponent("Sources/\(module.name)")
          .appendingPathComponent(String(Self.fnv(file.deletingLastPathComponent().path), radix: 16))
          .appendingPathComponent(file.lastPathComponent)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeIfChanged(transformed, to: copy)
        inputs.append((file, copy, transformed))
      } else {
        inputs.append((file, file, text))
      }
    }
    var generated: [URL] = []
    if !module.resources.isEmpty {
      let accessor = build.appendingPathComponent("Sources/\(module.name)/resource_bundle_accessor.swift")
      try writeIfChanged(
        ResourceBundle.accessorSource(module: module.name, folder: resourceFolder(module)), to: accessor)
      try ResourceBundle.assemble(module.resources, into: resourceFolder(module))
      generated.append(accessor)
    }
    // Xcode's generated asset symbols (`Color.baseGreen`, `Image(.logo)`) from its catalogs.
    var symbolsSource = ""
    let catalogs = module.assetCatalogs + AssetSymbols.catalogs(in: module.resources)
    if module.generatesAssetSymbols, !catalogs.isEmpty {
      symbolsSource = AssetSymbols.source(
        catalogs: catalogs, bundle: module.resources.isEmpty ? "Bundle.main" : "Bundle.module",
        declared: AssetSymbols.declaredStaticMembers(in: inputs.map(\.text)),
        extensions: module.generatesAssetSymbolExtensions)
      let symbols = build.appendingPathComponent("Sources/\(module.name)/GeneratedAssetSymbols.swift")
      try writeIfChanged(symbolsSource, to: symbols)
      generated.append(symbols)
    }
    // The C modules it may import, directly or through the modules it imports.
    let flags = flags(for: module) + compiled.values.sorted { $0.name < $1.name }.flatMap(\.clientFlags)
    let imported = module.dependencies.compactMap { compiled[$0]?.key }
    let key = String(
      Self.fnv(
        ([Self.recordVersion, kitFlags.fingerprint, flags.joined(separator: " ")] + imported
          + inputs.map { $0.original.path + "\n" + $0.compiled.path + "\n" + $0.text } + [symbolsSource])
          .joined(separator: "\u{0}")),
      radix: 16)
    let record = build.appendingPathComponent("Records/\(module.name).json")
    if let data = try? Data(contentsOf: record), let last = try? JSONDecoder().decode(CompiledModule.self, from: data),
      last.key == key, last.objects.allSatisfy({ manager.fileExists(atPath: $0) })
    {
      return last
    }

    log("compiling \(module.name) (\(inputs.count) file\(inputs.count == 1 ? "" : "s"))")
    var remaining = inputs
    var excluded: [ExcludedFile] = []
    let object = build.appendingPathComponent("Objects/\(module.name).o")
    var result = CompiledModule(name: module.name, objects: [], files: [], excluded: [], key: key)
    for _ in 0...inputs.count {
      guard !remaining.isEmpty else { break }
      let arguments =
        [
          "-module-name", module.name, "-parse-as-library", "-wmo", "-Onone", "-enable-testing", "-c",
          "-o", object.path, "-emit-module", "-emit-module-path",
          modulesFolder.appendingPathComponent(module.name + ".swiftmodule").path,
        ] + flags + remaining.map(\.compiled.path) + generated.map(\.path)
      let run = try ChildProcess.run(Self.swiftc, arguments)
      if run.succeeded {
        result.objects = [object.path]
        result.files = remaining.map(\.original.path)
        break
      }
      let output = String(decoding: run.errorOutput + run.output, as: UTF8.self)
      let failing = Self.firstErrors(in: output, files: Set(remaining.map(\.original.path)))
      guard !failing.isEmpty else {
        // An error in no file of the module (a flag, a missing module, a crash): the module fails whole.
        let first = output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? output
        excluded += remaining.map { ExcludedFile(path: $0.original.path, error: first) }
        remaining = []
        break
      }
      for (path, error) in failing.sorted(by: { $0.key < $1.key }) {
        excluded.append(ExcludedFile(path: path, error: error))
      }
      remaining.removeAll { failing[$0.original.path] != nil }
    }
    result.excluded = excluded
    if result.objects.isEmpty {
      try? manager.removeItem(at: modulesFolder.appendingPathComponent(module.name + ".swiftmodule"))
    }
    try JSONEncoder().encode(result).write(to: record, options: .atomic)
    return result
  }

  /// The compiler flags of `module`: the kit's, the modules compiled before it, its language mode,
  /// conditions and features.
  func flags(for module: SourceModule) -> [String] {
    var flags = kitFlags.arguments + ["-I", modulesFolder.path, "-swift-version", module.languageMode, "-DDEBUG"]
    flags += module.defines.map { "-D" + $0 }
    for feature in module.features {
      flags += ["-enable-upcoming-feature", feature]
    }
    if module.defaultsToMainActor { flags += ["-default-isolation", "MainActor"] }
    if let package = module.packageName { flags += ["-package-name", SourceModule.identifier(package)] }
    // On Apple's platforms `import Foundation` brings Combine along — a model file that imports
    // Foundation alone declares `ObservableObject`s with `@Published` properties — and URLSession
    // and URLRequest, which Linux keeps in FoundationNetworking. Both are made visible to every
    // file of the project's own code the same way.
    if module.isProjectCode {
      for implicit in ["Combine", "FoundationNetworking"] {
        flags += ["-Xfrontend", "-import-module", "-Xfrontend", implicit]
      }
    }
    // A runner compiles code written for another platform: its warnings are not the user's concern here.
    flags.append("-suppress-warnings")
    return flags
  }

  /// The folder `Bundle.module` of `module` opens.
  func resourceFolder(_ module: SourceModule) -> URL {
    build.appendingPathComponent("Resources/\(module.name).resources")
  }

  /// The first error the compiler reports in each file of `files`, by path. An error in a macro's
  /// expansion is the file's whose line the expansion came from (the next note that names a file).
  static func firstErrors(in output: String, files: Set<String>) -> [String: String] {
    var errors: [String: String] = [:]
    var orphan: String?
    for line in output.split(separator: "\n") {
      guard let range = line.range(of: ": error: ") ?? line.range(of: ": note: ") else { continue }
      let location = line[..<range.lowerBound]
      let isError = line[range].contains("error")
      // path:line:column
      let parts = location.split(separator: ":")
      let path = parts.count >= 3 ? parts.dropLast(2).joined(separator: ":") : String(location)
      if files.contains(path) {
        if isError, errors[path] == nil {
          errors[path] = String(line)
        } else if let pending = orphan, errors[path] == nil {
          errors[path] = pending
        }
        orphan = nil
      } else if isError, orphan == nil {
        orphan = String(line)
      }
    }
    return errors
  }

  static var swiftc: String {
    let swift = URL(fileURLWithPath: ChildProcess.swiftExecutable).resolvingSymlinksInPath()
    return swift.deletingLastPathComponent().appendingPathComponent("swiftc").path
  }

  /// FNV-1a, 64 bits: stable across runs and machines, unlike `Hasher`.
  static func fnv(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return hash
  }

  private func writeIfChanged(_ text: String, to url: URL) throws {
    if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
