import Foundation
import Testing
import TrellisPreviewHost
import TrellisPreviewRuntime
import TrellisPreviewServer

/// A backend that answers from fixed values and records what it was asked.
final class FakeBackend: PreviewBackend, @unchecked Sendable {
  let lock = NSLock()
  var requests: [PreviewRenderRequest] = []
  var outcome: Result<PreviewRenderAnswer, PreviewRenderFailure>

  nonisolated static let answer = PreviewRenderAnswer(
    version: 3, preview: "Badge/Badge", variant: "default", png: "iVBORw0KGgo=", layout: "{}", inspection: nil,
    runtimeIssues: [], seconds: 0.25)
  nonisolated static let status = PreviewServerStatus(
    version: 3, building: false, buildError: nil, buildSeconds: 1.5, package: "/tmp/Package",
    previews: [
      PreviewSummary(
        id: "Badge/Badge", displayName: "Badge", fileID: "Views/Badge.swift", line: 3, layout: nil, device: nil,
        orientation: nil)
    ])

  init(outcome: Result<PreviewRenderAnswer, PreviewRenderFailure> = .success(FakeBackend.answer)) {
    self.outcome = outcome
  }

  func status() async -> PreviewServerStatus { Self.status }

  func render(_ request: PreviewRenderRequest) async -> Result<PreviewRenderAnswer, PreviewRenderFailure> {
    lock.withLock { requests.append(request) }
    return outcome
  }
}

/// The live preview's routes, answered without a socket: the page, the JSON endpoints and the
/// error answers.
@MainActor
@Suite struct PreviewRouteTests {
  private func get(
    _ path: String, _ query: String? = nil, backend: FakeBackend = FakeBackend(), method: String = "GET"
  ) async -> PreviewResponse {
    await PreviewAPI(backend: backend).respond(to: PreviewRequest(method: method, path: path, query: query))
  }

  private func errorMessage(_ response: PreviewResponse) throws -> String {
    let object = try JSONDecoder().decode([String: String].self, from: response.body)
    return try #require(object["error"])
  }

  @Test(arguments: [
    ("/", "text/html; charset=utf-8", "<title>Trellis preview</title>"),
    ("/index.html", "text/html; charset=utf-8", "<script src=\"/app.js\">"),
    ("/app.js", "text/javascript; charset=utf-8", "/api/render?"),
    ("/app.css", "text/css; charset=utf-8", "#inspector-explain"),
  ])
  func thePageIsServedFromTheBinary(path: String, contentType: String, excerpt: String) async {
    let response = await get(path)
    #expect(response.status == 200)
    #expect(response.contentType == contentType)
    #expect(String(decoding: response.body, as: UTF8.self).contains(excerpt))
  }

  @Test func theStatusIsTheBackendsAsJSON() async throws {
    let response = await get("/api/status")
    #expect(response.status == 200)
    #expect(try JSONDecoder().decode(PreviewServerStatus.self, from: response.body) == FakeBackend.status)
  }

  @Test func theAxesAreTheCommandLinesNames() async throws {
    let axes = try JSONDecoder().decode(PreviewAxes.self, from: await get("/api/axes").body)
    #expect(axes.devices == PreviewVariant.deviceNames)
    #expect(axes.dynamicTypes.count == 12)
    #expect(axes.colorSchemes == ["light", "dark"])
    #expect(axes.layoutDirections == ["ltr", "rtl"])
  }

  @Test func aRenderAnswersTheBackendsPicture() async throws {
    let response = await get("/api/render", "preview=Badge%2FBadge")
    #expect(response.status == 200)
    #expect(try JSONDecoder().decode(PreviewRenderAnswer.self, from: response.body) == FakeBackend.answer)
  }

