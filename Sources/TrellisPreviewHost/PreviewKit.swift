import Foundation

/// What a preview runner is compiled and linked against: Trellis' build of the
/// `TrellisPreviewKit` shared library, the interfaces of the modules a user's file may import
/// (`SwiftUI`, `UIKit`, `CoreGraphics`, `Trellis`, `Combine`, …) and the `#Preview` macro's plugin.
///
/// The kit is built once, by SwiftPM, in the scratch folder Trellis itself was built in, so its
/// objects are the ones the `trellis` command was linked from: making it costs a link, not a
/// second build of Trellis and swift-syntax. A user's code is then compiled by `swiftc` against
/// the kit's interfaces — and nothing else: only the kit's own modules are visible to it (through
/// a folder of links), so `canImport` answers as it would for an app that links Trellis alone.
///
/// The flags that make Trellis' C modules (Pango, Cairo, …) visible to a client are read from
/// SwiftPM's build description (`<configuration>.yaml`), from the command that compiled the kit's
/// own module: the same flags SwiftPM gives any target that depends on Trellis.
public struct PreviewKit: Sendable {
  /// The Trellis package the kit is built from.
  public var packageRoot: URL
  /// Its scratch folder (`.build`).
  public var scratch: URL
  /// `debug` or `release`.
  public var configuration: String

