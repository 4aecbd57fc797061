import Foundation
import TrellisCore

extension Schema {
  /// A model type as the store sees it: a table with a column for each attribute and to-one
  /// relationship, and a join table for each to-many relationship.
  public final class Entity: @unchecked Sendable, CustomStringConvertible {
    /// The entity's name: the model class's name, and its table's.
    public let name: String
    /// The model type.
    let type: any PersistentModel.Type
    /// The persisted attributes, in declaration order.
    let attributes: [StoredAttribute]
    /// The relationships, in declaration order.
    let relationships: [StoredRelationship]

    init(type: any PersistentModel.Type) {
      self.type = type
      name = String(describing: type)
      var attributes: [StoredAttribute] = []
      var relationships: [StoredRelationship] = []
      for property in type.schemaMetadata {
        if let related = Schema.relationshipValueType(of: property.keypath) {
          let description = property.metadata as? Schema.Relationship ?? Schema.Relationship()
          relationships.append(
            StoredRelationship(
              name: property.name, keyPath: property.keypath, valueType: related, description: description))
        } else {
          let description = property.metadata as? Schema.Attribute ?? Schema.Attribute()
          attributes.append(
            StoredAttribute(
              name: property.name, keyPath: property.keypath, valueType: Swift.type(of: property.keypath).valueType,
              description: description, defaultValue: property.defaultValue))
        }
      }
      self.attributes = attributes
      self.relationships = relationships
    }

    /// The entity's name.
    public var description: String { name }

    /// The attribute lists whose values are unique together: each `@Attribute(.unique)`, then
    /// each `#Unique` list (a name that is no attribute is reported and left out).
    private(set) lazy var uniqueConstraints: [[StoredAttribute]] =
      attributes.filter(\.description.isUnique).map { [$0] } + attributeLists(type._uniqueConstraints, "#Unique")

    /// The attribute lists `#Index` indexes.
    private(set) lazy var indices: [[StoredAttribute]] = attributeLists(type._indexedProperties, "#Index")

    private func attributeLists(_ lists: [[String]], _ macro: String) -> [[StoredAttribute]] {
      lists.compactMap { names in
        let found = names.compactMap { name in attributes.first { $0.name == name } }
        guard found.count == names.count, !found.isEmpty else {
          RuntimeIssues.report(
            "\(macro) on \(name) names \(names.joined(separator: ", ")); only persisted attributes can be listed, "
              + "so this list is left out.")
          return nil
        }
        return found
      }
    }

    /// The names of the entity's persisted properties, in declaration order.
    public var propertyNames: [String] { attributes.map(\.name) + relationships.map(\.name) }

    /// Finds each relationship's inverse: the one it names, or the one of the related entity
    /// that names it.
    func resolveInverses(in entities: [Entity]) {
      for relationship in relationships {
        guard let target = entities.first(where: { $0.type == relationship.valueType.modelType }) else { continue }
        if let inverse = relationship.description.inverseKeyPath {
          relationship.inverse = target.relationships.first { $0.keyPath == inverse }
        } else {
          relationship.inverse = target.relationships.first { $0.description.inverseKeyPath == relationship.keyPath }
        }
        relationship.target = target
      }
    }

    /// Reports each option of the entity's properties that has no effect on Linux: CloudKit,
    /// Spotlight and history do not exist here, and schemas are not versioned.
    func reportUnsupportedOptions() {
      let unsupported: [Schema.Attribute.Option: String] = [
        .allowsCloudEncryption: "there is no CloudKit on Linux", .spotlight: "there is no Spotlight on Linux",
        .preserveValueOnDeletion: "Trellis keeps no history", .ephemeral: "the value is persisted all the same",
      ]
      for attribute in attributes {
        for option in attribute.description.options {
          if let reason = unsupported[option] {
            RuntimeIssues.report("@Attribute(.\(option.name)) on \(name).\(attribute.name) has no effect: \(reason).")
          }
        }
        if attribute.description.originalName != nil || attribute.description.hashModifier != nil {
          RuntimeIssues.report(
            "@Attribute(originalName:hashModifier:) on \(name).\(attribute.name) has no effect: Trellis does not "
              + "version schemas; a new property becomes a new column.")
        }
      }
      for relationship in relationships {
        if relationship.description.options.contains(.unique) {
          RuntimeIssues.report(
            "@Relationship(.unique) on \(name).\(relationship.name) has no effect: Trellis does not enforce it.")
        }
        if relationship.description.originalName != nil || relationship.description.hashModifier != nil {
          RuntimeIssues.report(
            "@Relationship(originalName:hashModifier:) on \(name).\(relationship.name) has no effect: Trellis does "
              + "not version schemas.")
        }
      }
    }

