import Foundation
import SwiftParser
import SwiftSyntax

/// Reads a Swift package as the modules a preview runner compiles: its targets but the tests,
/// macros and plugins, and — through SwiftPM's resolution — the targets of the packages it
/// depends on that those modules need. Trellis itself, wherever a package names it, is the
/// preview kit and is not read.
///
/// The manifest is read by SwiftPM (`swift package dump-package`), so every way of writing one
/// is understood. An app playground's manifest (`.swiftpm`) imports `AppleProductTypes`, which
/// exists only in Xcode and Swift Playgrounds: it is read from a copy without that import and its
/// `.iOSApplication` product.
struct PackageReader {
  /// The package's folder.
  var root: URL
  /// The kit, which stands for Trellis.
  var kit: PreviewKit

  private var scratch: URL { root.appendingPathComponent(".build/trellis-previews/manifest") }

  /// The project.
  func read() throws -> PreviewProject {
    var notes: [String] = []
    let manifest = try dump(root)
    // SwiftPM resolves from a manifest it can read: an app playground's copy (see `dump(_:)`).
    let source = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    let readable =
      source.contains("AppleProductTypes") && FileManager.default.fileExists(atPath: playgroundCopy(of: root).path)
      ? playgroundCopy(of: root) : root
    var packages: [String: PackageManifest] = [:]
    let main = PackageManifest(root: root, json: manifest)
    packages[main.identity] = main
    // Dependencies: local ones are where the manifest says; remote ones where SwiftPM resolved them.
    var locations = main.localDependencies
    let localRoots = Set(locations.values.map { $0.standardizedFileURL.path })
    if main.hasRemoteDependencies {
      switch resolvedDependencies(manifestFolder: readable) {
      case .success(let resolved): locations.merge(resolved) { local, _ in local }
      case .failure(let error): notes.append("dependencies: \(error.description)")
      }
    }
    var modules: [String: SourceModule] = [:]
    var unbuildable: Set<String> = []
    var context = Context(
      main: main, localRoots: localRoots, locations: locations, packages: packages, kit: kit, reader: self)
    context.add(main.buildableTargets, into: &modules, unbuildable: &unbuildable, notes: &notes)
    // Test targets, and what only they need, are compiled by `trellis test` alone.
    var testModules = modules
    context.add(main.testTargets, into: &testModules, unbuildable: &unbuildable, notes: &notes)
    for name in modules.keys { testModules[name] = nil }
    let ordered = PreviewProject.buildOrder(Array(modules.values), notes: &notes)
    var testNotes: [String] = []
    let orderedTests = PreviewProject.buildOrder(Array(testModules.values) + ordered, notes: &testNotes)
      .filter { testModules[$0.name] != nil }
    let manifests = context.packages.values.map { $0.root.appendingPathComponent("Package.swift") }
    var project = PreviewProject(
      root: root, kind: .package, modules: ordered, notes: notes.sorted(),
      manifests: manifests.sorted { $0.path < $1.path })
    project.testModules = orderedTests
    return project
  }

  /// What reading a package's targets keeps between targets: the packages read so far and where
  /// the dependencies are.
  private struct Context {
    var main: PackageManifest
    var localRoots: Set<String>
    var locations: [String: URL]
    var packages: [String: PackageManifest]
    var kit: PreviewKit
    var reader: PackageReader