  /// The kit of the Trellis checkout this program was built from, in the configuration and the
  /// scratch folder of the running program when it is a product of that checkout.
  public static func current() throws -> PreviewKit {
    let environment = ProcessInfo.processInfo.environment
    // This file's path, as the compiler saw it: <root>/Sources/TrellisPreviewHost/PreviewKit.swift.
    let root =
      environment["TRELLIS_PACKAGE_PATH"].map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
      throw PreviewHostError(
        "cannot find the Trellis package this program was built from (looked in \(root.path)); "
          + "set TRELLIS_PACKAGE_PATH to a Trellis checkout.")
    }
    var scratch = root.appendingPathComponent(".build")
    var configuration = "debug"
    // A product of the checkout runs from <scratch>/<triple>/<configuration>/.
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    let folder = executable.deletingLastPathComponent()
    let name = folder.lastPathComponent
    if ["debug", "release"].contains(name),
      FileManager.default.fileExists(
        atPath: folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(name + ".yaml")
          .path)
    {
      configuration = name
      scratch = folder.deletingLastPathComponent().deletingLastPathComponent()
    }
    return PreviewKit(packageRoot: root, scratch: scratch, configuration: configuration)
  }

  /// Creates a description of the kit of `packageRoot` built in `scratch`.
  public init(packageRoot: URL, scratch: URL, configuration: String = "debug") {
    self.packageRoot = packageRoot.standardizedFileURL
    self.scratch = scratch.standardizedFileURL
    self.configuration = configuration
  }

  /// The folder SwiftPM writes this configuration's products to (`.build/debug` links to it).
  public var productsFolder: URL { scratch.appendingPathComponent(configuration).resolvingSymlinksInPath() }
  /// The shared library.
  public var library: URL { productsFolder.appendingPathComponent("libTrellisPreviewKit.so") }
  /// The folder of links to the kit's module interfaces, and nothing else.
  public var modulesFolder: URL { scratch.appendingPathComponent("trellis-preview-kit/\(configuration)/Modules") }
  /// The `#Preview` macro's compiler plugin.
  public var macroPlugin: URL { productsFolder.appendingPathComponent("TrellisPreviewMacros-tool") }

  /// The compiler's flags for a module compiled against the kit: its module folder, Trellis' C
  /// modules and the macro plugin.
  public struct CompilerFlags: Sendable, Hashable {
    /// The flags, in order.
    public var arguments: [String]
    /// When the kit's library was linked: a module compiled against an older kit is compiled again.
    public var fingerprint: String = ""
  }

  /// Builds the kit when it is missing or older than the modules it is made of, links its
  /// interfaces into ``modulesFolder`` and returns the flags to compile against it.
  ///
  /// - Parameter log: Receives a line when SwiftPM is run.
  /// - Throws: ``PreviewHostError`` when SwiftPM cannot build the kit.
  public func prepare(log: (String) -> Void = { _ in }) throws -> CompilerFlags {
    if isStale() {
      log("building Trellis' preview kit (a link when the trellis command is built) …")
      for product in ["TrellisPreviewKit", "TrellisPreviewMacros"] {
        let result = try ChildProcess.run(
          ChildProcess.swiftExecutable,
          [
            "build", "--package-path", packageRoot.path, "--scratch-path", scratch.path, "-c", configuration,
            "--product", product,
          ])
        guard result.succeeded else {
          throw PreviewHostError(
            "cannot build Trellis' preview kit:\n"
              + String(decoding: result.output + result.errorOutput, as: UTF8.self).suffix(4_000))
        }
      }
      try FileManager.default.createDirectory(at: modulesFolder, withIntermediateDirectories: true)
      try Data().write(to: stamp)
    }
    let description = try buildDescription()
    let appleModules = Self.appleModuleNames(in: packageRoot)
    try linkModules(description.modules, keeping: appleModules)
    let flags = CompilerFlags(
      arguments: ["-I", modulesFolder.path] + description.clangFlags + [
        "-Xfrontend", "-load-plugin-executable", "-Xfrontend", macroPlugin.path + "#TrellisPreviewMacros",
      ])
    try compileAppleModules(appleModules, flags: flags, log: log)
    var stamped = flags
    stamped.fingerprint = String(modificationDate(library)?.timeIntervalSince1970 ?? 0)
    return stamped
  }

  /// The modules of `Sources/AppleModules`: one a file, named as the file.
  static func appleModuleNames(in root: URL) -> [String] {
    let folder = root.appendingPathComponent("Sources/AppleModules")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  /// Compiles each of Apple's module names (`Sources/AppleModules/<Name>.swift`) into an interface
  /// beside the kit's, when it is missing or older than its source or the kit. They declare
  /// nothing of their own — each re-exports Trellis — so an interface is all a client needs.
  private func compileAppleModules(_ names: [String], flags: CompilerFlags, log: (String) -> Void) throws {
    let folder = packageRoot.appendingPathComponent("Sources/AppleModules")
    for name in names {
      let source = folder.appendingPathComponent(name + ".swift")
      let interface = modulesFolder.appendingPathComponent(name + ".swiftmodule")
      if let built = modificationDate(interface), let written = modificationDate(source),
        let library = modificationDate(library), built > written, built > library
      {
        continue
      }
      log("compiling the \(name) module of the preview kit")
      let result = try ChildProcess.run(
        ModuleCompiler.swiftc,
        flags.arguments + [
          "-module-name", name, "-parse-as-library", "-emit-module", "-emit-module-path", interface.path, source.path,
        ])
      guard result.succeeded else {
        throw PreviewHostError(
          "cannot compile the preview kit's \(name) module:\n" + String(decoding: result.errorOutput, as: UTF8.self))
      }
      // The compiler leaves an interface whose bytes did not change as it was, with its old date.
      try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: interface.path)
    }
  }

  /// Written when the kit was last built: SwiftPM leaves a library whose inputs did not change
  /// as it was, so the library's own date does not say when it was last checked.
  var stamp: URL { modulesFolder.deletingLastPathComponent().appendingPathComponent("kit.stamp") }

  /// Whether the kit was never built, or the running program (a product of a newer Trellis) or
  /// one of the kit's module interfaces (Trellis changed since) is newer than its last build.
  func isStale() -> Bool {
    guard FileManager.default.fileExists(atPath: macroPlugin.path), let linked = modificationDate(library) else {
      return true
    }
    // Built when SwiftPM last linked the library (a whole `swift build` does) or the last
    // `prepare` built it; stale when an object or interface it is made of is newer. Not judged by
    // the `trellis` binary's date: relinking the CLI alone leaves the kit as it was, and running
    // SwiftPM again from inside `swift test` would wait for the lock that `swift test` holds.
    let built = max(linked, modificationDate(stamp) ?? .distantPast)
    let modules = productsFolder.appendingPathComponent("Modules")
    for name in [
      "Trellis", "TrellisCore", "TrellisPreviewRuntime", "TrellisPreviewKit", "TrellisCharts", "TrellisCoreLocation",
      "TrellisMapKit", "TrellisAVFoundation", "TrellisAVKit", "TrellisPhotosUI", "TrellisSwiftData",
    ] {
      guard let date = modificationDate(modules.appendingPathComponent(name + ".swiftmodule")) else { return true }
      if date > built { return true }
      let objects = productsFolder.appendingPathComponent(name + ".build")
      for file in (try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []
      where file.hasSuffix(".o") {
        if let date = modificationDate(objects.appendingPathComponent(file)), date > built { return true }
      }
    }
    return false
  }

  private func modificationDate(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }

  /// What the build description says of the kit's module: the Swift modules it is made of (its
  /// own and every module they import, transitively) and the flags for Trellis' C modules.
  func buildDescription() throws -> (modules: [String], clangFlags: [String]) {
    let path = scratch.appendingPathComponent(configuration + ".yaml")
    guard let text = try? String(contentsOf: path, encoding: .utf8) else {
      throw PreviewHostError("cannot read SwiftPM's build description \(path.path)")
    }
    let commands = BuildDescription(text: text)
    guard let kit = commands.moduleCommand("TrellisPreviewKit") else {
      throw PreviewHostError("\(path.path) has no command that compiles TrellisPreviewKit")
    }
    var flags: [String] = []
    var index = 0
    let arguments = kit.arguments
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "-Xcc", index + 1 < arguments.count {
        let next = arguments[index + 1]
        // Module maps and include folders; not the code-generation flags SwiftPM adds.
        if next.hasPrefix("-fmodule-map-file=") || next.hasPrefix("-I") {
          flags += [argument, next]
          if next == "-I", index + 3 < arguments.count, arguments[index + 2] == "-Xcc" {
            flags += ["-Xcc", arguments[index + 3]]
            index += 2
          }
        }
        index += 2
        continue
      }
      if argument.hasPrefix("-I/") { flags.append(argument) }
      index += 1
    }
    // The kit's modules: its own and, transitively, those its compile commands read.
    var modules: [String] = []
    var pending = ["TrellisPreviewKit"]
    while let module = pending.popLast() {
      guard !modules.contains(module) else { continue }
      modules.append(module)
      pending += commands.moduleCommand(module)?.inputModules ?? []
    }
    return (modules.sorted(), flags)
  }

  /// Makes ``modulesFolder`` hold a link to each of `modules`' interfaces and the interfaces of
  /// `kept`, and nothing else.
  private func linkModules(_ modules: [String], keeping kept: [String]) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: modulesFolder, withIntermediateDirectories: true)
    let source = productsFolder.appendingPathComponent("Modules")
    let wanted = Set(modules.flatMap { [$0 + ".swiftmodule", $0 + ".swiftdoc"] })
    let keep = Set(kept.flatMap { [$0 + ".swiftmodule", $0 + ".swiftdoc", $0 + ".swiftsourceinfo"] })
    for existing in (try? manager.contentsOfDirectory(atPath: modulesFolder.path)) ?? []
    where !wanted.contains(existing) && !keep.contains(existing) {
      try? manager.removeItem(at: modulesFolder.appendingPathComponent(existing))
    }
    for file in wanted.sorted() {
      let target = source.appendingPathComponent(file)
      let link = modulesFolder.appendingPathComponent(file)
      guard manager.fileExists(atPath: target.path) else { continue }
      if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == target.path { continue }
      try? manager.removeItem(at: link)
      try manager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
    }
  }
}

