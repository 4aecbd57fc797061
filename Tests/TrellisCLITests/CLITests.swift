import Foundation
import Testing

// Runs the built `trellis` binary as a user would and checks its output, files and exit codes.
// `swift test` builds every product first, so the binary is there when these run.

/// The output of one run of `trellis`.
struct Run {
  /// What the command printed to standard output.
  var stdout: String
  /// What the command printed to standard error.
  var stderr: String
  /// The exit code.
  var status: Int32
}

/// The directory of the package: three levels above this file.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The `trellis` executable: next to the test bundle (the products directory), else in `.build/debug`.
private func trellisExecutable() throws -> URL {
  let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var candidates = [testBinary.deletingLastPathComponent().appendingPathComponent("trellis")]
  // An `.xctest` bundle directory keeps its executable inside; the products are next to the bundle.
  for component in testBinary.pathComponents.indices.reversed()
  where testBinary.pathComponents[component].hasSuffix(".xctest") {
    let bundle = URL(fileURLWithPath: NSString.path(withComponents: Array(testBinary.pathComponents[...component])))
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("trellis"))
  }
  candidates.append(packageRoot.appendingPathComponent(".build/debug/trellis"))
  if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
    return found
  }
  throw CLITestError(
    "The trellis executable is missing; looked at \(candidates.map(\.path).joined(separator: ", ")). "
      + "Build it with `swift build --product trellis`.")
}

/// A failure to set up a test, with a message for people.
struct CLITestError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Runs `trellis` with `arguments` in `directory` and waits for it.
private func trellis(_ arguments: String..., in directory: URL? = nil) throws -> Run {
  try trellis(arguments: arguments, in: directory)
}

/// Runs `trellis` with `arguments` in `directory` and waits for it.
private func trellis(arguments: [String], in directory: URL? = nil) throws -> Run {
  let scratch = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: scratch) }
  // Files, not pipes: a full pipe cannot block the command, whatever it prints.
  let outURL = scratch.appendingPathComponent("stdout")
  let errURL = scratch.appendingPathComponent("stderr")
  FileManager.default.createFile(atPath: outURL.path, contents: nil)
  FileManager.default.createFile(atPath: errURL.path, contents: nil)
  let out = try FileHandle(forWritingTo: outURL)
  let err = try FileHandle(forWritingTo: errURL)
  let process = Process()
  process.executableURL = try trellisExecutable()
  process.arguments = arguments
  process.standardOutput = out
  process.standardError = err
  if let directory { process.currentDirectoryURL = directory }
  try process.run()
  process.waitUntilExit()
  try out.close()
  try err.close()
  return Run(
    stdout: try String(contentsOf: outURL, encoding: .utf8), stderr: try String(contentsOf: errURL, encoding: .utf8),
    status: process.terminationStatus)
}

/// A new, empty directory under the system's temporary directory.
private func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The first bytes of every PNG file.
private let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// The width and height in a PNG's header chunk.
private func pngSize(_ data: Data) -> (width: Int, height: Int)? {
  let bytes = [UInt8](data)
  guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature else { return nil }
  func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
  return (int(16), int(20))
}

// MARK: - Help

@Test func helpListsTheSubcommands() throws {
  let run = try trellis("--help")
  #expect(run.status == 0)
  for subcommand in ["render", "dump", "explain", "gallery"] {
    #expect(run.stdout.contains("\n  \(subcommand) "), "missing \(subcommand) in:\n\(run.stdout)")
  }
}

@Test func subcommandHelpListsTheExamplesAndDevicePresets() throws {
  let run = try trellis("render", "--help")
  #expect(run.status == 0)
  #expect(run.stdout.contains("checklist-row"))
  #expect(run.stdout.contains("equal-width-layout"))
  #expect(run.stdout.contains("iphone-portrait"))
  #expect(run.stdout.contains("mac-window"))
}

// MARK: - dump

@Test func dumpPrintsTheFrameTreeWithAnHStackLine() throws {
  let run = try trellis("dump", "checklist-row", "--width", "390", "--height", "844")
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stdout.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("HStack (") })
}

@Test func dumpWithWidthAndHeightCentresTheExampleInTheWindow() throws {
  let run = try trellis("dump", "checklist-row", "--width", "390", "--height", "844")
  let first = try #require(run.stdout.split(separator: "\n").first)
  #expect(first.hasPrefix("overlay ("))
  // `overlay (x, y, width, height)  ← ChecklistRow`: the centre is the window's, within a pixel.
  let numbers = first.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }.split(separator: ", ").compactMap {
    Double(String($0))
  }
  try #require(numbers.count == 4, "no frame in: \(first)")
  #expect(abs(numbers[0] + numbers[2] / 2 - 195) <= 1)
  #expect(abs(numbers[1] + numbers[3] / 2 - 422) <= 1)
}