    /// Adds the modules of `targets` of the main package, and of every target they depend on, to `modules`.
    mutating func add(
      _ targets: [String], into modules: inout [String: SourceModule], unbuildable: inout Set<String>,
      notes: inout [String]
    ) {
      var pending = targets.map { (main.identity, $0) }
      while let (identity, targetName) = pending.popLast() {
        guard let package = packages[identity], modules[targetName] == nil, !unbuildable.contains(targetName) else {
          continue
        }
        guard let target = package.target(named: targetName) else { continue }
        guard target.isCompiled else {
          notes.append("\(targetName): left out, a \(target.type) target is not code trellis compiles.")
          unbuildable.insert(targetName)
          continue
        }
        var module = package.module(for: target, notes: &notes)
        // The project's own packages (the root and those it names by path) are its code; resolved
        // ones are dependencies.
        module.isProjectCode = identity == main.identity || localRoots.contains(package.root.standardizedFileURL.path)
        var dependencies: [String] = []
        for reference in target.dependencies {
          switch reference {
          case .target(let name):
            dependencies.append(name)
            pending.append((identity, name))
          case .product(let product, let packageName):
            guard let key = packageIdentity(of: product, named: packageName) else { continue }
            guard let location = locations[key] else {
              dependencies.append(product)
              unbuildable.insert(product)
              notes.append("\(targetName): needs \(product) of \(packageName), which is not resolved.")
              continue
            }
            if packages[key] == nil {
              guard let json = try? reader.dump(location) else {
                notes.append("\(packageName): cannot read its manifest.")
                dependencies.append(product)
                unbuildable.insert(product)
                continue
              }
              packages[key] = PackageManifest(root: location, json: json)
            }
            for name in packages[key]!.targets(ofProduct: product) {
              dependencies.append(name)
              pending.append((key, name))
            }
          }
        }
        module.dependencies = dependencies
        modules[targetName] = module
      }
    }

    /// The identity of the package a product comes from; `nil` when the kit provides it.
    private mutating func packageIdentity(of product: String, named packageName: String) -> String? {
      var key = packageName.lowercased()
      if PackageReader.isKitProduct(packageName: key, product: product, location: locations[key], kit: kit) {
        return nil
      }
      if locations[key] == nil {
        // A product named alone (`dependencies: ["Alamofire"]`): the package that declares it.
        for (identity, location) in locations.sorted(by: { $0.key < $1.key })
        where location.standardizedFileURL.path != kit.packageRoot.path {
          if packages[identity] == nil, let json = try? reader.dump(location) {
            packages[identity] = PackageManifest(root: location, json: json)
          }
          if packages[identity]?.declaresProduct(product) == true {
            key = identity
            break
          }
        }
      }
      if PackageReader.isKitProduct(packageName: key, product: product, location: locations[key], kit: kit) {
        return nil
      }
      return key
    }
  }

  /// Whether the kit provides a product: Trellis' own, wherever a manifest names Trellis, and
  /// the testing libraries `TrellisTesting` brings (swift-snapshot-testing's, swift-custom-dump's),
  /// which a test target would otherwise link twice.
  static func isKitProduct(packageName: String, product: String, location: URL?, kit: PreviewKit) -> Bool {
    if let location, location.standardizedFileURL.path == kit.packageRoot.path { return true }
    return packageName == "trellis"
      || [
        "Trellis", "TrellisCore", "TrellisTesting", "TrellisPreviewRuntime", "SnapshotTesting", "CustomDump",
        "IssueReporting", "OpenCombine", "OpenCombineFoundation", "OpenCombineDispatch",
      ].contains(product)
  }