/// The commands of SwiftPM's build description (`.build/debug.yaml`) that compile Swift modules:
/// each module's arguments and the module interfaces it reads.
struct BuildDescription {
  /// A module's compile command.
  struct ModuleCommand {
    /// The compiler's arguments.
    var arguments: [String]
    /// The Swift modules whose interfaces the command reads.
    var inputModules: [String]
  }

  private var commands: [String: ModuleCommand] = [:]

  /// Reads the commands out of the description's text. Each is a block whose first line is
  /// `"C.<Module>-<triple>-<configuration>.module":`, with `inputs:` and `args:` lines that hold a
  /// JSON array each.
  init(text: String) {
    var current: String?
    var inputs: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  \"C.") && line.hasSuffix(".module\":") {
        let name = line.dropFirst(5).dropLast(9)
        // <Module>-<arch>-<vendor>-<os>-<env>-<configuration>: the module name may itself hold '-'.
        let parts = name.split(separator: "-")
        current = parts.count > 5 ? parts.dropLast(5).joined(separator: "-") : nil
        inputs = []
        continue
      }
      guard let module = current else { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("inputs: ") {
        inputs = Self.array(trimmed.dropFirst(8))
      } else if trimmed.hasPrefix("args: ") {
        let modules = inputs.compactMap { input -> String? in
          guard input.hasSuffix(".swiftmodule"), input.contains("/Modules/") else { return nil }
          return String((input.split(separator: "/").last ?? "").dropLast(12))
        }
        commands[module] = ModuleCommand(arguments: Self.array(trimmed.dropFirst(6)), inputModules: modules)
        current = nil
      } else if !line.hasPrefix("    ") {
        current = nil
      }
    }
  }

  /// The command that compiles `module`.
  func moduleCommand(_ module: String) -> ModuleCommand? { commands[module] }

  private static func array(_ text: Substring) -> [String] {
    guard let data = String(text).data(using: .utf8),
      let array = try? JSONSerialization.jsonObject(with: data) as? [String]
    else { return [] }
    return array
  }
}
