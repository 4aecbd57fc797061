import Foundation
import Testing
import Trellis

// Runs the built `trellis` binary as a user would and checks its output, files and exit codes,
// on the previews of Examples/PreviewPackage. `swift test` builds every product first, so the
// binary is there when these run; the tests run one at a time, as they share the package's build.

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

/// The package whose previews the tests render: the example a user's package stands for.
private let previewPackage = packageRoot.appendingPathComponent("Examples/PreviewPackage").path

/// The preview most tests lay out: a count in a capsule, at the size it chooses on an iPhone.
private let badge = "Badge/Badge"

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

@Suite(.serialized) struct CLITests {
  // MARK: - Help

  @Test func helpListsTheSubcommands() throws {
    let run = try trellis("--help")
    #expect(run.status == 0)
    for subcommand in ["render", "dump", "explain", "previews", "preview", "mcp", "test"] {
      #expect(run.stdout.contains("\n  \(subcommand) "), "missing \(subcommand) in:\n\(run.stdout)")
    }
    #expect(!run.stdout.contains("\n  gallery "))
  }

  @Test func subcommandHelpListsTheDevicePresets() throws {
    let run = try trellis("render", "--help")
    #expect(run.status == 0)
    #expect(run.stdout.contains("<preview>"))
    #expect(run.stdout.contains("iphone-portrait"))
    #expect(run.stdout.contains("mac-window"))
  }

  // MARK: - dump