  @Test func theRenderQueryIsParsedIntoAVariantAndTaps() async {
    let backend = FakeBackend()
    _ = await get(
      "/api/render",
      "preview=Badge%2FCounter&device=IPad&colorScheme=Dark&dynamicType=ACCESSIBILITY2"
        + "&layoutDirection=rtl&locale=ar-SA&taps=10,20;30.5,40",
      backend: backend)
    #expect(
      backend.requests == [
        PreviewRenderRequest(
          preview: "Badge/Counter",
          variant: PreviewVariant(
            device: "ipad", colorScheme: "dark", dynamicType: "accessibility2", layoutDirection: "rtl", locale: "ar_SA"),
          taps: [PreviewTap(x: 10, y: 20), PreviewTap(x: 30.5, y: 40)])
      ])
  }

  @Test func emptyAxesKeepThePreviewsOwnSettings() async {
    let backend = FakeBackend()
    _ = await get("/api/render", "preview=A&device=&colorScheme=", backend: backend)
    #expect(backend.requests.map(\.variant) == [PreviewVariant()])
  }

  @Test(arguments: [
    ("device=ipone", "unknown device 'ipone'"),
    ("colorScheme=sepia", "unknown colorScheme 'sepia'"),
    ("dynamicType=huge", "unknown dynamicType 'huge'"),
    ("layoutDirection=up", "unknown layoutDirection 'up'"),
    ("locale=xx_NOWHERE", "unknown locale 'xx_NOWHERE'"),
  ])
  func anUnknownVariantNameIs400(query: String, message: String) async throws {
    let backend = FakeBackend()
    let response = await get("/api/render", "preview=A&" + query, backend: backend)
    #expect(response.status == 400)
    #expect(try errorMessage(response).contains(message))
    #expect(backend.requests.isEmpty)
  }

  @Test func aRenderWithoutAPreviewIs400() async throws {
    let response = await get("/api/render", "device=iphone")
    #expect(response.status == 400)
    #expect(try errorMessage(response).contains("?preview="))
  }

  @Test func anUnknownPreviewIs400NamingThePreviews() async throws {
    let backend = FakeBackend(outcome: .failure(.unknownPreview("Nope", known: ["Badge/Badge", "Badge/Counter"])))
    let response = await get("/api/render", "preview=Nope", backend: backend)
    #expect(response.status == 400)
    #expect(try errorMessage(response) == "no preview 'Nope'; the previews are: Badge/Badge, Badge/Counter")
  }

  @Test func aPreviewThatTrapsIs500WithTheWorkersReason() async throws {
    let backend = FakeBackend(outcome: .failure(.failed("the preview runner crashed (signal 4) while rendering it")))
    let response = await get("/api/render", "preview=Crash&colorScheme=dark", backend: backend)
    #expect(response.status == 500)
    #expect(
      try errorMessage(response)
        == "Crash [dark] did not render: the preview runner crashed (signal 4) while rendering it")
  }

  @Test func aRenderBeforeTheFirstBuildIs503() async throws {
    let backend = FakeBackend(outcome: .failure(.notBuilt("PreviewPackage does not build (1 error)")))
    let response = await get("/api/render", "preview=A", backend: backend)
    #expect(response.status == 503)
    #expect(try errorMessage(response) == "PreviewPackage does not build (1 error)")
  }

  @Test func anUnknownPathIs404() async throws {
    let response = await get("/favicon.ico")
    #expect(response.status == 404)
    #expect(try errorMessage(response).contains("/favicon.ico"))
  }

  @Test(arguments: ["POST", "PUT", "DELETE"])
  func aMethodOtherThanGetIs405(method: String) async {
    #expect(await get("/api/render", "preview=A", method: method).status == 405)
  }
}

/// Taps in the render query: `x,y` pairs of points separated by `;`.
@MainActor
@Suite struct PreviewTapParsingTests {
  @Test func anEmptyListIsNoTaps() throws {
    #expect(try PreviewAPI.taps("").get() == [])
  }

  @Test func pairsAreTapsInOrder() throws {
    #expect(try PreviewAPI.taps("1,2;3.25,4").get() == [PreviewTap(x: 1, y: 2), PreviewTap(x: 3.25, y: 4)])
  }

  @Test(arguments: ["10", "a,b", "nan,1", "1,inf", "-1,2", "1,2,3", "1,2;", ";", "1e300,5", ",5"])
  func aMalformedTapIsRefused(text: String) {
    guard case .failure(let error) = PreviewAPI.taps(text) else {
      Issue.record("'\(text)' was accepted")
      return
    }
    #expect(error.description.contains("malformed tap"))
  }

