import Foundation
internal import SQLiteNIO

/// Reads models from the store into a context: each row becomes the context's one object for
/// it, with its relationships resolved to the context's objects.
struct StoreReader {
  let context: ModelContext
  var store: Store { context.container.store }

  /// The context's models of every row of `entity`, in primary-key order (one query).
  func allModels(of entity: Schema.Entity) throws -> [any PersistentModel] {
    try store.rows("SELECT * FROM \(Store.quoted(entity.name)) ORDER BY \"Z_PK\"").compactMap { row in
      guard case .integer(let key)? = row.column("Z_PK") else { return nil }
      return try model(of: entity, key: Int64(key), row: row)
    }
  }

  /// The context's model of `entity`'s row `key`: the one it holds, or one read now (from `row`
  /// when the caller has it); `nil` when the row does not exist or its model was deleted in the
  /// context.
  func model(of entity: Schema.Entity, key: Int64, row given: SQLiteRow? = nil) throws -> (any PersistentModel)? {
    let id = PersistentIdentifier(
      entityName: entity.name, storeIdentifier: context.container.store.identifier, primaryKey: key)
    if let held = context.registeredAny(id) { return context.isPendingDeletion(id) ? nil : held }
    guard
      let row = try given
        ?? store.rows("SELECT * FROM \(Store.quoted(entity.name)) WHERE \"Z_PK\" = ?", [.integer(Int(key))]).first
    else { return nil }
    func make<M: PersistentModel>(_ type: M.Type) throws -> any PersistentModel {
      let storage = DefaultBackingData<M>()
      storage.identifier = id
      storage.context = context
      let model = M(backingData: storage)
      // Registered before its relationships are read, so that a cycle comes back to it.
      context.register(model)
      storage.values = try values(of: entity, key: key, row: row)
      return model
    }
    return try make(entity.type)
  }

  /// The values of `entity`'s row `key`, its relationships resolved to the context's models.
  func values(of entity: Schema.Entity, key: Int64, row: SQLiteRow) throws -> [AnyKeyPath: Any] {
    var values: [AnyKeyPath: Any] = [:]
    for attribute in entity.attributes {
      let stored = row.column(attribute.name) ?? .null
      if stored.isNull, let defaultValue = attribute.defaultValue, !(attribute.valueType is any _OptionalValue.Type) {
        values[attribute.keyPath] = defaultValue
      } else {
        values[attribute.keyPath] = try ValueCodec.decode(stored, as: attribute.valueType)
      }
    }
    for relationship in entity.relationships {
      guard let target = relationship.target else { continue }
      var related: [any PersistentModel] = []
      if relationship.isToMany {
        let keys = try store.rows(
          "SELECT \"target\" FROM \(Store.quoted(Store.joinTable(entity, relationship))) "
            + "WHERE \"owner\" = ? ORDER BY \"position\"", [.integer(Int(key))]
        ).compactMap { $0.column("target")?.integer }
        related = try keys.compactMap { try model(of: target, key: Int64($0)) }
      } else if case .integer(let targetKey)? = row.column(relationship.name) {
        related = try model(of: target, key: Int64(targetKey)).map { [$0] } ?? []
      }
      if let value = relationship.valueType._make(from: related) { values[relationship.keyPath] = value }
    }
    return values
  }

  /// Reads `model`'s row again and writes its values through the model's properties, so that
  /// the views reading them are told: another context saved it. Returns `false` when the row
  /// is gone.
  func refresh(_ model: any PersistentModel) throws -> Bool {
    guard let entity = context.container.schema.entity(for: Swift.type(of: model)) else { return true }
    let key = model.persistentModelID.primaryKey
    guard
      let row = try store.rows(
        "SELECT * FROM \(Store.quoted(entity.name)) WHERE \"Z_PK\" = ?", [.integer(Int(key))]
      ).first
    else { return false }
    let fresh = try values(of: entity, key: key, row: row)
    context.isRestoring = true
    defer { context.isRestoring = false }
    for (keyPath, value) in fresh { ModelGraph.write(model, keyPath, value) }
    return true
  }
}

