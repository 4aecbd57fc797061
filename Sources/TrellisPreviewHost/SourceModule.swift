import Foundation

/// One Swift module of a user's code, as a preview runner compiles it: a SwiftPM target, or the
/// sources of an Xcode app target.
public struct SourceModule: Sendable, Hashable {
  /// The language of a module's sources.
  public enum Language: String, Sendable, Hashable {
    /// Swift.
    case swift
    /// C or C++, with public headers that Swift imports as a module: a package's shim target.
    case c
  }

  /// The module's name, as its files' `import` statements and `#fileID`s spell it.
  public var name: String
  /// Its language.
  public var language: Language = .swift
  /// Its sources, sorted by path: Swift files, or a C module's `.c`/`.cpp` files.
  public var files: [URL]
  /// A C module's public headers: the folder Swift imports it from.
  public var includeFolder: URL?
  /// The modules of the user's code it imports, which are compiled before it.
  public var dependencies: [String]
  /// The files and folders its `Bundle.module` holds (a SwiftPM target's resources).
  public var resources: [URL]
  /// The Swift language mode: `"5"` or `"6"`.
  public var languageMode: String
  /// Compilation conditions the target defines (`.define("FEATURE_X")`), besides `DEBUG`.
  public var defines: [String]
  /// Upcoming and experimental features the target enables.
  public var features: [String]
  /// Whether its declarations are main-actor isolated unless marked otherwise (Xcode 26's
  /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, SwiftPM's `.defaultIsolation(MainActor.self)`).
  public var defaultsToMainActor: Bool
  /// The package it belongs to, whose modules share `package` declarations (`-package-name`).
  public var packageName: String?
  /// Asset catalogs besides its resources' whose symbols Xcode generates for it
  /// (`GeneratedAssetSymbols.swift`, ``AssetSymbols``): an app target's catalogs, read through
  /// `Bundle.main`. A package target's catalogs are among its ``resources``.
  public var assetCatalogs: [URL] = []
  /// Whether Xcode generates asset symbols for it at all (`ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS`).
  public var generatesAssetSymbols = true
  /// Whether the generated symbols extend `Color`, `ShapeStyle`, `UIColor` and `UIImage` too
  /// (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`), or only declare the
  /// resources.
  public var generatesAssetSymbolExtensions = true
  /// Whether it is the project's own code, compiled as for iOS throughout; a dependency's files
  /// are compiled as for iOS only where they are UI code (``IOSSourceTransform/isUICode(_:)``).
  public var isProjectCode = true

  /// Creates a module.
  public init(
    name: String, files: [URL], dependencies: [String] = [], resources: [URL] = [], languageMode: String = "5",
    defines: [String] = [], features: [String] = [], defaultsToMainActor: Bool = false, packageName: String? = nil
  ) {
    self.name = name
    self.files = files.sorted { $0.path < $1.path }
    self.dependencies = dependencies
    self.resources = resources
    self.languageMode = languageMode
    self.defines = defines
    self.features = features
    self.defaultsToMainActor = defaultsToMainActor
    self.packageName = packageName
  }

  /// The Swift files under `folder`, leaving out the folders no target of an app compiles
  /// (`.build`, hidden folders, packages and projects inside it) and those `excluded` names.
  public static func swiftFiles(in folder: URL, excluding excluded: Set<String> = []) -> [URL] {
    var files: [URL] = []
    let manager = FileManager.default
    guard
      let enumerator = manager.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    while let url = enumerator.nextObject() as? URL {
      let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if isFolder {
        let name = url.lastPathComponent
        let nested = manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        if excluded.contains(url.standardizedFileURL.path) || excluded.contains(name) || nested
          || [".build", "DerivedData", "Pods", "Carthage"].contains(name)
          || ["xcodeproj", "xcworkspace", "xcassets", "playground", "docc", "lproj"].contains(url.pathExtension)
        {
          enumerator.skipDescendants()
        }
        continue
      }
      if url.pathExtension == "swift", !excluded.contains(url.standardizedFileURL.path) {
        files.append(url.standardizedFileURL)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// `name` as a module name: Xcode's rule for a target's module, every character that cannot be
  /// in an identifier becomes `_`, and a leading digit gets one before it.
  static func identifier(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if result.first?.isNumber ?? true { result = "_" + result }
    return result
  }
}
