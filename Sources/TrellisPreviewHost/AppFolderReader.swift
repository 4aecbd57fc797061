import Foundation
import Trellis

/// Reads the folder of an Xcode app — where most SwiftUI code and most `#Preview`s live, and
/// which has no `Package.swift` — as one module, with what the app's bundle would hold.
///
/// - The module is every Swift file under the folder, but those of test targets (folders named
///   `…Tests`, or `Tests …` as Xcode's multiplatform template names them), of packages inside it (read as packages, and depended on), build folders and
///   Xcode's own folders. Its name is the app target's module name as Xcode makes it: the
///   project's name (`My App.xcodeproj` → `My_App`), else the folder's.
/// - The Swift language mode, `SWIFT_DEFAULT_ACTOR_ISOLATION` and `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
///   are read from `project.pbxproj` where it says them.
/// - Asset catalogs (`.xcassets`) are the main bundle's, and the colour set the project names as
///   its accent colour (`AccentColor` in Xcode's templates) is ``Color/accentColor``; fonts are
///   those `UIAppFonts` lists in an `Info.plist`, else every `.ttf`/`.otf` of the folder; String
///   Catalogs and `.lproj` tables are the main bundle's translations.
struct AppFolderReader {
  /// The app's folder.
  var root: URL
  /// The kit, which stands for Trellis in the packages the app imports.
  var kit: PreviewKit