  /// The manifest of the package at `folder`, as SwiftPM's JSON.
  func dump(_ folder: URL) throws -> [String: Any] {
    let first = try ChildProcess.run(
      ChildProcess.swiftExecutable,
      ["package", "--package-path", folder.path, "--scratch-path", scratch.path, "dump-package"])
    if first.succeeded, let json = try JSONSerialization.jsonObject(with: first.output) as? [String: Any] {
      return json
    }
    let message = String(decoding: first.errorOutput, as: UTF8.self)
    // An app playground: read a copy of its manifest without Xcode's product types.
    if let source = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8),
      source.contains("AppleProductTypes")
    {
      let copy = playgroundCopy(of: folder)
      try? FileManager.default.removeItem(at: copy)
      try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      where entry != "Package.swift" && entry != ".build" {
        try? FileManager.default.createSymbolicLink(
          at: copy.appendingPathComponent(entry), withDestinationURL: folder.appendingPathComponent(entry))
      }
      try Data(Self.withoutAppleProductTypes(source).utf8).write(to: copy.appendingPathComponent("Package.swift"))
      let second = try ChildProcess.run(
        ChildProcess.swiftExecutable,
        ["package", "--package-path", copy.path, "--scratch-path", scratch.path, "dump-package"])
      if second.succeeded, let json = try JSONSerialization.jsonObject(with: second.output) as? [String: Any] {
        return json
      }
    }
    throw PreviewHostError("cannot read \(folder.path)/Package.swift:\n" + message)
  }

  /// An app playground's manifest without `import AppleProductTypes` and its `.iOSApplication`
  /// products, which only Xcode and Swift Playgrounds know.
  static func withoutAppleProductTypes(_ source: String) -> String {
    let tree = Parser.parse(source: source)
    final class Finder: SyntaxVisitor {
      var ranges: [Range<Int>] = []
      override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.trimmedDescription == "AppleProductTypes" {
          ranges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
        }
        return .skipChildren
      }
      override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
        if let call = node.expression.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "iOSApplication"
        {
          ranges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
          return .skipChildren
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    var bytes = Array(source.utf8)
    for range in finder.ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
      bytes.replaceSubrange(range, with: [])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Where an app playground's manifest is copied without Xcode's product types.
  func playgroundCopy(of folder: URL) -> URL {
    scratch.appendingPathComponent("playground-" + folder.lastPathComponent)
  }

  /// The folders SwiftPM resolved the package's dependencies into, by identity, resolving from the
  /// manifest in `manifestFolder`.
  func resolvedDependencies(manifestFolder: URL) -> Result<[String: URL], PreviewHostError> {
    guard
      let result = try? ChildProcess.run(
        ChildProcess.swiftExecutable,
        [
          "package", "--package-path", root.path, "--scratch-path",
          root.appendingPathComponent(".build/trellis-previews/resolve").path,
          "show-dependencies", "--format", "json",
        ])
    else { return .failure(PreviewHostError("cannot run swift package show-dependencies")) }
    guard result.succeeded, let tree = try? JSONSerialization.jsonObject(with: result.output) as? [String: Any] else {
      let message =
        String(decoding: result.errorOutput, as: UTF8.self).split(separator: "\n")
        .first { $0.contains("error") } ?? "swift package show-dependencies failed"
      return .failure(PreviewHostError("cannot be resolved here (\(message)); targets that need them are left out."))
    }
    var locations: [String: URL] = [:]
    var pending = tree["dependencies"] as? [[String: Any]] ?? []
    while let node = pending.popLast() {
      if let identity = node["identity"] as? String, let path = node["path"] as? String, locations[identity] == nil {
        locations[identity] = URL(fileURLWithPath: path)
        pending += node["dependencies"] as? [[String: Any]] ?? []
      }
    }
    return .success(locations)
  }
}

/// A package's manifest as SwiftPM dumps it, read for what a preview runner needs.
struct PackageManifest {
  /// A target's dependency.
  enum Reference {
    /// A target of the same package.
    case target(String)
    /// A product of another package: its name and the package's identity (or name).
    case product(String, package: String)
  }

  /// A target.
  struct Target {
    var name: String
    var type: String
    var path: String?
    var sources: [String]?
    var exclude: [String]
    var resources: [String]
    var dependencies: [Reference]
    var settings: [[String: Any]]
    /// A C target's folder of public headers, when not `include`.
    var publicHeadersPath: String?
    /// Whether its sources may be compiled: regular (Swift, or C) and executable targets (test,
    /// macro, plugin, system-library and binary targets are not compiled into a runner).
    var isCompiled: Bool { ["regular", "executable", "test"].contains(type) }
  }

  var root: URL
  var json: [String: Any]

  /// The package's identity: its folder's name, lowercased, as SwiftPM names a local package.
  var identity: String { root.lastPathComponent.lowercased() }

  private var targetList: [[String: Any]] { json["targets"] as? [[String: Any]] ?? [] }

  /// Every target but tests, macros and plugins: what a runner can preview.
  var buildableTargets: [String] {
    targetList.compactMap { target in
      guard let name = target["name"] as? String, ["regular", "executable"].contains(target["type"] as? String ?? "")
      else { return nil }
      return name
    }
  }

  /// The test targets.
  var testTargets: [String] {
    targetList.compactMap { target in
      guard let name = target["name"] as? String, target["type"] as? String == "test" else { return nil }
      return name
    }
  }

  /// The targets of the product `name`; a product not declared is taken as the target of its name
  /// (SwiftPM's `byName` rule).
  func targets(ofProduct name: String) -> [String] {
    for product in json["products"] as? [[String: Any]] ?? [] where product["name"] as? String == name {
      return product["targets"] as? [String] ?? []
    }
    return targetList.contains { $0["name"] as? String == name } ? [name] : []
  }

  /// Whether the manifest declares a product named `name`.
  func declaresProduct(_ name: String) -> Bool {
    (json["products"] as? [[String: Any]] ?? []).contains { $0["name"] as? String == name }
  }

  /// The local packages the manifest names by path, by identity.
  var localDependencies: [String: URL] {
    var result: [String: URL] = [:]
    for dependency in json["dependencies"] as? [[String: Any]] ?? [] {
      guard let local = (dependency["fileSystem"] as? [[String: Any]])?.first, let path = local["path"] as? String
      else { continue }
      let url = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
      if let identity = local["identity"] as? String { result[identity.lowercased()] = url }
      if let name = local["nameForTargetDependencyResolutionOnly"] as? String { result[name.lowercased()] = url }
    }
    return result
  }

  /// Whether the manifest names a package by URL.
  var hasRemoteDependencies: Bool {
    (json["dependencies"] as? [[String: Any]] ?? []).contains { $0["sourceControl"] != nil || $0["registry"] != nil }
  }

  /// The target named `name`.
  func target(named name: String) -> Target? {
    guard let target = targetList.first(where: { $0["name"] as? String == name }) else { return nil }
    var references: [Reference] = []
    let targetNames = Set(targetList.compactMap { $0["name"] as? String })
    for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
      if let byName = dependency["byName"] as? [Any], let name = byName.first as? String {
        references.append(targetNames.contains(name) ? .target(name) : .product(name, package: name))
      } else if let named = dependency["target"] as? [Any], let name = named.first as? String {
        references.append(.target(name))
      } else if let product = dependency["product"] as? [Any], let name = product.first as? String {
        references.append(.product(name, package: (product.count > 1 ? product[1] as? String : nil) ?? name))
      }
    }
    return Target(
      name: name, type: target["type"] as? String ?? "regular", path: target["path"] as? String,
      sources: target["sources"] as? [String], exclude: target["exclude"] as? [String] ?? [],
      resources: (target["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String },
      dependencies: references, settings: target["settings"] as? [[String: Any]] ?? [],
      publicHeadersPath: target["publicHeadersPath"] as? String)
  }

  /// The folder of `target`'s sources: its `path`, else SwiftPM's default folders.
  func folder(of target: Target) -> URL {
    if let path = target.path { return root.appendingPathComponent(path).standardizedFileURL }
    // SwiftPM's predefined folders: `Tests` for test targets, the others for the rest.
    for parent in target.type == "test"
      ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
    {
      let candidate = root.appendingPathComponent(parent).appendingPathComponent(target.name)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate.standardizedFileURL }
    }
    return root.appendingPathComponent("Sources/\(target.name)").standardizedFileURL
  }

  /// The module of `target`, without its dependencies.
  func module(for target: Target, notes: inout [String]) -> SourceModule {
    let folder = folder(of: target)
    let excluded = Set(
      (target.exclude + target.resources).map { folder.appendingPathComponent($0).standardizedFileURL.path })
    var files: [URL]
    if let sources = target.sources {
      files = sources.flatMap { source -> [URL] in
        let url = folder.appendingPathComponent(source).standardizedFileURL
        return url.pathExtension == "swift" ? [url] : SourceModule.swiftFiles(in: url, excluding: excluded)
      }
    } else {
      files = SourceModule.swiftFiles(in: folder, excluding: excluded)
    }
    // The manifest is not a source, even in a target at the package's top (an app playground's `path: "."`).
    files.removeAll {
      $0.deletingLastPathComponent().path == root.standardizedFileURL.path && $0.lastPathComponent.hasPrefix("Package")
    }
    if target.type == "executable" {
      // A program's top-level code: the runner has its own entry point.
      let entry = files.filter { $0.lastPathComponent == "main.swift" }
      if !entry.isEmpty {
        files.removeAll { $0.lastPathComponent == "main.swift" }
        notes.append("\(target.name)/main.swift: left out, the program's top-level code (the runner has its own).")
      }
    }
    var languageMode = toolsMajorVersion >= 6 ? "6" : "5"
    if let modes = (json["swiftLanguageVersions"] as? [Any]) ?? (json["swiftLanguageModes"] as? [Any]),
      let first = modes.first
    {
      languageMode = Self.languageMode(first) ?? languageMode
    }
    var defines: [String] = []
    var features: [String] = []
    var mainActor = false
    for setting in target.settings where setting["tool"] as? String == "swift" {
      guard let kind = setting["kind"] as? [String: Any] else { continue }
      if let mode = kind["swiftLanguageMode"] as? [String: Any], let value = mode["_0"] {
        languageMode = Self.languageMode(value) ?? languageMode
      } else if let define = (kind["define"] as? [String: Any])?["_0"] as? String {
        defines.append(define)
      } else if let feature = (kind["enableUpcomingFeature"] as? [String: Any])?["_0"] as? String {
        features.append(feature)
      } else if let feature = (kind["enableExperimentalFeature"] as? [String: Any])?["_0"] as? String {
        features.append(feature)
      } else if let isolation = (kind["defaultIsolation"] as? [String: Any])?["_0"] as? String {
        mainActor = isolation.contains("MainActor")
      }
    }
    let resources = target.resources.map { folder.appendingPathComponent($0).standardizedFileURL }
    if files.isEmpty {
      // No Swift: a C or C++ target, compiled by clang, imported through its public headers.
      let sources = Self.cSources(in: folder, excluding: excluded)
      let include = folder.appendingPathComponent(target.publicHeadersPath ?? "include").standardizedFileURL
      if !sources.isEmpty || FileManager.default.fileExists(atPath: include.path) {
        var module = SourceModule(name: target.name, files: sources, packageName: identity)
        module.language = .c
        module.includeFolder = include
        return module
      }
    }
    return SourceModule(
      name: target.name, files: files, resources: resources, languageMode: languageMode, defines: defines,
      features: features, defaultsToMainActor: mainActor, packageName: identity)
  }

  /// The C and C++ sources under `folder`.
  static func cSources(in folder: URL, excluding excluded: Set<String>) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if ["c", "cc", "cpp", "cxx"].contains(url.pathExtension), !excluded.contains(url.standardizedFileURL.path) {
        files.append(url.standardizedFileURL)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  private var toolsMajorVersion: Int {
    let version = (json["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.0.0"
    return Int(version.split(separator: ".").first ?? "5") ?? 5
  }

  /// `"5"` or `"6"` from a language mode as SwiftPM dumps it (`{"version": {"_0": "6"}}`, `"v5"`, …).
  private static func languageMode(_ value: Any) -> String? {
    let text: String
    if let string = value as? String {
      text = string
    } else if let object = value as? [String: Any], let inner = object.values.first {
      return languageMode(inner)
    } else {
      return nil
    }
    if text.contains("6") { return "6" }
    if text.contains("5") || text.contains("4") { return "5" }
    return nil
  }
}
