import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Model`: makes a class a SwiftData model, as SwiftData's macro of that name does.
///
/// ```swift
/// @Model final class Item {
///   var timestamp: Date
///   init(timestamp: Date) { self.timestamp = timestamp }
/// }
/// ```
///
/// Each stored `var` that is not `@Transient` gets `@_PersistedProperty` (its value then lives in
/// the model's backing data, read and written through the Observation registrar); the class gets
/// the backing data, `init(backingData:)`, the schema's property list (`schemaMetadata`, with the
/// `@Attribute` and `@Relationship` arguments as written) and conformance to `PersistentModel`
/// and `Observable`. The names used are unqualified: the runtime module is `SwiftData` in a
/// preview runner and `TrellisSwiftData` elsewhere.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  /// The backing data, the registrar, `init(backingData:)` and `schemaMetadata`.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      throw MacroExpansionErrorMessage("@Model can only be applied to a class")
    }
    let name = classDecl.name.trimmedDescription
    let isFinal = classDecl.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
    let required = isFinal ? "" : "required "
    let properties = persistedProperties(of: declaration)
    let metadata = properties.map { property in
      "Schema.PropertyMetadata(name: \"\(property.name)\", keypath: \\\(name).\(property.name), "
        + "defaultValue: \(property.defaultValue), metadata: \(property.metadata))"
    }
    // Each persisted property's storage for definite initialization: its init accessor
    // initializes it, and so does `init(backingData:)`, which sets no property.
    let placeholders = properties.map { "@Transient private var _\($0.name): _SwiftDataNoType" }
    // `#Unique` and `#Index` in the class body: the property names of each key-path list.
    var constraints: [DeclSyntax] = []
    for (macro, member) in [("Unique", "_uniqueConstraints"), ("Index", "_indexedProperties")] {
      let lists = keyPathLists(of: macro, in: declaration)
      guard !lists.isEmpty else { continue }
      let literal = lists.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }.joined(separator: ", ")
      constraints.append("public static var \(raw: member): [[String]] { [\(raw: literal)] }")
    }
    let initializations = properties.map { "  _\($0.name) = _SwiftDataNoType()\n" }.joined()
    return placeholders.map { "\(raw: $0)" } + constraints + [
      "private var _$backingData: any BackingData<\(raw: name)> = \(raw: name).createBackingData()",
      """
      public var persistentBackingData: any BackingData<\(raw: name)> {
        get { _$backingData }
        set { _$backingData = newValue }
      }
      """,
      """
      public static var schemaMetadata: [Schema.PropertyMetadata] {
        [\(raw: metadata.joined(separator: ", "))]
      }
      """,
      """
      public \(raw: required)init(backingData: any BackingData<\(raw: name)>) {
      \(raw: initializations)  _$backingData = backingData
      }
      """,
      "private let _$observationRegistrar = ObservationRegistrar()",
    ]
  }

  /// `@_PersistedProperty` on each stored property that is persisted.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), isPersisted(variable) else { return [] }
    return ["@_PersistedProperty"]
  }

  /// `extension Item: PersistentModel {}` and `extension Item: Observable {}`, for the ones the
  /// class does not conform to yet.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else { return [] }
    return try protocols.map { try ExtensionDeclSyntax("extension \(type.trimmed): \($0.trimmed) {}") }
  }

  /// The property names of each key-path array of the class body's `#<macro>(…)` expansions:
  /// `#Unique<Person>([\.id], [\.givenName, \.familyName])` gives `[["id"], ["givenName", "familyName"]]`.
  static func keyPathLists(of macro: String, in declaration: some DeclGroupSyntax) -> [[String]] {
    declaration.memberBlock.members.flatMap { item -> [[String]] in
      guard let expansion = item.decl.as(MacroExpansionDeclSyntax.self), expansion.macroName.text == macro else {
        return []
      }
      return expansion.arguments.compactMap { argument -> [String]? in
        guard let array = argument.expression.as(ArrayExprSyntax.self) else { return nil }
        return array.elements.compactMap { element in
          element.expression.as(KeyPathExprSyntax.self)?.components.last?.component
            .as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        }
      }
    }
  }

  /// A persisted property: its name and its schema metadata expression.
  struct Property {
    let name: String
    let metadata: String
    /// The initial value's expression, the default a store that lacks the column reads.
    let defaultValue: String
  }

  /// The persisted stored properties of the class, in declaration order.
  static func persistedProperties(of declaration: some DeclGroupSyntax) -> [Property] {
    declaration.memberBlock.members.compactMap { item -> Property? in
      guard let variable = item.decl.as(VariableDeclSyntax.self), isPersisted(variable),
        let binding = variable.bindings.first,
        let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
      else { return nil }
      var metadata = "nil"
      for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
        let attributeName = attribute.attributeName.trimmedDescription
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
        if attributeName == "Attribute" || attributeName.hasSuffix(".Attribute") {
          metadata = "Schema.Attribute(\(arguments))"
        } else if attributeName == "Relationship" || attributeName.hasSuffix(".Relationship") {
          metadata = "Schema.Relationship(\(arguments))"
        }
      }
      return Property(
        name: identifier.identifier.text, metadata: metadata,
        defaultValue: binding.initializer.map { initializer in
          // Typed as declared, so that `[]`, `nil` and `.member` have a type outside the property.
          let value = initializer.value.trimmedDescription
          return binding.typeAnnotation.map { "(\(value)) as \($0.type.trimmedDescription)" } ?? value
        } ?? "nil")
    }
  }

  /// Whether a member is a stored instance `var` the model persists: not `@Transient`, not
  /// static, lazy or computed, one binding with a name.
  static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self)
    else { return false }
    // A computed property, or one with observers (whose accessors a macro cannot join), is not
    // persisted: docs/SwiftData.md §1.
    if binding.accessorBlock != nil { return false }
    let excluded: Set<String> = ["static", "class", "lazy"]
    if variable.modifiers.contains(where: { excluded.contains($0.name.text) }) { return false }
    for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
      let name = attribute.attributeName.trimmedDescription
      if name == "Transient" || name.hasSuffix(".Transient") || name == "_PersistedProperty" { return false }
    }
    return true
  }
}

/// `@_PersistedProperty`: the accessors of a persisted property, as SwiftData's macro of that
/// name makes them: the initial value goes to the backing data, reads and writes go through the
/// model (`getValue(forKey:)`, `setValue(forKey:to:)`) and its Observation registrar.
public struct PersistedPropertyMacro: AccessorMacro {
  /// `init`, `get` and `set`.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else { return [] }
    let name = identifier.identifier.text
    return [
      """
      @storageRestrictions(accesses: _$backingData, initializes: _\(raw: name))
      init(initialValue) {
        _$backingData.setValue(forKey: \\.\(raw: name), to: initialValue)
        _\(raw: name) = _SwiftDataNoType()
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return self.getValue(forKey: \\.\(raw: name))
      }
      """,
      """
      set {
        _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
          self.setValue(forKey: \\.\(raw: name), to: newValue)
        }
      }
      """,
    ]
  }
}

/// `#Unique` and `#Index`: declarations `@Model` reads; they add nothing themselves.
public struct ModelConstraintMacro: DeclarationMacro {
  /// Nothing: `@Model` reads the key paths.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// `@Attribute`, `@Relationship` and `@Transient`: markers `@Model` reads; they add nothing.
public struct ModelMarkerMacro: PeerMacro {
  /// Nothing: the marker's arguments are read by `@Model`.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}
