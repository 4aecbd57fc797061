import ArgumentParser
import Foundation
import Trellis
import TrellisPreviewHost
import TrellisPreviewRuntime

/// `trellis previews`: lists, renders, records and verifies the previews of a user's package.
struct PreviewsCommand: ParsableCommand {
  /// The subcommand's name, abstract and subcommands.
  static let configuration = CommandConfiguration(
    commandName: "previews",
    abstract: "List, render, record and verify the #Previews and PreviewProviders of your own package.",
    discussion: """
      Run in your package or app (or give --package-path, or --sources for a folder of an app's \
      files). The code needs no change: it is compiled as for iOS against Trellis' SwiftUI, in \
      .build/trellis-previews; a file that cannot compile on Linux is reported and left out, and \
      later runs recompile only what you changed.

      Examples:
        trellis previews list
        trellis previews render --out previews
        trellis previews render "ContentView/Dark" --device ipad --color-scheme dark --format svg
        trellis previews record
        trellis previews verify --shard 2/4
      """,
    subcommands: [
      PreviewsListCommand.self, PreviewsRenderCommand.self, PreviewsRecordCommand.self, PreviewsVerifyCommand.self,
      PreviewsReportCommand.self,
    ])
}

/// Where the project is: a package, or an app's folder.
struct PackageOptions: ParsableArguments {
  /// The project's folder.
  @Option(
    name: [.customLong("package-path"), .customLong("package")],
    help: ArgumentHelp(
      "The package's or app's folder (default: the nearest folder from here up with a Package.swift or an .xcodeproj).",
      valueName: "path"))
  var packagePath: String?

  /// A folder of Swift files read as an app's.
  @Option(
    help: ArgumentHelp(
      "A folder of an app's Swift files, assets and strings, read as an Xcode app target (no Package.swift needed).",
      valueName: "folder"))
  var sources: String?

  /// Opens the project, printing why it cannot be opened.
  func session() throws -> PreviewSession {
    do {
      return try PreviewSession(packagePath: packagePath, sources: sources)
    } catch {
      printError((error as? PreviewHostError)?.description ?? "\(error)")
      throw ExitCode.failure
    }
  }