@Test func dumpJSONParsesWithARootName() throws {
  let run = try trellis("dump", "checklist-row", "--width", "390", "--height", "844", "--json")
  #expect(run.status == 0, "\(run.stderr)")
  let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
  let root = try #require(object)
  #expect(root["name"] as? String == "overlay")
  #expect((root["frame"] as? [Double])?.count == 4)
  let children = try #require(root["children"] as? [[String: Any]])
  #expect(children.first?["name"] as? String == "HStack")
}

// MARK: - render

@Test func renderWritesAPNGWithThePNGSignature() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let path = directory.appendingPathComponent("x.png").path
  let run = try trellis("render", "message-row", "--format", "png", "--output", path)
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stdout.contains(path))
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  #expect(Array(data.prefix(8)) == pngSignature)
}

@Test func renderWritesAnSVGDocument() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let path = directory.appendingPathComponent("x.svg").path
  let run = try trellis("render", "message-row", "--format", "svg", "--output", path)
  #expect(run.status == 0, "\(run.stderr)")
  #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<svg"))
}

@Test func renderTakesTheFormatFromTheOutputExtension() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let path = directory.appendingPathComponent("card.pdf").path
  let run = try trellis("render", "profile-card", "--output", path)
  #expect(run.status == 0, "\(run.stderr)")
  #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: Data("%PDF".utf8)))
}

@Test func renderWritesExampleDotPNGInTheCurrentDirectoryByDefault() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let run = try trellis("render", "checklist-row", in: directory)
  #expect(run.status == 0, "\(run.stderr)")
  let data = try Data(contentsOf: directory.appendingPathComponent("checklist-row.png"))
  #expect(Array(data.prefix(8)) == pngSignature)
}

@Test func renderOnADeviceDrawsTheWholeScreenAtItsScale() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let path = directory.appendingPathComponent("screen.png").path
  let run = try trellis("render", "message-row", "--device", "iphone-portrait", "--output", path)
  #expect(run.status == 0, "\(run.stderr)")
  let size = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: path))))
  #expect(size.width == 390 * 3 && size.height == 844 * 3)
}

@Test func renderScalesThePNG() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let one = directory.appendingPathComponent("one.png").path
  let three = directory.appendingPathComponent("three.png").path
  // The card takes the whole width it is offered.
  _ = try trellis("render", "profile-card", "--width", "390", "--output", one)
  _ = try trellis("render", "profile-card", "--width", "390", "--scale", "3", "--output", three)
  let small = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: one))))
  let large = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: three))))
  #expect(small.width == 390)
  // Within a pixel: the canvas can be a hair wider than 390 points, and the PNG's size is rounded up.
  #expect(abs(large.width - 3 * small.width) <= 1)
}

// MARK: - explain

@Test func explainShowsCacheHitsAndTheStatisticsLine() throws {
  let run = try trellis("explain", "checklist-row", "--width", "390", "--height", "844")
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stdout.contains("cache hit"))
  #expect(run.stdout.contains("proposed (390, 844)"))
  #expect(run.stdout.contains("placed at"))
  let statistics = try #require(run.stdout.split(separator: "\n").last)
  #expect(statistics.contains("size queries"))
  #expect(statistics.contains("cache hits"))
  #expect(statistics.contains("text measurements"))
}

@Test func explainIndentsEachViewByItsDepth() throws {
  let run = try trellis("explain", "checklist-row", "--width", "390", "--height", "844")
  let lines = run.stdout.split(separator: "\n")
  #expect(lines.contains { $0.hasPrefix("#0 overlay") })
  #expect(lines.contains { $0.hasPrefix("  #1 HStack") })
  #expect(lines.contains { $0.hasPrefix("    #3 Text \"Milk\"") })
}

@Test func explainViewRestrictsTheOutputToThatView() throws {
  let run = try trellis("explain", "checklist-row", "--width", "390", "--height", "844", "--view", "0")
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stdout.contains("#0 overlay"))
  #expect(!run.stdout.contains("#1 "))
  #expect(!run.stdout.contains("HStack"))
  #expect(run.stdout.contains("size queries"))
}

@Test func explainRejectsAViewNumberOutOfRange() throws {
  let run = try trellis("explain", "checklist-row", "--view", "99")
  #expect(run.status != 0)
  #expect(run.stderr.contains("--view 99"))
}

// MARK: - Bad arguments

@Test func anUnknownSubcommandFails() throws {
  let run = try trellis("frobnicate")
  #expect(run.status != 0)
  #expect(run.stderr.contains("frobnicate"))
}

@Test func anUnknownExampleFailsAndListsTheExamples() throws {
  let run = try trellis("dump", "no-such-example")
  #expect(run.status != 0)
  #expect(run.stderr.contains("no-such-example"))
  #expect(run.stderr.contains("checklist-row"))
}

@Test func anUnknownDeviceFailsAndListsThePresets() throws {
  let run = try trellis("render", "message-row", "--device", "toaster")
  #expect(run.status != 0)
  #expect(run.stderr.contains("toaster"))
  #expect(run.stderr.contains("iphone-portrait"))
}

