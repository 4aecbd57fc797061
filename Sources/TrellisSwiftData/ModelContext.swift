import Foundation
internal import SQLiteNIO
import TrellisCore

/// Where models are inserted, changed, deleted and fetched, until they are saved to the
/// container's store.
///
/// ```swift
/// @Environment(\.modelContext) private var modelContext
/// …
/// modelContext.insert(Item(timestamp: Date()))
/// ```
///
/// A model read from the store is one object per context: fetching it again gives the same
/// object, with any change not yet saved.
public final class ModelContext: Equatable, Hashable {
  /// The container whose store the context saves to.
  public let container: ModelContainer
  /// Whether the context saves by itself after changes: on for the main context.
  ///
  /// Trellis saves the main context at the end of the main queue's current turn after a change,
  /// where iOS saves at moments of the app's life cycle; another context that autosaves is
  /// reported (save it yourself).
  public var autosaveEnabled = false
  /// Changes every time the context's models change: its queries fetch again.
  let changes = ChangeSignal()
  /// The models the context holds, by identifier.
  private var registered: [PersistentIdentifier: any PersistentModel] = [:]
  /// The identifiers of the models inserted and not saved, in order.
  private var inserted: [PersistentIdentifier] = []
  /// The models deleted and not saved.
  private var deleted: [PersistentIdentifier: any PersistentModel] = [:]
  /// The identifiers of models changed since they were last saved.
  private var changed: Set<PersistentIdentifier> = []
  /// Whether values are being put back (rollback) or read from the store: no change is noted.
  var isRestoring = false
  /// Whether a save is already scheduled.
  var autosaveScheduled = false

  /// Creates a context of `container`.
  public init(_ container: ModelContainer) {
    self.container = container
    container.register(self)
  }