  /// Opens the project and builds its runner, printing the compiler's errors on failure.
  func open() throws -> (PreviewSession, URL) {
    let session = try session()
    do {
      return (session, try session.build { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    } catch let error as PreviewHostError {
      printError(error.description)
      throw ExitCode.failure
    }
  }

  /// Opens the project, builds its runner and lists its previews, printing what fails.
  func renderer(timeout: TimeInterval) throws -> (PreviewSession, PreviewRenderer) {
    let (session, runner) = try open()
    do {
      return (session, try PreviewRenderer(session: session, runner: runner, timeout: timeout))
    } catch let error as PreviewHostError {
      printError(error.description)
      throw ExitCode.failure
    }
  }
}

/// The previews and variants to render.
struct VariantOptions: ParsableArguments {
  /// The previews, by identifier, name or file.
  @Argument(help: ArgumentHelp("Previews to render, by id (`trellis previews list`), name or file; default: all."))
  var previews: [String] = []

  /// Devices.
  @Option(
    help: ArgumentHelp(
      "Device presets, repeatable: iphone, ipad, mac, or a preset's name (\(Self.names(PreviewVariant.deviceNames))).",
      valueName: "device"))
  var device: [String] = []

  /// System designs.
  @Option(
    help: ArgumentHelp(
      "ios26 (Liquid Glass) or ios18, repeatable (default: the app's; ios26 unless its Info.plist sets "
        + "UIDesignRequiresCompatibility).", valueName: "design"))
  var design: [String] = []

  /// Colour schemes.
  @Option(help: ArgumentHelp("light or dark, repeatable.", valueName: "scheme"))
  var colorScheme: [String] = []

  /// Dynamic Type sizes.
  @Option(
    help: ArgumentHelp("Dynamic Type sizes, repeatable: xSmall … xxxLarge, accessibility1 … 5.", valueName: "size"))
  var dynamicType: [String] = []

  /// Layout directions.
  @Option(help: ArgumentHelp("ltr or rtl, repeatable.", valueName: "direction"))
  var layoutDirection: [String] = []

  /// Locales.
  @Option(help: ArgumentHelp("Locale identifiers, repeatable: en_US, ar, ja_JP.", valueName: "locale"))
  var locale: [String] = []

  /// The shard.
  @Option(
    help: ArgumentHelp("Render only part K of N of the previews (sorted by id, dealt round-robin).", valueName: "K/N"))
  var shard: String?

  /// Processes at once.
  @Option(help: ArgumentHelp("Render processes at once (default: one a core).", valueName: "N"))
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  /// The time-out of one render.
  @Option(help: ArgumentHelp("Seconds one render may take before it is stopped.", valueName: "seconds"))
  var timeout: Double = 60

  private static func names(_ names: [String]) -> String { names.joined(separator: ", ") }

  /// The variants of the options, checked.
  func variants() throws -> [PreviewVariant] {
    do {
      return try PreviewVariant.matrix(
        devices: device, designs: design, colorSchemes: colorScheme, dynamicTypes: dynamicType,
        layoutDirections: layoutDirection, locales: locale)
    } catch let error as PreviewVariant.UnknownValue {
      throw ValidationError(error.description)
    }
  }

  /// The shard of the options.
  func parsedShard() throws -> PreviewShard {
    guard let shard else { return .all }
    do { return try PreviewShard(parsing: shard) } catch { throw ValidationError("\(error)") }
  }

  /// Checks the options before anything is built.
  func validate() throws {
    _ = try variants()
    _ = try parsedShard()
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1.") }
    guard timeout.isFinite, timeout > 0 else {
      throw ValidationError("--timeout must be a positive number of seconds.")
    }
  }

  /// Renders the selected previews to `folder`: the jobs and their outcomes, with failures printed.
  func render(
    with renderer: PreviewRenderer, format: PictureFormat, folder: URL
  ) throws -> [(job: PreviewRenderJob, outcome: PreviewRenderOutcome)] {
    let selected: [PreviewSummary]
    do {
      selected = try PreviewSession.select(previews, from: renderer.previews)
    } catch let error as PreviewHostError {
      printError(error.description)
      throw ExitCode.failure
    }
    let ids = try parsedShard().select(selected.map(\.id))
    let results = renderer.render(ids, variants: try variants(), format: format, folder: folder, processes: jobs)
    for (job, outcome) in results {
      for issue in outcome.runtimeIssues {
        FileHandle.standardError.write(Data("warning: \(job.preview) [\(job.variant.name)]: \(issue)\n".utf8))
      }
      if let error = outcome.error {
        printError("\(job.preview) [\(job.variant.name)]: \(error)")
      }
    }
    return results
  }
}

/// `trellis previews list`.
struct PreviewsListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the package's previews: id, file and line, traits.")

  @OptionGroup var package: PackageOptions

  /// Whether to print JSON.
  @Flag(help: "Print the list as JSON.")
  var json = false

  func run() throws {
    let previews = try package.renderer(timeout: 60).1.previews
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(previews), as: UTF8.self))
      return
    }
    for preview in previews {
      let traits = [preview.layout, preview.orientation, preview.device].compactMap { $0 }
      print(
        "\(preview.id)\t\(preview.fileID):\(preview.line)"
          + (traits.isEmpty ? "" : "\t" + traits.joined(separator: ", ")))
    }
  }
}

/// `trellis previews render`.
struct PreviewsRenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render previews over a variant matrix to PNG, SVG or PDF, with the frame tree as JSON beside each.",
    discussion: """
      Each picture is <out>/<file>/<preview>/<variant>.<format>, with <variant>.json beside it: \
      the window size, the layout diagnostics and the frame tree. The output is byte-identical \
      across runs. Each repeatable option is an axis of the matrix: --device iphone --device ipad \
      --color-scheme light --color-scheme dark renders four variants of each preview.
      """)

  @OptionGroup var package: PackageOptions
  @OptionGroup var variants: VariantOptions

  /// The format.
  @Option(help: "png, svg or pdf.")
  var format: PictureFormat = .png

  /// The output folder.
  @Option(help: ArgumentHelp("The folder to write to.", valueName: "dir"))
  var out: String = "previews"

  func run() throws {
    let (_, renderer) = try package.renderer(timeout: variants.timeout)
    let folder = URL(fileURLWithPath: out).standardizedFileURL
    let results = try variants.render(with: renderer, format: format, folder: folder)
    let failed = results.filter { $0.outcome.error != nil }.count
    print("Rendered \(results.count - failed) of \(results.count) to \(folder.path)")
    if failed > 0 { throw ExitCode.failure }
  }
}