  @Test func dumpPrintsThePreviewsFrameTree() throws {
    let run = try trellis("dump", badge, "--package", previewPackage)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("background (0, 0, ") == true, "\(run.stdout)")
    #expect(lines.first?.hasSuffix("← Badge") == true, "\(run.stdout)")
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Text \"7\" (") })
  }

  @Test func dumpFindsThePackageAroundTheCurrentDirectory() throws {
    let run = try trellis("dump", badge, in: URL(fileURLWithPath: previewPackage).appendingPathComponent("Sources"))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("background ("))
  }

  @Test func dumpWithWidthAndHeightCentresThePreviewInTheWindow() throws {
    let run = try trellis("dump", badge, "--package", previewPackage, "--width", "390", "--height", "844")
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("frame(width: 390, height: 844) (0, 0, 390, 844)") == true, "\(run.stdout)")
    // `background (x, y, width, height)  ← Badge`: the centre is the window's, within a pixel.
    let line = try #require(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("background (") })
    let numbers = line.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }.split(separator: ", ").compactMap {
      Double(String($0))
    }
    try #require(numbers.count == 4, "no frame in: \(line)")
    #expect(abs(numbers[0] + numbers[2] / 2 - 195) <= 1)
    #expect(abs(numbers[1] + numbers[3] / 2 - 422) <= 1)
  }

  @Test func dumpJSONParsesWithARootName() throws {
    let run = try trellis("dump", badge, "--package", previewPackage, "--json")
    #expect(run.status == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let root = try #require(object)
    #expect(root["name"] as? String == "background")
    #expect((root["frame"] as? [Double])?.count == 4)
    let children = try #require(root["children"] as? [[String: Any]])
    #expect(children.first?["name"] as? String == "padding(2, 0, 2, 0)")
  }

  // MARK: - render

  @Test func renderDrawsThePictureThatPreviewsRecordCommitted() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.png").path
    let run = try trellis("render", badge, "--package", previewPackage, "--format", "png", "--output", path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(path))
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let reference = try Data(
      contentsOf: URL(fileURLWithPath: previewPackage + "/PreviewReferences/Badge/Badge/default.png"))
    // Within the tolerance `trellis previews verify` judges the committed references by.
    #expect(ImageComparison().difference(reference: reference, actual: data) == nil)
  }

  @Test func renderSummarisesTheSizeScaleAndPixels() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.png").path
    let run = try trellis("render", badge, "--package", previewPackage, "--output", path)
    #expect(run.stdout.contains("(PNG, 23.333 × 18.333 pt @3×, 70 × 55 px, "), "\(run.stdout)")
    let size = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(size.width == 70 && size.height == 55)
  }

  @Test func renderWritesAnSVGDocument() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.svg").path
    let run = try trellis("render", badge, "--package", previewPackage, "--format", "svg", "--output", path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<svg"))
  }

  @Test func renderTakesTheFormatFromTheOutputExtension() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("card.pdf").path
    let run = try trellis("render", "ProfileCard_Previews/Card", "--package", previewPackage, "--output", path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: Data("%PDF".utf8)))
  }

  @Test func renderWritesThePreviewsNameDotPNGInTheCurrentDirectoryByDefault() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try trellis("render", badge, "--package", previewPackage, in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("Badge-Badge.png"))
    #expect(Array(data.prefix(8)) == pngSignature)
  }

  @Test func renderOnADeviceDrawsTheWholeScreenAtItsScale() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("screen.png").path
    let run = try trellis(
      "render", "Badge/Counter", "--package", previewPackage, "--device", "iphone-portrait", "--output", path)
    #expect(run.status == 0, "\(run.stderr)")
    let size = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(size.width == 390 * 3 && size.height == 844 * 3)
  }

  @Test func renderScalesThePNG() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let one = directory.appendingPathComponent("one.png").path
    let two = directory.appendingPathComponent("two.png").path
    for (scale, path) in [("1", one), ("2", two)] {
      let run = try trellis(
        "render", badge, "--package", previewPackage, "--width", "390", "--height", "60", "--scale", scale,
        "--output", path)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let small = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: one))))
    let large = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: two))))
    #expect(small.width == 390 && small.height == 60)
    #expect(large.width == 780 && large.height == 120)
  }

  @Test func renderWithoutAScaleDrawsAtTheDevicesScale() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("three.png").path
    let run = try trellis(
      "render", badge, "--package", previewPackage, "--width", "390", "--height", "60", "--output", path)
    #expect(run.status == 0, "\(run.stderr)")
    let size = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(size.width == 1170 && size.height == 180)
  }

  // MARK: - explain

  @Test func explainShowsTheProposalsAndTheStatisticsLine() throws {
    let run = try trellis("explain", badge, "--package", previewPackage, "--width", "390", "--height", "844")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("Layout of Badge/Badge, a 390 × 844 window @3×: "), "\(run.stdout)")
    #expect(run.stdout.contains("proposed (390, 844)"))
    #expect(run.stdout.contains("placed at"))
    let statistics = try #require(run.stdout.split(separator: "\n").last)
    #expect(statistics.contains("size queries"))
    #expect(statistics.contains("cache hits"))
    #expect(statistics.contains("text measurements"))
  }

  @Test func explainIndentsEachViewByItsDepth() throws {
    let run = try trellis("explain", badge, "--package", previewPackage)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("#0 background") })
    #expect(lines.contains { $0.hasPrefix("  #1 padding(2, 0, 2, 0)") })
    #expect(lines.contains { $0.hasPrefix("      #3 Text \"7\"") })
  }

  @Test func explainViewRestrictsTheOutputToThatView() throws {
    let run = try trellis("explain", badge, "--package", previewPackage, "--view", "0")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("#0 background"))
    #expect(!run.stdout.contains("#1 "))
    #expect(!run.stdout.contains("padding"))
    #expect(run.stdout.contains("size queries"))
  }

  @Test func explainRejectsAViewNumberOutOfRange() throws {
    let run = try trellis("explain", badge, "--package", previewPackage, "--view", "99")
    #expect(run.status == 64)
    #expect(run.stderr.contains("--view 99"))
  }

  // MARK: - Bad arguments

  @Test func anUnknownSubcommandFails() throws {
    let run = try trellis("frobnicate")
    #expect(run.status != 0)
    #expect(run.stderr.contains("frobnicate"))
  }

  @Test func anUnknownPreviewFailsAndListsThePreviews() throws {
    let run = try trellis("dump", "no-such-preview", "--package", previewPackage)
    #expect(run.status == 1)
    #expect(run.stderr.contains("no-such-preview"))
    #expect(run.stderr.contains("Badge/Counter"))
  }

  @Test func aNameThatSelectsSeveralPreviewsFailsAndListsThem() throws {
    let run = try trellis("dump", "Badge", "--package", previewPackage)
    #expect(run.status == 1)
    #expect(run.stderr.contains("'Badge' selects 3 previews"), "\(run.stderr)")
    #expect(run.stderr.contains("Badge/Fixed"))
  }

  @Test func outsideAPackageRenderSaysWhereToRunIt() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try trellis("dump", badge, in: directory)
    #expect(run.status == 1)
    #expect(run.stderr.contains("no Package.swift or .xcodeproj"), "\(run.stderr)")
  }

  @Test func anUnknownDeviceFailsAndListsThePresets() throws {
    let run = try trellis("render", badge, "--device", "toaster")
    #expect(run.status == 64)
    #expect(run.stderr.contains("toaster"))
    #expect(run.stderr.contains("iphone-portrait"))
  }

  @Test func anUnknownFormatFailsAndListsTheFormats() throws {
    let run = try trellis("render", badge, "--format", "gif")
    #expect(run.status != 0)
    #expect(run.stderr.contains("gif"))
    #expect(run.stderr.contains("svg"))
  }

  @Test func anOutputExtensionWithoutAFormatFails() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.gif").path
    let run = try trellis("render", badge, "--output", path)
    #expect(run.status != 0)
    #expect(run.stderr.contains("x.gif"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aNegativeWidthFails() throws {
    let run = try trellis("dump", badge, "--width", "-5", "--height", "844")
    #expect(run.status != 0)
    #expect(run.stderr.contains("--width"))
    #expect(run.stderr.contains("-5"))
  }

  @Test func aNonFiniteHeightFails() throws {
    let run = try trellis("explain", badge, "--width", "390", "--height", "nan")
    #expect(run.status != 0)
    #expect(run.stderr.contains("--height"))
    #expect(run.stderr.contains("nan"))
  }

  @Test func aDeviceWithAnExplicitSizeFails() throws {
    let run = try trellis("dump", badge, "--device", "mac-window", "--width", "300")
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
    var arguments = [command, badge, option, value]
    if option == "--scale" { arguments += ["--width", "390"] }
    let run = try trellis(arguments: arguments)
    #expect(run.status == 64, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains(option), "\(run.stderr)")
    #expect(!run.stderr.contains("Fatal error"), "\(run.stderr)")
  }

  @Test func theLargestWidthStillLaysOut() throws {
    let run = try trellis("dump", badge, "--package", previewPackage, "--width", "1000000", "--height", "844")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("frame(width: 1000000, height: 844) (0, 0, 1000000, 844)"), "\(run.stdout)")
  }

  @Test(
    "render refuses to write over a FIFO, a symbolic link, a character device or a directory",
    arguments: ["FIFO", "symbolic link", "character device", "directory"])
  func renderRefusesANonRegularOutput(kind: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try makeNonRegularFile(kind, in: directory)
    let run = try trellis("render", badge, "--package", previewPackage, "--format", "png", "--output", path)
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
    let run = try trellis("render", badge, "--package", previewPackage, "--format", "svg", "--output", "-")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("<svg"))
    #expect(run.stderr.contains("Wrote standard output (SVG"))
  }

  @Test func underAVirtualMemoryLimitLayoutAndRenderingFinish() throws {
    // A 1 GiB stack cannot be reserved under `ulimit -v 1000000`: the layout threads fall back to
    // smaller stacks (or the caller's thread) instead of waiting for a thread that never starts.
    // The package is built first, outside the limit, so that only the runner works under it.
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try trellis("dump", badge, "--package", previewPackage).status == 0)
    let executable = try trellisExecutable().path
    let output = directory.appendingPathComponent("limited.png").path
    let script =
      "ulimit -v 1000000 && \"$0\" dump \"$2\" --package \"$3\" --width 390 --height 844 "
      + "&& \"$0\" render \"$2\" --package \"$3\" -o \"$1\""
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, executable, output, badge, previewPackage]
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
