import Foundation
import Testing

@testable import TrellisPreviewHost

/// Code written for iOS compiled as for iOS, unedited: the transformed copy a runner compiles.
@MainActor
@Suite struct IOSSourceTransformTests {
  private func transformed(_ source: String) -> String? {
    IOSSourceTransform.transform(source, path: "/app/View.swift")
  }

  @Test(
    "Platform conditions take the value they have on an iPhone simulator",
    arguments: [
      ("os(iOS)", "true"), ("os(macOS)", "false"), ("os(Linux)", "false"), ("os(visionOS)", "false"),
      ("targetEnvironment(simulator)", "true"), ("targetEnvironment(macCatalyst)", "false"),
      ("arch(arm64)", "true"), ("arch(x86_64)", "false"),
    ])
  func platformConditions(condition: String, value: String) {
    let text = transformed("#if \(condition)\nlet a = 1\n#endif\n")
    #expect(text == "#sourceLocation(file: \"/app/View.swift\", line: 1)\n#if \(value)\nlet a = 1\n#endif\n")
  }

  @Test("Conditions inside compound expressions and #elseif are replaced; canImport is left to the compiler")
  func compound() {
    let source = "#if canImport(UIKit) && !os(macOS)\nA()\n#elseif os(tvOS) || DEBUG\nB()\n#endif\n"
    #expect(
      transformed(source)?.split(separator: "\n").dropFirst().joined(separator: "\n")
        == "#if canImport(UIKit) && !false\nA()\n#elseif false || DEBUG\nB()\n#endif")
  }

  @Test("@main is blanked out, keeping every column and line")
  func mainAttribute() {
    let source = "import SwiftUI\n\n@main\nstruct BrewApp: App {}\n"
    #expect(
      transformed(source)
        == "#sourceLocation(file: \"/app/View.swift\", line: 1)\nimport SwiftUI\n\n     \nstruct BrewApp: App {}\n")
  }

  @Test("#selector, which needs Objective-C, becomes UIKit's Selector of the method's name")
  func selector() {
    let source =
      "UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)\n"
    #expect(
      transformed(source)?.split(separator: "\n").last
        == "UIApplication.shared.sendAction(Selector(\"UIResponder.resignFirstResponder\"), to: nil, from: nil, for: nil)"
    )
  }

  @Test("@objc and Interface Builder attributes are blanked out, columns kept")
  func objcAttributes() {
    let source =
      "final class Coordinator: NSObject {\n  @objc func tapped() {}\n  @objc(doneWith:) func done(_ x: Int) {}\n}\n"
    #expect(
      transformed(source)?.split(separator: "\n").dropFirst().joined(separator: "\n")
        == "final class Coordinator: NSObject {\n        func tapped() {}\n" + String(repeating: " ", count: 19)
        + "func done(_ x: Int) {}\n}")
  }

  @Test("A file with no platform condition and no @main is compiled where it is")
  func untouched() {
    #expect(transformed("#if DEBUG\nlet a = 1\n#endif\n// os(macOS)\nlet s = \"#if os(macOS)\"\n") == nil)
  }

  @Test("Lines keep their numbers: the copy names the original file from its first line on")
  func lineNumbers() throws {
    let source = (1...20).map { $0 == 10 ? "#if os(iOS)" : ($0 == 12 ? "#endif" : "// \($0)") }.joined(separator: "\n")
    let text = try #require(transformed(source))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 21)
    #expect(lines[0].hasPrefix("#sourceLocation(file: \"/app/View.swift\", line: 1)"))
    #expect(lines[10] == "#if true")
    #expect(lines[20] == "// 20")
  }
}

/// Reading projects that were not written for Trellis.
@MainActor
@Suite struct PreviewProjectTests {
  /// The example projects, relative to this file.
  nonisolated private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