/// `trellis previews record`.
struct PreviewsRecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record", abstract: "Render previews as PNG into the references folder, to commit.")

  @OptionGroup var package: PackageOptions
  @OptionGroup var variants: VariantOptions

  /// The references folder.
  @Option(help: ArgumentHelp("The references folder (default: PreviewReferences in the package).", valueName: "dir"))
  var references: String?

  func run() throws {
    let (session, renderer) = try package.renderer(timeout: variants.timeout)
    let folder =
      references.map { URL(fileURLWithPath: $0) }
      ?? session.project.root.appendingPathComponent("PreviewReferences")
    let results = try variants.render(with: renderer, format: .png, folder: folder.standardizedFileURL)
    let failed = results.filter { $0.outcome.error != nil }.count
    print("Recorded \(results.count - failed) of \(results.count) in \(folder.path)")
    if failed > 0 { throw ExitCode.failure }
  }
}

/// `trellis previews verify`.
struct PreviewsVerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Render previews and compare them with the references; write an HTML report.",
    discussion: """
      A picture matches when at most --max-different of its pixels differ by more than \
      --tolerance in a channel; its layout JSON (frame tree and diagnostics) must be identical. \
      The report (<report>/index.html) shows the reference, the new picture and the difference \
      of each mismatch. Exits with status 1 when any render differs, fails or has no reference.
      """)

  @OptionGroup var package: PackageOptions
  @OptionGroup var variants: VariantOptions

  /// The references folder.
  @Option(help: ArgumentHelp("The references folder (default: PreviewReferences in the package).", valueName: "dir"))
  var references: String?

  /// The report folder.
  @Option(help: ArgumentHelp("The report folder (default: .build/trellis-previews/report).", valueName: "dir"))
  var report: String?

  /// The channel tolerance.
  @Option(help: "How much a channel (0–255) may differ before a pixel counts as different.")
  var tolerance: UInt8 = 2

  /// The fraction of pixels that may differ.
  @Option(help: "The fraction of pixels (0–1) that may differ.")
  var maxDifferent: Double = 0.001

  func validate() throws {
    guard maxDifferent.isFinite, (0...1).contains(maxDifferent) else {
      throw ValidationError("--max-different must be between 0 and 1.")
    }
  }

  func run() throws {
    let (session, renderer) = try package.renderer(timeout: variants.timeout)
    let root = session.project.root
    let referenceFolder =
      (references.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("PreviewReferences"))
      .standardizedFileURL
    let reportFolder =
      (report.map { URL(fileURLWithPath: $0) }
      ?? root.appendingPathComponent(".build/trellis-previews/report")).standardizedFileURL
    let output = reportFolder.appendingPathComponent("new-renders")
    try? FileManager.default.removeItem(at: output)
    let results = try variants.render(with: renderer, format: .png, folder: output)
    let verifier = PreviewVerifier(tolerance: tolerance, maxDifferentFraction: maxDifferent)
    let comparisons = results.map {
      verifier.compare(
        job: $0.job, outcome: $0.outcome, output: output, references: referenceFolder, report: reportFolder)
    }
    try PreviewReport.write(
      comparisons, shard: try variants.parsedShard(), output: output, references: referenceFolder, to: reportFolder)
    let problems = comparisons.filter { $0.status != .matched }
    for problem in problems {
      print("\(problem.status.rawValue): \(problem.preview) [\(problem.variant)]")
      for message in problem.messages { print("  " + message) }
    }
    print(
      "\(comparisons.count - problems.count) of \(comparisons.count) match; report: "
        + reportFolder.appendingPathComponent("index.html").path)
    if !problems.isEmpty { throw ExitCode.failure }
  }
}

/// `trellis previews report`.
struct PreviewsReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Merge the results of verify shards gathered in one folder into one HTML report.")

  /// The folder.
  @Argument(help: ArgumentHelp("The folder holding the shards' report folders' contents.", valueName: "dir"))
  var folder: String

  func run() throws {
    let comparisons = try PreviewReport.merge(folder: URL(fileURLWithPath: folder))
    let problems = comparisons.filter { $0.status != .matched }.count
    print("\(comparisons.count - problems) of \(comparisons.count) match; report: \(folder)/index.html")
    if problems > 0 { throw ExitCode.failure }
  }
}
