import Foundation
import SwiftParser
import SwiftSyntax

/// Makes a Swift file written for an iOS app compile, as iOS would compile it, in a Linux preview
/// runner — without editing the file: the runner compiles a transformed copy.
///
/// - `#if`/`#elseif` conditions take their iOS branch: `os(iOS)` is true and every other `os(…)`
///   false, `targetEnvironment(simulator)` true and `targetEnvironment(macCatalyst)` false,
///   `arch(arm64)` true and every other `arch(…)` false — an iPhone simulator on Apple silicon.
///   `canImport(…)` is left to the compiler: the runner's modules (`SwiftUI`, `UIKit`, …) answer
///   it as an app linking them would. The compilation condition `DEBUG` is set by the compiler's
///   flags, as Xcode sets it for previews.
/// - `@main` is removed: the runner has its own entry point, and an app's `App` type is compiled
///   as an ordinary type.
/// - `@objc`, `@objcMembers`, `@IBAction` and `@IBOutlet` are blanked out: Linux has no
///   Objective-C runtime to honour them, and nothing in a runner calls through it.
/// - `#selector(…)` and `#keyPath(…)`, which need Objective-C, become `Selector("…")` and a string:
///   the keyboard's dismissal, `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`,
///   compiles against Trellis' UIKit.
///
/// Each edit replaces text on its own line, and the copy starts with a `#sourceLocation` naming
/// the original file, so the compiler's diagnostics, `#fileID` and `#filePath` name the user's file
/// and lines. `#available(iOS 17, *)` needs no edit: on Linux the `*` makes every such check true,
/// as on the newest iOS, which the runner draws.
public enum IOSSourceTransform {
  /// The text to compile for `source`, the file at `path`; `nil` when the file needs no change
  /// (it is then compiled where it is).
  ///
  /// - Parameter platformConditions: Whether `#if` conditions take their iOS branch; a dependency's
  ///   file that is not UI code (see ``isUICode(_:)``) keeps Linux's, for it may call what only
  ///   the real platform has.
  public static func transform(_ source: String, path: String, platformConditions: Bool = true) -> String? {
    let tree = Parser.parse(source: source)
    let finder = EditFinder(viewMode: .sourceAccurate)
    finder.platformConditions = platformConditions
    finder.walk(tree)
    guard !finder.edits.isEmpty else { return nil }
    var bytes = Array(source.utf8)
    for edit in finder.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      // A replaced expression that spanned lines leaves as many line breaks, so later lines keep their numbers.
      let breaks = bytes[edit.range].filter { $0 == UInt8(ascii: "\n") }.count
      bytes.replaceSubrange(edit.range, with: Array((edit.replacement + String(repeating: "\n", count: breaks)).utf8))
    }
    let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + String(decoding: bytes, as: UTF8.self)
  }

  /// The value of a platform condition on an iPhone simulator; `nil` for a condition the compiler
  /// decides (`canImport`, `compiler`, `swift`, `hasFeature`, …).
  static func iOSValue(of condition: String, argument: String) -> Bool? {
    switch condition {
    case "os": argument == "iOS"
    case "targetEnvironment": argument == "simulator"
    case "arch": argument == "arm64"
    default: nil
    }
  }

  private struct Edit {
    var range: Range<Int>
    var replacement: String
  }

  /// Whether `source` is UI code: it imports SwiftUI or UIKit.
  public static func isUICode(_ source: String) -> Bool {
    source.split(separator: "\n").contains { line in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
      return ["SwiftUI", "UIKit"].contains(words[index + 1])
    }
  }

  private final class EditFinder: SyntaxVisitor {
    var edits: [Edit] = []
    var platformConditions = true

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
      if platformConditions, let condition = node.condition { replaceConditions(in: Syntax(condition)) }
      return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
      // `#selector(UIResponder.resignFirstResponder)` needs Objective-C, which Linux has not:
      // it becomes UIKit's `Selector` of the method's name, which is what the code passes on.
      guard node.macroName.text == "selector" || node.macroName.text == "keyPath" else { return .visitChildren }
      let argument = node.arguments.map { $0.expression.trimmedDescription }.joined(separator: ", ")
      let name = argument.replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "\"", with: "")
      let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
      let literal = "\"" + name.split(whereSeparator: \.isNewline).joined(separator: " ") + "\""
      edits.append(
        Edit(range: range, replacement: node.macroName.text == "selector" ? "Selector(\(literal))" : literal))
      return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      // `@objc` (and `@objc(name)`), which Linux cannot honour, marks methods for selectors and
      // key paths that the runner never calls through Objective-C; the declaration stays.
      let name = node.attributeName.trimmedDescription
      if name == "objc" || name == "objcMembers" || name == "IBAction" || name == "IBOutlet" {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: range, replacement: String(repeating: " ", count: range.count)))
        return .skipChildren
      }
      if node.arguments == nil, name == "main" {
        // Spaces keep every column where it was.
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: range, replacement: String(repeating: " ", count: range.count)))
      }
      return .skipChildren
    }

    private func replaceConditions(in node: Syntax) {
      if let call = node.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription,
        let value = IOSSourceTransform.iOSValue(of: name, argument: argument)
      {
        let range = call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: range, replacement: value ? "true" : "false"))
        return
      }
      for child in node.children(viewMode: .sourceAccurate) { replaceConditions(in: child) }
    }
  }
}
