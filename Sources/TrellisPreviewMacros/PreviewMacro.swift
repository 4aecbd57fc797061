import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: registers a preview where the `trellis` command finds it at run time.
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) { ContentView() }
/// ```
///
/// expands to three declarations with names no source can spell:
///
/// ```swift
/// private struct $…Previewable_: Trellis.View { … }   // only when the body has @Previewable variables
/// private func $…accessor_(_ out: UnsafeMutableRawPointer, …) -> Bool {
///   out.initializeMemory(as: Trellis.Preview.self, repeating: Trellis.Preview("Dark", traits: .sizeThatFitsLayout,
///     fileID: "App/ContentView.swift", filePath: "/…/ContentView.swift", line: 12, column: 1) { ContentView() }, count: 1)
///   return true
/// }
/// @section("swift5_tests") @used private let $…record_: Trellis.__PreviewRecord = (0x7472_7076, 0, $…accessor_, 0, 0)
/// ```
///
/// The record lies in the `swift5_tests` section, whose layout Swift Testing documents for any
/// tool's records (its ABI document *TestContent.md*: a kind, an accessor, a context); the
/// kind `trpv` is Trellis' own, so Swift Testing skips it. The runner reads the section between
/// the linker's `__start_`/`__stop_` bounds and calls each accessor: nothing lists the previews
/// by hand, and no source file is read to find them.
public struct PreviewMacro: DeclarationMacro {
  /// The declarations `#Preview` expands to: the `@Previewable` view if any, the accessor and the record.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let body = node.trailingClosure ?? bodyArgument(node) else {
      throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { ContentView() }")
    }
    var arguments = node.arguments.filter { $0.label?.text != "body" }
    // The last argument before the body closure loses a trailing comma, if any.
    if var last = arguments.last {
      last.trailingComma = nil
      arguments = LabeledExprListSyntax(arguments.dropLast() + [last])
    }
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let pathLocation = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
    let fileID = location?.file ?? ExprSyntax(StringLiteralExprSyntax(content: "unknown"))
    let filePath = pathLocation?.file ?? fileID
    let line = location?.line ?? ExprSyntax(IntegerLiteralExprSyntax(0))
    let column = location?.column ?? ExprSyntax(IntegerLiteralExprSyntax(0))

    var declarations: [DeclSyntax] = []
    var closure = body
    let previewable = previewableVariables(in: body)
    if !previewable.variables.isEmpty {
      // Xcode's way: the @Previewable variables become the stored properties of a view whose
      // body is the rest of the closure, so `@State` keeps its value between updates.
      let viewName = context.makeUniqueName("Previewable")
      let properties = previewable.variables.map { variable in
        var variable = variable
        variable.attributes = variable.attributes.filter { !isPreviewableAttribute($0) }
        return variable.trimmed.description
      }
      let statements = previewable.rest.map { $0.trimmed.description }
      declarations.append(
        """
        private struct \(viewName): Trellis.View {
        \(raw: properties.map { "  " + $0 }.joined(separator: "\n"))
          @Trellis.ViewBuilder var body: some Trellis.View {
        \(raw: statements.map { "    " + $0 }.joined(separator: "\n"))
          }
        }
        """)
      closure = ClosureExprSyntax(statements: ["\(viewName)()"])
    }

    let argumentList = arguments.isEmpty ? "" : arguments.trimmed.description + ", "
    let accessor = context.makeUniqueName("accessor")
    let record = context.makeUniqueName("record")
    declarations.append(
      """
      private func \(accessor)(
        _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
      ) -> Bool {
        outValue.initializeMemory(
          as: Trellis.Preview.self,
          repeating: Trellis.Preview(\(raw: argumentList)fileID: \(fileID), filePath: \(filePath), line: \(line), column: \(column), body: \(closure.trimmed)),
          count: 1)
        return true
      }
      """)
    declarations.append(
      """
      @section("swift5_tests") @used
      private let \(record): Trellis.__PreviewRecord = (0x7472_7076, 0, \(accessor), 0, 0)
      """)
    return declarations
  }

  /// The body given as `body:` rather than as a trailing closure.
  private static func bodyArgument(_ node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
    node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
  }

  /// The `@Previewable` variables declared at the top of the closure, and its other statements.
  private static func previewableVariables(in closure: ClosureExprSyntax) -> (
    variables: [VariableDeclSyntax], rest: [CodeBlockItemSyntax]
  ) {
    var variables: [VariableDeclSyntax] = []
    var rest: [CodeBlockItemSyntax] = []
    for item in closure.statements {
      if let variable = item.item.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: isPreviewableAttribute)
      {
        variables.append(variable)
      } else {
        rest.append(item)
      }
    }
    return (variables, rest)
  }

  /// Whether `attribute` is `@Previewable` (or `@Trellis.Previewable`).
  private static func isPreviewableAttribute(_ attribute: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attribute) = attribute else { return false }
    return attribute.attributeName.trimmedDescription.split(separator: ".").last == "Previewable"
  }
}

/// `@Previewable`: marks a variable of a `#Preview` body as the preview's dynamic property.
/// `#Preview` moves it into a view of its own; the attribute itself adds nothing.
public struct PreviewableMacro: PeerMacro {
  /// Nothing: `#Preview` reads the attribute.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// The plugin the compiler loads for `#Preview`, `@Previewable` and `@Entry`.
@main
struct TrellisPreviewMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [
    PreviewMacro.self, PreviewableMacro.self, EntryMacro.self,
    // SwiftData (TrellisSwiftData).
    ModelMacro.self, PersistedPropertyMacro.self, ModelMarkerMacro.self, ModelConstraintMacro.self,
  ]
}
