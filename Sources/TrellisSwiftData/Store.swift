import Foundation
internal import SQLiteNIO

/// A container's SQLite database, through SQLiteNIO (https://github.com/vapor/sqlite-nio, which
/// vendors SQLite): one table per entity — `Z_PK`, the primary key, then a column for each
/// attribute and each to-one relationship (the related row's key) — and a join table
/// `<Entity>_<relationship>` (`owner`, `target`, `position`) for each to-many relationship. An
/// in-memory container uses SQLite's `:memory:` database: one path for both.
///
/// Each call waits for SQLiteNIO's thread pool: a context's operations are synchronous, as
/// SwiftData's are.
final class Store: @unchecked Sendable {
  /// The database; `nil` for the store of the container that stands for none, which no
  /// operation reaches.
  private let connection: SQLiteConnection?
  let schema: Schema
  /// The identifier models of this store carry.
  let identifier: String
  private let lock = NSRecursiveLock()
  /// The next primary key of each entity.
  private var nextKeys: [String: Int64] = [:]

  init(configuration: ModelConfiguration, schema: Schema) throws {
    self.schema = schema
    identifier = configuration.isStoredInMemoryOnly ? "memory:\(configuration.name)" : configuration.url.path
    do {
      if configuration.isStoredInMemoryOnly {
        connection = try SQLiteConnection.open(storage: .memory).wait()
      } else if configuration.allowsSave {
        try FileManager.default.createDirectory(
          at: configuration.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        connection = try SQLiteConnection.open(storage: .file(path: configuration.url.path)).wait()
      } else {
        // A URI opens the file read-only, and fails when it does not exist.
        connection = try SQLiteConnection.open(storage: .file(path: configuration.url.absoluteString + "?mode=ro"))
          .wait()
      }
    } catch {
      throw SwiftDataError(
        .loadIssueModelContainer,
        "The store at \(configuration.url.path) could not be opened: \(Store.reason(of: error)).")
    }
    do {
      try transaction { try createTables() }
    } catch {
      _ = try? connection?.close().wait()
      throw SwiftDataError(
        .loadIssueModelContainer,
        "The store \(configuration.isStoredInMemoryOnly ? "in memory" : "at \(configuration.url.path)") "
          + "could not be opened: \(Store.reason(of: error)). It was left as it is.")
    }
  }

  /// The store of the container that stands for none: no database.
  init(unopenedWith schema: Schema) {
    self.schema = schema
    identifier = "missing"
    connection = nil
  }

  deinit {
    _ = try? connection?.close().wait()
  }

  /// The rows `sql` gives.
  func rows(_ sql: String, _ binds: [SQLiteData] = []) throws -> [SQLiteRow] {
    guard let connection else {
      throw SwiftDataError(.missingContainer, "There is no container: no store to read or write.")
    }
    return try lock.withLock { try connection.query(sql, binds).wait() }
  }

  /// Runs `sql`.
  func execute(_ sql: String, _ binds: [SQLiteData] = []) throws {
    _ = try rows(sql, binds)
  }

  /// Runs `body` in a transaction: all of its writes, or none.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    try lock.withLock {
      try execute("BEGIN IMMEDIATE")
      do {
        let result = try body()
        try execute("COMMIT")
        return result
      } catch {
        try? execute("ROLLBACK")
        throw error
      }
    }
  }

  /// The table of a to-many relationship.
  static func joinTable(_ entity: Schema.Entity, _ relationship: StoredRelationship) -> String {
    "\(entity.name)_\(relationship.name)"
  }

  /// Creates the tables of the schema that are missing, and the columns missing from tables
  /// that exist (a lightweight migration: new properties are added, none is removed).
  private func createTables() throws {
    for entity in schema.entityList {
      let columns = entity.attributes.map(\.name) + entity.relationships.filter { !$0.isToMany }.map(\.name)
      let existing = try rows("PRAGMA table_info(\(Self.quoted(entity.name)))").compactMap {
        $0.column("name")?.string
      }
      if !existing.isEmpty {
        for column in columns where !existing.contains(column) {
          try execute("ALTER TABLE \(Self.quoted(entity.name)) ADD COLUMN \(Self.quoted(column))")
        }
      } else {
        let definitions = ["\"Z_PK\" INTEGER PRIMARY KEY"] + columns.map { Self.quoted($0) }
        try execute("CREATE TABLE \(Self.quoted(entity.name)) (\(definitions.joined(separator: ", ")))")
      }
      // Unique lists and indices as indexes: they apply to a table that exists as to a new one.
      for (unique, lists) in [(true, entity.uniqueConstraints), (false, entity.indices)] {
        for list in lists {
          let names = list.map(\.name)
          let index = Self.quoted("\(entity.name)_\(unique ? "unique" : "index")_\(names.joined(separator: "_"))")
          try execute(
            "CREATE \(unique ? "UNIQUE " : "")INDEX IF NOT EXISTS \(index) ON \(Self.quoted(entity.name)) "
              + "(\(names.map { Self.quoted($0) }.joined(separator: ", ")))")
        }
      }
      for relationship in entity.relationships where relationship.isToMany {
        try execute(
          """
          CREATE TABLE IF NOT EXISTS \(Self.quoted(Self.joinTable(entity, relationship))) \
          ("owner" INTEGER NOT NULL, "target" INTEGER NOT NULL, "position" INTEGER NOT NULL)
          """)
      }
    }
  }

  /// A name quoted for SQL.
  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// A new primary key for a row of `entity`: one more than any key used so far, so that the
  /// keys follow the order models are inserted in.
  func nextPrimaryKey(for entity: Schema.Entity) -> Int64 {
    lock.withLock {
      if nextKeys[entity.name] == nil {
        let maximum = (try? rows("SELECT MAX(\"Z_PK\") AS \"m\" FROM \(Self.quoted(entity.name))"))?.first?
          .column("m")?.integer
        nextKeys[entity.name] = Int64(maximum ?? 0) + 1
      }
      defer { nextKeys[entity.name]! += 1 }
      return nextKeys[entity.name]!
    }
  }

  /// The names of the store's tables.
  func tableNames() throws -> [String] {
    try rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").compactMap {
      $0.column("name")?.string
    }.filter { !$0.hasPrefix("sqlite_") }
  }

  /// Why a database operation failed, in SQLite's words.
  static func reason(of error: any Error) -> String {
    if let error = error as? SQLiteError { return error.message }
    if let error = error as? SwiftDataError { return error.message }
    return String(describing: error)
  }

  /// Whether `error` is SQLite's refusal of a constraint (a unique value taken).
  static func isConstraintViolation(_ error: any Error) -> Bool {
    guard let error = error as? SQLiteError else { return false }
    return String(describing: error.reason).hasPrefix("constraint")
  }
}