  @Test("An app playground's manifest is read without AppleProductTypes and its iOS application product")
  func playgroundManifest() {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription
      import AppleProductTypes

      let package = Package(
          name: "My App",
          platforms: [.iOS("17.0")],
          products: [
              .iOSApplication(
                  name: "My App",
                  targets: ["AppModule"],
                  supportedDeviceFamilies: [.pad, .phone]
              )
          ],
          targets: [.executableTarget(name: "AppModule", path: ".")]
      )
      """
    let cleaned = PackageReader.withoutAppleProductTypes(manifest)
    #expect(!cleaned.contains("AppleProductTypes"))
    #expect(!cleaned.contains("iOSApplication"))
    #expect(cleaned.contains(".executableTarget(name: \"AppModule\", path: \".\")"))
    #expect(cleaned.contains("import PackageDescription"))
  }

  @Test("An Xcode app's folder is one module named as its project, without its tests, with its bundle's files")
  func xcodeAppFolder() throws {
    let kit = PreviewKit(packageRoot: URL(fileURLWithPath: "/nonexistent"), scratch: URL(fileURLWithPath: "/tmp"))
    let project = try PreviewProject.open(path: Self.examples.appendingPathComponent("XcodeApp").path, kit: kit)
    #expect(project.kind == .appFolder)
    #expect(project.modules.map(\.name) == ["Brew"])
    let files = project.modules[0].files.map { $0.path.components(separatedBy: "XcodeApp/").last! }
    #expect(
      files == [
        "Brew/BrewApp.swift", "Brew/ContentView.swift", "Brew/Haptics.swift", "Brew/Recipe.swift",
        "Brew/Views/RecipeCard.swift",
      ])
    #expect(project.modules[0].languageMode == "5")
    #expect(project.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets", "Preview Assets.xcassets"])
    #expect(project.stringTables.map(\.lastPathComponent) == ["Localizable.xcstrings"])
    #expect(project.accentColorName == "AccentColor")
  }

  @Test("An Info.plist that sets UIDesignRequiresCompatibility previews the app in iOS 18's design")
  func compatibilityDesign() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-design-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("struct A {}\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
    let kit = PreviewKit(packageRoot: URL(fileURLWithPath: "/nonexistent"), scratch: URL(fileURLWithPath: "/tmp"))
    #expect(!AppFolderReader(root: folder, kit: kit).read().requiresCompatibilityDesign)
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["UIDesignRequiresCompatibility": true], format: .xml, options: 0)
    try plist.write(to: folder.appendingPathComponent("Info.plist"))
    #expect(AppFolderReader(root: folder, kit: kit).read().requiresCompatibilityDesign)
  }

  @Test("Build settings are read from project.pbxproj, the first value of each")
  func buildSettings() {
    let settings = AppFolderReader.buildSettings(
      of: Self.examples.appendingPathComponent("XcodeApp/Brew.xcodeproj"))
    #expect(settings["SWIFT_VERSION"] == "5.0")
    #expect(settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"] == "AccentColor")
    #expect(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == "DEBUG $(inherited)")
  }

  @Test(
    "Module names are made as Xcode makes them from target names",
    arguments: [
      ("My App", "My_App"), ("Brew", "Brew"), ("2048", "_2048"), ("Café-Tracker", "Café_Tracker"),
    ])
  func moduleNames(name: String, expected: String) {
    #expect(SourceModule.identifier(name) == expected)
  }

  @Test(
    "Modules are ordered after their dependencies; a dependency that cannot be built is dropped with a note, the module kept"
  )
  func buildOrder() {
    let modules = [
      SourceModule(name: "App", files: [], dependencies: ["Feature"]),
      SourceModule(name: "Feature", files: [], dependencies: ["Core"]),
      SourceModule(name: "Core", files: []),
      SourceModule(name: "Maps", files: [], dependencies: ["GoogleMaps"]),
    ]
    var notes: [String] = []
    let ordered = PreviewProject.buildOrder(modules, notes: &notes)
    #expect(ordered.map(\.name) == ["Core", "Feature", "App", "Maps"])
    #expect(ordered.last?.dependencies == [])
    #expect(notes == ["Maps: GoogleMaps cannot be built here; the files that import it are left out."])
  }
}

/// The compiler's errors, attributed to the files a runner leaves out.
@MainActor
@Suite struct ModuleCompilerErrorTests {
  @Test("The first error of each file is kept; an error in a macro expansion goes to the file the expansion came from")
  func firstErrors() {
    let output = """
      /p/A.swift:3:8: error: no such module 'ARKit'
      /p/A.swift:9:1: error: cannot find 'X' in scope
      /tmp/macro/@__swiftmacro_1M7Preview.swift:2:3: error: cannot find 'Y' in scope
      /p/B.swift:12:1: note: in expansion of macro 'Preview' here
      /p/C.swift:1:1: warning: unused
      """
    let errors = ModuleCompiler.firstErrors(in: output, files: ["/p/A.swift", "/p/B.swift", "/p/C.swift"])
    #expect(errors["/p/A.swift"] == "/p/A.swift:3:8: error: no such module 'ARKit'")
    #expect(errors["/p/B.swift"] == "/tmp/macro/@__swiftmacro_1M7Preview.swift:2:3: error: cannot find 'Y' in scope")
    #expect(errors["/p/C.swift"] == nil)
  }
}

/// XCTest's cases found by reading the sources, as SwiftPM finds them on Linux.
@MainActor
@Suite struct XCTestScannerTests {
  @Test(
    "Each XCTestCase subclass with its test methods, async ones marked; helpers, statics and private classes are not tests"
  )
  func findsTestCases() {
    let source = """
      import XCTest

      final class RecipeTests: XCTestCase {
        func testNames() {}
        func testLoads() async throws {}
        func helper() {}
        func testWith(_ value: Int) {}
        static func testStatic() {}
        private func testPrivate() {}
      }

      extension RecipeTests {
        func testFromExtension() throws {}
      }

      private class Hidden: XCTestCase { func testHidden() {} }
      struct NotATest { func testNothing() {} }
      """
    let cases = XCTestScanner.testCases(in: source)
    #expect(cases.map(\.className) == ["RecipeTests"])
    #expect(cases.first?.tests.map(\.name) == ["testNames", "testLoads", "testFromExtension"])
    #expect(cases.first?.tests.map(\.isAsync) == [false, true, false])
  }
}
