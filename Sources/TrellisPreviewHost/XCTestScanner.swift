import Foundation
import SwiftParser
import SwiftSyntax

/// Finds a test module's XCTest cases by reading its sources, as SwiftPM finds them on Linux
/// (there, from the index): each class that inherits `XCTestCase` and its instance methods named
/// `test…` that take no argument, with whether they are `async`. The test runner lists them for
/// `XCTMain`, which has no other way to find them off Apple's platforms.
public enum XCTestScanner {
  /// A test case class and its tests.
  public struct TestCase: Hashable, Sendable {
    /// The class's name.
    public var className: String
    /// Its tests: a method's name, and whether it is `async`.
    public var tests: [Test]
  }

  /// One test method.
  public struct Test: Hashable, Sendable {
    /// The method's name.
    public var name: String
    /// Whether it is `async`.
    public var isAsync: Bool
  }

  /// The test cases declared in `source`, with the tests declared in the class and in extensions
  /// of it in the same file.
  public static func testCases(in source: String) -> [TestCase] {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(Parser.parse(source: source))
    return finder.classes.compactMap { name in
      let tests = finder.methods[name] ?? []
      return tests.isEmpty ? nil : TestCase(className: name, tests: tests)
    }
  }

  private final class Finder: SyntaxVisitor {
    var classes: [String] = []
    var methods: [String: [Test]] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
      guard inherited.contains("XCTestCase") || inherited.contains("XCTest.XCTestCase"), !isPrivate else {
        return .skipChildren
      }
      let name = node.name.text
      classes.append(name)
      collect(node.memberBlock, into: name)
      return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      collect(node.memberBlock, into: node.extendedType.trimmedDescription)
      return .skipChildren
    }

    private func collect(_ members: MemberBlockSyntax, into name: String) {
      for member in members.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text.hasPrefix("test"),
          function.signature.parameterClause.parameters.isEmpty,
          !function.modifiers.contains(where: { ["static", "class", "private", "fileprivate"].contains($0.name.text) })
        else { continue }
        let isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
        methods[name, default: []].append(Test(name: function.name.text, isAsync: isAsync))
      }
    }
  }
}
