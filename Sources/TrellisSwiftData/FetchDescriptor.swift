import Foundation

/// What a fetch asks for: which models (a predicate), in what order, how many.
///
/// ```swift
/// var descriptor = FetchDescriptor<Item>(
///     predicate: #Predicate { $0.timestamp > cutoff }, sortBy: [SortDescriptor(\.timestamp)])
/// descriptor.fetchLimit = 10
/// ```
///
/// Without sort descriptors, models come in the order they were inserted (their primary keys').
public struct FetchDescriptor<T: PersistentModel> {
  /// The condition a model must meet to be fetched; `nil` fetches every model.
  public var predicate: Predicate<T>?
  /// The order of the results, first descriptor first.
  public var sortBy: [SortDescriptor<T>]
  /// The most models to fetch; `nil` for no limit.
  public var fetchLimit: Int?
  /// How many of the matching models to skip.
  public var fetchOffset: Int?
  /// Whether models inserted, changed or deleted but not saved count as they are in memory.
  public var includePendingChanges: Bool = true
  /// The properties to read; every property is read, so this only narrows nothing.
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// The relationships to read with the models; every relationship is read with its model.
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// Creates a descriptor of the models that satisfy `predicate`, sorted by `sortBy`.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
