import Foundation
import Trellis

/// One picture the host asks a runner to draw: a preview, a variant, a format and the files to write.
public struct PreviewRenderJob: Codable, Hashable, Sendable {
  /// The preview's ``PreviewEntry/id``.
  public var preview: String
  /// The variant.
  public var variant: PreviewVariant
  /// The picture format.
  public var format: PictureFormat
  /// Where the picture goes.
  public var imagePath: String
  /// Where the layout JSON (frame tree and diagnostics) goes.
  public var layoutPath: String
  /// The taps to replay before drawing, in window points: the live preview's clicks.
  public var taps: [PreviewTap]
  /// Where the ``PreviewInspection`` goes, as JSON; `nil` renders without tracing.
  public var inspectionPath: String?
  /// A proposal and scale replacing the preview's layout trait; `nil` keeps it.
  public var window: PreviewWindow?
  /// Where the ``PreviewLayoutReport`` goes, as JSON; `nil` writes none.
  public var reportPath: String?
  /// Whether the report explains the layout: every proposal and answer (the layout is traced).
  public var explains: Bool
  /// Whether to draw and write the picture: `trellis dump` and `explain` only lay out.
  public var draws: Bool

  /// Creates a job.
  public init(
    preview: String, variant: PreviewVariant, format: PictureFormat, imagePath: String, layoutPath: String,
    taps: [PreviewTap] = [], inspectionPath: String? = nil, window: PreviewWindow? = nil, reportPath: String? = nil,
    explains: Bool = false, draws: Bool = true
  ) {
    self.preview = preview
    self.variant = variant
    self.format = format
    self.imagePath = imagePath
    self.layoutPath = layoutPath
    self.taps = taps
    self.inspectionPath = inspectionPath
    self.window = window
    self.reportPath = reportPath
    self.explains = explains
    self.draws = draws
  }

  /// Decodes a job; all but the preview, variant, format and paths may be left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    preview = try container.decode(String.self, forKey: .preview)
    variant = try container.decode(PreviewVariant.self, forKey: .variant)
    format = try container.decode(PictureFormat.self, forKey: .format)
    imagePath = try container.decode(String.self, forKey: .imagePath)
    layoutPath = try container.decode(String.self, forKey: .layoutPath)
    taps = try container.decodeIfPresent([PreviewTap].self, forKey: .taps) ?? []
    inspectionPath = try container.decodeIfPresent(String.self, forKey: .inspectionPath)
    window = try container.decodeIfPresent(PreviewWindow.self, forKey: .window)
    reportPath = try container.decodeIfPresent(String.self, forKey: .reportPath)
    explains = try container.decodeIfPresent(Bool.self, forKey: .explains) ?? false
    draws = try container.decodeIfPresent(Bool.self, forKey: .draws) ?? true
  }
}

/// What a runner answers for a job, one JSON line a job on its standard output.
public struct PreviewRenderOutcome: Codable, Hashable, Sendable {
  /// The job's index in the list the runner was given.
  public var index: Int
  /// Why the job failed; `nil` when the files were written.
  public var error: String?
  /// The number of layout diagnostics.
  public var diagnosticCount: Int
  /// The runtime issues of the render.
  public var runtimeIssues: [String]

  /// Creates an outcome.
  public init(index: Int, error: String?, diagnosticCount: Int = 0, runtimeIssues: [String] = []) {
    self.index = index
    self.error = error
    self.diagnosticCount = diagnosticCount
    self.runtimeIssues = runtimeIssues
  }
}

