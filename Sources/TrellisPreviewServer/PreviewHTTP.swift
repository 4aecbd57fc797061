import Foundation

/// A request to the live preview, as the routing reads it: independent of the HTTP library, so
/// that the routing is tested without a socket.
public struct PreviewRequest: Sendable, Equatable {
  /// `GET`, `HEAD`, `POST`…
  public var method: String
  /// The path, percent-encoded as sent: `/api/render`.
  public var path: String
  /// The query's parameters, decoded; a repeated name keeps its first value.
  public var query: [String: String]
  /// The peer's IP address (`127.0.0.1`, `::1`), or `nil` when the connection has none.
  public var peer: String?

  /// A request for `path` with the raw query string `query` (without its `?`).
  public init(method: String = "GET", path: String, query: String? = nil, peer: String? = "127.0.0.1") {
    self.method = method
    self.path = path
    self.peer = peer
    var parameters: [String: String] = [:]
    if let query, let items = URLComponents(string: "?" + query)?.queryItems {
      for item in items where parameters[item.name] == nil {
        parameters[item.name] = item.value ?? ""
      }
    }
    self.query = parameters
  }
}

/// The live preview's answer to a request.
public struct PreviewResponse: Sendable, Equatable {
  /// The HTTP status: 200, 400, 403, 404, 405, 500, 503.
  public var status: Int
  /// The `Content-Type`.
  public var contentType: String
  /// The body.
  public var body: Data

  /// An answer with `body`.
  public init(status: Int, contentType: String, body: Data) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  /// `value` as JSON, keys sorted.
  static func json(_ value: some Encodable, status: Int = 200) -> PreviewResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(value) else {
      return PreviewResponse(
        status: 500, contentType: "application/json", body: Data(#"{"error":"the answer could not be encoded"}"#.utf8))
    }
    return PreviewResponse(status: status, contentType: "application/json; charset=utf-8", body: data)
  }

  /// `{"error": message}` with `status`: what the page shows when something is wrong.
  static func error(_ status: Int, _ message: String) -> PreviewResponse {
    json(["error": message], status: status)
  }
}

/// Which peers may use the live preview: loopback only, unless the user allowed others.
public enum PreviewAccess {
  /// Whether `address` is a loopback address: `127.0.0.0/8`, `::1`, or `127.x` mapped into IPv6
  /// (`::ffff:127.0.0.1`).
  public static func isLoopback(_ address: String) -> Bool {
    var address = address.lowercased()
    if address.hasPrefix("[") && address.hasSuffix("]") { address = String(address.dropFirst().dropLast()) }
    if address.hasPrefix("::ffff:") { address = String(address.dropFirst("::ffff:".count)) }
    if address == "::1" || address == "0:0:0:0:0:0:0:1" { return true }
    let parts = address.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts.allSatisfy({ $0.count <= 3 && UInt8($0) != nil }) else { return false }
    return parts[0] == "127"
  }

  /// The 403 answer for `peer`, or `nil` when it may come in.
  public static func refusal(peer: String?, allowRemote: Bool) -> PreviewResponse? {
    if allowRemote { return nil }
    if let peer, isLoopback(peer) { return nil }
    return PreviewResponse(
      status: 403, contentType: "text/plain; charset=utf-8",
      body: Data(
        ("403 Forbidden: trellis preview answers only this machine (loopback); the request came from "
          + "\(peer ?? "an unknown address"). Start it with --allow-remote to serve other machines.\n").utf8))
  }
}
