import Foundation

/// An error SwiftData throws: a store that cannot be opened or written, a save the schema's
/// rules forbid.
public struct SwiftDataError: Error, Equatable, Hashable, CustomStringConvertible, LocalizedError, Sendable {
  enum Kind: String, Sendable {
    case loadIssueModelContainer, modelValidationFailure, unsupportedPredicate, unsupportedSortDescriptor
    case missingModelContext, unknownSchema, includePendingChangesWithBatchSize
    case unsupportedAttribute, corruptStore, storeWriteFailure, uniqueConstraintViolation, missingContainer
  }

  let kind: Kind
  /// What went wrong, in a sentence.
  let message: String

  init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The container's store could not be loaded: the file is not a database, or cannot be read
  /// or created.
  public static let loadIssueModelContainer = SwiftDataError(
    .loadIssueModelContainer, "The model container's store could not be loaded.")
  /// A model breaks a rule of the schema: a delete rule that denies, a unique value taken.
  public static let modelValidationFailure = SwiftDataError(
    .modelValidationFailure, "A model failed validation.")
  /// The predicate cannot be evaluated.
  public static let unsupportedPredicate = SwiftDataError(.unsupportedPredicate, "The predicate is not supported.")
  /// A sort descriptor cannot be applied.
  public static let unsupportedSortDescriptor = SwiftDataError(
    .unsupportedSortDescriptor, "The sort descriptor is not supported.")
  /// The operation needs a model context and the model has none.
  public static let missingModelContext = SwiftDataError(.missingModelContext, "The model has no model context.")
  /// The model's type is not in the container's schema.
  public static let unknownSchema = SwiftDataError(.unknownSchema, "The model type is not in the schema.")
  /// A fetch asked for a batch size with pending changes included.
  public static let includePendingChangesWithBatchSize = SwiftDataError(
    .includePendingChangesWithBatchSize, "Pending changes cannot be included in a batched fetch.")

  /// Errors are equal when they are of the same kind, as SwiftData's static errors compare.
  public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool {
    lhs.family == rhs.family
  }

  /// Hashes the error's kind.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(family)
  }

  /// The public kind this error is reported as: a unique value taken and a delete denied are
  /// validation failures; a store that cannot be read is a load issue.
  private var family: Kind {
    switch kind {
    case .uniqueConstraintViolation: .modelValidationFailure
    case .corruptStore: .loadIssueModelContainer
    default: kind
    }
  }

  /// The error's message.
  public var description: String { "SwiftDataError.\(family.rawValue): \(message)" }

  /// The error's message.
  public var errorDescription: String? { description }
}
