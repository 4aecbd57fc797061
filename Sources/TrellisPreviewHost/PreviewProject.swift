import Foundation

/// The code `trellis previews` works on: a Swift package — one that depends on Trellis, or one
/// written for iOS that never heard of it — or the folder of an Xcode app, with no
/// `Package.swift`. Either way it is read as Swift modules to compile against the preview kit, in
/// build order, with the app's assets, fonts and strings.
public struct PreviewProject: Sendable {
  /// What kind of project it is.
  public enum Kind: String, Sendable {
    /// A Swift package: its modules are its targets (test targets left out) and those of the
    /// packages it depends on.
    case package
    /// The folder of an Xcode app: one module of its Swift files, named as Xcode names the
    /// target's module.
    case appFolder
  }

  /// The package's folder, or the app's.
  public var root: URL
  /// What it is.
  public var kind: Kind
  /// Its modules in build order: each after the modules it depends on.
  public var modules: [SourceModule]
  /// Its test modules (SwiftPM's test targets, an app's `…Tests` folders) and what only they
  /// need, in build order, after ``modules``: what `trellis test` compiles.
  public var testModules: [SourceModule] = []
  /// Asset catalogs an app reads through its main bundle (`Image("logo")`, `Color("brand")`).
  public var assetCatalogs: [URL]
  /// Font files the app registers (`UIAppFonts`, or every font file of the app's folder).
  public var fonts: [URL]
  /// Where an app's main-bundle translations are: String Catalogs and `.lproj` tables.
  public var stringTables: [URL]
  /// The colour set that is an app's accent colour (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`).
  public var accentColorName: String?
  /// Whether the app opts out of iOS 26's design: `UIDesignRequiresCompatibility` in its
  /// Info.plist, or `INFOPLIST_KEY_UIDesignRequiresCompatibility` in its build settings. Apple
  /// ignores the key for apps built with the iOS 27 SDK; Trellis honours it, as Xcode 26 does.
  public var requiresCompatibilityDesign = false
  /// What was left out, and why: a target whose dependency cannot be built, a program's
  /// `main.swift`, a package that cannot be resolved.
  public var notes: [String]
  /// The files whose change means the project must be read again (manifests, the Xcode project).
  public var manifests: [URL]

  /// Where the runner and its build live: `<root>/.build/trellis-previews`.
  public var workspace: URL { root.appendingPathComponent(".build/trellis-previews") }

  /// Creates a project of given parts.
  public init(
    root: URL, kind: Kind, modules: [SourceModule], assetCatalogs: [URL] = [], fonts: [URL] = [],
    stringTables: [URL] = [], accentColorName: String? = nil, notes: [String] = [], manifests: [URL] = []
  ) {
    self.root = root.standardizedFileURL
    self.kind = kind
    self.modules = modules
    self.assetCatalogs = assetCatalogs
    self.fonts = fonts
    self.stringTables = stringTables
    self.accentColorName = accentColorName
    self.notes = notes
    self.manifests = manifests
  }

  /// The project at `path`, or around the current folder when `nil`: the nearest folder from
  /// there up with a `Package.swift` (a package) or an `.xcodeproj` (an app's folder). With
  /// `sources`, that folder is read as an app's, whatever it holds.
  ///
  /// - Throws: ``PreviewHostError`` when there is no project, or its manifest cannot be read.
  public static func open(path: String?, sources: String? = nil, kit: PreviewKit) throws -> PreviewProject {
    let manager = FileManager.default
    if let sources {
      let folder = URL(fileURLWithPath: sources).standardizedFileURL
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
        throw PreviewHostError("--sources: no folder at \(folder.path)")
      }
      return AppFolderReader(root: folder, kit: kit).read()
    }
    let start = URL(fileURLWithPath: path ?? manager.currentDirectoryPath).standardizedFileURL
    var folder = start
    while true {
      if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return try PackageReader(root: folder, kit: kit).read()
      }
      if AppFolderReader.projectFile(in: folder) != nil {
        return AppFolderReader(root: folder, kit: kit).read()
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else {
        throw PreviewHostError(
          "no Package.swift or .xcodeproj in \(start.path) or any folder above it: run trellis in a Swift package "
            + "or an app's folder, or give --package-path (or --sources for a folder of Swift files).")
      }
      folder = parent
    }
  }

  /// `modules` sorted so that each comes after those it depends on. A dependency that cannot be
  /// built (missing, or left out itself) is dropped from the module's dependencies with a note:
  /// the module is still compiled, and only its files that import the dependency are left out. A
  /// module in a cycle is left out.
  static func buildOrder(_ modules: [SourceModule], notes: inout [String]) -> [SourceModule] {
    let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var ordered: [SourceModule] = []
    var state: [String: Bool] = [:]  // false: being visited; true: done
    func visit(_ name: String) -> Bool {
      if let done = state[name] { return done && ordered.contains { $0.name == name } }
      guard var module = byName[name] else { return false }
      state[name] = false
      var usable = true
      var kept: [String] = []
      for dependency in module.dependencies {
        if visit(dependency) {
          kept.append(dependency)
        } else if state[dependency] == false {
          notes.append("\(name): left out, its dependency on \(dependency) is a cycle.")
          usable = false
          break
        } else {
          notes.append(
            "\(name): \(dependency) cannot be built here; the files that import it are left out.")
        }
      }
      state[name] = true
      module.dependencies = kept
      if usable { ordered.append(module) }
      return usable
    }
    for module in modules.sorted(by: { $0.name < $1.name }) { _ = visit(module.name) }
    return ordered
  }
}
