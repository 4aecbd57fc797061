import ArgumentParser
import Foundation
import TrellisPreviewHost

/// `trellis test`: runs a project's test targets on Linux, compiled as for iOS against Trellis —
/// a test that imports SwiftUI and TrellisTesting, in a package that does not name Trellis.
struct TestCommand: ParsableCommand {
  /// The subcommand's name, abstract and examples.
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run the tests of your package or app on Linux, with `import SwiftUI` as it is.",
    discussion: """
      The test targets (an app's …Tests folders) are compiled as your previews are: as for iOS, \
      against Trellis' SwiftUI, UIKit and TrellisTesting, with no change to your manifest. Swift \
      Testing's tests run first, then XCTest's. A test file that does not compile on Linux is \
      reported and left out.

      Examples:
        trellis test
        trellis test --package-path MyPackage --filter MenuTests
      """)

  @OptionGroup var package: PackageOptions

  /// Swift Testing's and XCTest's filter.
  @Option(
    help: ArgumentHelp(
      "Run only the tests whose name matches (Swift Testing's and XCTest's --filter).", valueName: "pattern"))
  var filter: String?

  func run() throws {
    let session: PreviewSession
    do { session = try PreviewSession(packagePath: package.packagePath, sources: package.sources) } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
    let builder = TestRunnerBuilder(previews: session.builder)
    let contents: TestRunnerBuilder.Contents
    do {
      contents = try builder.build { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    } catch let error as PreviewHostError {
      printError(error.description)
      throw ExitCode.failure
    }
    var failed = false
    let filterArguments = filter.map { ["--filter", $0] } ?? []
    failed = try run(builder.runner, ["--testing-library", "swift-testing"] + filterArguments) != 0 || failed
    if !contents.xcTestCases.isEmpty {
      // XCTest's own filter is `Module.Class[/test]` as a positional argument.
      let xcFilter = filter.map { [$0] } ?? []
      failed = try run(builder.runner, ["--testing-library", "xctest"] + xcFilter) != 0 || failed
    }
    if failed { throw ExitCode.failure }
  }

  /// Runs the test program with its output on this one's; answers its exit status.
  private func run(_ program: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
  }
}