@Test func anUnknownFormatFailsAndListsTheFormats() throws {
  let run = try trellis("render", "message-row", "--format", "gif")
  #expect(run.status != 0)
  #expect(run.stderr.contains("gif"))
  #expect(run.stderr.contains("svg"))
}

@Test func anOutputExtensionWithoutAFormatFails() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let path = directory.appendingPathComponent("x.gif").path
  let run = try trellis("render", "message-row", "--output", path)
  #expect(run.status != 0)
  #expect(run.stderr.contains("x.gif"))
  #expect(!FileManager.default.fileExists(atPath: path))
}

@Test func aNegativeWidthFails() throws {
  let run = try trellis("dump", "checklist-row", "--width", "-5", "--height", "844")
  #expect(run.status != 0)
  #expect(run.stderr.contains("--width"))
  #expect(run.stderr.contains("-5"))
}

@Test func aNonFiniteHeightFails() throws {
  let run = try trellis("explain", "checklist-row", "--width", "390", "--height", "nan")
  #expect(run.status != 0)
  #expect(run.stderr.contains("--height"))
  #expect(run.stderr.contains("nan"))
}

@Test func aDeviceWithAnExplicitSizeFails() throws {
  let run = try trellis("dump", "checklist-row", "--device", "mac-window", "--width", "300")
  #expect(run.status != 0)
  #expect(run.stderr.contains("--device"))
}

// MARK: - Bad numbers and bad output paths

@Test(
  "A width, height or scale that is NaN, infinite, negative or huge is refused with a message naming it",
  arguments: [
    ("dump", "--width", "1e300"), ("explain", "--width", "1e300"), ("dump", "--height", "inf"),
    ("explain", "--height", "-inf"), ("dump", "--width", "-0.5"), ("render", "--width", "nan"),
    ("render", "--scale", "1e300"), ("dump", "--scale", "0"), ("explain", "--scale", "-1"),
    ("render", "--height", "1.7976931348623157e308"),
  ])
func badNumericOptionsAreRefused(command: String, option: String, value: String) throws {
  var arguments = [command, "checklist-row", option, value]
  if option == "--scale" { arguments += ["--width", "390"] }
  let run = try trellis(arguments: arguments)
  #expect(run.status == 64, "\(run.stdout)\(run.stderr)")
  #expect(run.stderr.contains(option), "\(run.stderr)")
  #expect(!run.stderr.contains("Fatal error"), "\(run.stderr)")
}

@Test func theLargestWidthStillLaysOut() throws {
  let run = try trellis("dump", "checklist-row", "--width", "1000000", "--height", "844")
  #expect(run.status == 0, "\(run.stderr)")
}

/// A path that exists and is not a regular file: made in `directory`, named `name`.
private func makeNonRegularFile(_ kind: String, in directory: URL) throws -> String {
  let path = directory.appendingPathComponent("out.png").path
  switch kind {
  case "FIFO":
    #expect(mkfifo(path, 0o600) == 0)
  case "symbolic link":
    let target = directory.appendingPathComponent("target.png")
    try Data("keep".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target.path)
  case "directory":
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  default:
    return "/dev/null"
  }
  return path
}

@Test(
  "render refuses to write over a FIFO, a symbolic link, a character device or a directory",
  arguments: ["FIFO", "symbolic link", "character device", "directory"])
func renderRefusesANonRegularOutput(kind: String) throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let path = try makeNonRegularFile(kind, in: directory)
  let run = try trellis("render", "message-row", "--format", "png", "--output", path)
  #expect(run.status == 1, "\(run.stderr)")
  #expect(run.stderr.contains("refusing to write \(path)"), "\(run.stderr)")
  #expect(run.stderr.contains(kind == "character device" ? "a character device" : kind), "\(run.stderr)")
  if kind == "symbolic link" {
    // The link and what it points to are left as they were.
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path).hasSuffix("target.png"))
    #expect(try String(contentsOf: directory.appendingPathComponent("target.png"), encoding: .utf8) == "keep")
  }
}

@Test func renderToStandardOutputWritesThePictureAndTheSummaryToStandardError() throws {
  let run = try trellis("render", "message-row", "--format", "svg", "--output", "-")
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stdout.contains("<svg"))
  #expect(run.stderr.contains("Wrote standard output (SVG"))
}

@Test func underAVirtualMemoryLimitLayoutAndRenderingFinish() throws {
  // A 1 GiB stack cannot be reserved under `ulimit -v 1000000`: the layout threads fall back to
  // smaller stacks (or the caller's thread) instead of waiting for a thread that never starts.
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let executable = try trellisExecutable().path
  let output = directory.appendingPathComponent("limited.png").path
  let script = "ulimit -v 1000000 && \"$0\" dump checklist-row --width 390 --height 844 && \"$0\" render message-row -o \"$1\""
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", script, executable, output]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  let deadline = Date().addingTimeInterval(120)
  while process.isRunning && Date() < deadline { usleep(50_000) }
  if process.isRunning { process.terminate() }
  #expect(!process.isRunning)
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
  #expect(pngSize(try Data(contentsOf: URL(fileURLWithPath: output))) != nil)
}