  /// Whether two contexts are the same object.
  public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }

  /// Hashes the context's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Whether the context has changes not yet saved.
  public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }

  /// The models inserted and not saved, in the order they were inserted.
  public var insertedModelsArray: [any PersistentModel] { inserted.compactMap { registered[$0] } }

  /// The models changed and not saved.
  public var changedModelsArray: [any PersistentModel] { changed.sorted().compactMap { registered[$0] } }

  /// The models deleted and not saved.
  public var deletedModelsArray: [any PersistentModel] { deleted.keys.sorted().compactMap { deleted[$0] } }

  /// Whether `model` was inserted in this context and not yet saved.
  func isInserted(_ model: some PersistentModel) -> Bool {
    model.storage.context === self && inserted.contains(model.persistentModelID)
  }

  // MARK: Inserting and deleting

  /// Inserts `model`, and the models its relationships hold, into the context; it is stored
  /// at the next save.
  public func insert<T: PersistentModel>(_ model: T) {
    guard checkContainer(T.self) else { return }
    guard let entity = container.schema.entity(for: T.self) else {
      RuntimeIssues.report(
        "ModelContext.insert(_:): \(T.self) is not in the container's schema; add it to modelContainer(for:).")
      return
    }
    let storage = model.storage
    if storage.context === self {
      let id = model.persistentModelID
      guard storage.isDeleted else { return }
      // Inserting a deleted model undeletes it: a saved one stays, an unsaved one is inserted again.
      storage.isDeleted = false
      if deleted.removeValue(forKey: id) == nil {
        registered[id] = model
        inserted.append(id)
      }
      noteChange()
      return
    }
    if storage.context != nil {
      RuntimeIssues.report("ModelContext.insert(_:): the \(T.self) is already in another context; it is left there.")
      return
    }
    let key = container.store.nextPrimaryKey(for: entity)
    storage.identifier = PersistentIdentifier(
      entityName: entity.name, storeIdentifier: container.store.identifier, primaryKey: key)
    storage.context = self
    registered[storage.identifier] = model
    inserted.append(storage.identifier)
    for relationship in entity.relationships {
      let related = (storage.values[relationship.keyPath] as? any _RelationshipValue)?._models ?? []
      ModelGraph.relationshipChanged(model, relationship, from: [], to: related, in: self)
    }
    noteChange()
  }

  /// Deletes `model` from the context (and its store at the next save), applying the delete
  /// rules of its relationships.
  public func delete<T: PersistentModel>(_ model: T) {
    guard checkContainer(T.self) else { return }
    let storage = model.storage
    guard storage.context === self, !storage.isDeleted else { return }
    storage.isDeleted = true
    let id = model.persistentModelID
    if let index = inserted.firstIndex(of: id) {
      inserted.remove(at: index)
      registered[id] = nil
    } else {
      deleted[id] = model
      changed.remove(id)
    }
    if let entity = container.schema.entity(for: T.self) {
      ModelGraph.applyDeleteRules(to: model, entity: entity, in: self)
    }
    noteChange()
  }

  /// Deletes every model of `model`'s type that satisfies `predicate` (every one without a
  /// predicate).
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
  }

  /// Notes that a property of `model` changed.
  func modelChanged<T: PersistentModel>(_ model: T) {
    let id = model.persistentModelID
    if registered[id] != nil, !inserted.contains(id), deleted[id] == nil { changed.insert(id) }
    noteChange()
  }

  /// Tells the context's queries, and schedules an autosave.
  private func noteChange() {
    changes.changed()
    guard autosaveEnabled, !autosaveScheduled else { return }
    guard container.isMainContext(self) else {
      RuntimeIssues.report(
        "ModelContext.autosaveEnabled: Trellis autosaves the main context only; call save() on this context.")
      return
    }
    autosaveScheduled = true
    container.scheduleAutosave()
  }

  /// Whether the context has a container; reports the missing one otherwise.
  private func checkContainer(_ type: Any.Type) -> Bool {
    guard container.isMissing else { return true }
    RuntimeIssues.report(
      "No container: failed to find a currently active container for \(type). Set a .modelContainer(for:) "
        + "on the view hierarchy; the change is dropped.")
    return false
  }

  // MARK: Saving

  /// Posted by a context (the notification's object) before it saves.
  public static let willSave = Notification.Name("ModelContext.willSave")

  /// Posted by a context (the notification's object) after it saved, with the identifiers of
  /// the models inserted, updated and deleted under the ``NotificationKey`` keys.
  public static let didSave = Notification.Name("ModelContext.didSave")

  /// The keys of a ``didSave`` notification's user info.
  public enum NotificationKey: String, Sendable {
    /// The identifiers of the models inserted: `[PersistentIdentifier]`.
    case insertedIdentifiers
    /// The identifiers of the models updated: `[PersistentIdentifier]`.
    case updatedIdentifiers
    /// The identifiers of the models deleted: `[PersistentIdentifier]`.
    case deletedIdentifiers
    /// The generation of the store the context's queries read.
    case queryGeneration
    /// Every identifier the context held became invalid.
    case invalidatedAllIdentifiers
  }

  /// Writes the context's inserts, changes and deletions to the store, in one transaction.
  ///
  /// Inserting a model whose `@Attribute(.unique)` value is already stored updates the stored
  /// model (an upsert, as SwiftData does); changing a saved model's unique value to another
  /// model's fails. A failed save writes nothing and keeps the changes in the context.
  public func save() throws {
    guard hasChanges, !container.isMissing else { return }
    NotificationCenter.default.post(name: Self.willSave, object: self)
    let schema = container.schema
    // Delete rules that deny: a deleted model must not still hold related models.
    for model in deletedModelsArray {
      guard let entity = schema.entity(for: type(of: model)) else { continue }
      for relationship in entity.relationships where relationship.description.deleteRule == .deny {
        let related = ModelGraph.models(of: model, relationship).filter { !$0.isDeletedAny }
        if !related.isEmpty {
          throw SwiftDataError(
            .modelValidationFailure,
            "\(entity.name) \(model.persistentModelID) cannot be deleted: its relationship '\(relationship.name)' "
              + "denies deletion while it holds \(related.count) model(s).")
        }
      }
    }
    // The number of models a to-many relationship may hold.
    for model in insertedModelsArray + changedModelsArray {
      guard let entity = schema.entity(for: type(of: model)) else { continue }
      for relationship in entity.relationships where relationship.isToMany {
        let count = ModelGraph.models(of: model, relationship).filter { !$0.isDeletedAny }.count
        let minimum = relationship.description.minimumModelCount ?? 0
        let maximum = relationship.description.maximumModelCount ?? 0
        if (minimum > 0 && count < minimum) || (maximum > 0 && count > maximum) {
          throw SwiftDataError(
            .modelValidationFailure,
            "\(entity.name) \(model.persistentModelID): '\(relationship.name)' holds \(count) model(s); it must hold "
              + "\(minimum > 0 ? "at least \(minimum)" : "")\(minimum > 0 && maximum > 0 ? " and " : "")"
              + "\(maximum > 0 ? "at most \(maximum)" : "").")
        }
      }
    }
    var merges: [(model: any PersistentModel, existing: PersistentIdentifier)] = []
    do {
      let store = container.store
      try store.transaction {
        for model in deletedModelsArray { try StoreWriter.delete(model, in: store, schema: schema) }
        for model in insertedModelsArray {
          if let existing = try StoreWriter.upsertTarget(for: model, in: store, schema: schema) {
            merges.append((model, existing))
            try StoreWriter.write(model, as: existing, update: true, in: store, schema: schema)
          } else {
            try StoreWriter.write(model, as: nil, update: false, in: store, schema: schema)
          }
        }
        for model in changedModelsArray {
          try StoreWriter.write(model, as: nil, update: true, in: store, schema: schema)
        }
      }
    } catch let error as SwiftDataError {
      throw error
    } catch  where Store.isConstraintViolation(error) {
      throw SwiftDataError(
        .uniqueConstraintViolation,
        "The save would store two models with the same unique value (\(Store.reason(of: error))). "
          + "Nothing was saved; the changes are kept in the context.")
    } catch {
      throw SwiftDataError(
        .storeWriteFailure,
        "The store could not be written: \(Store.reason(of: error)). Nothing was saved; the changes are kept "
          + "in the context.")
    }
    for (model, existing) in merges { adopt(model, as: existing) }
    let saved: [String: [PersistentIdentifier]] = [
      NotificationKey.insertedIdentifiers.rawValue: inserted.compactMap { registered[$0]?.persistentModelID },
      NotificationKey.updatedIdentifiers.rawValue: changed.sorted(),
      NotificationKey.deletedIdentifiers.rawValue: deleted.keys.sorted(),
    ]
    for model in registered.values { model.clearCommitted() }
    for (id, model) in deleted {
      registered[id] = nil
      model.detach()
    }
    inserted.removeAll()
    deleted.removeAll()
    changed.removeAll()
    changes.changed()
    container.saves.changed()
    container.merge(
      savedBy: self,
      updated: saved[NotificationKey.updatedIdentifiers.rawValue, default: []]
        + merges.map(\.existing),
      deleted: saved[NotificationKey.deletedIdentifiers.rawValue, default: []])
    NotificationCenter.default.post(name: Self.didSave, object: self, userInfo: saved)
  }

  /// Takes in what another context of the container saved: models this context holds without
  /// changes of its own are read again (rows updated) or leave it (rows deleted).
  func mergeSaved(updated: [PersistentIdentifier], deleted deletedIDs: [PersistentIdentifier]) {
    var touched = false
    for id in deletedIDs {
      guard let model = registered[id], !inserted.contains(id), deleted[id] == nil else { continue }
      registered[id] = nil
      changed.remove(id)
      model.markDeleted()
      model.detach()
      touched = true
    }
    let reader = StoreReader(context: self)
    for id in updated {
      guard let model = registered[id], !changed.contains(id), deleted[id] == nil else { continue }
      do {
        if try !reader.refresh(model) {
          registered[id] = nil
          model.markDeleted()
          model.detach()
        }
      } catch {
        RuntimeIssues.report("ModelContext: another context's save could not be merged: \(error)")
      }
      touched = true
    }
    if touched { changes.changed() }
  }

  /// Makes `model`, just saved over the stored model `existing` (an upsert), the context's
  /// model of that row; the object that stood for it before, if any, gets its values and leaves
  /// the context.
  private func adopt(_ model: any PersistentModel, as existing: PersistentIdentifier) {
    let old = registered[existing]
    registered[model.persistentModelID] = nil
    model.reidentify(as: existing)
    registered[existing] = model
    if let old, old !== model {
      old.copyValues(from: model, context: self)
      old.detach()
    }
  }

  /// Discards the changes since the last save: inserted models leave the context, deleted ones
  /// come back, changed ones get their saved values.
  public func rollback() {
    for id in inserted {
      registered[id]?.detach()
      registered[id] = nil
    }
    isRestoring = true
    for (id, model) in deleted {
      model.undelete()
      registered[id] = model
    }
    for model in registered.values { model.restoreCommitted() }
    isRestoring = false
    inserted.removeAll()
    deleted.removeAll()
    changed.removeAll()
    changes.changed()
  }

  /// Runs `block`, then saves its changes.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// Does nothing more: the context's changes are already visible to its fetches and queries.
  public func processPendingChanges() {}

  // MARK: Fetching

  /// The models that satisfy the descriptor's predicate, in its order (insertion order without
  /// sort descriptors), within its offset and limit.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    guard !container.isMissing else { return [] }
    guard let entity = container.schema.entity(for: T.self) else {
      throw SwiftDataError(.unknownSchema, "\(T.self) is not in the container's schema.")
    }
    var models: [T] = try loadAll(entity, as: T.self)
    if descriptor.includePendingChanges {
      let pending = inserted.compactMap { registered[$0] as? T }
      models = (models + pending).sorted { $0.persistentModelID.primaryKey < $1.persistentModelID.primaryKey }
    }
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty {
      models = models.sorted(using: descriptor.sortBy)
    }
    let offset = max(0, descriptor.fetchOffset ?? 0)
    models = Array(models.dropFirst(offset))
    if let limit = descriptor.fetchLimit { models = Array(models.prefix(max(0, limit))) }
    return models
  }

  /// The number of models a fetch would give.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identifiers of the models a fetch would give.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The model of `persistentModelID` that the context holds, if it holds it.
  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    registered[persistentModelID] as? T
  }

  /// The stored models of `entity` that are not deleted, the context's objects for those it holds.
  private func loadAll<T: PersistentModel>(_ entity: Schema.Entity, as type: T.Type) throws -> [T] {
    do {
      return try StoreReader(context: self).allModels(of: entity).compactMap { $0 as? T }
    } catch let error as SwiftDataError {
      throw error
    } catch {
      throw SwiftDataError(.loadIssueModelContainer, "The store could not be read: \(Store.reason(of: error)).")
    }
  }

  /// The model the context holds for `id`, deleted or not.
  func registeredAny(_ id: PersistentIdentifier) -> (any PersistentModel)? {
    registered[id] ?? deleted[id]
  }

  /// Whether the model of `id` was deleted and not saved.
  func isPendingDeletion(_ id: PersistentIdentifier) -> Bool { deleted[id] != nil }

  /// Registers a model read from the store.
  func register(_ model: any PersistentModel) {
    registered[model.persistentModelID] = model
  }
}

