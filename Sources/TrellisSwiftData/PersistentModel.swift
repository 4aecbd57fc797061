import Foundation
import Observation

/// A class SwiftData persists: what `@Model` makes a class.
///
/// The macro provides every requirement; a model's properties are read and written through
/// ``getValue(forKey:)`` and ``setValue(forKey:to:)``, which keep the model's context informed.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, _RelationshipValue {
  /// Creates a model whose values are in `backingData`: how a context makes the models it reads
  /// from the store.
  init(backingData: any BackingData<Self>)
  /// Where the model's persisted values live.
  var persistentBackingData: any BackingData<Self> { get set }
  /// The model's persisted properties, as `@Model` describes them.
  static var schemaMetadata: [Schema.PropertyMetadata] { get }
  /// The property lists `#Unique` makes unique together, as `@Model` reads them.
  static var _uniqueConstraints: [[String]] { get }
  /// The property lists `#Index` indexes, as `@Model` reads them.
  static var _indexedProperties: [[String]] { get }
}

/// Where a model's persisted values live.
public protocol BackingData<Model>: AnyObject {
  /// The model type.
  associatedtype Model: PersistentModel
  /// The identifier of the model these values belong to.
  var persistentModelID: PersistentIdentifier? { get }
  /// The value at `key`.
  func getValue<Value>(forKey key: KeyPath<Model, Value>) -> Value
  /// Sets the value at `key`.
  func setValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value)
}

/// The values of one model: what `@Model` gives a model made with its own initializer, and what
/// a context fills when it reads a model from the store.
public final class DefaultBackingData<Model: PersistentModel>: BackingData {
  /// The values, by key path.
  var values: [AnyKeyPath: Any] = [:]
  /// The values when the model was last saved or read, kept from its first change until the
  /// next save, for ``ModelContext/rollback()``.
  var committed: [AnyKeyPath: Any]?
  /// The model's identifier: temporary until a context inserts the model.
  var identifier: PersistentIdentifier
  /// The context the model is in, if any.
  weak var context: ModelContext?
  /// Whether the model was deleted from its context.
  var isDeleted = false

  /// Creates empty values, for a model not yet in any context.
  init() {
    identifier = PersistentIdentifier.temporary(entityName: String(describing: Model.self))
  }

  /// The identifier of the model these values belong to.
  public var persistentModelID: PersistentIdentifier? { identifier }

  /// The value at `key`.
  public func getValue<Value>(forKey key: KeyPath<Model, Value>) -> Value {
    if let value = values[key] as? Value { return value }
    if let none = (Value.self as? any _OptionalValue.Type)?._none as? Value { return none }
    preconditionFailure("\(Model.self).\(key) was read before it was given a value.")
  }

  /// Sets the value at `key`.
  public func setValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value) {
    values[key] = newValue
  }
}

extension PersistentModel {
  /// The property lists `#Unique` makes unique together: none unless the model declares some.
  public static var _uniqueConstraints: [[String]] { [] }

  /// The property lists `#Index` indexes: none unless the model declares some.
  public static var _indexedProperties: [[String]] { [] }

  /// Makes the backing data of a model created with its own initializer.
  public static func createBackingData() -> any BackingData<Self> {
    DefaultBackingData<Self>()
  }

  /// The model's backing data, as the context keeps it.
  var storage: DefaultBackingData<Self> {
    if let storage = persistentBackingData as? DefaultBackingData<Self> { return storage }
    // A backing data of the user's own: adopt its values into one the context can keep.
    let storage = DefaultBackingData<Self>()
    persistentBackingData = storage
    return storage
  }

  /// The value of the persisted property at `key`.
  public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value {
    persistentBackingData.getValue(forKey: key)
  }

  /// Sets the persisted property at `key`; the model's context notes the change, and a
  /// relationship's inverse is updated.
  public func setValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) {
    let storage = self.storage
    let old = storage.values[key]
    if let context = storage.context, !context.isRestoring, storage.committed == nil, !context.isInserted(self) {
      storage.committed = storage.values
    }
    storage.values[key] = newValue
    guard let context = storage.context, !context.isRestoring else { return }
    if let relationship = context.container.schema.entity(for: Self.self)?.relationship(at: key) {
      ModelGraph.relationshipChanged(
        self, relationship, from: (old as? any _RelationshipValue)?._models ?? [],
        to: (newValue as? any _RelationshipValue)?._models ?? [], in: context)
    }
    context.modelChanged(self)
  }

  /// The model's identifier: permanent once a context has inserted it.
  public var persistentModelID: PersistentIdentifier { storage.identifier }

  /// The model's identity: its ``persistentModelID``.
  public var id: PersistentIdentifier { persistentModelID }

  /// The context the model is in, if any.
  public var modelContext: ModelContext? { storage.context }

  /// Whether the model has changes not yet saved.
  public var hasChanges: Bool {
    guard let context = storage.context else { return false }
    return context.isInserted(self) || storage.committed != nil
  }

  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { storage.isDeleted }

  /// Whether two references are the same model.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the model's object identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A model's identifier: its entity and its key in the store.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The name of the model's entity.
  public let entityName: String
  /// The identifier of the store the model is in; `nil` while it is temporary.
  public let storeIdentifier: String?
  /// The model's key: its row's primary key once permanent, a negative number while temporary.
  let primaryKey: Int64

  init(entityName: String, storeIdentifier: String?, primaryKey: Int64) {
    self.entityName = entityName
    self.storeIdentifier = storeIdentifier
    self.primaryKey = primaryKey
  }

  private static let temporaryCounter = TemporaryCounter()

  /// A new temporary identifier, for a model not yet inserted in a context.
  static func temporary(entityName: String) -> PersistentIdentifier {
    PersistentIdentifier(entityName: entityName, storeIdentifier: nil, primaryKey: -temporaryCounter.next())
  }

  /// Whether the identifier is temporary: its model was never inserted in a context.
  var isTemporary: Bool { storeIdentifier == nil }

  /// Orders identifiers by entity name, then key.
  public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
    (lhs.entityName, lhs.primaryKey) < (rhs.entityName, rhs.primaryKey)
  }

  /// The entity and key, as `Item/p3`.
  public var description: String {
    isTemporary ? "\(entityName)/t\(-primaryKey)" : "\(entityName)/p\(primaryKey)"
  }
}

/// Counts temporary identifiers.
private final class TemporaryCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last: Int64 = 0
  func next() -> Int64 {
    lock.withLock {
      last += 1
      return last
    }
  }
}

/// The type of the placeholder `@Model` gives each persisted property for definite
/// initialization: the value itself lives in the model's backing data.
public struct _SwiftDataNoType: Sendable {
  /// The placeholder.
  public init() {}
}
