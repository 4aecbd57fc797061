import Foundation

/// A user's Swift package, as the host needs it: where it is, its library targets and how it
/// depends on Trellis, read from `swift package dump-package`.
public struct UserPackage: Sendable {
  /// The folder of its `Package.swift`.
  public var root: URL
  /// Its identity: the last component of its folder, lowercased, as SwiftPM names a local package.
  public var identity: String
  /// The library products, each with its targets.
  public var libraries: [(name: String, targets: [String])]
  /// Each Swift target of a library product with the folder of its sources.
  public var sourceTargets: [(name: String, directory: URL)]
  /// How the package names Trellis in its dependencies, as a `.package(…)` expression.
  public var trellisDependency: String
  /// The identity of the Trellis package, for `.product(name:package:)`.
  public var trellisIdentity: String
  /// The folder of the Trellis package when the package names it by path.
  public var trellisPath: URL?

  /// The package whose `Package.swift` is in `directory` or the nearest folder above it.
  ///
  /// - Throws: ``PreviewHostError`` when no folder above has a `Package.swift`, or the package
  ///   has no library product depending on Trellis.
  public static func locate(from directory: URL, scratch: URL) throws -> UserPackage {
    var folder = directory.standardizedFileURL
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else {
        throw PreviewHostError(
          "no Package.swift in \(directory.path) or any folder above it: run trellis in a Swift package, or give --package-path."
        )
      }
      folder = parent
    }
    return try UserPackage(root: folder, scratch: scratch)
  }

  /// Reads the package in `root`.
  public init(root: URL, scratch: URL) throws {
    self.root = root
    self.identity = root.lastPathComponent.lowercased()
    let dump = try ChildProcess.run(
      ChildProcess.swiftExecutable,
      [
        "package", "--package-path", root.path, "--scratch-path", scratch.appendingPathComponent("manifest").path,
        "dump-package",
      ])
    guard dump.succeeded,
      let manifest = try JSONSerialization.jsonObject(with: dump.output) as? [String: Any]
    else {
      throw PreviewHostError(
        "cannot read \(root.path)/Package.swift:\n" + String(decoding: dump.errorOutput, as: UTF8.self))
    }
    let targets = manifest["targets"] as? [[String: Any]] ?? []
    var libraries: [(String, [String])] = []
    for product in manifest["products"] as? [[String: Any]] ?? [] {
      guard let type = product["type"] as? [String: Any], type["library"] != nil,
        let name = product["name"] as? String
      else { continue }
      libraries.append((name, product["targets"] as? [String] ?? []))
    }
    self.libraries = libraries
    let libraryTargets = Set(libraries.flatMap(\.1))
    sourceTargets = targets.compactMap { target in
      guard let name = target["name"] as? String, libraryTargets.contains(name),
        (target["type"] as? String) == "regular"
      else { return nil }
      let path = target["path"] as? String ?? "Sources/\(name)"
      return (name, root.appendingPathComponent(path))
    }
    // The package Trellis comes from: the one a target takes the `Trellis` product from.
    var trellisPackage: String?
    for target in targets {
      for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
        if let product = dependency["product"] as? [Any], product.first as? String == "Trellis",
          product.count > 1, let package = product[1] as? String
        {
          trellisPackage = package
        }
      }
    }
    guard let trellisPackage else {
      throw PreviewHostError(
        "\(root.lastPathComponent) does not depend on Trellis: add .product(name: \"Trellis\", package: …) "
          + "to the dependencies of the target that holds the previews.")
    }
    guard
      let declaration = Self.dependencyDeclaration(
        of: trellisPackage, in: manifest["dependencies"] as? [[String: Any]] ?? [], root: root)
    else {
      throw PreviewHostError("cannot find the package '\(trellisPackage)' among the dependencies of \(root.path).")
    }
    trellisDependency = declaration.expression
    trellisIdentity = declaration.identity
    trellisPath = declaration.path
    guard !libraries.isEmpty else {
      throw PreviewHostError(
        "\(root.lastPathComponent) has no library product: the previews must be in a library target "
          + "(an executable target cannot be linked into the preview runner).")
    }
  }

  /// The `.package(…)` expression that declares `package` in the manifest's `dependencies`.
  private static func dependencyDeclaration(
    of package: String, in dependencies: [[String: Any]], root: URL
  ) -> (expression: String, identity: String, path: URL?)? {
    func literal(_ string: String) -> String {
      "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    for dependency in dependencies {
      // A local package is named by its folder's name, or by the name given with `.package(name:path:)`.
      if let local = (dependency["fileSystem"] as? [[String: Any]])?.first,
        let identity = local["identity"] as? String, let path = local["path"] as? String
      {
        let absolute = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL.path
        if let name = local["nameForTargetDependencyResolutionOnly"] as? String,
          name.lowercased() == package.lowercased()
        {
          return (".package(name: \(literal(name)), path: \(literal(absolute)))", name, URL(fileURLWithPath: absolute))
        }
        if identity.lowercased() == package.lowercased() {
          return (".package(path: \(literal(absolute)))", identity, URL(fileURLWithPath: absolute))
        }
      }
      if let remote = (dependency["sourceControl"] as? [[String: Any]])?.first,
        let identity = remote["identity"] as? String, identity.lowercased() == package.lowercased()
      {
        let location = remote["location"] as? [String: Any]
        let url =
          ((location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
          ?? ((location?["local"] as? [String])?.first) ?? ""
        let requirement = remote["requirement"] as? [String: Any] ?? [:]
        var rule = "branch: \"main\""
        if let range = (requirement["range"] as? [[String: String]])?.first,
          let lower = range["lowerBound"], let upper = range["upperBound"]
        {
          rule = "\(literal(lower))..<\(literal(upper))"
        } else if let exact = (requirement["exact"] as? [String])?.first {
          rule = "exact: \(literal(exact))"
        } else if let branch = (requirement["branch"] as? [String])?.first {
          rule = "branch: \(literal(branch))"
        } else if let revision = (requirement["revision"] as? [String])?.first {
          rule = "revision: \(literal(revision))"
        }
        return (".package(url: \(literal(url)), \(rule))", identity, nil)
      }
    }
    return nil
  }
}
