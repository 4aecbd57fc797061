import Foundation
import TrellisPreviewHost
import TrellisPreviewRuntime

/// One render as the page receives it: the PNG, the layout JSON and the inspection.
public struct PreviewRenderAnswer: Codable, Sendable, Equatable {
  /// The build the render came from: it grows by one with every successful build.
  public var version: Int
  /// The preview's identifier.
  public var preview: String
  /// The variant's name.
  public var variant: String
  /// The picture, PNG, in Base64.
  public var png: String
  /// The layout JSON written beside a rendered picture: size, diagnostics, frame tree.
  public var layout: String
  /// Every view with its frame, source view, explanation and diagnostics.
  public var inspection: PreviewInspection?
  /// The render's runtime issues.
  public var runtimeIssues: [String]
  /// How long the render took, in seconds.
  public var seconds: Double

  /// Creates an answer.
  public init(
    version: Int, preview: String, variant: String, png: String, layout: String, inspection: PreviewInspection?,
    runtimeIssues: [String], seconds: Double
  ) {
    self.version = version
    self.preview = preview
    self.variant = variant
    self.png = png
    self.layout = layout
    self.inspection = inspection
    self.runtimeIssues = runtimeIssues
    self.seconds = seconds
  }
}

/// Where the package stands, as the page polls it: the build, the previews, the axes.
public struct PreviewServerStatus: Codable, Sendable, Equatable {
  /// The number of successful builds: the page renders again when it changes.
  public var version: Int
  /// Whether a build is running.
  public var building: Bool
  /// The compiler's errors of the last build, when it failed; the last good runner still renders.
  public var buildError: String?
  /// How long the last build took, in seconds.
  public var buildSeconds: Double?
  /// The package's folder.
  public var package: String
  /// The package's previews.
  public var previews: [PreviewSummary]

  /// Creates a status.
  public init(
    version: Int, building: Bool, buildError: String?, buildSeconds: Double?, package: String,
    previews: [PreviewSummary]
  ) {
    self.version = version
    self.building = building
    self.buildError = buildError
    self.buildSeconds = buildSeconds
    self.package = package
    self.previews = previews
  }
}

/// What serves the page's data: the package, built and watched (``PreviewLiveSession``), or a
/// stand-in in tests.
public protocol PreviewBackend: Sendable {
  /// Where the package stands.
  func status() async -> PreviewServerStatus
  /// Renders a preview.
  func render(_ request: PreviewRenderRequest) async -> Result<PreviewRenderAnswer, PreviewRenderFailure>
}

/// The live preview's routes: the page and its two JSON endpoints.
///
/// - `GET /`, `/app.js`, `/app.css`: the page.
/// - `GET /api/status`: ``PreviewServerStatus``, polled by the page to pick up a rebuild.
/// - `GET /api/axes`: the names each picker offers.
/// - `GET /api/render?preview=ID&device=…&design=…&colorScheme=…&dynamicType=…&layoutDirection=…&locale=…&taps=x,y;x,y`:
///   ``PreviewRenderAnswer``; 400 for an unknown preview or variant name or malformed taps, 500
///   when the preview traps or hangs, 503 while nothing has built.
///
/// Everything else is 404; a method other than `GET` or `HEAD` is 405. Errors are
/// `{"error": "…"}`, which the page shows as they are.
public struct PreviewAPI: Sendable {
  /// Where the data comes from.
  public var backend: any PreviewBackend
  /// Whether peers other than loopback may ask.
  public var allowRemote: Bool

  /// The most taps one render replays: a longer list is refused rather than replayed for minutes.
  public static let maximumTaps = 200

  /// Routes over `backend`.
  public init(backend: any PreviewBackend, allowRemote: Bool = false) {
    self.backend = backend
    self.allowRemote = allowRemote
  }

