import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry`: declares a value of `EnvironmentValues`, `Transaction`, `FocusedValues` or
/// `ContainerValues` in one line, as SwiftUI's macro of that name does.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .red
/// }
/// ```
///
/// expands to accessors through the container's key subscript and a private key beside the
/// property, named with the prefix SwiftUI's declaration reserves:
///
/// ```swift
/// var accent: Color {
///   get { self[__Key_accent.self] }
///   set { self[__Key_accent.self] = newValue }
/// }
/// private struct __Key_accent: TrellisCore.EnvironmentKey {
///   static var defaultValue: Color { .red }
/// }
/// ```
///
/// The key's protocol is chosen by the type the enclosing extension extends. The default is the
/// initial value, evaluated on every read as SwiftUI's is; an optional without one defaults to
/// `nil`. A `FocusedValues` entry is optional and has no default: its key's value is the
/// wrapped type.
public struct EntryMacro: AccessorMacro, PeerMacro {
  /// The getter and setter, through the container's subscript.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let entry = try Entry(declaration)
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  /// The private key type.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try Entry(declaration)
    let container = Container(lexicalContext: context.lexicalContext)
    let key = "private struct \(entry.keyName): TrellisCore.\(container.keyProtocol)"
    if container == .focusedValues {
      guard let type = entry.type, let wrapped = Self.wrappedType(of: type) else {
        throw MacroExpansionErrorMessage("@Entry in FocusedValues needs an optional type: @Entry var name: Value?")
      }
      return ["\(raw: key) {\n  typealias Value = \(wrapped.trimmed)\n}"]
    }
    let defaultValue: String
    if let initial = entry.initialValue {
      defaultValue = initial.trimmedDescription
    } else if let type = entry.type, wrappedType(of: type) != nil {
      defaultValue = "nil"
    } else {
      throw MacroExpansionErrorMessage("@Entry needs an initial value, the key's default: @Entry var name: Value = …")
    }
    guard let type = entry.type else {
      // Without a type the initial value's own type is the value's, as the compiler infers it.
      return ["\(raw: key) {\n  static let defaultValue = \(raw: defaultValue)\n}"]
    }
    return ["\(raw: key) {\n  static var defaultValue: \(type.trimmed) { \(raw: defaultValue) }\n}"]
  }

  /// The type an optional type wraps: `T` of `T?`, `T!` or `Optional<T>`; `nil` for any other type.
  static func wrappedType(of type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
    if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
      let argument = named.genericArgumentClause?.arguments.first
    {
      return TypeSyntax(argument.argument)
    }
    return nil
  }
}

/// What `@Entry` reads of the property it is attached to.
private struct Entry {
  /// `__Key_` and the property's name.
  let keyName: String
  /// The declared type, if any.
  let type: TypeSyntax?
  /// The initial value, if any.
  let initialValue: ExprSyntax?

  init(_ declaration: some DeclSyntaxProtocol) throws {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
    else {
      throw MacroExpansionErrorMessage("@Entry applies to one variable: @Entry var name: Value = …")
    }
    keyName = "__Key_" + name.text.filter { $0 != "`" }
    type = binding.typeAnnotation?.type
    initialValue = binding.initializer?.value
  }
}

/// The type whose extension declares the entry, which decides the key's protocol.
private enum Container {
  case environmentValues, transaction, focusedValues, containerValues

  /// The innermost extension's type; `EnvironmentValues` when there is none to read.
  init(lexicalContext: [Syntax]) {
    let extended = lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?.extendedType
    // `SwiftUI.Transaction` names the same type as `Transaction`.
    switch extended?.trimmedDescription.split(separator: ".").last {
    case "Transaction": self = .transaction
    case "FocusedValues": self = .focusedValues
    case "ContainerValues": self = .containerValues
    default: self = .environmentValues
    }
  }

  /// The key protocol of the container's subscript.
  var keyProtocol: String {
    switch self {
    case .environmentValues: "EnvironmentKey"
    case .transaction: "TransactionKey"
    case .focusedValues: "FocusedValueKey"
    case .containerValues: "ContainerValueKey"
    }
  }
}
