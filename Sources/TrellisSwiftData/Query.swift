import Foundation
import Trellis

/// The models of a fetch, for a view: `@Query private var items: [Item]`.
///
/// ```swift
/// @Query(sort: \Item.timestamp, order: .reverse) private var items: [Item]
/// ```
///
/// The fetch runs in the `modelContext` of the view's environment; the view is evaluated again
/// whenever that context's models are inserted, changed or deleted, or any context of its
/// container saves. Without sort descriptors the models come in insertion order. Without a
/// context in the environment (no `modelContainer(for:)` above the view) the query reports
/// SwiftUI's runtime message and is empty.
///
/// `Result` is a sequence of `Element` (always `[Element]`) so that `@Query var items: [Item]`,
/// with no arguments, infers `Element` as Apple's compiler does for SwiftData's own `Query`.
///
/// Fidelity: partial — an `animation:` or `transaction:` is accepted as on iOS, and the view shows
/// the change's end state, as every Trellis animation does.
@propertyWrapper
public struct Query<Element: PersistentModel, Result: Sequence>: DynamicProperty where Result.Element == Element {
  @Environment(\.modelContext) private var environmentContext: ModelContext
  private let descriptor: FetchDescriptor<Element>
  /// The transaction the results would change in.
  let transaction: Transaction?
  private let cache = QueryCache<Element>()

  private init(descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.descriptor = descriptor
    self.transaction = transaction
  }

  /// A query of every model of the type, in insertion order: `@Query private var items: [Item]`.
  ///
  /// Declared without constraints so that a view with such a property still gets an
  /// initializer without it from another module, as Swift requires of a wrapper that is
  /// initialized by default; `Result` is `[Element]`, as the property's type says.
  public init() {
    self.init(descriptor: FetchDescriptor(), transaction: Transaction(animation: .default))
  }

  /// The models the query fetches.
  public var wrappedValue: Result {
    guard let results = results() as? Result else {
      preconditionFailure("@Query's property must be an array of its models: [\(Element.self)], not \(Result.self).")
    }
    return results
  }

  /// The error of the last fetch, if it failed.
  public var fetchError: (any Error)? {
    _ = results()
    return cache.error
  }

  /// The context the query fetches in.
  public var modelContext: ModelContext { environmentContext }

  /// The fetched models: the cached ones while neither the context nor its container changed.
  private func results() -> [Element] {
    let context = environmentContext
    if context.container.isMissing {
      RuntimeIssues.report("Set a .modelContext in view's environment to use Query")
      return []
    }
    let key = QueryCache<Element>.Key(
      context: ObjectIdentifier(context), changes: context.changes.generation,
      saves: context.container.saves.generation)
    if cache.key == key { return cache.models }
    do {
      cache.models = try context.fetch(descriptor)
      cache.error = nil
    } catch {
      cache.models = []
      cache.error = error
      RuntimeIssues.report("Query<\(Element.self)> failed to fetch: \(error)")
    }
    cache.key = key
    return cache.models
  }
}

extension Query where Result == [Element] {
  /// A query of the models `descriptor` describes.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.init(descriptor: descriptor, transaction: Transaction(animation: animation))
  }

  /// A query of the models `descriptor` describes, whose changes happen in `transaction`.
  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.init(descriptor: descriptor, transaction: transaction)
  }

  /// A query of the models that satisfy `filter`, sorted by `sort`.
  public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default)
  {
    self.init(FetchDescriptor(predicate: filter, sortBy: sort), animation: animation)
  }

  /// A query of the models that satisfy `filter`, sorted by `sort`, whose changes happen in
  /// `transaction`.
  public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], transaction: Transaction?) {
    self.init(FetchDescriptor(predicate: filter, sortBy: sort), transaction: transaction)
  }

  /// A query of the models that satisfy `filter`, sorted by the value at `keyPath` in `order`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
  }

  /// A query of the models that satisfy `filter`, sorted by the optional value at `keyPath` in
  /// `order` (`nil` first in forward order).
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
  }
}

/// The last results of a query, and what they were fetched for.
final class QueryCache<Element: PersistentModel> {
  struct Key: Equatable {
    let context: ObjectIdentifier
    let changes: Int
    let saves: Int
  }
  var key: Key?
  var models: [Element] = []
  var error: (any Error)?
}