  /// The answer to `request`.
  public func respond(to request: PreviewRequest) async -> PreviewResponse {
    if let refusal = PreviewAccess.refusal(peer: request.peer, allowRemote: allowRemote) { return refusal }
    if let refusal = PreviewAccess.refusal(host: request.host, origin: request.origin, allowRemote: allowRemote) {
      return refusal
    }
    guard request.method == "GET" || request.method == "HEAD" else {
      return .error(405, "\(request.method) is not allowed: the preview answers GET only.")
    }
    switch request.path {
    case "/", "/index.html":
      return PreviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(PreviewPage.html.utf8))
    case "/app.js":
      return PreviewResponse(
        status: 200, contentType: "text/javascript; charset=utf-8", body: Data(PreviewPage.script.utf8))
    case "/app.css":
      return PreviewResponse(status: 200, contentType: "text/css; charset=utf-8", body: Data(PreviewPage.style.utf8))
    case "/api/status":
      return .json(await backend.status())
    case "/api/axes":
      return .json(PreviewAxes.current)
    case "/api/render":
      let parsed: PreviewRenderRequest
      switch Self.renderRequest(request.query) {
      case .success(let value): parsed = value
      case .failure(let message): return .error(400, message.description)
      }
      switch await backend.render(parsed) {
      case .success(let answer):
        return .json(answer)
      case .failure(.notBuilt(let message)):
        return .error(503, message)
      case .failure(.unknownPreview(let id, let known)):
        return .error(400, "no preview '\(id)'; the previews are: " + known.joined(separator: ", "))
      case .failure(.failed(let message)):
        return .error(500, "\(parsed.preview) [\(parsed.variant.name)] did not render: \(message)")
      }
    default:
      return .error(404, "no page at \(request.path): the preview serves /, /api/status, /api/axes and /api/render.")
    }
  }

  /// A message for a 400 answer.
  public struct BadRequest: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the request, and what would be right.
    public var description: String
  }

  /// The render request in `query`, its names checked as `trellis previews render` checks them.
  public static func renderRequest(_ query: [String: String]) -> Result<PreviewRenderRequest, BadRequest> {
    guard let preview = query["preview"], !preview.isEmpty else {
      return .failure(BadRequest(description: "render needs ?preview=<id> (see /api/status for the ids)."))
    }
    func axis(_ key: String) -> [String] {
      guard let value = query[key], !value.isEmpty else { return [] }
      return [value]
    }
    let variant: PreviewVariant
    do {
      variant = try PreviewVariant.matrix(
        devices: axis("device"), designs: axis("design"), colorSchemes: axis("colorScheme"),
        dynamicTypes: axis("dynamicType"),
        layoutDirections: axis("layoutDirection"), locales: axis("locale"))[0]
    } catch let error as PreviewVariant.UnknownValue {
      var error = error
      error.axis = queryNames[error.axis] ?? error.axis  // `--color-scheme` → `colorScheme`, as the query says.
      return .failure(BadRequest(description: error.description))
    } catch {
      return .failure(BadRequest(description: "\(error)"))
    }
    switch taps(query["taps"] ?? "") {
    case .success(let taps): return .success(PreviewRenderRequest(preview: preview, variant: variant, taps: taps))
    case .failure(let error): return .failure(error)
    }
  }

  /// The query's name of each command-line option ``PreviewVariant/matrix(devices:designs:colorSchemes:dynamicTypes:layoutDirections:locales:)`` names in its errors.
  private static let queryNames = [
    "--device": "device", "--design": "design", "--color-scheme": "colorScheme", "--dynamic-type": "dynamicType",
    "--layout-direction": "layoutDirection", "--locale": "locale",
  ]

  /// `x,y;x,y` as taps: finite, non-negative numbers of points, at most ``maximumTaps``.
  public static func taps(_ text: String) -> Result<[PreviewTap], BadRequest> {
    guard !text.isEmpty else { return .success([]) }
    let pairs = text.split(separator: ";", omittingEmptySubsequences: false)
    guard pairs.count <= maximumTaps else {
      return .failure(BadRequest(description: "too many taps (\(pairs.count)); at most \(maximumTaps)."))
    }
    var taps: [PreviewTap] = []
    for pair in pairs {
      let numbers = pair.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
      guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite, x >= 0, y >= 0,
        x < 1e6, y < 1e6
      else {
        return .failure(
          BadRequest(
            description: "malformed tap '\(pair)': taps are x,y pairs of points, separated by ';' (taps=120,48;60,300)."
          ))
      }
      taps.append(PreviewTap(x: x, y: y))
    }
    return .success(taps)
  }
}

/// The names each picker of the page offers: the CLI's own lists.
public struct PreviewAxes: Codable, Sendable, Equatable {
  /// Device presets and their aliases.
  public var devices: [String]
  /// `ios26`, `ios18`.
  public var designs: [String]
  /// `light`, `dark`.
  public var colorSchemes: [String]
  /// `xSmall` … `accessibility5`.
  public var dynamicTypes: [String]
  /// `ltr`, `rtl`.
  public var layoutDirections: [String]
  /// A few locales to pick from; the page takes any identifier Foundation knows.
  public var locales: [String]

  /// The axes of ``PreviewVariant``.
  public static let current = PreviewAxes(
    devices: PreviewVariant.deviceNames, designs: PreviewVariant.designNames,
    colorSchemes: PreviewVariant.colorSchemeNames,
    dynamicTypes: PreviewVariant.dynamicTypeNames, layoutDirections: PreviewVariant.layoutDirectionNames,
    locales: ["en_US", "en_GB", "fr_FR", "de_DE", "ja_JP", "zh_Hans_CN", "ar", "he_IL"])
}
