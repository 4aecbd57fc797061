import Foundation

/// Finds the elements of a `ForEach` whose identifier an earlier element already has, which
/// SwiftUI reports ("the ID … occurs multiple times within the collection").
///
/// It keeps the identifiers' hashes, a `Set<Int>` the compiler specialises, rather than the
/// identifiers, and is not generic itself: `ForEach` runs unspecialised, where each insertion
/// into a `Set<ID>` looked up the set's generic metadata, about 1,000 instructions an element
/// (callgrind, Benchmarks/README.md "Step 3"). Equal identifiers have equal hashes, so an
/// identifier whose hash is new is new. The first time a hash comes again — a repeated
/// identifier, or two identifiers that share a hash — it gathers the identifiers themselves and
/// compares them from then on, so the answers are exactly those of a `Set<ID>`.
struct RepeatedIdentifiers {
  private var hashes = Set<Int>()
  /// The identifiers seen, an `IdentifierSet<ID>`, once a hash has come again; `nil` before.
  private var identifiers: AnyObject?

  /// An empty record, with room for `capacity` identifiers.
  init(capacity: Int) {
    hashes.reserveCapacity(capacity)
  }

  /// Notes `id`, whose hash (`ViewIdentity.hash(of:)`) is `hash`, the identifier of the element
  /// at `index` of `data`, and whether an element before it has the same identifier.
  mutating func isRepeated<Data: Collection, ID: Hashable>(
    _ id: ID, hash: Int, before index: Data.Index, in data: Data, idForElement: (Data.Element) -> ID
  ) -> Bool {
    if let identifiers {
      // Invariant of the unchecked cast: only this method sets `identifiers`, with the
      // identifiers of this `ForEach`'s `ID`; asserted in debug builds.
      assert(identifiers is IdentifierSet<ID>, "a record of identifiers of another type")
      return !unsafeDowncast(identifiers, to: IdentifierSet<ID>.self).insert(id)
    }
    if hashes.insert(hash).inserted { return false }
    let seen = Self.identifiers(before: index, in: data, idForElement: idForElement)
    identifiers = seen
    return !seen.insert(id)
  }

  /// The identifiers of the elements before `index`. A function of its own, never inlined: the
  /// metadata of the ranges it makes would otherwise be looked up on every call of
  /// `isRepeated(_:hash:before:in:idForElement:)`, not only when a hash comes again.
  @inline(never)
  private static func identifiers<Data: Collection, ID: Hashable>(
    before index: Data.Index, in data: Data, idForElement: (Data.Element) -> ID
  ) -> IdentifierSet<ID> {
    let seen = IdentifierSet<ID>()
    for element in data[..<index] { _ = seen.insert(idForElement(element)) }
    return seen
  }
}

/// The identifiers of a `ForEach`'s elements, once `RepeatedIdentifiers` compares them.
private final class IdentifierSet<ID: Hashable> {
  private var members = Set<ID>()

  /// Adds `id`; whether it was not there yet.
  func insert(_ id: ID) -> Bool { members.insert(id).inserted }
}
