import Foundation

/// Where and how a container stores its models: on disk at a URL, or in memory.
///
/// ```swift
/// let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
/// ```
public struct ModelConfiguration: Hashable, Identifiable, @unchecked Sendable {
  /// The configuration's name; the store file is `<name>.store` unless a URL is given.
  public let name: String
  /// The schema of the store; `nil` for the container's.
  public let schema: Schema?
  /// The store file's location (unused by an in-memory store).
  public let url: URL
  /// Whether the store lives in memory only and is gone with its container.
  public let isStoredInMemoryOnly: Bool
  /// Whether contexts may save to the store; `false` opens it read-only.
  public let allowsSave: Bool
  /// The app group whose container holds the store.
  public let groupContainer: GroupContainer
  /// The CloudKit database the store syncs with.
  public let cloudKitDatabase: CloudKitDatabase

  /// The configuration's name.
  public var id: String { name }

  /// Creates a configuration of a store named `name` (default: `default`), in the application
  /// support directory, or in memory.
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    let name = name ?? "default"
    self.init(
      name: name, schema: schema, url: Self.defaultDirectory.appendingPathComponent("\(name).store"),
      isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave, groupContainer: groupContainer,
      cloudKitDatabase: cloudKitDatabase)
  }

  /// Creates a configuration of a store in the file at `url`.
  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.init(
      name: name ?? "default", schema: schema, url: url, isStoredInMemoryOnly: false, allowsSave: allowsSave,
      groupContainer: .automatic, cloudKitDatabase: cloudKitDatabase)
  }

  private init(
    name: String, schema: Schema?, url: URL, isStoredInMemoryOnly: Bool, allowsSave: Bool,
    groupContainer: GroupContainer, cloudKitDatabase: CloudKitDatabase
  ) {
    self.name = name
    self.schema = schema
    self.url = url
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    self.groupContainer = groupContainer
    self.cloudKitDatabase = cloudKitDatabase
  }

  /// Where stores go by default: the application support directory, as on iOS
  /// (`~/.local/share` on Linux).
  private static var defaultDirectory: URL {
    FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSTemporaryDirectory())
  }

  /// Whether two configurations are the same store.
  public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
    lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
      && lhs.allowsSave == rhs.allowsSave
  }

  /// Hashes the configuration's store.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(url)
    hasher.combine(isStoredInMemoryOnly)
  }

  /// An app group whose shared container holds the store.
  public struct GroupContainer: Hashable, Sendable {
    let identifier: String?
    let isAutomatic: Bool
    /// The app's first app group, if it has one; the app's own container otherwise.
    public static let automatic = GroupContainer(identifier: nil, isAutomatic: true)
    /// No app group: the app's own container.
    public static let none = GroupContainer(identifier: nil, isAutomatic: false)
    /// The app group with the given identifier.
    public static func identifier(_ groupName: String) -> GroupContainer {
      GroupContainer(identifier: groupName, isAutomatic: false)
    }
  }

  /// The CloudKit database a store syncs with.
  public struct CloudKitDatabase: Hashable, Sendable {
    let identifier: String?
    let isAutomatic: Bool
    /// The app's CloudKit container, if its entitlements name one; none otherwise.
    public static let automatic = CloudKitDatabase(identifier: nil, isAutomatic: true)
    /// No syncing.
    public static let none = CloudKitDatabase(identifier: nil, isAutomatic: false)
    /// The private database of the CloudKit container with the given identifier.
    public static func `private`(_ container: String) -> CloudKitDatabase {
      CloudKitDatabase(identifier: container, isAutomatic: false)
    }
  }
}