/// The program the `trellis` command generates for a package, linked with the package's code:
/// `list` prints the previews as JSON; `render` reads jobs as JSON on standard input and
/// answers each with a line as soon as its files are written, so that the host knows which
/// job a crash or a hang happened in.
public enum PreviewRunner {
  /// Runs the command in the process's arguments and exits.
  ///
  /// - Parameters:
  ///   - providers: The package's `PreviewProvider`s.
  ///   - section: The runner's own `#Preview` records (see ``PreviewRecordSection``).
  ///   - assetCatalogs: The asset catalogs of an app's main bundle, registered before any view is
  ///     made, as an app's compiled catalog is there before its first view.
  ///   - fonts: The font files of an app (its `UIAppFonts`), registered likewise.
  ///   - strings: Folders or files of an app's String Catalogs and `.lproj` tables: its main
  ///     bundle's translations.
  ///   - accentColorName: The colour set that is the app's accent colour.
  ///   - requiresCompatibilityDesign: Whether the app's Info.plist sets
  ///     `UIDesignRequiresCompatibility`: its previews are then drawn in iOS 18's design unless a
  ///     variant chooses one.
  @MainActor
  public static func main(
    providers: [PreviewProviderSource] = [], section: PreviewRecordSection = .linkedImage,
    assetCatalogs: [String] = [], fonts: [String] = [], strings: [String] = [], accentColorName: String? = nil,
    requiresCompatibilityDesign: Bool = false
  ) -> Never {
    AssetCatalog.accentColorName = accentColorName
    assert(ProcessLocale.isInEffect, "the runner's Locale.current getters are not in effect (ProcessLocale)")
    PreviewRendering.appDesign = requiresCompatibilityDesign ? .iOS18 : .current
    for catalog in assetCatalogs { AssetCatalog.register(URL(fileURLWithPath: catalog)) }
    for table in strings { LocalizationCatalog.register(URL(fileURLWithPath: table)) }
    for font in fonts { _ = try? FontRegistry.register(contentsOf: URL(fileURLWithPath: font)) }
    let arguments = Array(CommandLine.arguments.dropFirst())
    let entries = PreviewCatalog.entries(providers: providers, section: section)
    switch arguments.first {
    case "list":
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      let data = (try? encoder.encode(entries.map(\.summary))) ?? Data("[]".utf8)
      FileHandle.standardOutput.write(data + Data("\n".utf8))
      exit(0)
    case "render":
      let input = FileHandle.standardInput.readDataToEndOfFile()
      guard let jobs = try? JSONDecoder().decode([PreviewRenderJob].self, from: input) else {
        FileHandle.standardError.write(Data("trellis-preview-runner: render expects a JSON list of jobs\n".utf8))
        exit(2)
      }
      let byID = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      for (index, job) in jobs.enumerated() {
        let outcome = run(job, index: index, entry: byID[job.preview])
        let line = (try? encoder.encode(outcome)) ?? Data("{\"index\":\(index),\"error\":\"unencodable\"}".utf8)
        FileHandle.standardOutput.write(line + Data("\n".utf8))
      }
      exit(0)
    default:
      FileHandle.standardError.write(Data("usage: trellis-preview-runner list | render < jobs.json\n".utf8))
      exit(2)
    }
  }

  @MainActor
  private static func run(_ job: PreviewRenderJob, index: Int, entry: PreviewEntry?) -> PreviewRenderOutcome {
    guard let entry else { return PreviewRenderOutcome(index: index, error: "no preview named '\(job.preview)'") }
    ProcessLocale.use(job.variant.locale)
    do {
      let rendered = try PreviewRendering.render(
        entry, variant: job.variant, format: job.format, taps: job.taps, window: job.window,
        draw: job.draws,
        inspect: job.inspectionPath != nil, report: job.reportPath != nil, explain: job.explains)
      for path in [job.imagePath, job.layoutPath] + [job.inspectionPath, job.reportPath].compactMap({ $0 }) {
        try FileManager.default.createDirectory(
          at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
      }
      if job.draws { try rendered.image.write(to: URL(fileURLWithPath: job.imagePath), options: .atomic) }
      try Data(rendered.layoutJSON.utf8).write(to: URL(fileURLWithPath: job.layoutPath), options: .atomic)
      if let path = job.inspectionPath, let inspection = rendered.inspection {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
          positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        try encoder.encode(inspection).write(to: URL(fileURLWithPath: path), options: .atomic)
      }
      if let path = job.reportPath, let report = rendered.report {
        try JSONEncoder().encode(report).write(to: URL(fileURLWithPath: path), options: .atomic)
      }
      return PreviewRenderOutcome(
        index: index, error: nil, diagnosticCount: rendered.diagnostics.count, runtimeIssues: rendered.runtimeIssues)
    } catch {
      return PreviewRenderOutcome(index: index, error: "\(error)")
    }
  }
}
