import Foundation

/// Makes a class a model SwiftData persists.
///
/// ```swift
/// @Model final class Item {
///     var timestamp: Date
///     init(timestamp: Date) { self.timestamp = timestamp }
/// }
/// ```
///
/// Each stored `var` becomes a persisted property: an attribute (a value that is `Codable`), or a
/// relationship (a model, an optional model or an array of models). The class conforms to
/// ``PersistentModel`` and `Observable`: a view that reads a property is evaluated again when it
/// changes. `@Transient` properties stay ordinary stored properties; computed properties and
/// properties with observers are not persisted.
@attached(
  member, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init), arbitrary,
  named(_$observationRegistrar), named(_uniqueConstraints), named(_indexedProperties))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "TrellisPreviewMacros", type: "ModelMacro")

/// The accessors `@Model` gives each persisted property: the value lives in the model's backing
/// data, and reads and writes go through its Observation registrar.
@attached(accessor, names: named(init), named(get), named(set))
public macro _PersistedProperty() = #externalMacro(module: "TrellisPreviewMacros", type: "PersistedPropertyMacro")

/// Customizes how a model's property is persisted: `@Attribute(.unique) var name: String`.
///
/// - Parameters:
///   - options: How the value is stored; ``Schema/Attribute/Option/unique`` makes inserting a
///     second model with the same value update the first (an upsert). `.externalStorage` keeps
///     the value in the database (which reads the same); the CloudKit, Spotlight, history and
///     ephemeral options are reported when the container is made: they have no effect on Linux.
///   - originalName: The property's name in an earlier version of the schema; reported, as
///     Trellis does not version schemas.
///   - hashModifier: A value that marks a change of the property's storage between versions;
///     reported, as `originalName`.
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "TrellisPreviewMacros", type: "ModelMarkerMacro")

/// Describes a relationship between models: its delete rule and its inverse.
///
/// ```swift
/// @Relationship(deleteRule: .cascade, inverse: \Item.folder) var items: [Item] = []
/// ```
///
/// - Parameters:
///   - options: Options of the relationship; `.unique` is reported, not enforced.
///   - deleteRule: What deleting the model does to the related models.
///   - minimumModelCount: The fewest related models a to-many relationship may hold (0: no
///     limit); a save that breaks it fails with `SwiftDataError.modelValidationFailure`.
///   - maximumModelCount: The most related models a to-many relationship may hold (0: no limit),
///     checked as `minimumModelCount`.
///   - originalName: The relationship's name in an earlier version of the schema; reported.
///   - inverse: The property of the related model that points back to this one.
///   - hashModifier: A value that marks a change of the relationship between versions; reported.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "TrellisPreviewMacros", type: "ModelMarkerMacro")

/// Keeps a property of a model out of the store: it stays an ordinary stored property, with the
/// value it is initialized with whenever the model is read from the store.
@attached(peer)
public macro Transient() = #externalMacro(module: "TrellisPreviewMacros", type: "ModelMarkerMacro")

/// Makes each list of a model's properties unique together among the models of its type, as
/// `@Attribute(.unique)` does for one: inserting a model whose values are stored updates the
/// stored model (an upsert).
///
/// ```swift
/// @Model final class Person {
///     #Unique<Person>([\.id], [\.givenName, \.familyName])
///     var id: UUID
///     var givenName: String
///     var familyName: String
///     …
/// }
/// ```
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "TrellisPreviewMacros", type: "ModelConstraintMacro")

/// Indexes each list of a model's properties in the store (an SQLite index), for faster lookups.
///
/// ```swift
/// #Index<Trip>([\.name], [\.startDate, \.endDate])
/// ```
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "TrellisPreviewMacros", type: "ModelConstraintMacro")