  /// The `.xcodeproj` in `folder`, if any.
  static func projectFile(in folder: URL) -> URL? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return entries.sorted().first { $0.hasSuffix(".xcodeproj") }.map { folder.appendingPathComponent($0) }
  }

  /// The project.
  func read() -> PreviewProject {
    let manager = FileManager.default
    var notes: [String] = []
    let project = Self.projectFile(in: root)
    let settings = project.map { Self.buildSettings(of: $0) } ?? [:]
    let name = SourceModule.identifier(
      project.map { $0.deletingPathExtension().lastPathComponent } ?? root.lastPathComponent)

    // Test targets' folders and the packages inside the app's folder are not the app's code.
    var excluded: Set<String> = []
    var catalogs: [URL] = []
    var fontFiles: [URL] = []
    var plists: [URL] = []
    var strings: [URL] = []
    var testFolders: [URL] = []
    var packages: [URL] = []
    if let enumerator = manager.enumerator(
      at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    {
      while let url = enumerator.nextObject() as? URL {
        let entry = url.lastPathComponent
        if url.pathExtension == "xcassets" {
          catalogs.append(url.standardizedFileURL)
          enumerator.skipDescendants()
        } else if url.pathExtension == "xcstrings" {
          strings.append(url.standardizedFileURL)
        } else if url.pathExtension == "lproj" {
          // The folder that holds the `.lproj` folders is what the catalog reads them from.
          let parent = url.deletingLastPathComponent().standardizedFileURL
          if !strings.contains(parent) { strings.append(parent) }
          enumerator.skipDescendants()
        } else if ["ttf", "otf"].contains(url.pathExtension.lowercased()) {
          fontFiles.append(url.standardizedFileURL)
        } else if entry == "Info.plist" {
          plists.append(url)
        } else if entry.hasSuffix("Tests") || entry.hasPrefix("Tests ") || entry == ".build"
          || url.pathExtension == "xcodeproj"
        {
          excluded.insert(url.standardizedFileURL.path)
          // A unit-test target's folder is `trellis test`'s; UI tests drive a running app, which a host is not.
          // (Xcode's multiplatform template names its UI tests `Tests iOS`, `Tests macOS`.)
          if entry.hasSuffix("Tests") && !entry.hasSuffix("UITests") { testFolders.append(url.standardizedFileURL) }
          enumerator.skipDescendants()
        } else if url != root, manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
          packages.append(url.standardizedFileURL)
          enumerator.skipDescendants()
        }
      }
    }
    let files = SourceModule.swiftFiles(in: root, excluding: excluded)
    // Fonts: UIAppFonts names them by file name (or a path inside the bundle).
    let declared = plists.flatMap { Self.appFonts(in: $0) }
    let fonts =
      declared.isEmpty
      ? fontFiles : fontFiles.filter { file in declared.contains { $0.hasSuffix(file.lastPathComponent) } }
    if !declared.isEmpty && fonts.count < declared.count {
      notes.append("fonts: \(declared.count - fonts.count) of UIAppFonts not found in the folder.")
    }
    let languageMode = settings["SWIFT_VERSION"].map { $0.hasPrefix("6") ? "6" : "5" } ?? "5"
    let defines = (settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "").split(separator: " ").map(String.init)
      .filter { $0 != "$(inherited)" && $0 != "DEBUG" }
    var app = SourceModule(
      name: name, files: files, languageMode: languageMode, defines: defines,
      defaultsToMainActor: settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor")
    // Xcode 15's generated asset symbols, on unless the project turns them off.
    app.assetCatalogs = catalogs.sorted { $0.path < $1.path }
    app.generatesAssetSymbols = settings["ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS"] != "NO"
    app.generatesAssetSymbolExtensions =
      settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] != "NO"
    var modules = [app]
    // Local packages the app imports: read as packages; the app's module depends on their targets.
    var manifests = project.map { [$0.appendingPathComponent("project.pbxproj")] } ?? []
    for package in packages {
      guard let read = try? PackageReader(root: package, kit: kit).read() else {
        notes.append("\(package.lastPathComponent): cannot read its Package.swift; left out.")
        continue
      }
      modules += read.modules
      modules[0].dependencies += read.modules.map(\.name)
      notes += read.notes
      manifests += read.manifests
    }
    let ordered = PreviewProject.buildOrder(modules, notes: &notes)
    let tests = testFolders.sorted { $0.path < $1.path }.map { folder in
      SourceModule(
        name: SourceModule.identifier(folder.lastPathComponent), files: SourceModule.swiftFiles(in: folder),
        dependencies: [name], languageMode: languageMode, defines: defines)
    }
    var testNotes: [String] = []
    let orderedTests = PreviewProject.buildOrder(tests + ordered, notes: &testNotes).filter { module in
      tests.contains { $0.name == module.name }
    }
    var read = PreviewProject(
      root: root, kind: .appFolder, modules: ordered, assetCatalogs: catalogs.sorted { $0.path < $1.path },
      fonts: fonts.sorted { $0.path < $1.path }, stringTables: strings.sorted { $0.path < $1.path },
      accentColorName: settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"]
        ?? (catalogs.isEmpty ? nil : "AccentColor"),
      notes: notes,
      manifests: manifests)
    read.testModules = orderedTests
    read.requiresCompatibilityDesign =
      plists.contains { Self.requiresCompatibilityDesign($0) }
      || InterfaceDesign.required(byInfoPlist: [
        "UIDesignRequiresCompatibility": settings["INFOPLIST_KEY_UIDesignRequiresCompatibility"] ?? "NO"
      ]) == .iOS18
    return read
  }

  /// The app target's build settings as `project.pbxproj` writes them (`KEY = value;`), the first
  /// value of each: enough for the language mode and the compilation conditions, which Xcode's
  /// templates set once for the whole project.
  static func buildSettings(of project: URL) -> [String: String] {
    guard let text = try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8)
    else { return [:] }
    var settings: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard let equals = trimmed.range(of: " = "), trimmed.hasSuffix(";") else { continue }
      let key = String(trimmed[..<equals.lowerBound])
      guard key.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }), settings[key] == nil else { continue }
      var value = String(trimmed[equals.upperBound...].dropLast())
      if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
        value = String(value.dropFirst().dropLast())
      }
      settings[key] = value
    }
    return settings
  }

  /// Whether an `Info.plist` opts out of iOS 26's design (``InterfaceDesign/required(byInfoPlist:)``).
  static func requiresCompatibilityDesign(_ plist: URL) -> Bool {
    guard let data = try? Data(contentsOf: plist),
      let object = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return false }
    return InterfaceDesign.required(byInfoPlist: object) == .iOS18
  }

  /// The fonts an `Info.plist` lists under `UIAppFonts`.
  static func appFonts(in plist: URL) -> [String] {
    guard let data = try? Data(contentsOf: plist),
      let object = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return [] }
    return object["UIAppFonts"] as? [String] ?? []
  }
}