    /// The attribute or relationship at `keyPath`, if persisted.
    func relationship(at keyPath: AnyKeyPath) -> StoredRelationship? {
      relationships.first { $0.keyPath == keyPath }
    }
  }
}

/// A persisted attribute: its column, and how its value is written to and read from it.
final class StoredAttribute: @unchecked Sendable {
  let name: String
  let keyPath: AnyKeyPath
  let valueType: Any.Type
  let description: Schema.Attribute
  /// The property's initial value, if it has one: what a row without a value for it reads (a
  /// column added to an existing store holds `NULL`).
  let defaultValue: Any?

  init(name: String, keyPath: AnyKeyPath, valueType: Any.Type, description: Schema.Attribute, defaultValue: Any?) {
    self.name = name
    self.keyPath = keyPath
    self.valueType = valueType
    self.description = description
    self.defaultValue = defaultValue
  }
}

/// A persisted relationship: a column holding the related model's key (to-one) or a join table
/// (to-many).
final class StoredRelationship: @unchecked Sendable {
  let name: String
  let keyPath: AnyKeyPath
  let valueType: any _RelationshipValue.Type
  let description: Schema.Relationship
  /// The related entity, once the schema is complete.
  var target: Schema.Entity?
  /// The related entity's relationship pointing back, if any.
  weak var inverse: StoredRelationship?

  init(name: String, keyPath: AnyKeyPath, valueType: any _RelationshipValue.Type, description: Schema.Relationship) {
    self.name = name
    self.keyPath = keyPath
    self.valueType = valueType
    self.description = description
  }

  var isToMany: Bool { valueType._isToMany }
}

/// The value of a relationship property: a model, an optional model or an array of models.
public protocol _RelationshipValue {
  /// The related model type.
  static var modelType: any PersistentModel.Type { get }
  /// Whether the value holds any number of models.
  static var _isToMany: Bool { get }
  /// The models the value holds.
  var _models: [any PersistentModel] { get }
  /// A value holding `models` (the first, for a to-one value), or `nil` when a to-one value
  /// that is not optional cannot be made of none.
  static func _make(from models: [any PersistentModel]) -> Self?
}

extension Optional: _RelationshipValue where Wrapped: PersistentModel {
  /// The wrapped model type.
  public static var modelType: any PersistentModel.Type { Wrapped.self }
  /// `false`: an optional holds one model or none.
  public static var _isToMany: Bool { false }
  /// The model, if any.
  public var _models: [any PersistentModel] { map { [$0] } ?? [] }
  /// The first model, or `nil`.
  public static func _make(from models: [any PersistentModel]) -> Self? {
    .some(models.first.flatMap { $0 as? Wrapped })
  }
}

extension Array: _RelationshipValue where Element: PersistentModel {
  /// The element model type.
  public static var modelType: any PersistentModel.Type { Element.self }
  /// `true`: an array holds any number of models.
  public static var _isToMany: Bool { true }
  /// The models.
  public var _models: [any PersistentModel] { map { $0 } }
  /// The models of the element type, in order.
  public static func _make(from models: [any PersistentModel]) -> Self? {
    models.compactMap { $0 as? Element }
  }
}

extension PersistentModel {
  /// The model type itself.
  public static var modelType: any PersistentModel.Type { Self.self }
  /// `false`: a model relationship holds exactly one model.
  public static var _isToMany: Bool { false }
  /// The model itself.
  public var _models: [any PersistentModel] { [self] }
  /// The first model, or `nil` when there is none: a to-one relationship that is not optional
  /// cannot be emptied.
  public static func _make(from models: [any PersistentModel]) -> Self? {
    models.first as? Self
  }
}