  @Test func tooManyTapsAreRefused() {
    let text = Array(repeating: "1,1", count: PreviewAPI.maximumTaps + 1).joined(separator: ";")
    guard case .failure(let error) = PreviewAPI.taps(text) else {
      Issue.record("\(PreviewAPI.maximumTaps + 1) taps were accepted")
      return
    }
    #expect(error.description.contains("too many taps"))
  }
}

/// Who may use the page: loopback peers, unless remote access was allowed.
@MainActor
@Suite struct PreviewAccessTests {
  @Test(arguments: ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "[::1]", "0:0:0:0:0:0:0:1"])
  func loopbackAddressesAreLoopback(address: String) {
    #expect(PreviewAccess.isLoopback(address))
  }

  @Test(arguments: [
    "10.0.0.1", "192.168.1.20", "0.0.0.0", "::ffff:10.0.0.1", "fe80::1", "", "localhost", "127.0.0.1.5",
    "1270.0.0.1", "127.0.0.256", "128.0.0.1",
  ])
  func otherAddressesAreNot(address: String) {
    #expect(!PreviewAccess.isLoopback(address))
  }

  @Test(arguments: ["10.0.0.7", "192.168.1.20", nil] as [String?])
  func aRemotePeerIs403(peer: String?) async {
    let response = await PreviewAPI(backend: FakeBackend()).respond(to: PreviewRequest(path: "/", peer: peer))
    #expect(response.status == 403)
    #expect(String(decoding: response.body, as: UTF8.self).contains("--allow-remote"))
  }

  @Test func aRemotePeerIsServedWhenAllowed() async {
    let api = PreviewAPI(backend: FakeBackend(), allowRemote: true)
    #expect(await api.respond(to: PreviewRequest(path: "/", peer: "10.0.0.7")).status == 200)
  }

  @Test func aLoopbackPeerIsServed() async {
    let api = PreviewAPI(backend: FakeBackend())
    #expect(await api.respond(to: PreviewRequest(path: "/", peer: "::1")).status == 200)
  }

  /// DNS rebinding: a page's own name resolved to 127.0.0.1 reaches the preview with that name
  /// in `Host` (issue 35: `Host: rebind.attacker.example` was answered with the package's path).
  @Test(arguments: ["rebind.attacker.example", "rebind.attacker.example:8080", "10.0.0.7:8080", "0.0.0.0:8080"])
  func aForeignHostIs403(host: String) async {
    let response = await PreviewAPI(backend: FakeBackend())
      .respond(to: PreviewRequest(path: "/api/status", peer: "127.0.0.1", host: host))
    #expect(response.status == 403)
    #expect(String(decoding: response.body, as: UTF8.self).contains("not this machine"))
  }

  @Test(arguments: ["127.0.0.1:8080", "localhost:8080", "[::1]:8080", "LOCALHOST", "app.localhost:80"])
  func aLoopbackHostIsServed(host: String) async {
    let response = await PreviewAPI(backend: FakeBackend())
      .respond(to: PreviewRequest(path: "/", peer: "127.0.0.1", host: host))
    #expect(response.status == 200)
  }

  /// A page on another site: its browser sends its `Origin`.
  @Test(arguments: ["https://evil.example", "http://127.0.0.1:9999", "null"])
  func aForeignOriginIs403(origin: String) async {
    let response = await PreviewAPI(backend: FakeBackend())
      .respond(to: PreviewRequest(path: "/api/status", peer: "127.0.0.1", host: "127.0.0.1:8080", origin: origin))
    #expect(response.status == 403)
  }

  @Test func thePagesOwnOriginIsServed() async {
    let request = PreviewRequest(
      path: "/api/status", peer: "127.0.0.1", host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080")
    #expect(await PreviewAPI(backend: FakeBackend()).respond(to: request).status == 200)
  }

  @Test func anyHostIsServedWhenRemoteAccessIsAllowed() async {
    let api = PreviewAPI(backend: FakeBackend(), allowRemote: true)
    let request = PreviewRequest(path: "/", peer: "10.0.0.7", host: "mac-studio.lan:8080")
    #expect(await api.respond(to: request).status == 200)
  }
}