/// Writes a context's changes to the store, inside the save's transaction.
enum StoreWriter {
  /// Inserts or updates `model`'s row (at `existing`'s key for an upsert), and the join rows of
  /// its to-many relationships.
  static func write(
    _ model: any PersistentModel, as existing: PersistentIdentifier?, update: Bool, in store: Store, schema: Schema
  ) throws {
    guard let entity = schema.entity(for: type(of: model)) else { return }
    let key = (existing ?? model.persistentModelID).primaryKey
    var columns: [String] = []
    var values: [SQLiteData] = []
    for attribute in entity.attributes {
      columns.append(attribute.name)
      if let value = model.storedValue(at: attribute.keyPath) {
        values.append(try ValueCodec.encode(value, as: attribute.valueType))
      } else {
        values.append(.null)
      }
    }
    for relationship in entity.relationships where !relationship.isToMany {
      columns.append(relationship.name)
      let related = ModelGraph.models(of: model, relationship).first
      if let related, !related.isDeletedAny, !related.persistentModelID.isTemporary {
        values.append(.integer(Int(related.persistentModelID.primaryKey)))
      } else {
        values.append(.null)
      }
    }
    let table = Store.quoted(entity.name)
    if update {
      let assignments = columns.map { "\(Store.quoted($0)) = ?" }.joined(separator: ", ")
      if !columns.isEmpty {
        try store.execute("UPDATE \(table) SET \(assignments) WHERE \"Z_PK\" = ?", values + [.integer(Int(key))])
      }
    } else {
      let names = (["Z_PK"] + columns).map(Store.quoted).joined(separator: ", ")
      let marks = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
      try store.execute("INSERT INTO \(table) (\(names)) VALUES (\(marks))", [.integer(Int(key))] + values)
    }
    for relationship in entity.relationships where relationship.isToMany {
      let join = Store.quoted(Store.joinTable(entity, relationship))
      try store.execute("DELETE FROM \(join) WHERE \"owner\" = ?", [.integer(Int(key))])
      let related = ModelGraph.models(of: model, relationship).filter {
        !$0.isDeletedAny && !$0.persistentModelID.isTemporary
      }
      for (position, other) in related.enumerated() {
        try store.execute(
          "INSERT INTO \(join) (\"owner\", \"target\", \"position\") VALUES (?, ?, ?)",
          [.integer(Int(key)), .integer(Int(other.persistentModelID.primaryKey)), .integer(position)])
      }
    }
  }

  /// Deletes `model`'s row, its join rows, and the references other rows hold to it.
  static func delete(_ model: any PersistentModel, in store: Store, schema: Schema) throws {
    guard let entity = schema.entity(for: type(of: model)) else { return }
    let key = SQLiteData.integer(Int(model.persistentModelID.primaryKey))
    try store.execute("DELETE FROM \(Store.quoted(entity.name)) WHERE \"Z_PK\" = ?", [key])
    for relationship in entity.relationships where relationship.isToMany {
      try store.execute("DELETE FROM \(Store.quoted(Store.joinTable(entity, relationship))) WHERE \"owner\" = ?", [key])
    }
    for other in schema.entityList {
      for relationship in other.relationships where relationship.target === entity {
        if relationship.isToMany {
          try store.execute(
            "DELETE FROM \(Store.quoted(Store.joinTable(other, relationship))) WHERE \"target\" = ?", [key])
        } else {
          try store.execute(
            "UPDATE \(Store.quoted(other.name)) SET \(Store.quoted(relationship.name)) = NULL "
              + "WHERE \(Store.quoted(relationship.name)) = ?", [key])
        }
      }
    }
  }

  /// The stored model an inserted `model` is an upsert of: another row with the same value of a
  /// unique attribute.
  static func upsertTarget(for model: any PersistentModel, in store: Store, schema: Schema) throws
    -> PersistentIdentifier?
  {
    guard let entity = schema.entity(for: type(of: model)) else { return nil }
    for constraint in entity.uniqueConstraints {
      var values: [SQLiteData] = []
      for attribute in constraint {
        guard let value = model.storedValue(at: attribute.keyPath) else { break }
        let encoded = try ValueCodec.encode(value, as: attribute.valueType)
        if encoded.isNull { break }
        values.append(encoded)
      }
      // A NULL value is unique in SQLite: no conflict.
      guard values.count == constraint.count else { continue }
      let conditions = constraint.map { "\(Store.quoted($0.name)) = ?" }.joined(separator: " AND ")
      let found = try store.rows(
        "SELECT \"Z_PK\" FROM \(Store.quoted(entity.name)) WHERE \(conditions) AND \"Z_PK\" <> ?",
        values + [.integer(Int(model.persistentModelID.primaryKey))])
      if let key = found.first?.column("Z_PK")?.integer {
        return PersistentIdentifier(
          entityName: entity.name, storeIdentifier: model.persistentModelID.storeIdentifier, primaryKey: Int64(key))
      }
    }
    return nil
  }
}
