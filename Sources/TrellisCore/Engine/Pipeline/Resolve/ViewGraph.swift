import Foundation
import Observation

/// What a host keeps for its views from one resolution to the next: the values of their
/// `@State` and the objects of their `@StateObject`, by the view's identity.
///
/// Values live as long as their view: after each resolution, the storage of every view that was
/// not resolved again — it left the tree — is dropped, as SwiftUI drops a view's state when the
/// view goes. A change to a value tells the host the views must be resolved again.
package final class ViewGraph: @unchecked Sendable {
  // Storage is read and written by resolution, on one thread at a time; a change can be
  // signalled from any thread (an `@Observable` object changed by a task), so the change flag
  // and the resolution flag are behind a lock.
  private var storages: [ViewIdentity: AnyObject] = [:]
  /// The storage used by the resolution in progress.
  private var used: Set<ViewIdentity> = []
  private let lock = NSLock()
  private var changed = false
  private var resolving = false
  /// The views whose state changed since the host last looked: their identities, by the owner
  /// each change named (``valueChanged(owner:)``).
  private var dirtyViews: Set<ViewIdentity> = []
  /// Whether a change named no owner (or one the host cannot trace): the host must resolve
  /// everything again.
  private var unownedChange = false

  /// The storage of the property at `key`, made with `initial` the first time.
  package func storage<Stored: AnyObject>(at key: ViewIdentity, make: () -> Stored) -> Stored {
    used.insert(key)
    currentRecord?.storageKeys.append(key)
    if let existing = storages[key] as? Stored { return existing }
    let made = make()
    storages[key] = made
    if made is any ExternalValueSource { externalSourcesStale = true }
    return made
  }

  /// Whether the host is resolving its views now.
  var isResolving: Bool { lock.withLock { resolving } }

  /// Something a view reads changed: its host must resolve it again — only the view `owner`
  /// (and what its body makes) when the change names the view that reads the value, everything
  /// when it does not.
  package func valueChanged(owner: ViewIdentity? = nil) {
    let duringResolution = lock.withLock {
      changed = true
      if let owner { dirtyViews.insert(owner) } else { unownedChange = true }
      return resolving
    }
    if duringResolution {
      RuntimeIssues.report("Modifying state during view update, this will cause undefined behavior.")
    }
  }

  /// Whether something the views read changed since the last call; clears it. Values kept
  /// outside the host — `@AppStorage`'s store — are looked at for changes too.
  func takeChange() -> Bool {
    let external = externalSources.contains { $0.hasChanged() }
    return lock.withLock {
      defer { changed = false }
      if external { unownedChange = true }
      return changed || external
    }
  }

  /// The views whose state changed since the last call, or `nil` when some change cannot be
  /// traced to the views that read it (or none was noted); clears them.
  func takeDirtyViews() -> Set<ViewIdentity>? {
    lock.withLock {
      defer {
        dirtyViews = []
        unownedChange = false
      }
      return unownedChange || dirtyViews.isEmpty ? nil : dirtyViews
    }
  }

  /// The identity of the composite view being resolved: the owner of the storages made now.
  package var currentOwner: ViewIdentity? { currentRecord?.identity }

  /// The storage that reads values kept outside the host, looked at by ``takeChange()``.
  private var externalSources: [any ExternalValueSource] = []

  // MARK: Records of bodies

  /// The record of each composite view resolved, by identity (``BodyRecord``): what the host
  /// needs to evaluate one view again when its state changes.
  private(set) var records: [ViewIdentity: BodyRecord] = [:]
  /// The record of the composite view being resolved now, innermost.
  private(set) var currentRecord: BodyRecord?
  /// The record being evaluated again, until its body opens it again.
  private var reevaluating: BodyRecord?
  /// Whether storage that reads values kept outside the host was made or dropped since
  /// ``externalSources`` was last gathered.
  private var externalSourcesStale = false

  /// Actions views asked to run once the update is over: preference and `onChange` actions,
  /// `onAppear` and `onDisappear`. They run in the order they were asked for.
  private var pendingActions: [() -> Void] = []

  /// Asks for `action` to run once the update in progress is over, as SwiftUI runs such actions
  /// after the views are updated.
  func afterUpdate(_ action: @escaping () -> Void) {
    pendingActions.append(action)
  }

  /// Takes the actions asked for, to run them.
  func takeActions() -> [() -> Void] {
    defer { pendingActions = [] }
    return pendingActions
  }

  /// The views with appearance actions that are in the tree, with what to run when they go.
  private var appeared: [ViewIdentity: () -> Void] = [:]
  /// The same, for the resolution in progress.
  private var appearing: [ViewIdentity: () -> Void] = [:]

  /// Notes that the view at `key` is in the tree: `onAppear` runs after the update if it was not
  /// there before, and `onDisappear` runs once it is no longer resolved.
  ///
  /// Several modifiers on one view (`.onAppear { }.onDisappear { }`) share its identity: their
  /// `onDisappear` actions all run, in the order the modifiers were resolved.
  func appear(_ key: ViewIdentity, onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
    if let earlier = appearing[key], let onDisappear {
      appearing[key] = {
        earlier()
        onDisappear()
      }
    } else if appearing[key] == nil {
      appearing[key] = onDisappear ?? {}
    }
    currentRecord?.appearKeys.append(key)
    if appeared[key] == nil, let onAppear { afterUpdate(onAppear) }
  }

  /// The objects kept for all the views, in the order they were made (``shared(_:make:)``).
  private var sharedObjects: [AnyObject] = []
  /// Where each type's shared object is in ``sharedObjects``.
  private var sharedObjectIndex: [ObjectIdentifier: Int] = [:]

  /// The object of type `Shared` kept for all the views, made the first time: what a feature
  /// keeps across updates without the graph naming it.
  func shared<Shared: AnyObject>(_ type: Shared.Type, make: () -> Shared) -> Shared {
    if let index = sharedObjectIndex[ObjectIdentifier(type)] { return sharedObjects[index] as! Shared }
    let made = make()
    sharedObjectIndex[ObjectIdentifier(type)] = sharedObjects.count
    sharedObjects.append(made)
    return made
  }

  /// The shared objects that are of type `T` (a protocol the update cycle runs), in the order
  /// they were made.
  func sharedObjects<T>(of type: T.Type) -> [T] { sharedObjects.compactMap { $0 as? T } }

  /// The tasks started by views' `task` modifiers that may still run.
  private var tasks: [Task<Void, Never>] = []

  /// Starts a view's task, remembering it so that ``settle()`` can wait for it.
  func startTask(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
    let task = Task(priority: priority) { await action() }
    lock.withLock { tasks.append(task) }
    return task
  }

  /// Whether tasks were started that ``settle()`` has not waited for.
  var hasTasks: Bool { lock.withLock { !tasks.isEmpty } }

  /// Waits until every task started so far, and every task they led to, has finished.
  func settle() async {
    while true {
      let started = lock.withLock {
        defer { tasks.removeAll() }
        return tasks
      }
      guard !started.isEmpty else { return }
      for task in started { await task.value }
    }
  }

  /// Starts a resolution of the whole tree.
  func beginResolution() {
    lock.withLock { resolving = true }
    used.removeAll(keepingCapacity: true)
    appearing.removeAll(keepingCapacity: true)
    records.removeAll(keepingCapacity: true)
    currentRecord = nil
  }

  /// Ends it: the storage of views that were not resolved again goes with them, and the views
  /// that left run their `onDisappear` actions, in no particular order but a stable one.
  func endResolution() {
    lock.withLock { resolving = false }
    storages = storages.filter { used.contains($0.key) }
    externalSources = storages.values.compactMap { $0 as? any ExternalValueSource }
    externalSourcesStale = false
    let gone = appeared.filter { appearing[$0.key] == nil }
    for (_, onDisappear) in gone.sorted(by: { $0.key.hashValue < $1.key.hashValue }) { afterUpdate(onDisappear) }
    appeared = appearing
  }

  /// Opens the record of the composite view `identity` about to be resolved: the one being
  /// evaluated again, or a new one inside the current record. Returns the record that was
  /// current, to restore with ``closeRecord(restoring:)``.
  ///
  /// Records made while a geometry reader's content is made during layout are not kept: that
  /// content is made again with each new size, so its views are always resolved with it.
  func openRecord(
    _ identity: ViewIdentity, keep: Bool, reevaluate: @escaping (ViewResolver) -> Void
  ) -> (record: BodyRecord, previous: BodyRecord?) {
    let previous = currentRecord
    let record: BodyRecord
    if let target = reevaluating, target.identity == identity {
      reevaluating = nil
      record = target
    } else {
      record = BodyRecord(identity: identity, reevaluate: reevaluate)
      record.parent = previous
      previous?.children.append(record)
      if !keep {
        record.ineligibility = "it is in a GeometryReader's content"
      } else if let other = records[identity] {
        // Two views with one identity (a ForEach with duplicate identifiers): a change cannot
        // tell which one reads it.
        other.ineligibility = "another view has its identity"
        record.ineligibility = other.ineligibility
      } else {
        records[identity] = record
      }
    }
    currentRecord = record
    return (record, previous)
  }

  /// Closes the current record, making `previous` current again.
  func closeRecord(restoring previous: BodyRecord?) {
    currentRecord = previous
  }

  /// Runs `action` with `record` as the current record: an action a view asked for, run after
  /// its body was resolved, notes its keys in that view's record.
  func running(as record: BodyRecord?, _ action: () -> Void) {
    let previous = currentRecord
    currentRecord = record
    action()
    currentRecord = previous
  }

  /// Starts evaluating `record`'s view again on its own: forgets the records below it and
  /// returns the storage and appearance keys used below it before, for
  /// ``endReevaluation(of:before:)`` to compare with the new ones.
  func beginReevaluation(of record: BodyRecord) -> (storage: Set<ViewIdentity>, appearance: Set<ViewIdentity>) {
    let subtree = record.subtree
    var storage: Set<ViewIdentity> = []
    var appearance: Set<ViewIdentity> = []
    for below in subtree {
      storage.formUnion(below.storageKeys)
      appearance.formUnion(below.appearKeys)
      if below !== record, records[below.identity] === below { records[below.identity] = nil }
    }
    record.children = []
    record.storageKeys = []
    record.appearKeys = []
    record.ineligibility = nil
    reevaluating = record
    currentRecord = nil
    appearing.removeAll(keepingCapacity: true)
    lock.withLock { resolving = true }
    return (storage, appearance)
  }

  /// Ends it: the storage of views that left `record`'s body goes with them, views that left
  /// run their `onDisappear` actions and views that stay keep their newest ones — as a
  /// resolution of the whole tree ends (``endResolution()``), for this part of it.
  func endReevaluation(of record: BodyRecord, before: (storage: Set<ViewIdentity>, appearance: Set<ViewIdentity>)) {
    lock.withLock { resolving = false }
    reevaluating = nil
    var storage: Set<ViewIdentity> = []
    var appearance: Set<ViewIdentity> = []
    for below in record.subtree {
      storage.formUnion(below.storageKeys)
      appearance.formUnion(below.appearKeys)
    }
    for key in before.storage.subtracting(storage) {
      if storages.removeValue(forKey: key) is any ExternalValueSource { externalSourcesStale = true }
    }
    if externalSourcesStale {
      externalSources = storages.values.compactMap { $0 as? any ExternalValueSource }
      externalSourcesStale = false
    }
    let gone = before.appearance.subtracting(appearance).compactMap { key in appeared[key].map { (key, $0) } }
    for (key, onDisappear) in gone.sorted(by: { $0.0.hashValue < $1.0.hashValue }) {
      appeared[key] = nil
      afterUpdate(onDisappear)
    }
    appeared.merge(appearing) { _, newest in newest }
    appearing.removeAll(keepingCapacity: true)
  }

  /// Gives up evaluating a view on its own, before resolving everything again: the views that
  /// appeared meanwhile (whose `onAppear` actions are asked for) count as there, so that they
  /// do not appear twice.
  func abandonReevaluation() {
    lock.withLock { resolving = false }
    reevaluating = nil
    currentRecord = nil
    appeared.merge(appearing) { _, newest in newest }
    appearing.removeAll(keepingCapacity: true)
  }

  /// Evaluates a composite view's body, noting what `@Observable` objects it reads: a change to
  /// any of them makes the host evaluate the view `owner` again (the Observation framework's
  /// tracking).
  func trackingObservation<Body>(owner: ViewIdentity?, _ body: () -> Body) -> Body {
    withObservationTracking(body) { [weak self] in
      // Called on the thread that changed the value, before the change: note it only.
      self?.valueChanged(owner: owner)
    }
  }
}

