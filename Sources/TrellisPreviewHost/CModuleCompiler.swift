import Foundation

/// Compiles a package's C (or C++) target for a runner, as SwiftPM would: its sources with the
/// toolchain's `clang` into objects, and a module map over its public headers, so the Swift
/// modules that import it find it — a shim such as swift-numerics' `_NumericsShims`.
///
/// The module map is the target's own (`include/module.modulemap`), else one SwiftPM's way: an
/// umbrella header named as the module (`include/<Name>.h`), else the whole `include` folder as
/// the umbrella. A C target that does not compile is left out whole — its files, with the first
/// error — and the modules that import it lose the files that do.
struct CModuleCompiler {
  /// The build folder (see ``ModuleCompiler``).
  var build: URL

  func compile(_ module: SourceModule, log: (String) -> Void) throws -> CompiledModule {
    let manager = FileManager.default
    let include = module.includeFolder ?? module.files.first?.deletingLastPathComponent() ?? build
    let headers = (manager.enumerator(at: include, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
      .filter { ["h", "hpp", "modulemap"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    var inputs: [String] = [ModuleCompiler.recordVersion, "c"]
    for file in module.files + headers {
      inputs.append(file.path + "\n" + ((try? String(contentsOf: file, encoding: .utf8)) ?? ""))
    }
    let key = String(ModuleCompiler.fnv(inputs.joined(separator: "\u{0}")), radix: 16)
    let record = build.appendingPathComponent("Records/\(module.name).json")
    if let data = try? Data(contentsOf: record), let last = try? JSONDecoder().decode(CompiledModule.self, from: data),
      last.key == key, last.objects.allSatisfy({ manager.fileExists(atPath: $0) })
    {
      return last
    }

    let map = try moduleMap(for: module, include: include)
    let objectsFolder = build.appendingPathComponent("Objects/\(module.name)")
    try manager.createDirectory(at: objectsFolder, withIntermediateDirectories: true)
    log("compiling \(module.name) (\(module.files.count) C file\(module.files.count == 1 ? "" : "s"))")
    var result = CompiledModule(name: module.name, objects: [], files: [], excluded: [], key: key)
    var objects: [String] = []
    for file in module.files {
      let isCPlusPlus = ["cpp", "cc", "cxx"].contains(file.pathExtension)
      let object = objectsFolder.appendingPathComponent(
        String(ModuleCompiler.fnv(file.path), radix: 16) + "-" + file.lastPathComponent + ".o")
      let run = try ChildProcess.run(
        Self.clang,
        ["-c", "-fPIC", "-O0", "-I", include.path, "-I", file.deletingLastPathComponent().path]
          + (isCPlusPlus ? ["-x", "c++", "-std=c++17"] : ["-std=gnu11"]) + [file.path, "-o", object.path])
      guard run.succeeded else {
        let output = String(decoding: run.errorOutput + run.output, as: UTF8.self)
        let first = output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? output
        result.excluded = module.files.map { ExcludedFile(path: $0.path, error: first) }
        try JSONEncoder().encode(result).write(to: record, options: .atomic)
        return result
      }
      objects.append(object.path)
      result.isCPlusPlus = result.isCPlusPlus || isCPlusPlus
    }
    // A header-only module (no sources) still gives its module map to the modules that import it.
    result.objects = objects
    result.files = module.files.map(\.path)
    result.clientFlags = ["-Xcc", "-fmodule-map-file=" + map.path, "-Xcc", "-I" + include.path]
    if objects.isEmpty {
      // An empty object keeps the module in the link list, which is how the runner knows it compiled.
      let empty = objectsFolder.appendingPathComponent("empty.c")
      try Data("// A header-only module.\n".utf8).write(to: empty)
      let object = objectsFolder.appendingPathComponent("empty.o")
      _ = try ChildProcess.run(Self.clang, ["-c", "-fPIC", empty.path, "-o", object.path])
      result.objects = [object.path]
    }
    try JSONEncoder().encode(result).write(to: record, options: .atomic)
    return result
  }

  /// The module's map: its own, or one made as SwiftPM makes it.
  private func moduleMap(for module: SourceModule, include: URL) throws -> URL {
    let own = include.appendingPathComponent("module.modulemap")
    if FileManager.default.fileExists(atPath: own.path) { return own }
    let umbrellaHeader = include.appendingPathComponent(module.name + ".h")
    let nestedHeader = include.appendingPathComponent(module.name).appendingPathComponent(module.name + ".h")
    let body: String
    if FileManager.default.fileExists(atPath: umbrellaHeader.path) {
      body = "umbrella header \"\(umbrellaHeader.path)\""
    } else if FileManager.default.fileExists(atPath: nestedHeader.path) {
      body = "umbrella header \"\(nestedHeader.path)\""
    } else {
      body = "umbrella \"\(include.path)\""
    }
    let folder = build.appendingPathComponent("CModules/\(module.name)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let map = folder.appendingPathComponent("module.modulemap")
    let text = "module \(module.name) {\n  \(body)\n  export *\n}\n"
    if (try? String(contentsOf: map, encoding: .utf8)) != text { try Data(text.utf8).write(to: map) }
    return map
  }

  /// The toolchain's `clang`, beside its `swiftc`.
  static var clang: String {
    URL(fileURLWithPath: ModuleCompiler.swiftc).deletingLastPathComponent().appendingPathComponent("clang").path
  }
}
