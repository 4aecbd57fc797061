import Foundation
import Observation
import TrellisCore

/// The store of an app's models and the schema that describes them.
///
/// ```swift
/// let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Item(timestamp: .now))
/// ```
///
/// The store is a SQLite database (through GRDB), in a file or in memory.
public final class ModelContainer: @unchecked Sendable {
  /// The container's schema.
  public let schema: Schema
  /// The container's configurations.
  public let configurations: Set<ModelConfiguration>
  /// The store.
  let store: Store
  /// Changes every time a context of the container saves: queries of every context fetch again.
  let saves = ChangeSignal()
  private let lock = NSLock()
  /// The main context, once asked for; read and written under `lock`.
  private var main: ModelContext?
  /// Whether this is the container of a view with none set: operations report and do nothing.
  let isMissing: Bool

  /// Creates a container of the given model types (and those their relationships reach).
  public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// Creates a container of the given schema.
  public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: schema, configurations: configurations)
  }

  /// Creates a container of the given schema, stored as the configurations say.
  public init(for schema: Schema, configurations: [ModelConfiguration]) throws {
    let configuration = configurations.first ?? ModelConfiguration()
    if configurations.count > 1 {
      RuntimeIssues.report(
        "ModelContainer: \(configurations.count) configurations were given; Trellis keeps every model in the "
          + "first one's store (\(configuration.name)).")
    }
    if !configuration.cloudKitDatabase.isAutomatic && configuration.cloudKitDatabase.identifier != nil {
      RuntimeIssues.report("ModelConfiguration: CloudKit is not available on Linux; the store is not synced.")
    }
    if configuration.groupContainer.identifier != nil {
      RuntimeIssues.report(
        "ModelConfiguration: app groups do not exist on Linux; the store is in the application support directory.")
    }
    self.schema = configuration.schema ?? schema
    self.configurations = [configuration]
    store = try Store(configuration: configuration, schema: self.schema)
    isMissing = false
  }

  /// The container of a view hierarchy with none set.
  private init(missing: Void) {
    schema = Schema([])
    let configuration = ModelConfiguration("missing", isStoredInMemoryOnly: true)
    configurations = [configuration]
    store = Store(unopenedWith: schema)
    isMissing = true
  }

  /// The container that stands for none, in views that have not been given one.
  static let missing = ModelContainer(missing: ())

  /// The context of the main actor, which views use: it saves automatically.
  @MainActor public var mainContext: ModelContext {
    lock.withLock {
      if let main { return main }
      let context = ModelContext(self)
      context.autosaveEnabled = true
      main = context
      return context
    }
  }

  /// The contexts of this container, held weakly: a save in one is merged into the others.
  /// Read and written under `contextsLock` (not `lock`, which the main context is made under).
  private var contexts: [WeakContext] = []
  private let contextsLock = NSLock()

  /// Notes a new context of this container.
  func register(_ context: ModelContext) {
    contextsLock.withLock {
      contexts.removeAll { $0.context == nil }
      contexts.append(WeakContext(context))
    }
  }

  /// Merges what `saver` just saved into every other context of the container: their unchanged
  /// models of the rows it updated are read again, those of the rows it deleted leave them.
  func merge(savedBy saver: ModelContext, updated: [PersistentIdentifier], deleted: [PersistentIdentifier]) {
    let others = contextsLock.withLock { contexts.compactMap(\.context).filter { $0 !== saver } }
    for context in others { context.mergeSaved(updated: updated, deleted: deleted) }
  }

  /// Whether `context` is this container's main context.
  func isMainContext(_ context: ModelContext) -> Bool {
    lock.withLock { main === context }
  }

  /// Saves the main context at the end of the main queue's current turn, if it still has
  /// changes and autosaves: what a change in an autosaving main context schedules.
  func scheduleAutosave() {
    DispatchQueue.main.async { [self] in
      MainActor.assumeIsolated {
        let context = mainContext
        context.autosaveScheduled = false
        guard context.autosaveEnabled, context.hasChanges else { return }
        do { try context.save() } catch {
          RuntimeIssues.report("ModelContext autosave failed: \(error) The changes are kept in the context.")
        }
      }
    }
  }

  /// Deletes every model of every entity from the store.
  public func deleteAllData() {
    do {
      try store.transaction {
        for name in try store.tableNames() { try store.execute("DELETE FROM \(Store.quoted(name))") }
      }
      saves.changed()
    } catch {
      RuntimeIssues.report("ModelContainer.deleteAllData(): \(Store.reason(of: error)).")
    }
  }
}

/// A context, held weakly.
final class WeakContext {
  weak var context: ModelContext?
  init(_ context: ModelContext) { self.context = context }
}

/// A value views read through Observation, changed when the models they fetched may have changed.
final class ChangeSignal: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private var _generation = 0

  /// The number of changes so far; reading it makes the reader depend on the next change.
  var generation: Int {
    registrar.access(self, keyPath: \.generation)
    return _generation
  }

  /// Notes a change: readers are told.
  func changed() {
    registrar.withMutation(of: self, keyPath: \.generation) { _generation += 1 }
  }
}