/// Storage of a view's property whose value lives outside the host, where the host cannot be
/// told of a change: `@AppStorage`'s user defaults. The host asks it before it answers.
protocol ExternalValueSource: AnyObject {
  /// Whether the value changed since the views last read it.
  func hasChanged() -> Bool
}

/// A dynamic property whose value the host keeps: `@State`, `@StateObject` and the like.
package protocol InstalledDynamicProperty {
  /// Connects the property to its storage in `graph` at `key`; returns `false` when the view
  /// cannot be evaluated (an environment object it needs is missing).
  func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool
}

/// Finds the dynamic properties of views, by reflection, and installs them before the view's
/// body is evaluated, as SwiftUI does before it calls `body`.
enum DynamicProperties {
  private static let lock = NSLock()
  /// The view types known to hold no installed property: most of them, read once.
  /// `nonisolated(unsafe)`: read and written only under `lock` (not checkable at run time:
  /// `NSLock` cannot say who holds it; docs/UnsafeCode.md).
  nonisolated(unsafe) private static var withoutProperties: Set<ObjectIdentifier> = []

  /// Installs every property of `view` found in its stored properties (and in stored
  /// `DynamicProperty` values, recursively); returns `false` when the view cannot be evaluated.
  static func install<V>(_ view: V, identity: ViewIdentity, graph: ViewGraph, environment: EnvironmentValues) -> Bool {
    let type = ObjectIdentifier(V.self)
    if lock.withLock({ withoutProperties.contains(type) }) { return true }
    var found = false
    let ok = install(
      in: Mirror(reflecting: view), identity: identity, graph: graph, environment: environment, found: &found)
    if !found { _ = lock.withLock { withoutProperties.insert(type) } }
    return ok
  }

  private static func install(
    in mirror: Mirror, identity: ViewIdentity, graph: ViewGraph, environment: EnvironmentValues, found: inout Bool
  ) -> Bool {
    var ok = true
    for (index, child) in mirror.children.enumerated() {
      let key = identity.appending(.index, UInt64(index))
      if let property = child.value as? any InstalledDynamicProperty {
        found = true
        ok = property.install(in: graph, at: key, environment: environment) && ok
      } else if child.value is any DynamicProperty {
        // A user's DynamicProperty holding `@State`s of its own.
        ok =
          install(
            in: Mirror(reflecting: child.value), identity: key, graph: graph, environment: environment, found: &found)
          && ok
      }
    }
    return ok
  }
}
