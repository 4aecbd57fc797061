import Foundation

/// The relationships between a context's models: inverses kept in step, delete rules applied,
/// values written through a model's properties whatever their type.
enum ModelGraph {
  /// The models `model`'s relationship holds.
  static func models(of model: any PersistentModel, _ relationship: StoredRelationship) -> [any PersistentModel] {
    (model.storedValue(at: relationship.keyPath) as? any _RelationshipValue)?._models ?? []
  }

  /// Keeps the inverse of `relationship` in step after `model`'s value changed from `old` to
  /// `new`, and inserts the models it now holds into the context.
  static func relationshipChanged(
    _ model: any PersistentModel, _ relationship: StoredRelationship, from old: [any PersistentModel],
    to new: [any PersistentModel], in context: ModelContext
  ) {
    let oldIDs = Set(old.map(ObjectIdentifier.init))
    let newIDs = Set(new.map(ObjectIdentifier.init))
    let removed = old.filter { !newIDs.contains(ObjectIdentifier($0)) }
    let added = new.filter { !oldIDs.contains(ObjectIdentifier($0)) }
    for other in added where other.modelContext == nil { context.insertModel(other) }
    guard let inverse = relationship.inverse else { return }
    for other in removed {
      let current = models(of: other, inverse)
      guard current.contains(where: { $0 === model }) else { continue }
      let remaining = current.filter { $0 !== model }
      if let value = inverse.valueType._make(from: remaining) { write(other, inverse.keyPath, value) }
    }
    for other in added {
      let current = models(of: other, inverse)
      guard !current.contains(where: { $0 === model }) else { continue }
      let updated = inverse.isToMany ? current + [model] : [model]
      if let value = inverse.valueType._make(from: updated) { write(other, inverse.keyPath, value) }
    }
  }

  /// Applies the delete rules of a deleted model's relationships: cascade deletes the related
  /// models, nullify takes the model out of their inverse; deny is checked when saving.
  static func applyDeleteRules(to model: any PersistentModel, entity: Schema.Entity, in context: ModelContext) {
    for relationship in entity.relationships {
      let related = models(of: model, relationship)
      switch relationship.description.deleteRule {
      case .cascade:
        for other in related { context.deleteModel(other) }
      case .nullify:
        guard let inverse = relationship.inverse else { continue }
        for other in related where !other.isDeletedAny {
          let remaining = models(of: other, inverse).filter { $0 !== model }
          if let value = inverse.valueType._make(from: remaining) { write(other, inverse.keyPath, value) }
        }
      case .deny, .noAction:
        continue
      }
    }
  }

  /// Writes `value` to `model`'s property at `keyPath` through its setter, so that observers
  /// are told; does nothing when the key path is not writable or the value of another type.
  static func write(_ model: any PersistentModel, _ keyPath: AnyKeyPath, _ value: Any) {
    func onModel<M: PersistentModel>(_ model: M) {
      func withValueType<V>(_: V.Type) {
        guard let writable = keyPath as? ReferenceWritableKeyPath<M, V>, let value = value as? V else { return }
        model[keyPath: writable] = value
      }
      _openExistential(type(of: keyPath).valueType, do: withValueType)
    }
    onModel(model)
  }
}

extension ModelContext {
  /// Inserts a model of any type.
  func insertModel(_ model: any PersistentModel) {
    func open<M: PersistentModel>(_ model: M) { insert(model) }
    open(model)
  }

  /// Deletes a model of any type.
  func deleteModel(_ model: any PersistentModel) {
    func open<M: PersistentModel>(_ model: M) { delete(model) }
    open(model)
  }
}

extension PersistentModel {
  /// The value the backing data holds at `keyPath`, without observation.
  func storedValue(at keyPath: AnyKeyPath) -> Any? { storage.values[keyPath] }
}
