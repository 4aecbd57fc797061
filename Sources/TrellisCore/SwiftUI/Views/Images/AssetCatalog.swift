import Foundation

/// An Xcode asset catalog — an `.xcassets` folder as Xcode writes it — that `Image("name")`,
/// `Color("name")` and UIKit's `UIImage(named:)` and `UIColor(named:)` read from.
///
/// On iOS the catalog is compiled into the app; Trellis reads the folder itself. Image sets
/// (PNG, JPEG, PDF and SVG, at 1×, 2× and 3×, per idiom and appearance), colour sets (any,
/// light and dark appearances) and symbol sets (custom symbols) are read; folders are groups, and
/// a group whose `Contents.json` says `"provides-namespace": true` puts its name before the names
/// of the assets inside it (`Image("Icons/star")`).
///
/// Where a name is looked up:
///
/// - `Image("name")`, `Color("name")` (no bundle, meaning the main bundle): the catalogs
///   registered with ``register(_:)``, in the order they were registered, then every `.xcassets`
///   folder at the top of `Bundle.main`'s resources;
/// - `Image("name", bundle: .module)`: every `.xcassets` folder at the top of that bundle's
///   resources (and in a `Resources` folder there).
///
/// SwiftPM does not compile asset catalogs on Linux; a package that ships one copies the folder
/// as it is, and names the bundle:
///
/// ```swift
/// // Package.swift
/// .target(name: "MyFeature", dependencies: ["Trellis"], resources: [.copy("Assets.xcassets")])
///
/// // In MyFeature:
/// Image("avatar", bundle: .module)
/// ```
///
/// (`.process("Assets.xcassets")` compiles the catalog on Apple platforms but, on Linux,
/// processes each file of the folder on its own, and SwiftPM rejects the many `Contents.json`
/// files; use `.copy` there.) An app's code that names no bundle (`Image("avatar")`) reads the
/// app's catalog once a test registers it:
///
/// ```swift
/// AssetCatalog.register(URL(fileURLWithPath: "MyApp/Assets.xcassets"))
/// let host = LayoutHost(ProfileView(), device: .iPhone)
/// ```
///
/// A catalog's folders are read once, when a name is first looked up in it, and again when the
/// catalog's own folder changes; an asset's `Contents.json` is read again when it changes.
///
/// Fidelity: partial — the variant of an image set is chosen as iOS chooses it: the device's
/// idiom before `universal`, the colour scheme's appearance before `any`, the display scale's
/// file, else the nearest (the larger on a tie); variants by size class, gamut, language
/// direction or memory are not told apart (the first listed is taken). Colour sets' increased
/// contrast variants are read and not used: Trellis has no `colorSchemeContrast`.
public struct AssetCatalog: Hashable, Sendable, CustomStringConvertible {
  /// The `.xcassets` folder.
  public let url: URL

  /// A catalog in the folder at `url`; the folder is read when a name is first looked up in it.
  public init(url: URL) {
    self.url = url.standardizedFileURL
  }

  /// The folder's path.
  public var description: String { url.path }

  /// Adds the catalog at `url` to those searched for names looked up without a bundle (the main
  /// bundle's), after those registered before; registering one again does nothing.
  ///
  /// A folder that is missing, or is a file, is reported as a runtime issue when it is
  /// registered, and again whenever a name is looked up in it.
  public static func register(_ url: URL) {
    let catalog = AssetCatalog(url: url)
    let added = registry.withLock { catalogs -> Bool in
      guard !catalogs.contains(catalog) else { return false }
      catalogs.append(catalog)
      return true
    }
    if added, let problem = AssetIndex.problem(ofRoot: catalog.url) { RuntimeIssues.report(problem) }
  }

  /// Removes the catalog at `url` from those searched for the main bundle.
  public static func unregister(_ url: URL) {
    let catalog = AssetCatalog(url: url)
    registry.withLock { $0.removeAll { $0 == catalog } }
  }

  /// The colour set that is the app's accent colour (``Color/accentColor``), looked up in the main
  /// bundle's catalogs: Xcode's `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, `AccentColor` in
  /// its app templates. `nil` — the system blue — until an app's runner or test sets it.
  public static var accentColorName: String? {
    get { accentName.withLock { $0 } }
    set { accentName.withLock { $0 = newValue } }
  }

  private static let accentName = LockedValue<String?>(nil)

  /// The catalogs searched for names looked up without a bundle, before the main bundle's own.
  public static var registered: [AssetCatalog] { registry.withLock { $0 } }

  private static let registry = LockedValue<[AssetCatalog]>([])

  /// The names of the image sets in the catalog, with their namespaces, sorted.
  public var imageNames: [String] { names(of: .image) }
  /// The names of the colour sets in the catalog, with their namespaces, sorted.
  public var colorNames: [String] { names(of: .color) }
  /// The names of the symbol sets in the catalog, with their namespaces, sorted.
  public var symbolNames: [String] { names(of: .symbol) }

  private func names(of kind: AssetKind) -> [String] {
    AssetIndex.index(of: url).entries.keys.filter { $0.kind == kind }.map(\.name).sorted()
  }

  /// The folder of the asset of `kind` named `name`, if the catalog has one.
  func folder(of kind: AssetKind, named name: String) -> URL? {
    let index = AssetIndex.index(of: url)
    for problem in index.problems { RuntimeIssues.reportOnce(problem) }
    return index.entries[AssetIndex.Key(kind: kind, name: name)]
  }

