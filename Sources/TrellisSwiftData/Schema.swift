import Foundation

/// The models a container stores: their entities, properties and relationships.
///
/// ```swift
/// let schema = Schema([Item.self, Folder.self])
/// ```
///
/// Models reached through a relationship are included with the ones named.
public final class Schema: @unchecked Sendable {
  /// The model types of the schema, those named first, in order, then those reached through
  /// relationships.
  let modelTypes: [any PersistentModel.Type]
  /// The entities, in the order of ``modelTypes``.
  let entityList: [Entity]

  /// Creates a schema of the given model types and the ones their relationships reach.
  public convenience init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
    self.init(types: types, version: version)
  }

  /// Creates a schema of the given model types and the ones their relationships reach.
  public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
    self.init(types: types, version: version)
  }

  private init(types: [any PersistentModel.Type], version: Schema.Version) {
    var found: [any PersistentModel.Type] = []
    var queue = types
    while !queue.isEmpty {
      let type = queue.removeFirst()
      if found.contains(where: { $0 == type }) { continue }
      found.append(type)
      for property in type.schemaMetadata {
        if let related = Schema.relationshipValueType(of: property.keypath) { queue.append(related.modelType) }
      }
    }
    modelTypes = found
    entityList = found.map { Entity(type: $0) }
    self.version = version
    for entity in entityList {
      entity.resolveInverses(in: entityList)
      entity.reportUnsupportedOptions()
    }
  }

  /// The schema's version.
  public let version: Version

  /// The entities of the schema: one for each model type.
  public var entities: [Entity] { entityList }

  /// The entity of a model type, if the schema has it.
  func entity(for type: any PersistentModel.Type) -> Entity? {
    entityList.first { $0.type == type }
  }

  /// The entity of the given name, if the schema has it.
  func entity(named name: String) -> Entity? {
    entityList.first { $0.name == name }
  }

  /// The value type of a relationship property, or `nil` for an attribute.
  static func relationshipValueType(of keyPath: AnyKeyPath) -> (any _RelationshipValue.Type)? {
    Swift.type(of: keyPath).valueType as? any _RelationshipValue.Type
  }
}

extension Schema {
  /// A schema's version: major, minor and patch numbers.
  public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The major version.
    public let major: Int
    /// The minor version.
    public let minor: Int
    /// The patch version.
    public let patch: Int

    /// Creates a version from its numbers.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }

    /// The version as `major.minor.patch`.
    public var description: String { "\(major).\(minor).\(patch)" }

    /// Whether `lhs` is an earlier version than `rhs`.
    public static func < (lhs: Version, rhs: Version) -> Bool {
      (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
  }

  /// A property of a model as `@Model` describes it: its name, key path, and the `@Attribute` or
  /// `@Relationship` written on it.
  public struct PropertyMetadata: @unchecked Sendable {
    /// The property's name.
    public let name: String
    /// The key path of the property on its model.
    public let keypath: AnyKeyPath
    /// The property's default value, if the macro recorded one.
    public let defaultValue: Any?
    /// The ``Schema/Attribute`` or ``Schema/Relationship`` written on the property, if any.
    public let metadata: Any?

    /// Creates the description of a property.
    public init(name: String, keypath: AnyKeyPath, defaultValue: Any?, metadata: Any?) {
      self.name = name
      self.keypath = keypath
      self.defaultValue = defaultValue
      self.metadata = metadata
    }
  }

  /// How an attribute is stored, as `@Attribute` describes it.
  public struct Attribute: Sendable {
    /// The attribute's options.
    public let options: [Option]
    /// The attribute's name in an earlier version of the schema.
    public let originalName: String?
    /// A value that marks a change of the attribute's storage between versions.
    public let hashModifier: String?

    /// Creates the description of an attribute.
    public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
      self.options = options
      self.originalName = originalName
      self.hashModifier = hashModifier
    }

    /// Whether the attribute is unique among the models of its type.
    var isUnique: Bool { options.contains(.unique) }

    /// An option of an attribute.
    public struct Option: Hashable, Sendable {
      let name: String

      /// The value is unique among the models of the type: inserting a model with a value
      /// already stored updates the stored model instead (an upsert).
      public static let unique = Option(name: "unique")
      /// The value may be stored beside the store; Trellis keeps it in the database, which
      /// reads and writes the same.
      public static let externalStorage = Option(name: "externalStorage")
      /// The value is encrypted with CloudKit's key; there is no CloudKit on Linux.
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      /// The value is kept in the history of a deleted model; Trellis keeps no history.
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      /// The value is tracked but not persisted.
      public static let ephemeral = Option(name: "ephemeral")
      /// The value is indexed by Spotlight; there is no Spotlight on Linux.
      public static let spotlight = Option(name: "spotlight")
    }
  }

  /// A relationship between models, as `@Relationship` describes it.
  public struct Relationship: @unchecked Sendable {
    /// The relationship's options.
    public let options: [Option]
    /// What deleting the model does to the related models.
    public let deleteRule: DeleteRule
    /// The fewest related models a to-many relationship may hold.
    public let minimumModelCount: Int?
    /// The most related models a to-many relationship may hold.
    public let maximumModelCount: Int?
    /// The relationship's name in an earlier version of the schema.
    public let originalName: String?
    /// The property of the related model that points back.
    public let inverseKeyPath: AnyKeyPath?
    /// A value that marks a change of the relationship between versions.
    public let hashModifier: String?

    /// Creates the description of a relationship.
    public init(
      _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
      maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
      hashModifier: String? = nil
    ) {
      self.options = options
      self.deleteRule = deleteRule
      self.minimumModelCount = minimumModelCount
      self.maximumModelCount = maximumModelCount
      self.originalName = originalName
      self.inverseKeyPath = inverse
      self.hashModifier = hashModifier
    }

    /// What deleting a model does to the models it is related to.
    public enum DeleteRule: String, Codable, Hashable, Sendable {
      /// The related models are deleted too.
      case cascade
      /// The model cannot be deleted while it has related models: saving fails.
      case deny
      /// The related models are left as they are, still pointing to the deleted model.
      case noAction
      /// The related models' inverse stops pointing to the deleted model.
      case nullify
    }

    /// An option of a relationship.
    public struct Option: Hashable, Sendable {
      let name: String
      /// The related model is unique to this one.
      public static let unique = Option(name: "unique")
    }
  }
}