extension PersistentModel {
  /// Forgets the saved values kept for rollback.
  func clearCommitted() { storage.committed = nil }

  /// Puts back the values kept since the last save, through the properties, so that the views
  /// reading them are told.
  func restoreCommitted() {
    guard let committed = storage.committed else { return }
    for (keyPath, value) in committed where !isSame(storage.values[keyPath], value) {
      ModelGraph.write(self, keyPath, value)
    }
    storage.committed = nil
  }

  private func isSame(_ a: Any?, _ b: Any) -> Bool {
    if let a = a as? any _RelationshipValue, let b = b as? any _RelationshipValue {
      return a._models.map(ObjectIdentifier.init) == b._models.map(ObjectIdentifier.init)
    }
    return false
  }

  /// Takes the model out of its context.
  func detach() {
    storage.context = nil
  }

  /// Marks the model deleted.
  func markDeleted() { storage.isDeleted = true }

  /// Clears the model's deleted mark.
  func undelete() { storage.isDeleted = false }

  /// Gives the model another identifier in its store.
  func reidentify(as id: PersistentIdentifier) { storage.identifier = id }

  /// Whether the model was deleted.
  var isDeletedAny: Bool { storage.isDeleted }

  /// Takes `other`'s persisted attribute values, through the properties.
  func copyValues(from other: any PersistentModel, context: ModelContext) {
    guard let other = other as? Self, let entity = context.container.schema.entity(for: Self.self) else { return }
    context.isRestoring = true
    defer { context.isRestoring = false }
    for attribute in entity.attributes {
      if let value = other.storage.values[attribute.keyPath] { ModelGraph.write(self, attribute.keyPath, value) }
    }
  }
}