  /// The catalogs a name looked up in `bundle` is searched in: for the main bundle (`nil`), the
  /// registered ones first.
  static func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
    let bundle = bundle ?? .main
    let own = BundleCatalogs.catalogs(in: bundle)
    return bundle == .main ? registered + own.filter { !registered.contains($0) } : own
  }

  /// The folder of the first asset of `kind` named `name` in the catalogs of `bundle`.
  static func find(_ kind: AssetKind, named name: String, bundle: Bundle?) -> URL? {
    for catalog in catalogs(for: bundle) {
      if let folder = catalog.folder(of: kind, named: name) { return folder }
    }
    return nil
  }

  /// How SwiftUI names a bundle in its messages: "main bundle", or the bundle's path.
  package static func describe(_ bundle: Bundle?) -> String {
    guard let bundle, bundle != .main else { return "main bundle" }
    return bundle.bundlePath
  }
}

/// The kinds of asset Trellis reads, by their folders' extensions.
enum AssetKind: String, Hashable, Sendable, CaseIterable {
  case image = "imageset"
  case color = "colorset"
  case symbol = "symbolset"
}

/// A value behind a lock, for the caches and the registry.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}

/// The `.xcassets` folders at the top of a bundle's resources, by bundle path.
enum BundleCatalogs {
  private static let cache = LockedValue<[String: [AssetCatalog]]>([:])

  static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
    let path = bundle.bundlePath
    if let known = cache.withLock({ $0[path] }) { return known }
    var found: [AssetCatalog] = []
    let roots = [bundle.resourceURL, bundle.resourceURL?.appendingPathComponent("Resources")].compactMap { $0 }
    for root in roots {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
      for name in names.sorted() where (name as NSString).pathExtension == "xcassets" {
        found.append(AssetCatalog(url: root.appendingPathComponent(name)))
      }
    }
    cache.withLock { $0[path] = found }
    return found
  }
}

/// A catalog's assets by kind and name, found by walking its folders once.
struct AssetIndex: Sendable {
  struct Key: Hashable, Sendable {
    let kind: AssetKind
    let name: String
  }

  /// Each asset's folder.
  var entries: [Key: URL] = [:]
  /// What was wrong with the folders: each reported when a name is looked up in the catalog.
  var problems: [String] = []

  /// The deepest folder read: deeper ones are reported and skipped.
  static let depthLimit = 64
  /// The most folders and files read in one catalog: beyond it, the rest is reported and skipped.
  static let entryLimit = 200_000

  private struct Cached {
    let stamp: FileStamp?
    let index: AssetIndex
  }

  private static let cache = LockedValue<[String: Cached]>([:])

  /// The index of the catalog at `root`: from the cache while the folder is unchanged.
  static func index(of root: URL) -> AssetIndex {
    let stamp = FileStamp(path: root.path)
    if let cached = cache.withLock({ $0[root.path] }), cached.stamp == stamp { return cached.index }
    let index = walk(root)
    cache.withLock { $0[root.path] = Cached(stamp: stamp, index: index) }
    return index
  }

  /// Why `root` cannot be read as a catalog, or `nil` when it is a folder.
  static func problem(ofRoot root: URL) -> String? {
    var info = stat()
    guard stat(root.path, &info) == 0 else { return "Asset catalog '\(root.path)' does not exist; it has no assets." }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      return "Asset catalog '\(root.path)' is not a folder; it has no assets."
    }
    return nil
  }

  /// Walks the folders under `root`, depth first in name order, following symbolic links but
  /// never into a folder already walked (a link loop).
  private static func walk(_ root: URL) -> AssetIndex {
    var index = AssetIndex()
    if let problem = problem(ofRoot: root) {
      index.problems.append(problem)
      return index
    }
    var visited: Set<FileStamp.Identity> = []
    var pending: [(url: URL, prefix: String, depth: Int)] = [(root, "", 0)]
    var count = 0
    while let (folder, prefix, depth) = pending.popLast() {
      guard let identity = FileStamp(path: folder.path)?.identity, visited.insert(identity).inserted else {
        index.problems.append(
          "Asset catalog '\(root.path)': the folder '\(folder.path)' is reached again through a symbolic link; it is read once."
        )
        continue
      }
      guard depth < depthLimit else {
        index.problems.append(
          "Asset catalog '\(root.path)': '\(folder.path)' is more than \(depthLimit) folders deep; it is not read.")
        continue
      }
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      var groups: [(url: URL, prefix: String, depth: Int)] = []
      for name in names {
        count += 1
        guard count <= entryLimit else {
          index.problems.append(
            "Asset catalog '\(root.path)' has more than \(entryLimit) files and folders; the rest are not read.")
          return index
        }
        let url = folder.appendingPathComponent(name)
        guard FileStamp(path: url.path)?.isDirectory == true else { continue }
        let ext = (name as NSString).pathExtension
        let base = (name as NSString).deletingPathExtension
        if let kind = AssetKind(rawValue: ext) {
          let key = Key(kind: kind, name: prefix + base)
          if index.entries[key] == nil { index.entries[key] = url }
        } else if ext.isEmpty {
          let namespace =
            AssetJSON.read(url.appendingPathComponent("Contents.json"), optional: true).object?
            .dictionary("properties")?.bool("provides-namespace") == true
          groups.append((url, namespace ? prefix + name + "/" : prefix, depth + 1))
        }
        // Other folders (app icons, launch images, data sets, sticker packs) are not read.
      }
      pending.append(contentsOf: groups.reversed())
    }
    return index
  }
}

/// What identifies a file or folder and its last change, without reading it.
struct FileStamp: Hashable, Sendable {
  struct Identity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
  }

  let identity: Identity
  let size: Int64
  let modified: Int
  let modifiedNanoseconds: Int
  let isDirectory: Bool
  let isRegularFile: Bool

  /// The stamp of what is at `path`, following symbolic links; `nil` when nothing is there.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    size = Int64(info.st_size)
    modified = info.st_mtim.tv_sec
    modifiedNanoseconds = info.st_mtim.tv_nsec
    isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
  }
}
